import StrictJSON

/// Up to 32 bytes of a file that a reader has checked once, kept to recognise the same bytes
/// at another place in one step: four 8-byte words compared under a mask, no loop over bytes.
///
///     let separator = LearnedBytes(bytes[9..<19])   // `, "date": `
///     separator?.matches(bytes, at: 40)             // the same ten bytes at 40?
struct LearnedBytes {
    /// The most bytes kept: `,\n   "reply_to_message_id": ` fits.
    static let capacity = 32

    /// The bytes, the first lowest in `words.0`, zero past `length`.
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Ones over the bytes, zeros past them.
    private var masks: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// How many bytes are kept; 0 matches nothing.
    private(set) var length = 0

    /// Nothing learned: matches nowhere.
    init() {}

    /// `bytes`, kept; nil when there are more than `capacity`.
    init?(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count <= Self.capacity, !bytes.isEmpty else { return nil }
        func word(_ index: Int) -> (bytes: UInt64, mask: UInt64) {
            var value: UInt64 = 0, ones: UInt64 = 0
            for offset in 0..<8 where index * 8 + offset < bytes.count {
                value |= UInt64(bytes[index * 8 + offset]) << (offset * 8)
                ones |= 0xFF << (offset * 8)
            }
            return (value, ones)
        }
        let (first, second, third, fourth) = (word(0), word(1), word(2), word(3))
        words = (first.bytes, second.bytes, third.bytes, fourth.bytes)
        masks = (first.mask, second.mask, third.mask, fourth.mask)
        length = bytes.count
    }

    /// Whether `file` holds these bytes at `index`; false when fewer than `capacity` bytes are
    /// left there (the end of a file is read the general way).
    @inline(__always)
    func matches(_ file: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard length > 0, index + Self.capacity <= file.count else { return false }
        func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: file.loadUnaligned(fromByteOffset: index + offset, as: UInt64.self))
        }
        let difference = ((word(0) ^ words.0) & masks.0) | ((word(8) ^ words.1) & masks.1)
            | ((word(16) ^ words.2) & masks.2) | ((word(24) ^ words.3) & masks.3)
        return difference == 0
    }
}

/// The bytes that led from one member of a Telegram message to the next the last times the
/// general walk read them — `, "date": ` after the id, `{"id": ` at a message's start — kept
/// so that the next message, written the same way, is read with one `LearnedBytes` comparison
/// per member instead of a comma, a key scanned and looked up, a colon and whitespace.
///
/// The same bytes read the same way: bytes equal to ones the general walk took as
/// "whitespace, a comma, whitespace, the plain key K, whitespace, a colon, whitespace" are that
/// again, so a match gives exactly what the general walk would give (the caller still checks
/// that K is not repeated). Whatever does not match is read by the general walk, which then
/// remembers its bytes: a file whose messages change their order or spacing is read correctly,
/// only more slowly.
///
/// Each state keeps two separators: the first one learned, which is the usual message's, and
/// the last other one, so that a photo now and then (`from_id` followed by `photo`, not `text`)
/// does not make the next usual message learn its own again.
///
///     // learned from `{"id": 1, "date": …`: state 0 (the start) → `{"id": `, key .id
///     separators.match(0, in: bytes, at: &index)   // .id at the next `{"id": `, index past it
///
/// - Complexity: `match` O(1).
struct TelegramMemberSeparators {
    /// One state for the object's start, then one after each known key's value.
    static let stateCount = TelegramMessageKey.allCases.count + 1

    /// The first separator learned from each state, then the latest other one.
    private var usual = [LearnedBytes](repeating: LearnedBytes(), count: stateCount)
    private var usualKeys = [TelegramMessageKey?](repeating: nil, count: stateCount)
    private var other = [LearnedBytes](repeating: LearnedBytes(), count: stateCount)
    private var otherKeys = [TelegramMessageKey?](repeating: nil, count: stateCount)

    /// The state after `key`'s value.
    @inline(__always)
    static func state(after key: TelegramMessageKey) -> Int { key.rawValue + 1 }

    /// The key whose separator from `state` is at `index`, `index` moved past it; nil (index
    /// unmoved) when the bytes there are not the ones remembered, or too few are left to compare.
    @inline(__always)
    func match(_ state: Int, in file: UnsafeRawBufferPointer, at index: inout Int) -> TelegramMessageKey? {
        if usual[state].matches(file, at: index) {
            index += usual[state].length
            return usualKeys[state]
        }
        guard other[state].matches(file, at: index) else { return nil }
        index += other[state].length
        return otherKeys[state]
    }

    /// Remembers `separator`, which the general walk read from `state` up to `key`'s value
    /// (nothing, when it is too long to keep).
    mutating func learn(_ state: Int, _ separator: UnsafeRawBufferPointer, key: TelegramMessageKey) {
        guard let learned = LearnedBytes(separator) else { return }
        if usual[state].length == 0 {
            usual[state] = learned
            usualKeys[state] = key
        } else {
            other[state] = learned
            otherKeys[state] = key
        }
    }
}
