import ChatDemoCore
import Foundation
import OutputFiles

/// Script `screenshot FILE.png`s: each image is written beside its path when
/// it is taken (`AtomicFile`, sealed), but put in place only with the run's
/// other outputs, when the run succeeds. A script that fails at a later line,
/// or a signal, leaves the files that were at those paths as they were.
///
/// A path shot twice keeps the later image, as when each was written at once.
final class StagedScreenshots {
    private var files: [String: AtomicFile] = [:]
    /// The paths in the order they were first shot.
    private(set) var paths: [String] = []

    func add(_ png: Data, path: String) throws(InputError) {
        let file = try AtomicFile(path: path)
        try file.append(png)
        try file.seal()
        if let earlier = files[path] { earlier.discard() } else { paths.append(path) }
        files[path] = file
    }

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
