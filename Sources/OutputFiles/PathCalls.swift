import CSystemCalls
import Foundation

/// The system calls the app makes on paths a user named, each given the
/// path's own bytes (`PathBytes`). Passing a Swift `String` straight to a C
/// function would send its UTF-8, which for a name that is not UTF-8 is
/// another file; and Foundation's `FileManager` cannot list or remove such
/// names at all. Results follow the C calls: -1 or nil on failure, with
/// `errno` set.
///
///     PathCalls.rename(staged, to: target)   // 0, or -1 and errno
///     PathCalls.entries(of: "rec")           // ["frame-0000.png", "trace.csv"], or nil
///
/// - Complexity: one system call each; `entries` O(n) in the folder's size.
public enum PathCalls {
    public static func lstat(_ path: String) -> Glibc.stat? {
        var info = Glibc.stat()
        return PathBytes.withCString(path) { Glibc.lstat($0, &info) } == 0 ? info : nil
    }

    public static func stat(_ path: String) -> Glibc.stat? {
        var info = Glibc.stat()
        return PathBytes.withCString(path) { statFollowingLinks($0, &info) } == 0 ? info : nil
    }

    public static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        PathBytes.withCString(path) { Glibc.open($0, flags, mode) }
    }

    public static func rename(_ source: String, to destination: String) -> Int32 {
        PathBytes.withCString(source) { from in PathBytes.withCString(destination) { Glibc.rename(from, $0) } }
    }

    public static func unlink(_ path: String) -> Int32 {
        PathBytes.withCString(path) { Glibc.unlink($0) }
    }

    public static func mkdir(_ path: String, _ mode: mode_t = 0o777) -> Int32 {
        PathBytes.withCString(path) { Glibc.mkdir($0, mode) }
    }

    public static func rmdir(_ path: String) -> Int32 {
        PathBytes.withCString(path) { Glibc.rmdir($0) }
    }

    public static func access(_ path: String, _ mode: Int32) -> Int32 {
        PathBytes.withCString(path) { Glibc.access($0, mode) }
    }

    /// The absolute path with every symbolic link resolved, or nil.
    public static func realpath(_ path: String) -> String? {
        guard let resolved = PathBytes.withCString(path, { Glibc.realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return PathBytes.string(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self),
                                                    count: strlen(resolved)))
    }

    /// The names in a folder (without `.` and `..`), or nil when it cannot be read.
    public static func entries(of directory: String) -> [String]? {
        guard let stream = PathBytes.withCString(directory, { opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// How `renameat2` may move a path.
    public enum RenameMode {
        /// Fails with `EEXIST` instead of replacing what is at the destination.
        case noReplace
        /// Swaps the two paths in one step.
        case exchange

        var flags: UInt32 {
            switch self {
            case .noReplace: KEYBOARDCHAT_RENAME_NOREPLACE
            case .exchange: KEYBOARDCHAT_RENAME_EXCHANGE
            }
        }
    }

    /// `renameat2` (declared in `CSystemCalls`): 0, or -1 with `errno` (`EINVAL` where the
    /// file system lacks the mode, `ENOSYS` on a kernel without the call; callers then fall
    /// back to plain renames).
    public static func rename(_ source: String, to destination: String, _ mode: RenameMode) -> Int32 {
        PathBytes.withCString(source) { from in
            PathBytes.withCString(destination) { renameat2(AT_FDCWD, from, AT_FDCWD, $0, mode.flags) }
        }
    }

    /// The text of `errno`.
    public static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// C's `stat`, which inside `PathCalls` (whose method has that name) and
/// as `Glibc.stat` resolves to the struct instead.
private func statFollowingLinks(_ path: UnsafePointer<CChar>, _ info: inout Glibc.stat) -> Int32 {
    stat(path, &info)
}
