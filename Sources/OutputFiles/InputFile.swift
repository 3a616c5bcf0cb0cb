import Foundation

/// Reads a file the user named (a conversation, a script) with a size
/// limit, so a huge file, a device or a pipe that never ends is refused
/// instead of filling memory, and a named pipe with no writer is refused
/// instead of waiting forever.
///
///     let bytes = try InputFile.read(path: "demo.txt", limit: 1 << 20, noun: "a script", kind: "scripts")
///
/// - Complexity: O(min(file size, limit)).
public enum InputFile {
    /// The file's bytes. `noun` names what the file should be ("a script"),
    /// `kind` the same in the plural for the size message ("the file is
    /// larger than 1 MB, the limit for scripts").
    public static func read(path: String, limit: Int, noun: String, kind: String) throws(InputError) -> [UInt8] {
        // The path's own bytes (`PathCalls`): a name that is not UTF-8 is
        // found as it was given.
        let found = FileStatus.following(path).kind
        guard found != .missing else {
            throw InputError(file: path, "no such file")
        }
        if found == .directory {
            throw InputError(file: path, "cannot be read: it is a directory, not \(noun)")
        }
        // Opening a named pipe for reading blocks until a writer opens it;
        // non-blocking, the open returns at once and the read below sees
        // either the writer's bytes or, with no writer at all, the end.
        let descriptor = PathCalls.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw InputError(file: path, "cannot be read (\(PathCalls.lastError()))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        var status = stat()
        let isPipe = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
        // Blocking reads again: a pipe whose writer is still producing is
        // read to its end, not cut short at the first empty moment.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // Read at most one byte past the limit.
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw InputError(file: path, "cannot be read (\(error.localizedDescription))")
        }
        if data.isEmpty && isPipe {
            throw InputError(file: path, "is a named pipe with nothing writing to it; nothing to read")
        }
        if data.count > limit {
            throw InputError(file: path, "the file is larger than \(describe(bytes: limit)), the limit for \(kind)")
        }
        return Array(data)
    }

    /// `1 GB`, `64 MB`, `1 MB`, or bytes when below a megabyte.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GB" }
        return bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
