import OutputFiles
import StrictJSON

/// A conversation's messages, as an array of `Message` to whoever reads them — but a message
/// opened from a file stays in the file (a byte range in a `MappedFile`) until someone asks
/// for it, and only then is its text decoded into a `String`.
///
/// Opening a file of a million messages therefore builds no million strings: the validating
/// pass (`ConversationScan`) records per message its sender, where its text lies, whether the
/// text holds escapes, and its paragraphs' character counts — what `HeightEstimate` needs, so
/// every message gets its estimated height (`estimatedHeight(at:by:listWidth:)`) without being
/// decoded. The scene and the painter decode only what can reach the screen; a message that is
/// changed (a streamed reply, an edit) or added (a send) is held decoded from then on.
///
///     var messages = conversation.messages       // 1 000 000 messages, all still in the file
///     messages.isDecoded(at: 0)                   // false
///     messages[0].text                            // "Hello" — decoded now, not kept
///     messages.estimatedHeight(at: 0, by: .standard, listWidth: 390)  // 40, from counts
///     messages.append(Message(sender: .me, text: "Hi"))
///     messages.isDecoded(at: 1_000_000)           // true
///
/// Everything that needs every message (tests, generators, importers, export) reads it as the
/// collection it is: `map`, `for … in`, `==` compare decoded messages.
///
/// The entries are a `ChunkedArray`: a copy (a scene's snapshot, kept per frame by the motion
/// reviewer) shares them chunk by chunk, so a send or an edit after the copy writes one chunk
/// of entries, not the whole conversation, and the copy keeps the rest in common.
///
/// - Complexity: `count`, `sender(at:)` and `estimatedHeight` are O(1) (the estimate is
///   O(paragraphs) of the message); reading a message in the file is O(its length); appending
///   and replacing one message are amortised O(1), or O(chunk + n / chunk) while a copy shares
///   the storage (`ChunkedArray`); replacing a range is O(n − its start).
public struct MessageList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
                           ExpressibleByArrayLiteral, Equatable, Sendable {
    /// A message whose text is still in the file, as the scan and the builder give it; the
    /// list keeps it packed in an `Entry` of 16 bytes.
    struct FileText: Sendable, Equatable {
        /// The text's first byte after the opening quote, and its length as written (escapes
        /// undecoded).
        var offset: Int
        var length: UInt32
        /// Its paragraphs' counts, held here for one paragraph or a range of `paragraphs`.
        var counts: CountsPlace
        var sender: Sender
        var hasEscapes: Bool
    }

    /// Readable inside the module so tests can count the chunks a copy still shares.
    private(set) var entries: ChunkedArray<Entry>
    /// The messages held as strings, each at the place its entry names (`Entry.decodedPlace`):
    /// kept out of the entries so that an entry of a message still in the file is 16 bytes.
    /// A message replaced again writes over its place; one removed leaves its place unused
    /// until the list is emptied.
    private var decodedMessages: ChunkedArray<Message>
    /// The file the `inFile` entries point into (nil when every message is decoded).
    private let file: MappedFile?
    /// Readable inside the module so tests can compare two scans' counts.
    let paragraphs: [ParagraphCounts]

    public init() {
        self.init([])
    }

    public init(_ messages: [Message]) {
        entries = ChunkedArray(messages.indices.lazy.map { Entry.decoded(place: $0) })
        decodedMessages = ChunkedArray(messages)
        file = nil
        paragraphs = []
    }

    public init(arrayLiteral messages: Message...) {
        self.init(messages)
    }

    /// Messages still in `file` (the validating pass's records).
    init(file: MappedFile, entries: ChunkedArray<Entry>, paragraphs: [ParagraphCounts],
         decodedMessages: ChunkedArray<Message> = ChunkedArray()) {
        self.entries = entries
        self.decodedMessages = decodedMessages
        self.file = file
        self.paragraphs = paragraphs
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> Message {
        get {
            let entry = entries[position]
            if let place = entry.decodedPlace { return decodedMessages[place] }
            return Message(sender: entry.sender, text: decode(entry))
        }
        set {
            // A streamed reply is replaced every frame: it keeps its place.
            if let place = entries[position].decodedPlace {
                decodedMessages[place] = newValue
            } else {
                entries[position] = Entry.decoded(place: decodedMessages.count)
                decodedMessages.append(newValue)
            }
        }
    }

    public mutating func replaceSubrange<C: Collection<Message>>(_ subrange: Range<Int>, with newElements: C) {
        let firstPlace = decodedMessages.count
        entries.replaceSubrange(subrange, with: (firstPlace..<firstPlace + newElements.count).map { Entry.decoded(place: $0) })
        decodedMessages.append(contentsOf: newElements)
        if entries.count == 0 { decodedMessages = ChunkedArray() }
    }

    /// Adds `message` at the end: one chunk of entries is written, whoever shares the rest.
    public mutating func append(_ message: Message) {
        entries.append(Entry.decoded(place: decodedMessages.count))
        decodedMessages.append(message)
    }

    public mutating func reserveCapacity(_ n: Int) {
        entries.reserveCapacity(n)
    }

    /// Who wrote message `index`, without decoding its text.
    public func sender(at index: Int) -> Sender {
        let entry = entries[index]
        if let place = entry.decodedPlace { return decodedMessages[place].sender }
        return entry.sender
    }

    /// Whether message `index` is held as a `String` (else it is still in the file).
    public func isDecoded(at index: Int) -> Bool {
        entries[index].decodedPlace != nil
    }

    /// `estimate`'s height for message `index` in a list `listWidth` wide: from the recorded
    /// counts for a message still in the file, from its text otherwise. Both give exactly
    /// `estimate.height(of: self[index].text, listWidth: listWidth)`.
    public func estimatedHeight(at index: Int, by estimate: HeightEstimate, listWidth: Double) -> Double {
        estimatedHeight(at: index, by: HeightEstimate.AtWidth(estimate: estimate, listWidth: listWidth, tabulated: false))
    }

    /// The same, by an estimate already sized for its list (what a pass over every message uses).
    public func estimatedHeight(at index: Int, by estimate: HeightEstimate.AtWidth) -> Double {
        let entry = entries[index]
        if let place = entry.decodedPlace {
            return estimate.estimate.height(of: decodedMessages[place].text, listWidth: estimate.listWidth)
        }
        return entry.counts.height(by: estimate, stored: paragraphs)
    }

    public static func == (lhs: MessageList, rhs: MessageList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Compares with an array of messages, as `[Message]` compared before.
    public static func == (lhs: MessageList, rhs: [Message]) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public static func == (lhs: [Message], rhs: MessageList) -> Bool {
        rhs == lhs
    }

    private func decode(_ entry: Entry) -> String {
        guard let file else { return "" }
        let bytes = UnsafeRawBufferPointer(rebasing: file.bytes[entry.offset..<entry.offset + entry.length])
        return entry.hasEscapes ? JSONEscape.decode(bytes) : String(decoding: bytes, as: UTF8.self)
    }
}
