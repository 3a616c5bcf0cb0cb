import Foundation
import OutputFiles

/// A private file beside the video (`.NAME.PID.TOKEN.partial`, so `StalePartials` clears it if
/// the process dies) where the encoder writes before the bytes are copied into the video's
/// `AtomicFile`. The muxers need a file they can seek in (MP4 and WebM rewrite their headers
/// at the end), which `AtomicFile`'s append-only handle is not.
final class ScratchFile {
    /// What each scratch file holds, in its name (`.NAME.ROLE.PID.TOKEN.partial`).
    enum Role: String, CaseIterable {
        /// The encoder's output, before it is copied into the video's partial file.
        case encoding
        /// mp4mux's frames, kept until it writes the index first.
        case muxing
        /// A GIF's frames, between its two passes.
        case frames
    }

    let path: String
    private var removed = false

    init(beside target: String, role: Role) {
        let (parent, name) = PathBytes.split(target)
        let token = String(UUID().uuidString.filter(\.isHexDigit).prefix(PartialName.tokenLength))
        path = (parent == "/" ? "" : parent) + "/" + PartialName(name: "\(name).\(role.rawValue)", pid: getpid(), token: token).fileName
    }

    /// Removes the scratch files a run that died left beside `target` (their process is gone;
    /// a live run's are kept), as `StalePartials` does for the video's own partial file.
    static func removeStale(besides target: String) {
        for role in Role.allCases { StalePartials.remove(besides: target + "." + role.rawValue) }
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
