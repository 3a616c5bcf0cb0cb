/// Where a JSON string's body lies in a file's bytes, and what its text will be without
/// building it: whether it holds escapes, its decoded length in UTF-8 bytes and its paragraphs.
/// The readers that leave texts in a mapped file (`ConversationScan` for this app's files, the
/// Telegram reader for exports) find every string through `scan` (by way of `JSONByteCursor`), so
/// both accept exactly the same strings as `JSONSyntax` and count them alike.
///
/// `scan` answers nil at whatever RFC 8259 refuses in a string (a control byte, an unknown
/// escape, a lone surrogate escape, bytes that are not UTF-8, a missing closing quote): its
/// callers then leave the file to the full reader, which words the error.
///
/// Example: the bytes `"Hi\n你好" ` from index 0 give `start` 1, `end` 11 (the closing quote),
/// `hasEscapes` true, `decodedLength` 9 (`Hi`, a line break, two three-byte characters) and
/// `paragraphCount` 2; with `counting`, the paragraphs `Hi` (2 narrow) and `你好` (2 wide).
public struct JSONStringBody: Equatable, Sendable {
    /// The first byte after the opening quote.
    public var start: Int
    /// The closing quote.
    public var end: Int
    public var hasEscapes: Bool
    /// The decoded text's length in UTF-8 bytes.
    public var decodedLength: Int
    /// Line breaks plus one.
    public var paragraphCount: Int

    /// Reads the string whose opening quote is at `index` and moves `index` past its closing
    /// quote. `counting`: each paragraph's counts (what `ParagraphCounts.of` gives for the decoded
    /// text) are appended to `paragraphs`. On nil, `index` and `paragraphs` are left part-way.
    ///
    /// - Complexity: O(length of the string as written); plain ASCII eight bytes at a time.
    public static func scan(_ bytes: UnsafeRawBufferPointer, at index: inout Int,
                            counting: Bool, paragraphs: inout [ParagraphCounts]) -> JSONStringBody? {
        let count = bytes.count
        guard index < count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        var current = ParagraphCounts()
        var paragraphCount = 0
        var hasEscapes = false
        var decodedLength = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func endParagraph() {
            if counting { paragraphs.append(current) }
            paragraphCount += 1
            current = ParagraphCounts()
            decodedLength &+= 1
        }
        while true {
            // Eight plain ASCII bytes at a time: a word's high bit is set in `stop` by a byte
            // with its own high bit, a control byte (under 0x20), a quote or a backslash.
            while index + 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let quotes = word ^ (ones &* 0x22)
                let backslashes = word ^ (ones &* 0x5C)
                let stop = word | ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                if stop & high != 0 { break }
                current.narrow &+= 8
                decodedLength &+= 8
                index += 8
            }
            guard index < count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                guard index + 1 < count else { return nil }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "n") {
                    endParagraph()
                    index += 2
                } else if escaped == UInt8(ascii: "u") {
                    guard let unit = JSONEscape.hexQuad(at: index + 2, in: bytes) else { return nil }
                    index += 6
                    // A low surrogate alone, or a high one not followed by a low one, is no character.
                    if JSONEscape.lowSurrogates.contains(unit) { return nil }
                    if JSONEscape.highSurrogates.contains(unit) {
                        guard index + 1 < count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                              let low = JSONEscape.hexQuad(at: index + 2, in: bytes), JSONEscape.lowSurrogates.contains(low) else { return nil }
                        index += 6
                        current.wide &+= 1
                        decodedLength &+= 4
                    } else if unit == 0x0A {
                        endParagraph()
                    } else if unit < 0x80 {
                        current.narrow &+= 1
                        decodedLength &+= 1
                    } else if unit < 0x800 {
                        current.medium &+= 1
                        decodedLength &+= 2
                    } else {
                        current.wide &+= 1
                        decodedLength &+= 3
                    }
                } else {
                    guard JSONEscape.simpleValue(of: escaped) != nil else { return nil }
                    current.narrow &+= 1
                    decodedLength &+= 1
                    index += 2
                }
                continue
            }
            if byte < 0x20 { return nil }
            if byte < 0x80 {
                current.narrow &+= 1
                decodedLength &+= 1
                index += 1
                continue
            }
            // A run of non-ASCII characters (Chinese, emoji) one character at a time, the
            // common three-byte form (U+1000…U+FFFF without the surrogates' 0xED) checked inline.
            var lead = byte
            while true {
                if lead >= 0xE1, lead != 0xED, lead <= 0xEF, index + 2 < count,
                   bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 {
                    current.wide &+= 1
                    decodedLength &+= 3
                    index += 3
                } else {
                    guard let width = UTF8Validation.sequenceWidth(at: index, in: bytes) else { return nil }
                    current.add(leadByte: lead)
                    decodedLength &+= width
                    index += width
                }
                guard index < count, bytes[index] >= 0x80 else { break }
                lead = bytes[index]
            }
        }
        let end = index
        index += 1
        if counting { paragraphs.append(current) }
        return JSONStringBody(start: start, end: end, hasEscapes: hasEscapes, decodedLength: decodedLength,
                              paragraphCount: paragraphCount + 1)
    }

    /// A string of printable ASCII without escapes (a key, a type, a sender) at its opening
    /// quote, as its body's range, `index` moved past the closing quote; nil at anything else,
    /// which the caller then reads as a general string or leaves to the full reader.
    ///
    /// - Complexity: O(length of the string).
    @inlinable
    public static func scanPlainASCII(_ bytes: UnsafeRawBufferPointer, at index: inout Int) -> Range<Int>? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<index - 1
            }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    /// The body's text, escapes decoded (`bytes` are the ones `scan` read).
    public func text(in bytes: UnsafeRawBufferPointer) -> String {
        let body = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        return hasEscapes ? JSONEscape.decode(body) : String(decoding: body, as: UTF8.self)
    }
}
