/// A problem with something the user handed us: a file, a script line, an
/// option value. Its description always says what was wrong and where, in
/// the `file:line:column: message` shape compilers use, so editors can jump
/// to it.
public struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// Invisible and control characters in the file name or the message
    /// (which may quote a bad line) are shown escaped, never sent to the
    /// terminal raw, and so are a path's bytes that are not UTF-8
    /// (`PathBytes.visible`: `<0xFF>`).
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return PathBytes.visible("\(place): \(message)")
    }
}
