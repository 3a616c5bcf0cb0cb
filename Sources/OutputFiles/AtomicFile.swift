import Foundation

/// Writes a file so that readers see either nothing or the whole thing:
/// bytes go to a hidden temporary file beside the target, which is renamed
/// over the target only when `commit()` succeeds. A crash or a failed
/// write leaves no half-written file behind (a killed process leaves its
/// `.NAME.PID.TOKEN.partial`, which `StalePartials` removes on a later start).
///
/// It only ever replaces a regular file, and keeps that file's permissions:
/// a device, FIFO, socket, directory or symbolic link at the target is
/// refused when the file is opened and again just before the rename.
///
/// A run with several outputs `seal()`s each first (everything written and
/// on disk, every target still one it may replace), and only then commits
/// them, so a failure found while sealing leaves every target as it was.
///
///     let file = try AtomicFile(path: "out/trace.csv")
///     try file.append("frame,time_ms\n")
///     try file.commit()
///
/// - Complexity: O(1) per append besides copying the bytes.
public final class AtomicFile {
    public let path: String
    private let temporaryPath: String
    private var handle: FileHandle?
    /// Written, flushed and closed; waiting for `commit()`.
    private var isSealed = false

    public init(path: String) throws(InputError) {
        self.path = path
        let (parent, name) = PathBytes.split(path)
        // Unique per AtomicFile, so two writers of one path (in one process
        // or several) never share a temporary file.
        temporaryPath = (parent == "/" ? "" : parent) + "/"
            + PartialName(name: name, pid: getpid(), token: StagedFolder.token()).fileName
        let target = FileStatus.of(path)
        if let reason = OutputSafety.refusal(file: target, inputs: []) { throw InputError(file: path, reason) }
        let descriptor = PathCalls.open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            throw InputError(file: path, "cannot write here (\(PathCalls.lastError()))", isWriteFailure: InputError.isDiskFailure(code))
        }
        // A file being replaced keeps its permissions (a 0600 trace stays
        // private), and the bytes are never readable more widely meanwhile.
        if let permissions = target.permissions { fchmod(descriptor, permissions) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Writes a whole file in one go.
    public static func write(_ data: Data, to path: String) throws(InputError) {
        let file = try AtomicFile(path: path)
        try file.append(data)
        try file.commit()
    }

    public func append(_ text: String) throws(InputError) {
        try append(Data(text.utf8))
    }

    public func append(_ data: Data) throws(InputError) {
        guard let handle else { throw InputError(file: path, "already closed") }
        do {
            try handle.write(contentsOf: data)
        } catch {
            discard()
            throw InputError(file: path, "write failed: \(error.localizedDescription)", isWriteFailure: true)
        }
    }

    /// Finishes writing: the bytes are on disk, and the target is still
    /// something this file may replace. On failure the file is discarded.
    public func seal() throws(InputError) {
        if isSealed { return }
        guard let handle else { throw InputError(file: path, "already closed") }
        self.handle = nil
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            _ = PathCalls.unlink(temporaryPath)
            throw InputError(file: path, "write failed: \(error.localizedDescription)", isWriteFailure: true)
        }
        isSealed = true
        try checkTarget()
    }

    /// Seals the file if that is not done yet, then moves it into place.
    public func commit() throws(InputError) {
        try seal()
        // Something else may have appeared at the target since.
        try checkTarget()
        guard PathCalls.rename(temporaryPath, to: path) == 0 else {
            let reason = PathCalls.lastError()
            discard()
            throw InputError(file: path, "cannot move the finished file into place: \(reason)")
        }
        isSealed = false
    }

    /// Drops everything written so far; the target is left untouched.
    public func discard() {
        try? handle?.close()
        if handle != nil || isSealed { _ = PathCalls.unlink(temporaryPath) }
        handle = nil
        isSealed = false
    }

    private func checkTarget() throws(InputError) {
        if let reason = OutputSafety.refusal(file: FileStatus.of(path), inputs: []) {
            discard()
            throw InputError(file: path, reason)
        }
    }

    deinit {
        if handle != nil || isSealed { discard() }
    }
}
