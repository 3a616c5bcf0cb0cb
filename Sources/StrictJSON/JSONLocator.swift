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
        var scanner = JSONScanner(bytes: bytes)
        scanner.skipWhitespace()
        var found = scanner.index
        for component in path {
            guard scanner.enter(component) else { break }
            found = scanner.index
        }
        return found
    }

    /// A decoder's coding path as JSON path components.
    public static func path(_ codingPath: [any CodingKey]) -> [JSONPathComponent] {
        codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
    }
}

extension JSONScanner {
    /// Moves to the start of the member `component` of the value here, stepping over the
    /// members before it with the scanner's own `value`; false (position unspecified) when
    /// there is no such member.
    mutating func enter(_ component: JSONPathComponent) -> Bool {
        switch component {
        case .index(let wanted):
            guard current == UInt8(ascii: "[") else { return false }
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") { return false }
            for _ in 0..<wanted {
                guard skipValue() else { return false }
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
                let keyStart = index
                guard current == UInt8(ascii: "\""), (try? string()) != nil else { return false }
                let key = JSONStringLiteral.decode(bytes[keyStart..<index])
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return false }
                index += 1
                skipWhitespace()
                if key == wanted { return true }
                guard skipValue() else { return false }
                skipWhitespace()
                guard current == UInt8(ascii: ",") else { return false }
                index += 1
            }
        }
    }

    /// Steps over one value; false when the text is not JSON there.
    private mutating func skipValue() -> Bool {
        (try? value(depth: 0)) != nil
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
