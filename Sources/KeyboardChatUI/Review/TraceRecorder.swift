import ChatDemoCore
import OutputFiles

/// `--trace FILE.csv` and the recording's `trace.csv`: one row per presented
/// frame, streamed to a hidden temporary file per path and moved into place
/// when the window closes after a successful run, so a crash never leaves a
/// half-written trace. A failed or interrupted run abandons them instead,
/// and the previous files at those paths stay.
///
/// With both `--trace` and `--record`, every row goes to both files.
final class TraceRecorder {
    private let files: [AtomicFile]
    private(set) var rows = 0

    /// `header`: `TraceRow.csvHeader`, or compare mode's (`CompareTraceRow.csvHeader`).
    /// A path that cannot be opened discards the ones opened before it.
    init(paths: [String], header: String = TraceRow.csvHeader) throws(InputError) {
        var files: [AtomicFile] = []
        for path in paths {
            let file = try AtomicFile(path: path)
            try file.append(header + "\n")
            files.append(file)
        }
        self.files = files
    }

    /// The paths it writes, in the order given.
    var paths: [String] { files.map(\.path) }

    /// One row written as CSV (`TraceRow.csvLine`, or compare mode's `CompareTraceRow.csvLine`).
    func append(line: String) throws(InputError) {
        for file in files { try file.append(line + "\n") }
        rows += 1
    }

    /// Every file written and on disk, ready to be moved into place.
    func seal() throws(InputError) {
        for file in files { try file.seal() }
    }

    /// Moves into place the files whose path `include` picks.
    func commit(where include: (String) -> Bool) throws(InputError) {
        for file in files where include(file.path) { try file.commit() }
    }

    func abandon() {
        for file in files { file.discard() }
    }
}
