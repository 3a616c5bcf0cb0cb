import Foundation

/// Creates a directory and its missing parents (`mkdir -p`), saying in
/// words what stood in the way. Foundation on Linux reports only
/// "NSCocoaErrorDomain error 512" when, say, a parent is a regular file.
///
///     try OutputDirectory.create("out/frames")
///     // throws "out/notes.txt/frames: cannot create the directory: out/notes.txt is a file, not a directory"
///
/// - Complexity: O(d) system calls for a path of d components.
public enum OutputDirectory {
    public static func create(_ path: String) throws(InputError) {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if !current.isEmpty && !current.hasSuffix("/") { current += "/" }
            current += component
            if PathCalls.mkdir(current) != 0 && errno != EEXIST {
                let reason = PathCalls.lastError()
                throw InputError(file: path, "cannot create the directory: \(PathBytes.visible(current)): \(reason)")
            }
            guard FileStatus.following(current).kind == .directory else {
                throw InputError(file: path, "cannot create the directory: \(PathBytes.visible(current)) is a file, not a directory")
            }
        }
    }
}
