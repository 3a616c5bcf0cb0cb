import OutputFiles
import StrictJSON

/// Where a JSON file broke its schema, for every strict file the app reads (conversations,
/// motion profiles, Telegram exports; `StrictJSONFile`): the decoder names a coding path, and the reader wants the file's line and
/// column of that value and the path written as a reader writes it.
///
///     LocatedDecodingError.keyPath(["messages", 0, "text"])   // "messages[0].text"
///     LocatedDecodingError.keyPath([])                        // "the top level"
///
/// - Complexity: O(n) in the file's size for `error`, which scans to the value; O(k) in the
///   path's length for `keyPath`.
public enum LocatedDecodingError {
    /// An error saying `message` at the value `path` leads to, with that value's line and column.
    public static func error(_ message: String, at path: [JSONPathComponent], in bytes: [UInt8], file: String) -> InputError {
        let position = TextPosition(of: JSONLocator.offset(of: path, in: bytes), in: bytes)
        return InputError(file: file, line: position.line, column: position.column, message)
    }

    /// Where the decoder was when it failed: for a missing key, the object that should hold it.
    public static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context),
             .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return []
        }
    }

    /// `keys` as a reader writes them (`messages[0].text`), or "the top level" for none.
    public static func keyPath(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return text.isEmpty ? "the top level" : text
    }

    /// The path of `context`, and `last` after it (the missing key).
    public static func keyPath(_ context: DecodingError.Context, _ last: (any CodingKey)? = nil) -> String {
        keyPath(context.codingPath + (last.map { [$0] } ?? []))
    }
}
