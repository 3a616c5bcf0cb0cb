import ChatDemoCore
import OutputFiles
import StrictJSON

/// A chat as the fast readers (`TelegramScan`, `WhatsAppScan`) leave it: most texts still in
/// the mapped file as byte ranges with their paragraphs' counts, the few that differ from
/// their bytes (a placeholder, a reply's quoted line, formatted parts joined) decoded; each
/// sender an index into the names, in the order they first wrote. It is the same chat
/// `ImportedChat` holds, text for text; `conversation(me:)` makes the app's model without
/// decoding what stayed in the file.
///
/// - Complexity: `append` is amortised O(1) (one dictionary look-up of the sender's name);
///   `conversation(me:)` is O(messages).
struct ScannedChat {
    enum Text: Equatable {
        /// `length` bytes from `offset`: UTF-8 as written, or a JSON string body (`hasEscapes`).
        case inFile(offset: Int, length: Int, hasEscapes: Bool, firstParagraph: Int, paragraphCount: Int)
        case decoded(String)
    }

    struct Message {
        var sender: Int
        var text: Text
    }

    let file: MappedFile
    /// "Telegram" or "WhatsApp", for the summary line.
    var format: String
    var title: String
    var chatName: String?
    var exporter: String?
    var isSavedMessages = false
    var skippedSystemLines = 0
    private(set) var messages: [Message] = []
    /// The in-file texts' paragraphs' counts, which their `Text` points into.
    var paragraphs: [ParagraphCounts] = []
    private(set) var names: [String] = []
    private var counts: [Int] = []
    private var indexByName: [String: Int] = [:]

    init(file: MappedFile, format: String, title: String, chatName: String?) {
        self.file = file
        self.format = format
        self.title = title
        self.chatName = chatName
    }

    /// Adds a message from `sender`; returns its index.
    @discardableResult
    mutating func append(sender: String, text: Text) -> Int {
        let index: Int
        if let known = indexByName[sender] {
            index = known
            counts[index] += 1
        } else {
            index = names.count
            indexByName[sender] = index
            names.append(sender)
            counts.append(1)
        }
        messages.append(Message(sender: index, text: text))
        return messages.count - 1
    }

    /// Senders in the order they first wrote, with how many messages each wrote.
    var senders: [(name: String, count: Int)] {
        zip(names, counts).map { ($0, $1) }
    }

    /// Message `index`'s text, decoded.
    func text(at index: Int) -> String {
        switch messages[index].text {
        case .decoded(let text): return text
        case .inFile(let offset, let length, let hasEscapes, _, _):
            return MessageList.text(in: file, offset: offset, length: length, hasEscapes: hasEscapes)
        }
    }

    /// Message `index`'s sender's name.
    func sender(at index: Int) -> String {
        names[messages[index].sender]
    }

    /// The app's conversation: `me`'s messages on the right, everyone else's on the left.
    func conversation(me: String?) -> Conversation {
        let mine = me.flatMap { indexByName[$0] }
        var builder = MessageList.Builder(file: file, paragraphs: paragraphs, capacity: messages.count)
        for message in messages {
            let side: Sender = message.sender == mine ? .me : .them
            switch message.text {
            case .decoded(let text):
                builder.append(ChatDemoCore.Message(sender: side, text: text))
            case .inFile(let offset, let length, let hasEscapes, let firstParagraph, let paragraphCount):
                builder.appendInFile(offset: offset, length: length, hasEscapes: hasEscapes, sender: side,
                                     firstParagraph: firstParagraph, paragraphCount: paragraphCount)
            }
        }
        return Conversation(title: title, messages: builder.build())
    }
}
