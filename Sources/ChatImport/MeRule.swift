import ChatDemoCore
import OutputFiles

/// Which sender is "me", the right-hand side: an export names people, the
/// app has two sides.
///
/// In order:
/// 1. `--me NAME`, which must be one of the chat's senders.
/// 2. Telegram's full export names the account that made it: its messages.
/// 3. Telegram's Saved Messages: every message is the exporter's.
/// 4. The chat's own name (Telegram's `name`; WhatsApp's file name "WhatsApp Chat with
///    NAME.txt") is the other side: when exactly one sender is not that name, it is me;
///    when every message is from that name, nobody is me.
/// 5. Otherwise (a group, a renamed file, standard input) the reader must say: exit 2
///    listing the senders and asking for `--me`.
enum MeRule {
    struct Choice: Equatable {
        /// Nil when every message is from the other side.
        let me: String?
        /// Why, for the summary line.
        let reason: String
    }

    static func choose(for chat: ImportedChat, requested: String?, file: String) throws(InputError) -> Choice {
        try choose(senders: chat.senders, chatName: chat.chatName, exporter: chat.exporter,
                   isSavedMessages: chat.isSavedMessages, requested: requested, file: file)
    }

    /// The same rule from what it reads of a chat: its senders in the order they first wrote,
    /// with how many messages each wrote, and what the export says of itself.
    static func choose(senders: [(name: String, count: Int)], chatName: String?, exporter: String?, isSavedMessages: Bool,
                       requested: String?, file: String) throws(InputError) -> Choice {
        let names = senders.map(\.name)
        if let requested {
            guard names.contains(requested) else {
                throw InputError(file: file, "--me \(ChatImport.quotedArgument(requested)) is not a sender in this chat; the senders are \(list(senders))")
            }
            return Choice(me: requested, reason: "given by --me")
        }
        if let exporter {
            return Choice(me: names.contains(exporter) ? exporter : nil,
                          reason: "the account that made the export")
        }
        if isSavedMessages, let only = names.first, names.count == 1 {
            return Choice(me: only, reason: "Saved Messages hold only your own messages")
        }
        if let chatName {
            let others = names.filter { $0 != chatName }
            if others.count == 1 {
                return Choice(me: others[0], reason: "the sender who is not \(ChatImport.quoted(chatName)), the chat's name; --me NAME picks another")
            }
            if others.isEmpty {
                return Choice(me: nil, reason: "every message is from \(ChatImport.quoted(chatName)), the chat's name")
            }
        }
        if names.isEmpty {
            return Choice(me: nil, reason: "the chat has no messages")
        }
        let why = chatName == nil ? "the export does not name the other side" : "more than one sender is not the chat's name"
        throw InputError(file: file, "cannot tell which sender is you (\(why)): give --me NAME; the senders are \(list(senders))")
    }

    /// `"Anna" (12 messages), "Ben" (3 messages)`, the busiest ten.
    static func list(_ senders: [(name: String, count: Int)]) -> String {
        let busiest = senders.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
        var shown = busiest.prefix(10).map { "\(ChatImport.quoted($0.name)) (\($0.count) message\($0.count == 1 ? "" : "s"))" }
        if busiest.count > 10 { shown.append("and \(busiest.count - 10) more") }
        return shown.isEmpty ? "none" : shown.joined(separator: ", ")
    }
}
