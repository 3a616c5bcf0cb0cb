import ChatDemoCore

/// `--trace FILE.csv`: one row per presented frame, streamed to a hidden
/// temporary file and moved into place when the window closes, so a crash
/// never leaves a half-written trace. A signal that interrupts the script
/// abandons it instead, and the previous file at FILE.csv stays.
final class TraceRecorder {
    private let file: AtomicFile
    private(set) var rows = 0

    /// `header`: `TraceRow.csvHeader`, or compare mode's (`CompareTraceRow.csvHeader`).
    init(path: String, header: String = TraceRow.csvHeader) throws(InputError) {
        file = try AtomicFile(path: path)
        try file.append(header + "\n")
    }

    /// One row written as CSV (`TraceRow.csvLine`, or compare mode's `CompareTraceRow.csvLine`).
    func append(line: String) throws(InputError) {
        try file.append(line + "\n")
        rows += 1
    }

    func finish() throws(InputError) {
        try file.commit()
    }

    func abandon() {
        file.discard()
    }
}
