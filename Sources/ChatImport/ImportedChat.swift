import ChatDemoCore
import OutputFiles

/// A chat as an export holds it, before anyone is "me": each message with
/// its sender's display name, the plain text the bubble shows, and where it
/// came from in the file (for error messages). Both readers produce this and
/// `conversation(me:)` turns it into the app's model in one place.
struct ImportedChat {
    struct Message: Equatable {
        var sender: String
        var text: String
        /// The line (WhatsApp) or the index in the chat's `messages` array (Telegram),
        /// turned into a file position by `locate` only when something is wrong.
        var origin: Int
    }

    /// "Telegram" or "WhatsApp", for the summary line.
    var format: String
    var title: String
    var messages: [Message] = []
    /// Service messages (Telegram) and system lines (WhatsApp): the bubble has only the two
    /// sides, so these are left out and counted.
    var skippedSystemLines = 0
    /// The name the export gives the chat (the other person in a personal chat), if any.
    var chatName: String?
    /// The account that exported the chat, when the export says so (Telegram's full export).
    var exporter: String?
    /// Telegram's "Saved Messages": every message is the exporter's own.
    var isSavedMessages = false
    /// A file position (line, column) for a message's `origin`.
    var locate: (Int) -> (line: Int, column: Int)

    /// Senders in the order they first wrote, with how many messages each wrote.
    var senders: [(name: String, count: Int)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for message in messages {
            if counts[message.sender] == nil { order.append(message.sender) }
            counts[message.sender, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }

    /// The app's conversation: `me`'s messages on the right, everyone else's on the left.
    /// A message larger than the app takes is refused with its position.
    func conversation(me: String?, file: String) throws(InputError) -> Conversation {
        var result: [ChatDemoCore.Message] = []
        result.reserveCapacity(messages.count)
        for message in messages {
            let size = message.text.utf8.count
            if size > Conversation.maximumMessageBytes {
                let place = locate(message.origin)
                throw InputError(file: file, line: place.line, column: place.column,
                                 "a message of \(size) bytes; one message may hold at most \(Conversation.maximumMessageBytes) bytes")
            }
            result.append(.init(sender: message.sender == me ? .me : .them, text: message.text))
        }
        return Conversation(title: title, messages: result)
    }
}
