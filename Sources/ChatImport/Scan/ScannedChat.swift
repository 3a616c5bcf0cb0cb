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
/// The messages go straight into the 16-byte records the app keeps (`MessageList.Builder`),
/// every one first on the left; who wrote each is a 4-byte index beside it, and once "me" is
/// chosen (`MeRule`) that sender's records move to the right. So a file of millions of
/// messages holds about 20 bytes a message while it is read, and nothing is copied after. The
/// pages of the mapping before each text appended are given back as the reader goes, 4 MiB
/// at a time, and all of them once it is done, so a gigabyte's export does not stay resident.
///
///     var chat = ScannedChat(file: mapped, format: "WhatsApp", title: "Anna", chatName: "Anna")
///     chat.paragraphs.append(ParagraphCounts(narrow: 2))
///     chat.append(sender: "Anna", text: .inFile(offset: 20, length: 2, hasEscapes: false,
///                                               firstParagraph: 0, paragraphCount: 1))
///     chat.append(sender: "Ben", text: .decoded("Photo"))
///     chat.senders              // [("Anna", 1), ("Ben", 1)]
///     chat.conversation(me: "Ben")   // "Hi" on the left, "Photo" on the right
///
/// - Complexity: `append` is amortised O(1) (a name is compared with the last sender's, then
///   looked up); `conversation(me:)` is O(messages).
struct ScannedChat {
    enum Text: Equatable {
        /// `length` bytes from `offset`: UTF-8 as written, or a JSON string body (`hasEscapes`).
        case inFile(offset: Int, length: Int, hasEscapes: Bool, firstParagraph: Int, paragraphCount: Int)
        case decoded(String)
    }

    let file: MappedFile
    /// "Telegram" or "WhatsApp", for the summary line.
    var format: String
    var title: String
    var chatName: String?
    var exporter: String?
    var isSavedMessages = false
    var skippedSystemLines = 0
    /// The records, every sender on the left until `conversation(me:)`.
    private var messages: MessageList.Builder
    /// Each message's sender, an index into `names`. A plain array, not a `ChunkedArray`:
    /// that generic type is not specialised across modules, and asking for its metadata once
    /// per message was a sixth of a large export's start-up.
    private var senderIndices: [UInt32] = []
    private var names = SenderNames()
    /// Where the pages behind the reader were last given back.
    private var releasedUpTo = -1

    /// How far a reader goes between two page releases: each `madvise` call covers this much,
    /// and each half of a file read on two cores keeps up to this much resident.
    private static let releaseStride = 4 << 20

    init(file: MappedFile, format: String, title: String, chatName: String?) {
        self.file = file
        self.format = format
        self.title = title
        self.chatName = chatName
        messages = MessageList.Builder(file: file)
    }

    /// The in-file texts' paragraphs' counts, which their `Text` points into: a reader appends
    /// a text's counts just before appending its message (a text of one paragraph then has its
    /// counts moved into its record, `MessageList.Builder`).
    var paragraphs: [ParagraphCounts] {
        get { messages.paragraphs }
        _modify { yield &messages.paragraphs }
    }

    var messageCount: Int { messages.count }

    /// Adds a message from `sender`; returns its index.
    @discardableResult
    mutating func append(sender: String, text: Text) -> Int {
        append(senderIndex: names.noteMessage(from: sender), text: text)
    }

    /// Adds a message from the sender whose name is the UTF-8 `senderName` (no string is made
    /// for a name seen before); returns its index.
    @discardableResult
    mutating func append(senderName: UnsafeRawBufferPointer, text: Text) -> Int {
        append(senderIndex: names.noteMessage(fromUTF8: senderName), text: text)
    }

    private mutating func append(senderIndex: Int, text: Text) -> Int {
        senderIndices.append(UInt32(senderIndex))
        switch text {
        case .decoded(let decoded):
            messages.append(Message(sender: .them, text: decoded))
        case .inFile(let offset, let length, let hasEscapes, let firstParagraph, let paragraphCount):
            // A reader is done with everything before a text it hands over.
            release(before: offset)
            messages.appendInFile(offset: offset, length: length, hasEscapes: hasEscapes, sender: .them,
                                  firstParagraph: firstParagraph, paragraphCount: paragraphCount)
        }
        return messages.count - 1
    }

    /// `other`'s messages after this chat's (an export read in two parts): its senders are
    /// matched to these by name, its counts and system lines added.
    mutating func append(contentsOf other: consuming ScannedChat) {
        let remapped = zip(other.names.names, other.names.counts).map { names.noteMessage(from: $0, messages: $1) }
        var otherMessages = other.messages
        other.messages = MessageList.Builder(file: file)
        messages.append(draining: &otherMessages)
        senderIndices.append(contentsOf: other.senderIndices.lazy.map { UInt32(remapped[Int($0)]) })
        other.senderIndices = []
        skippedSystemLines += other.skippedSystemLines
    }

    /// Gives back the pages of the mapping before `offset`, which the reader has passed and
    /// reads again only for a reply's quote (the kernel then maps them anew from its cache).
    /// A stride at a time from the first text appended, so a reader of the second half of a
    /// file never gives back what the first half has yet to read.
    private mutating func release(before offset: Int) {
        if releasedUpTo < 0 {
            releasedUpTo = offset
        } else if offset - releasedUpTo >= Self.releaseStride {
            file.releasePages(in: releasedUpTo..<offset)
            releasedUpTo = offset
        }
    }

    /// Senders in the order they first wrote, with how many messages each wrote.
    var senders: [(name: String, count: Int)] {
        zip(names.names, names.counts).map { ($0, $1) }
    }

    /// Message `index`'s text, decoded.
    func text(at index: Int) -> String {
        messages.text(at: index)
    }

    /// Message `index`'s sender's name.
    func sender(at index: Int) -> String {
        names.names[Int(senderIndices[index])]
    }

    /// The app's conversation: `me`'s messages on the right, everyone else's on the left. The
    /// records are moved, not copied: the chat is used up.
    consuming func conversation(me: String?) -> Conversation {
        var records = messages
        messages = MessageList.Builder(file: file)
        // The reader is done: what it left resident goes back too; the first frame maps again
        // only the pages of the texts it shows.
        file.releasePages(in: 0..<file.bytes.count)
        if let mine = me.flatMap({ names.existingIndex(of: $0) }).map(UInt32.init) {
            senderIndices.withUnsafeBufferPointer { senders in
                records.setSender(.me) { senders[$0] == mine }
            }
        }
        return Conversation(title: title, messages: records.build())
    }
}
