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
    /// Returns the directories it made, outermost first, so a run that fails can take back
    /// exactly those (`removeCreated`) and leave the ones that were there.
    @discardableResult
    public static func create(_ path: String) throws(InputError) -> [String] {
        var current = path.hasPrefix("/") ? "/" : ""
        var created: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if !current.isEmpty && !current.hasSuffix("/") { current += "/" }
            current += component
            if PathCalls.mkdir(current) == 0 {
                created.append(current)
            } else if errno != EEXIST {
                let code = errno
                let error = InputError(file: path, "cannot create the directory: \(PathBytes.visible(current)): \(PathCalls.lastError())",
                                       isWriteFailure: InputError.isDiskFailure(code))
                removeCreated(created)
                throw error
            }
            guard FileStatus.following(current).kind == .directory else {
                removeCreated(created)
                throw InputError(file: path, "cannot create the directory: \(PathBytes.visible(current)) is a file, not a directory")
            }
        }
        return created
    }

    /// Removes directories `create` made, innermost first. `rmdir` removes only an empty one:
    /// whatever has been put in one since keeps it, and the ones around it.
    public static func removeCreated(_ directories: [String]) {
        for directory in directories.reversed() where PathCalls.rmdir(directory) != 0 { return }
    }
}
