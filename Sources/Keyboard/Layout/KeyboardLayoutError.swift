/// Why a keyboard data file (layout or Pinyin table) could not be loaded.
/// The description always names the file, and where the JSON itself is broken, the line
/// and column: `keyboard resource '/…/Layouts/emoji.json:3:12' is malformed: …`.
public enum KeyboardLayoutError: Error, Equatable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case missingResource(file: String)
    /// The file exists but is not valid for its schema; `line` and `column` (1-based) are
    /// given when the file is not valid JSON at all.
    case malformed(file: String, reason: String, line: Int? = nil, column: Int? = nil)

    public var description: String {
        switch self {
        case .missingResource(let file):
            return "keyboard resource '\(file)' is missing or cannot be read"
        case .malformed(let file, let reason, let line?, let column?):
            return "keyboard resource '\(file):\(line):\(column)' is malformed: \(reason)"
        case .malformed(let file, let reason, _, _):
            return "keyboard resource '\(file)' is malformed: \(reason)"
        }
    }
}
