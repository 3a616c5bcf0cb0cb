import ChatDemoCore
import Foundation
import OutputFiles

/// The files a run writes along the way — script `screenshot`s, `export-video`s, `profile
/// save`s, the `--save-session` file — each written beside its path when it is made (sealed),
/// but put in place only with the run's other outputs, when the run succeeds. A script that
/// fails at a later line, or a signal, leaves the files that were at those paths as they were.
///
/// A path written twice keeps the later file, as when each was written at once.
final class StagedFiles {
    /// One sealed file waiting beside its path; `bytes` kept for a small file the run may
    /// read back (a profile saved, then loaded).
    private struct Entry {
        let commit: () throws(InputError) -> Void
        let discard: () -> Void
        let bytes: Data?
    }

    private var files: [String: Entry] = [:]
    /// The paths in the order they were first written.
    private(set) var paths: [String] = []

    /// `data` written beside `path` and sealed; `keepsBytes` for `bytes(at:)`. `placed` runs once
    /// the file is in place, `dropped` when it never will be (the run failed, or a later write
    /// of the same path replaced it).
    func add(_ data: Data, path: String, keepsBytes: Bool = false,
             placed: @escaping () -> Void = {}, dropped: @escaping () -> Void = {}) throws(InputError) {
        let file = try AtomicFile(path: path)
        try file.append(data)
        try file.seal()
        add(path: path, bytes: keepsBytes ? data : nil, commit: { () throws(InputError) in
            try file.commit()
            placed()
        }, discard: {
            file.discard()
            dropped()
        })
    }

    /// A file sealed elsewhere (a video's encoder), with how to put it in place or drop it.
    func add(path: String, bytes: Data? = nil, commit: @escaping () throws(InputError) -> Void, discard: @escaping () -> Void) {
        if let earlier = files[path] { earlier.discard() } else { paths.append(path) }
        files[path] = Entry(commit: commit, discard: discard, bytes: bytes)
    }

    /// What this run last wrote at `path` with `keepsBytes`, not yet in place.
    func bytes(at path: String) -> Data? { files[path]?.bytes }

    func commit() throws(InputError) {
        for path in paths { try files[path]?.commit() }
        files = [:]
        paths = []
    }

    func abandon() {
        for file in files.values { file.discard() }
        files = [:]
        paths = []
    }
}
