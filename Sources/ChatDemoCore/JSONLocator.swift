/// One step of a path into a JSON document: an object's key or an array's index.
public enum JSONPathComponent: Equatable, Sendable {
    case key(String)
    case index(Int)
}

/// Finds where a value sits in a JSON text, so a schema error from
/// `JSONDecoder` (which knows only a coding path such as `messages[0].text`)
/// can name the line and column of the offending value.
///
///     let text = Array(#"{"title": "t", "messages": [{"sender": "me", "text": 5}]}"#.utf8)
///     JSONLocator.offset(of: [.key("messages"), .index(0), .key("text")], in: text)  // 53, the 5
///
/// The text must already have passed `JSONSyntax.check`; on anything else
/// the answer is merely some offset inside the text.
///
/// - Complexity: O(n) in the text's length (values before the target are
///   skipped, not decoded).
public enum JSONLocator {
    /// The offset of the first byte of the value at `path`. When the path
    /// leaves the document (a missing key or index), the offset of the
    /// deepest value on the path that exists.
    public static func offset(of path: [JSONPathComponent], in bytes: [UInt8]) -> Int {
        var cursor = Cursor(bytes: bytes)
        cursor.skipWhitespace()
        var found = cursor.index
        for component in path {
            guard cursor.enter(component) else { break }
            found = cursor.index
        }
        return found
    }

    /// A decoder's coding path as JSON path components.
    public static func path(_ codingPath: [any CodingKey]) -> [JSONPathComponent] {
        codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
    }

    private struct Cursor {
        let bytes: [UInt8]
        var index = 0

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        /// Moves to the start of the member `component` of the value here;
        /// false (cursor unspecified) when there is no such member.
        mutating func enter(_ component: JSONPathComponent) -> Bool {
            switch component {
            case .index(let wanted):
                guard current == UInt8(ascii: "[") else { return false }
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { return false }
                for _ in 0..<wanted {
                    skipValue()
                    skipWhitespace()
                    guard current == UInt8(ascii: ",") else { return false }
                    index += 1
                    skipWhitespace()
                }
                return true
            case .key(let wanted):
                guard current == UInt8(ascii: "{") else { return false }
                index += 1
                while true {
                    skipWhitespace()
                    guard current == UInt8(ascii: "\"") else { return false }
                    let keyStart = index
                    skipString()
                    let key = JSONStringLiteral.decode(bytes[keyStart..<index])
                    skipWhitespace()
                    index += 1  // ':'
                    skipWhitespace()
                    if key == wanted { return true }
                    skipValue()
                    skipWhitespace()
                    guard current == UInt8(ascii: ",") else { return false }
                    index += 1
                }
            }
        }

        /// Skips one value; nesting is tracked with a counter, not recursion.
        mutating func skipValue() {
            var depth = 0
            repeat {
                guard let byte = current else { return }
                switch byte {
                case UInt8(ascii: "\""): skipString(); continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09: break
                default:
                    // A literal or number: runs to the next delimiter.
                    while let next = current, !Self.delimiters.contains(next) { index += 1 }
                    continue
                }
                index += 1
            } while depth > 0
        }

        private static let delimiters: Set<UInt8> = Set(",:]}[{ \n\r\t\"".utf8)

        /// From an opening quote to just past the closing one.
        mutating func skipString() {
            index += 1
            while let byte = current {
                index += 1
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { return }
            }
        }
    }
}

/// Decodes one JSON string literal (quotes included) that `JSONSyntax` has
/// accepted, for comparing keys: `"a\u0062"` is `ab`.
///
/// - Complexity: O(n) in the literal's length.
enum JSONStringLiteral {
    /// The decoded text's UTF-8 bytes: for the common literal without
    /// escapes, a slice of the input itself, so comparing keys allocates
    /// nothing.
    static func canonicalBytes(_ literal: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let body = literal.dropFirst().dropLast()
        return body.contains(UInt8(ascii: "\\")) ? Array(decode(literal).utf8)[...] : body
    }

    static func decode(_ literal: ArraySlice<UInt8>) -> String {
        let body = literal.dropFirst().dropLast()
        guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
        var units: [UInt16] = []
        var index = body.startIndex
        func hexQuad(at start: Int) -> UInt16 {
            var value: UInt16 = 0
            for offset in 0..<4 where start + offset < body.endIndex {
                let byte = body[start + offset] | 0x20
                value = value << 4 | UInt16(byte >= UInt8(ascii: "a") ? byte - UInt8(ascii: "a") + 10 : byte - UInt8(ascii: "0"))
            }
            return value
        }
        while index < body.endIndex {
            let byte = body[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < body.endIndex else {
                // Plain UTF-8: copy up to the next escape as UTF-16.
                var end = index
                while end < body.endIndex && body[end] != UInt8(ascii: "\\") { end += 1 }
                end = max(end, index + 1)
                units += String(decoding: body[index..<end], as: UTF8.self).utf16
                index = end
                continue
            }
            let escaped = body[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "u"):
                units.append(hexQuad(at: index))
                index += 4
            default: units.append(UInt16(escaped))
            }
        }
        return String(decoding: units, as: UTF16.self)
    }
}
