/// Why a bundled data file (layout or Pinyin table) could not be loaded.
/// The description always names the file.
public enum KeyboardLayoutError: Error, Equatable, CustomStringConvertible {
    /// The file is not in the module's resource bundle.
    case missingResource(file: String)
    /// The file exists but is not valid for its schema.
    case malformed(file: String, reason: String)

    public var description: String {
        switch self {
        case .missingResource(let file):
            return "keyboard resource '\(file)' is missing from the Keyboard module's bundle"
        case .malformed(let file, let reason):
            return "keyboard resource '\(file)' is malformed: \(reason)"
        }
    }
}
