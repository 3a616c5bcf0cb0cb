import ChatDemoCore
import Foundation

/// A private file beside the video (`.NAME.PID.TOKEN.partial`, so `StalePartials` clears it if
/// the process dies) where the encoder writes before the bytes are copied into the video's
/// `AtomicFile`. The muxers need a file they can seek in (MP4 and WebM rewrite their headers
/// at the end), which `AtomicFile`'s append-only handle is not.
final class ScratchFile {
    let path: String
    private var removed = false

    init(beside target: String, role: String) {
        let (parent, name) = PathBytes.split(target)
        let token = String(UUID().uuidString.filter(\.isHexDigit).prefix(PartialName.tokenLength))
        path = (parent == "/" ? "" : parent) + "/" + PartialName(name: "\(name).\(role)", pid: getpid(), token: token).fileName
    }

    /// Appends the whole scratch file to `file`, a megabyte at a time; `target` names errors.
    func copy(into file: AtomicFile, target: String) throws(InputError) {
        let descriptor = PathCalls.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError(file: target, "cannot read back the encoded video (\(PathCalls.lastError()))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        while true {
            let chunk: Data?
            do { chunk = try handle.read(upToCount: 1 << 20) } catch {
                throw InputError(file: target, "cannot read back the encoded video: \(error.localizedDescription)")
            }
            guard let chunk, !chunk.isEmpty else { return }
            try file.append(chunk)
        }
    }

    func remove() {
        guard !removed else { return }
        removed = true
        _ = PathCalls.unlink(path)
    }

    deinit { remove() }
}
