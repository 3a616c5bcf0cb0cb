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
    /// Sixty-four bytes at a time (`StringBlock`): a block of plain ASCII is counted whole, a
    /// block with other bytes has its UTF-8 checked and its characters counted from bit masks
    /// (`UTF8Block`), and only an escape, the closing quote and the file's last 63 bytes are read
    /// a byte at a time. It answers exactly as the byte-at-a-time reading did (`scanBytewise`).
    ///
    /// - Complexity: O(length of the string as written).
    public static func scan(_ bytes: UnsafeRawBufferPointer, at index: inout Int,
                            counting: Bool, paragraphs: inout [ParagraphCounts]) -> JSONStringBody? {
        let count = bytes.count
        guard index < count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        var tally = Tally(counting: counting)
        while true {
            guard tally.takeBlocks(bytes, at: &index) else { return nil }
            // A stop byte, or one of the last bytes, too few for a block.
            guard index < count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                guard tally.takeEscape(bytes, at: &index, paragraphs: &paragraphs) else { return nil }
            } else if byte < 0x20 {
                return nil
            } else if byte < 0x80 {
                tally.current.narrow &+= 1
                tally.decodedLength &+= 1
                index += 1
            } else {
                guard let width = UTF8Validation.sequenceWidth(at: index, in: bytes) else { return nil }
                tally.current.add(leadByte: byte)
                tally.decodedLength &+= width
                index += width
            }
        }
        let end = index
        index += 1
        if counting { paragraphs.append(tally.current) }
        return JSONStringBody(start: start, end: end, hasEscapes: tally.hasEscapes, decodedLength: tally.decodedLength,
                              paragraphCount: tally.paragraphCount + 1)
    }

    /// A string of printable ASCII without escapes (a key, a type, a sender) at its opening
    /// quote, as its body's range, `index` moved past the closing quote; nil at anything else,
    /// which the caller then reads as a general string or leaves to the full reader.
    ///
    /// - Complexity: O(length of the string), eight bytes at a time.
    @inlinable
    public static func scanPlainASCII(_ bytes: UnsafeRawBufferPointer, at index: inout Int) -> Range<Int>? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        while index + 8 <= bytes.count {
            let stops = plainASCIIStops(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if stops == 0 {
                index += 8
                continue
            }
            // The lowest flag is exact (a false one can only follow a true one, by a borrow).
            index += stops.trailingZeroBitCount / 8
            guard bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            return start..<index - 1
        }
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

    /// The high bit of each byte of `word` (eight bytes, the first lowest) that ends a plain
    /// ASCII string: a quote, a backslash, a control byte or a byte of 0x80 or more.
    @inlinable @inline(__always)
    static func plainASCIIStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        return (control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | word) & highs
    }

    /// The body's text, escapes decoded (`bytes` are the ones `scan` read).
    public func text(in bytes: UnsafeRawBufferPointer) -> String {
        let body = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        return hasEscapes ? JSONEscape.decode(body) : String(decoding: body, as: UTF8.self)
    }
}
