import Foundation

/// A `--record` folder on disk: what it holds, whether it is still the
/// earlier recording the run set out to replace, and removing a recording
/// without ever removing anything else.
///
/// A run checks the folder before its window opens, but the recording takes
/// a while, and meanwhile someone may save `notes.txt` into it or open a frame
/// in an editor and save it. So the folder's files are noted when the run
/// begins (`snapshot`) and compared again when the new recording is put in
/// place (`unexpected`): only files that are still exactly those may go.
/// And removal deletes recording files one by one and then the empty folder,
/// never a whole tree, so whatever else is in it stays.
///
///     let earlier = RecordingFolder.snapshot(of: "rec")           // ["trace.csv": …, "frame-0000.png": …]
///     // … "notes.txt" is saved into rec …
///     RecordingFolder.unexpected(in: "rec", earlier: earlier!)    // ["notes.txt"]
///
/// - Complexity: O(n) system calls for a folder of n entries.
public enum RecordingFolder {
    /// One file as it was: the same file (device and inode), size and
    /// modification time mean it was not written since.
    public struct Stamp: Equatable, Sendable {
        public let identity: FileIdentity
        public let size: Int64
        public let modifiedSeconds: Int
        public let modifiedNanoseconds: Int

        init(_ info: stat) {
            identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            size = Int64(info.st_size)
            modifiedSeconds = info.st_mtim.tv_sec
            modifiedNanoseconds = info.st_mtim.tv_nsec
        }
    }

    /// The recording files of a folder, by name.
    public typealias Snapshot = [String: Stamp]

    /// The folder's entries with their `lstat`, sorted by name; nil when it cannot be read.
    public static func entries(of folder: String) -> [(name: String, status: FileStatus)]? {
        PathCalls.entries(of: folder)?.sorted().map { (name: $0, status: FileStatus.of(folder + "/" + $0)) }
    }

    /// The text of `folder/recording.txt` (its first 4 KB, which hold the line naming
    /// its maker); nil when it is missing, not a regular file, or cannot be read. Opened
    /// without following a link, so what is judged is the file in the folder.
    public static func note(in folder: String) -> String? {
        let path = folder + "/recording.txt"
        guard FileStatus.of(path).kind == .regular else { return nil }
        let descriptor = PathCalls.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The recording files in `folder` now; nil when there is no folder to read.
    public static func snapshot(of folder: String) -> Snapshot? {
        guard let names = PathCalls.entries(of: folder) else { return nil }
        var snapshot: Snapshot = [:]
        for name in names {
            guard let info = PathCalls.lstat(folder + "/" + name), OutputSafety.isRecordingFile(name, FileStatus(info)) else { continue }
            snapshot[name] = Stamp(info)
        }
        return snapshot
    }

    /// The entries of `folder` that are not files of the `earlier`
    /// recording as they were: new names, files written since, and anything
    /// that is not a recording's regular file. Sorted; empty when the folder
    /// holds only (some of) the earlier recording.
    public static func unexpected(in folder: String, earlier: Snapshot) -> [String] {
        (PathCalls.entries(of: folder) ?? []).filter { name in
            guard let info = PathCalls.lstat(folder + "/" + name) else { return false }  // gone meanwhile
            return !OutputSafety.isRecordingFile(name, FileStatus(info)) || earlier[name] != Stamp(info)
        }.sorted()
    }

    /// Removes a recording: its files (only those of `earlier` when given,
    /// else any recording file), then the folder if that left it empty.
    /// Returns whether the folder is gone; false leaves it, holding what was
    /// not the recording's.
    @discardableResult
    public static func remove(_ folder: String, earlier: Snapshot? = nil) -> Bool {
        for name in PathCalls.entries(of: folder) ?? [] {
            let path = folder + "/" + name
            guard let info = PathCalls.lstat(path), OutputSafety.isRecordingFile(name, FileStatus(info)) else { continue }
            if let earlier, earlier[name] != Stamp(info) { continue }
            _ = PathCalls.unlink(path)
        }
        return PathCalls.rmdir(folder) == 0 || errno == ENOENT
    }

    /// A name beside `target` that nothing has: `rec.new`, else `rec.new-2`, …,
    /// for a recording that could not be put in place.
    static func freeSibling(of target: String, suffix: String) -> String? {
        var base = Substring(target)
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        for attempt in 1...100 {
            let candidate = String(base) + suffix + (attempt == 1 ? "" : "-\(attempt)")
            if FileStatus.of(candidate).kind == .missing { return candidate }
        }
        return nil
    }
}
