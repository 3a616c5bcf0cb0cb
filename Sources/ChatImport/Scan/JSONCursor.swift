import ChatDemoCore
import OutputFiles

/// A strict JSON reader over bytes, for `TelegramScan`: it takes
/// exactly RFC 8259's grammar in UTF-8 (no trailing comma, no lone surrogate in an escape, no control
/// byte in a string, nesting at most `maximumDepth` deep) and answers nil at anything else,
/// so that whatever it accepts Foundation's `JSONDecoder` accepts too, and the caller can
/// leave anything it refuses to the full reader, which words the error.
///
/// A string is not built: `string(counting:)` gives where its body lies, whether it holds
/// escapes, its decoded length, and (when counting) appends its paragraphs' counts to
/// `paragraphs`, as `ConversationScan` does for this app's own files.
///
/// - Complexity: O(n) in the bytes read; eight bytes at a time through plain ASCII text.
struct JSONCursor {
    let file: MappedFile
    let bytes: UnsafeRawBufferPointer
    var index: Int
    var paragraphs: [ParagraphCounts] = []
    static let maximumDepth = 64

    /// A string's place and measure in the bytes, as `ConversationScan` finds them too.
    typealias StringBody = JSONStringBody

    init(_ file: MappedFile, at index: Int) {
        self.file = file
        self.bytes = file.bytes
        self.index = index
    }

    /// A string's decoded text.
    func text(_ body: StringBody) -> String {
        MessageList.text(in: file, offset: body.start, length: body.end - body.start, hasEscapes: body.hasEscapes)
    }

    /// A string or `null`, taken: nil when it is neither. The string is decoded.
    mutating func optionalString() -> String?? {
        if takeNull() { return .some(nil) }
        return string(counting: false).map { .some(text($0)) }
    }

    /// A plain integer or `null`, taken: nil when it is neither.
    mutating func optionalInteger() -> Int64?? {
        if takeNull() { return .some(nil) }
        return integer().map { .some($0) }
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// `null`, taken.
    mutating func takeNull() -> Bool { takeWord("null") }

    private mutating func takeWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// A string of printable ASCII without escapes (a key, a type), as its body's range.
    mutating func plainString() -> Range<Int>? { JSONStringBody.scanPlainASCII(bytes, at: &index) }

    func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// An integer written as plain digits (an optional minus, no fraction or exponent, at
    /// most 18 digits); nil for any other number, which the caller leaves to the full reader.
    mutating func integer() -> Int64? {
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

    /// Any number, checked against the grammar and skipped.
    mutating func number() -> Bool {
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

    /// Any value, checked and skipped.
    mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.maximumDepth, let byte = peek else { return false }
        switch byte {
        case UInt8(ascii: "\""): return string(counting: false) != nil
        case UInt8(ascii: "{"):
            index += 1
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return true }
            while true {
                guard string(counting: false) != nil else { return false }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipWhitespace()
                guard skipValue(depth: depth + 1) else { return false }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
                return take(UInt8(ascii: "}"))
            }
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return true }
            while true {
                guard skipValue(depth: depth + 1) else { return false }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
                return take(UInt8(ascii: "]"))
            }
        case UInt8(ascii: "t"): return takeWord("true")
        case UInt8(ascii: "f"): return takeWord("false")
        case UInt8(ascii: "n"): return takeWord("null")
        default: return number()
        }
    }
}
