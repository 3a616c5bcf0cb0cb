import Glibc

/// A problem with something the user handed us: a file, a script line, an
/// option value. Its description always says what was wrong and where, in
/// the `file:line:column: message` shape compilers use, so editors can jump
/// to it.
public struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int?
    public let column: Int?
    public let message: String
    /// The disk refused the bytes (no space left, a quota, an I/O error), not the path: the
    /// user's arguments were right, so it is a runtime failure, exit 1, wherever it happens.
    public let isWriteFailure: Bool

    public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String, isWriteFailure: Bool = false) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.isWriteFailure = isWriteFailure
    }

    /// Whether `code` (an `errno`) says the disk, not the path, failed a write.
    public static func isDiskFailure(_ code: Int32) -> Bool {
        code == ENOSPC || code == EDQUOT || code == EIO || code == EFBIG
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
