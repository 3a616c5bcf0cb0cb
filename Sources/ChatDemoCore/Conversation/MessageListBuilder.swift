import OutputFiles
import StrictJSON

extension MessageList {
    /// Builds a `MessageList` whose texts stay in a mapped file, for readers other than
    /// `ConversationScan` (the Telegram and WhatsApp exports): a message is either a byte
    /// range of the file — UTF-8 as written, or a JSON string body whose escapes are decoded
    /// when it is read — with its paragraphs' counts, or a text already decoded (a
    /// placeholder, lines joined from several places).
    ///
    ///     var builder = MessageList.Builder(file: mapped, paragraphs: counts)
    ///     builder.appendInFile(offset: 120, length: 5, hasEscapes: false, sender: .them,
    ///                          firstParagraph: 0, paragraphCount: 1)
    ///     builder.append(Message(sender: .me, text: "Photo"))
    ///     let messages = builder.build()   // two messages, the first still in the file
    ///
    /// The counts must be those `ParagraphCounts.of` gives for the decoded text: the height
    /// estimate reads them instead of the text.
    ///
    /// - Complexity: each append is amortised O(1).
    public struct Builder {
        private let file: MappedFile
        private let paragraphs: [ParagraphCounts]
        private var entries = ChunkedArray<Entry>()
        private var decodedMessages = ChunkedArray<Message>()

        /// `paragraphs` holds every in-file message's counts, which each append points into.
        public init(file: MappedFile, paragraphs: [ParagraphCounts], capacity: Int = 0) {
            self.file = file
            self.paragraphs = paragraphs
            entries.reserveCapacity(capacity)
        }

        /// A message whose text is `length` bytes of the file from `offset`; `hasEscapes`: they
        /// are the body of a JSON string holding escapes.
        public mutating func appendInFile(offset: Int, length: Int, hasEscapes: Bool, sender: Sender,
                                          firstParagraph: Int, paragraphCount: Int) {
            precondition(offset >= 0 && offset + length <= file.bytes.count, "a text outside the file")
            precondition(firstParagraph >= 0 && firstParagraph + paragraphCount <= paragraphs.count, "paragraphs outside the counts")
            entries.append(.inFile(FileText(offset: offset, length: UInt32(length), counts: .stored(first: firstParagraph, count: paragraphCount), sender: sender, hasEscapes: hasEscapes)))
        }

        /// A message held decoded.
        public mutating func append(_ message: Message) {
            entries.append(Entry.decoded(place: decodedMessages.count))
            decodedMessages.append(message)
        }

        public func build() -> MessageList {
            MessageList(file: file, entries: entries, paragraphs: paragraphs, decodedMessages: decodedMessages)
        }
    }

    /// The text of `length` bytes of `file` from `offset`, as a message still in the file
    /// reads: UTF-8 as written, or a checked JSON string body with its escapes decoded.
    public static func text(in file: MappedFile, offset: Int, length: Int, hasEscapes: Bool) -> String {
        let bytes = UnsafeRawBufferPointer(rebasing: file.bytes[offset..<offset + length])
        return hasEscapes ? JSONEscape.decode(bytes) : String(decoding: bytes, as: UTF8.self)
    }
}
