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

    /// Removes, beside `path`, the stale partials of its last component
    /// (files, or folders of a staged recording). Returns what was removed.
    @discardableResult
    public static func remove(besides path: String, isAlive: (Int32) -> Bool = processIsAlive) -> [String] {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return select(names, for: url.lastPathComponent, isAlive: isAlive).compactMap { name in
            let stale = directory + "/" + name
            return (try? FileManager.default.removeItem(atPath: stale)) != nil ? stale : nil
        }
    }
}
