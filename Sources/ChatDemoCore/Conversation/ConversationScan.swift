import Foundation
import OutputFiles

/// One pass over a conversation file's bytes that checks everything the full check does —
/// UTF-8, JSON syntax, the shape (an object with "title" and "messages", each message an
/// object with "sender" "me" or "them" and a string "text"), no repeated key, no lone
/// surrogate, no message over `Conversation.maximumMessageBytes` — and records per message
/// only what the scene needs before the message can reach the screen (`MessageList`): its
/// sender, where its text lies, whether it holds escapes, its paragraphs' character counts.
///
/// It accepts exactly the files of that shape, and says nil for anything else: a broken file,
/// and also a valid one it does not take (an extra key, a key written with escapes), which
/// the full check (`Conversation.decode(_:file:)`) then reads or reports with file, line,
/// column and the same message as ever. So the errors stay the full check's, word for word,
/// and a good file is read once, without building a string per message.
///
///     ConversationScan.scan(file, from: 0)
///     // {"title": "T", "messages": [{"sender": "me", "text": "Hi\n👋"}]}
///     // → title "T", one message still in the file, paragraphs [(2,0,0), (0,0,1)]
///
/// - Complexity: O(n) in the file's size; eight bytes at a time through plain ASCII text.
struct ConversationScan {
    private let bytes: UnsafeRawBufferPointer
    private var index: Int
    private var entries = ChunkedArray<MessageList.Entry>()
    private var paragraphs: [ParagraphCounts] = []
    private let file: MappedFile
    /// Where the pages behind the scan were last given back (`MappedFile.releasePages`).
    private var releasedUpTo = 0
    /// How far the scan goes between two releases.
    private static let releaseStride = 16 << 20

    /// Reads `file` from `start` (past a byte order mark); nil when the full check must.
    static func scan(_ file: MappedFile, from start: Int) -> (title: String, messages: MessageList)? {
        var scan = ConversationScan(bytes: file.bytes, index: start, file: file)
        guard let title = scan.document() else { return nil }
        return (title, MessageList(file: file, entries: scan.entries, paragraphs: scan.paragraphs))
    }

    /// A scanned string: where its body lies and what it holds.
    private struct Body {
        var start: Int
        var end: Int
        var hasEscapes: Bool
        var paragraphCount: Int
    }

    // MARK: The shape

    private mutating func document() -> String? {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var title: String?
        var sawMessages = false
        skipWhitespace()
        while true {
            guard let key = plainKey() else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            if equals(key, "title") {
                guard title == nil, let body = string(counting: false) else { return nil }
                let raw = UnsafeRawBufferPointer(rebasing: bytes[body.start..<body.end])
                title = body.hasEscapes ? JSONEscapes.decode(raw) : String(decoding: raw, as: UTF8.self)
            } else if equals(key, "messages") {
                guard !sawMessages, messageArray() else { return nil }
                sawMessages = true
            } else {
                return nil
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            break
        }
        skipWhitespace()
        guard index == bytes.count, sawMessages else { return nil }
        return title
    }

    private mutating func messageArray() -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return true }
        while true {
            guard message() else { return false }
            if index - releasedUpTo > Self.releaseStride {
                file.releasePages(before: index)
                releasedUpTo = index
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
            return take(UInt8(ascii: "]"))
        }
    }

    private mutating func message() -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        var sender: Sender?
        var text: Body?
        var firstParagraph = 0
        skipWhitespace()
        while true {
            guard let key = plainKey() else { return false }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            if equals(key, "sender") {
                guard sender == nil, let value = plainKey() else { return false }
                if equals(value, "me") { sender = .me } else if equals(value, "them") { sender = .them } else { return false }
            } else if equals(key, "text") {
                guard text == nil else { return false }
                firstParagraph = paragraphs.count
                guard let body = string(counting: true) else { return false }
                text = body
            } else {
                return false
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
            guard take(UInt8(ascii: "}")), let sender, let text else { return false }
            entries.append(.inFile(MessageList.FileText(
                offset: text.start, length: UInt32(text.end - text.start), firstParagraph: UInt32(firstParagraph),
                paragraphCount: UInt32(text.paragraphCount), sender: sender, hasEscapes: text.hasEscapes)))
            return true
        }
    }

    // MARK: Tokens

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A string of plain ASCII without escapes (a key, a sender), as its body's range.
    private mutating func plainKey() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
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

    @inline(__always)
    private func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount
            && memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
    }

    /// A string value at the opening quote. `counting`: its paragraphs' counts are appended to
    /// `paragraphs`. Nil at anything the full check would refuse or word differently.
    private mutating func string(counting: Bool) -> Body? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var current = ParagraphCounts()
        var paragraphCount = 0
        var hasEscapes = false
        var decodedLength = 0
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        while true {
            // Eight plain ASCII bytes at a time: no high bit, no control byte, no quote, no backslash.
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
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "r"), UInt8(ascii: "t"):
                    current.narrow &+= 1
                    decodedLength &+= 1
                    index += 2
                case UInt8(ascii: "n"):
                    if counting { paragraphs.append(current) }
                    paragraphCount += 1
                    current = ParagraphCounts()
                    decodedLength &+= 1
                    index += 2
                case UInt8(ascii: "u"):
                    guard let unit = hexQuad(at: index + 2) else { return nil }
                    index += 6
                    if (0xDC00...0xDFFF).contains(unit) { return nil }
                    if (0xD800...0xDBFF).contains(unit) {
                        guard index + 1 < count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                              let low = hexQuad(at: index + 2), (0xDC00...0xDFFF).contains(low) else { return nil }
                        index += 6
                        current.wide &+= 1
                        decodedLength &+= 4
                    } else if unit == 0x0A {
                        if counting { paragraphs.append(current) }
                        paragraphCount += 1
                        current = ParagraphCounts()
                        decodedLength &+= 1
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
                default:
                    return nil
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
            // common three-byte form checked inline.
            var lead = byte
            while true {
                if lead >= 0xE1, lead != 0xED, lead <= 0xEF, index + 2 < count,
                   bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 {
                    current.wide &+= 1
                    decodedLength &+= 3
                    index += 3
                } else {
                    guard let width = utf8Width(at: index) else { return nil }
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
        guard decodedLength <= Conversation.maximumMessageBytes else { return nil }
        if counting { paragraphs.append(current) }
        return Body(start: start, end: end, hasEscapes: hasEscapes, paragraphCount: paragraphCount + 1)
    }

    /// The four hex digits at `start` as a UTF-16 unit, nil if they are not four hex digits.
    private func hexQuad(at start: Int) -> UInt16? {
        guard start + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[start + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence (two to four bytes) at `start`, nil when
    /// it is not one (a stray continuation, an overlong form, a surrogate, past U+10FFFF).
    @inline(__always)
    private func utf8Width(at start: Int) -> Int? {
        let lead = bytes[start]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            start + offset < bytes.count && range.contains(bytes[start + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }
}
