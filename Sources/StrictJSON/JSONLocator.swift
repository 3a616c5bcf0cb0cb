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
                let key = JSONEscape.decode(bytes[keyStart + 1..<index - 1])
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
