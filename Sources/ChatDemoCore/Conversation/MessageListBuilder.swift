import OutputFiles
import StrictJSON

extension MessageList {
    /// Builds a `MessageList` whose texts stay in a mapped file, for readers other than
    /// `ConversationScan` (the Telegram and WhatsApp exports), a message at a time as the
    /// reader meets it: a message is either a byte range of the file — UTF-8 as written, or a
    /// JSON string body whose escapes are decoded when it is read — with its paragraphs'
    /// counts, or a text already decoded (a placeholder, lines joined from several places).
    ///
    ///     var builder = MessageList.Builder(file: mapped)
    ///     builder.paragraphs.append(ParagraphCounts(narrow: 5))
    ///     builder.appendInFile(offset: 120, length: 5, hasEscapes: false, sender: .them,
    ///                          firstParagraph: 0, paragraphCount: 1)   // its counts now held inline
    ///     builder.append(Message(sender: .them, text: "Photo"))
    ///     builder.setSender(.me) { $0 == 1 }   // who "me" is may be known only at the end
    ///     let messages = builder.build()       // two messages, the first still in the file
    ///
    /// The counts must be those `ParagraphCounts.of` gives for the decoded text: the height
    /// estimate reads them instead of the text. A text of one paragraph whose counts are the
    /// last of `paragraphs` has them moved into its record (as `ConversationScan` does), so
    /// most messages cost 16 bytes and no count record: a reader appends a text's counts just
    /// before its message and keeps no paragraph index past that append.
    ///
    /// - Complexity: each append is amortised O(1); `setSender` O(n), copying any chunk
    ///   another value shares.
    public struct Builder {
        private let file: MappedFile
        /// The counts the in-file messages point into; a reader appends a text's counts here
        /// before appending its message.
        public var paragraphs: [ParagraphCounts]
        private var entries = ChunkedArray<Entry>()
        private var decodedMessages = ChunkedArray<Message>()

        public init(file: MappedFile, paragraphs: [ParagraphCounts] = [], capacity: Int = 0) {
            self.file = file
            self.paragraphs = paragraphs
            entries.reserveCapacity(capacity)
        }

        /// How many messages were appended.
        public var count: Int { entries.count }

        /// A message whose text is `length` bytes of the file from `offset`; `hasEscapes`: they
        /// are the body of a JSON string holding escapes.
        public mutating func appendInFile(offset: Int, length: Int, hasEscapes: Bool, sender: Sender,
                                          firstParagraph: Int, paragraphCount: Int) {
            precondition(offset >= 0 && offset + length <= file.bytes.count, "a text outside the file")
            precondition(firstParagraph >= 0 && firstParagraph + paragraphCount <= paragraphs.count, "paragraphs outside the counts")
            var counts = CountsPlace.stored(first: firstParagraph, count: paragraphCount)
            if paragraphCount == 1, firstParagraph == paragraphs.count - 1, let held = CountsPlace.held(paragraphs[firstParagraph]) {
                paragraphs.removeLast()
                counts = held
            }
            entries.append(.inFile(FileText(offset: offset, length: UInt32(length), counts: counts, sender: sender, hasEscapes: hasEscapes)))
        }

        /// A message held decoded.
        public mutating func append(_ message: Message) {
            entries.append(Entry.decoded(place: decodedMessages.count))
            decodedMessages.append(message)
        }

        /// Every message whose index `isSender` accepts is `sender`'s, in one pass over the
        /// records: for a reader that learns who "me" is once millions of messages are read.
        public mutating func setSender(_ sender: Sender, where isSender: (Int) -> Bool) {
            var decodedPlaces: [Int] = []
            entries.updateEach { index, entry in
                guard isSender(index) else { return }
                if let place = entry.decodedPlace {
                    decodedPlaces.append(place)
                } else {
                    entry = entry.withSender(sender)
                }
            }
            for place in decodedPlaces { decodedMessages[place].sender = sender }
        }

        /// Message `index`'s text, decoded.
        public func text(at index: Int) -> String {
            let entry = entries[index]
            if let place = entry.decodedPlace { return decodedMessages[place].text }
            return MessageList.text(in: file, offset: entry.offset, length: entry.length, hasEscapes: entry.hasEscapes)
        }

        /// `other`'s messages after this builder's (a file read in two parts), `other` left
        /// empty: its stored counts and decoded places move on past this builder's.
        public mutating func append(draining other: inout Builder) {
            let paragraphShift = paragraphs.count, placeShift = decodedMessages.count
            paragraphs.append(contentsOf: other.paragraphs)
            other.paragraphs = []
            entries.append(draining: &other.entries) { entry in
                entry.decodedPlace.map { Entry.decoded(place: $0 + placeShift) } ?? entry.shiftingCounts(by: paragraphShift)
            }
            decodedMessages.append(draining: &other.decodedMessages)
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
