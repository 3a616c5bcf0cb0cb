import ChatDemoCore

/// `--trace FILE.csv`: one row per presented frame, streamed to a hidden
/// temporary file and moved into place when the window closes, so a crash
/// never leaves a half-written trace. A signal that interrupts the script
/// abandons it instead, and the previous file at FILE.csv stays.
final class TraceRecorder {
    private let file: AtomicFile
    private(set) var rows = 0

    init(path: String) throws(InputError) {
        file = try AtomicFile(path: path)
        try file.append(TraceRow.csvHeader + "\n")
    }

    func append(_ row: TraceRow) throws(InputError) {
        try file.append(row.csvLine + "\n")
        rows += 1
    }

    func finish() throws(InputError) {
        try file.commit()
    }

    func abandon() {
        file.discard()
    }
}
