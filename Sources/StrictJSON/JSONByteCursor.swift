/// The fast path of the strict reader: a position in a UTF-8 JSON text read in place (a
/// mapped file, never copied), for the readers that walk a known shape and keep what they need
/// (`ConversationScan`, the Telegram reader). It accepts only what `JSONSyntax` accepts —
/// strings through `JSONStringBody.scan`, nesting up to `JSONSyntax.maximumDepth`, each key
/// once in its object — but says
/// nothing about why: every step answers nil or false at anything else, and the caller then
/// leaves the file to the full check (`JSONSyntax`, `JSONDecoder`), which words the error with
/// its line and column. So the fast path can never accept what the full check refuses.
///
///     var cursor = JSONByteCursor(bytes, at: 0)        // {"a": [1, {"b": null}], "c": "x"}
///     var walk = JSONByteCursor.Walk()
///     cursor.nextMember(&walk)                         // the range of a
///     cursor.skipValue(depth: 1)                       // true, at the comma
///     cursor.nextMember(&walk)                         // the range of c
///
/// - Complexity: each step O(length of what it reads); plain ASCII strings eight bytes at a time.
public struct JSONByteCursor {
    public let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    public var index: Int
    /// The keys taken so far in the open objects, outermost first (each object's from its
    /// walk's `firstKey`), to refuse a repeated one as `JSONSyntax` does. One flat list whose
    /// storage is reused, so a file of a million small objects allocates nothing per object.
    /// (Objects in this position are few keys each: a linear search beats hashing them.)
    @usableFromInline var openKeys: [Range<Int>] = []
    /// How many of `openKeys` are in use: the list never shrinks, so closing an object and
    /// opening the next costs no more than setting this.
    @usableFromInline var openKeyCount = 0
    /// More keys than this in one object leave it to the full check, which compares them in
    /// a table: the fast path compares each new key with the ones before it.
    @usableFromInline static let maximumKeysCompared = 64

    public init(_ bytes: UnsafeRawBufferPointer, at index: Int) {
        self.bytes = bytes
        self.index = index
    }

    @inlinable
    public var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether only whitespace is left.
    @inlinable
    public mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }

    @inlinable @inline(__always)
    public mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    @inlinable @inline(__always)
    public mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// `word` (`true`, `null`), taken.
    @inlinable
    public mutating func takeWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let letters = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != letters[offset] { return false }
        index += count
        return true
    }

    /// `null`, taken.
    public mutating func takeNull() -> Bool { takeWord("null") }

    /// Whether the bytes in `range` are `word`.
    @inlinable
    public func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        // The word's pointer once: `utf8Start` checks the string's representation each time.
        let letters = word.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != letters[offset] { return false }
        return true
    }

    /// The bytes in `range` as text (a plain key or value).
    public func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Strings

    /// A string of printable ASCII without escapes (a key, a type, a sender), as its body's range.
    @inlinable
    public mutating func plainString() -> Range<Int>? { JSONStringBody.scanPlainASCII(bytes, at: &index) }

    /// Any string, checked, as where its body lies; `counting` appends its paragraphs' counts.
    @inlinable
    public mutating func string(counting: Bool, paragraphs: inout [ParagraphCounts]) -> JSONStringBody? {
        JSONStringBody.scan(bytes, at: &index, counting: counting, paragraphs: &paragraphs)
    }

    /// Any string, checked, as where its body lies.
    public mutating func string() -> JSONStringBody? {
        var none: [ParagraphCounts] = []
        return string(counting: false, paragraphs: &none)
    }

    /// A string or `null`, taken and decoded: nil when it is neither.
    public mutating func optionalString() -> String?? {
        if takeNull() { return .some(nil) }
        return string().map { .some($0.text(in: bytes)) }
    }

    // MARK: Containers

    @inlinable
    mutating func open(_ bracket: UInt8) -> Bool {
        guard take(bracket) else { return false }
        skipWhitespace()
        return true
    }

    /// A member's plain key, its colon and the whitespace around it, taken: the key's range;
    /// nil for a key the object already has (or that is not plain ASCII, left to the full check).
    @inlinable
    mutating func memberKey(_ walk: Walk) -> Range<Int>? {
        guard let key = plainString(), openKeyCount - walk.firstKey < Self.maximumKeysCompared else { return nil }
        var earlier = walk.firstKey
        while earlier < openKeyCount {
            if sameBytes(openKeys[earlier], key) { return nil }
            earlier += 1
        }
        if openKeyCount < openKeys.count { openKeys[openKeyCount] = key } else { openKeys.append(key) }
        openKeyCount += 1
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        return key
    }

    /// A walk through one array or object, member by member (`nextMember`) or element by
    /// element (`nextElement`); complete once its closing bracket is taken.
    public struct Walk {
        @usableFromInline var opened = false
        /// Where this object's keys start in the cursor's `openKeys`.
        @usableFromInline var firstKey = 0
        /// The closing bracket has been taken: every member or element was read and the
        /// walk stopped at the end, not at a byte that cannot continue the text.
        public internal(set) var isComplete = false

        @inlinable
        public init() {}

        /// A walk whose opening bracket was taken before this cursor began, by another reader
        /// of the same text (the first half of a file read on two cores): its next step reads
        /// a comma or the closing bracket. It holds no keys, so a walk through an object must
        /// begin where no key was taken yet, or its repeated keys go unnoticed.
        @inlinable
        public static func resumed() -> Walk {
            var walk = Walk()
            walk.opened = true
            return walk
        }

        @usableFromInline
        mutating func end() -> Bool {
            isComplete = true
            return false
        }
    }

    /// The next member's key of the object here (`{` taken on the first call), its colon
    /// taken: its value is to be read next. Nil once the object ends (`walk.isComplete`) or
    /// where the text is not JSON, or the key is repeated or not plain ASCII (not complete).
    @inlinable
    public mutating func nextMember(_ walk: inout Walk) -> Range<Int>? {
        guard step(&walk, opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}")) else { return nil }
        return memberKey(walk)
    }

    /// Whether an element of the array here follows (`[` taken on the first call): read it
    /// next. False once the array ends (`walk.isComplete`) or where the text is not JSON.
    @inlinable
    public mutating func nextElement(_ walk: inout Walk) -> Bool {
        step(&walk, opening: UInt8(ascii: "["), closing: UInt8(ascii: "]"))
    }

    @inlinable @inline(__always)
    mutating func step(_ walk: inout Walk, opening: UInt8, closing: UInt8) -> Bool {
        if !walk.opened {
            walk.opened = true
            walk.firstKey = openKeyCount
            guard open(opening) else { return false }
            return close(closing, walk) ? walk.end() : true
        }
        skipWhitespace()
        if take(UInt8(ascii: ",")) { skipWhitespace(); return true }
        return close(closing, walk) ? walk.end() : false
    }

    /// `closing` taken; an object's keys are forgotten with it.
    @inlinable
    mutating func close(_ closing: UInt8, _ walk: Walk) -> Bool {
        guard take(closing) else { return false }
        openKeyCount = walk.firstKey
        return true
    }

    @inlinable
    func sameBytes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        for offset in 0..<first.count where bytes[first.lowerBound + offset] != bytes[second.lowerBound + offset] { return false }
        return true
    }

    // MARK: Numbers and any value

    /// An integer written as plain digits (an optional minus, no fraction or exponent, at
    /// most 18 digits); nil for any other number, which the caller leaves to the full reader.
    public mutating func integer() -> Int64? {
        let negative = take(UInt8(ascii: "-"))
        let start = index
        var value: Int64 = 0
        // Wrapping: past 18 digits the value is thrown away below, and it must not trap first.
        while let byte = peek, byte >= 0x30, byte <= 0x39 {
            value = value &* 10 &+ Int64(byte - 0x30)
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits <= 18, !(digits > 1 && bytes[start] == 0x30) else { return nil }
        if let byte = peek, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return nil }
        return negative ? -value : value
    }

    /// A plain integer or `null`, taken: nil when it is neither.
    public mutating func optionalInteger() -> Int64?? {
        if takeNull() { return .some(nil) }
        return integer().map { .some($0) }
    }

    /// Any number, checked against the grammar and skipped.
    public mutating func number() -> Bool {
        _ = take(UInt8(ascii: "-"))
        guard digits(leadingZeroAlone: true) else { return false }
        if take(UInt8(ascii: ".")) { guard digits(leadingZeroAlone: false) else { return false } }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits(leadingZeroAlone: false) else { return false }
        }
        return true
    }

    private mutating func digits(leadingZeroAlone: Bool) -> Bool {
        let start = index
        while let byte = peek, byte >= 0x30, byte <= 0x39 { index += 1 }
        guard index > start else { return false }
        return !(leadingZeroAlone && index - start > 1 && bytes[start] == 0x30)
    }

    /// Any value, checked and skipped. `depth` counts the arrays and objects around it, as
    /// `JSONSyntax` counts them (a top-level member's value is at depth 1), so both refuse the
    /// same nesting.
    public mutating func skipValue(depth: Int) -> Bool {
        guard let byte = peek else { return false }
        switch byte {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < JSONSyntax.maximumDepth else { return false }
            var walk = Walk()
            if byte == UInt8(ascii: "{") {
                while nextMember(&walk) != nil {
                    guard skipValue(depth: depth + 1) else { return false }
                }
            } else {
                while nextElement(&walk) {
                    guard skipValue(depth: depth + 1) else { return false }
                }
            }
            return walk.isComplete
        case UInt8(ascii: "t"): return takeWord("true")
        case UInt8(ascii: "f"): return takeWord("false")
        case UInt8(ascii: "n"): return takeNull()
        default: return number()
        }
    }
}
