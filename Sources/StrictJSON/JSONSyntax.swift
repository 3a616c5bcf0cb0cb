/// A strict JSON (RFC 8259) syntax check that reports where a file goes
/// wrong: the text must be UTF-8, then JSON.
///
/// Foundation's decoder on Linux says only "not valid JSON" (and accepts
/// trailing commas), which leaves a reviewer hunting through a
/// hand-edited conversation. This walks the bytes once (`JSONScanner`) and
/// throws at the first byte that cannot continue a JSON text, naming its line
/// and column. Decoding proper is still left to `JSONDecoder`.
///
/// It also refuses what `JSONDecoder` would accept silently or report
/// without a place: a key repeated in one object (the decoder keeps one of
/// the values without a word) and a lone UTF-16 surrogate in a `\u` escape.
///
///     try JSONSyntax.check(Array(#"{"a": [1, 2,]}"#.utf8), file: "x.json")
///     // throws "x.json:1:13: expected a value, found ']'"
///
/// - Complexity: O(n) in the file's size; nesting is limited to
///   `maximumDepth` so a hostile file cannot exhaust the stack.
public enum JSONSyntax {
    /// How many arrays and objects may be nested, the one limit of every strict reader (the
    /// fast path, `JSONByteCursor`, refuses deeper nesting too).
    public static let maximumDepth = 256

    /// Throws where `bytes` stop being one JSON text (UTF-8 first, `UTF8Validation`); `file`
    /// names them in the error.
    public static func check(_ bytes: [UInt8], file: String) throws(JSONSyntaxError) {
        try UTF8Validation.check(bytes, file: file)
        var scanner = JSONScanner(bytes: bytes)
        do throws(JSONScanner.Stop) {
            scanner.skipWhitespace()
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            if scanner.index < bytes.count {
                throw scanner.error("unexpected \(scanner.describeCurrent()) after the end of the JSON value")
            }
        } catch {
            throw JSONSyntaxError(file: file, offset: error.offset, in: bytes, error.message)
        }
    }
}

/// Where a text stops being JSON, in the `file:line:column: message` shape compilers use:
/// line and column count from 1, columns in Unicode scalars (`TextPosition`).
///
///     JSONSyntaxError(file: "x.json", offset: 12, in: Array(#"{"a": [1, 2,]}"#.utf8), "expected a value, found ']'")
///         .description   // "x.json:1:13: expected a value, found ']'"
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    public let file: String
    /// The byte offset of the first byte that cannot continue the text.
    public let offset: Int
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, offset: Int, in bytes: [UInt8], _ message: String) {
        let position = TextPosition(of: offset, in: bytes)
        self.file = file
        self.offset = offset
        line = position.line
        column = position.column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
