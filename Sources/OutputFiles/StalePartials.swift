import Foundation

/// Leftovers of a run that died mid-write (SIGKILL, a lost X server):
/// partial files and folders of our own naming whose process is gone.
/// A partial whose process is still alive belongs to a run in progress
/// and is never touched.
///
///     StalePartials.select([".trace.csv.17.9F3A61C0.partial", ".trace.csv.42.0B1C2D3E.partial", "trace.csv"],
///                          for: "trace.csv", isAlive: { $0 == 42 })
///     // [".trace.csv.17.9F3A61C0.partial"]
///
/// - Complexity: O(n) in the number of names.
public enum StalePartials {
    /// The entries among `names` that are partials of `target` (a file name,
    /// not a path) written by a process for which `isAlive` is false.
    public static func select(_ names: [String], for target: String, isAlive: (Int32) -> Bool) -> [String] {
        names.filter { fileName in
            guard let partial = PartialName(fileName: fileName), partial.name == target else { return false }
            return !isAlive(partial.pid)
        }
    }

    /// Whether a process with this id exists (one we may not signal counts).
    public static func processIsAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes, beside `path`, the stale partials of its last component:
    /// files, or folders of a staged recording, of which only the recording's
    /// own files go (a folder holding anything else stays). Returns what was
    /// removed.
    @discardableResult
    public static func remove(besides path: String, isAlive: (Int32) -> Bool = processIsAlive) -> [String] {
        let (directory, name) = PathBytes.split(path)
        guard let names = PathCalls.entries(of: directory) else { return [] }
        return select(names, for: name, isAlive: isAlive).compactMap { partial in
            let stale = (directory == "/" ? "" : directory) + "/" + partial
            switch FileStatus.of(stale).kind {
            case .regular: return PathCalls.unlink(stale) == 0 ? stale : nil
            case .directory: return RecordingFolder.remove(stale) ? stale : nil
            default: return nil
            }
        }
    }
}
