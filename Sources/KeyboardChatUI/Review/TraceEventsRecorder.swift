import ChatDemoCore
import OutputFiles

/// `--trace-events FILE.json`: the frames `--trace` writes, as Trace Event Format JSON
/// (`TraceEventsWindow`), streamed one event a line to a hidden file beside the path and moved
/// into place with the run's other outputs, as the `--trace` file is (`TraceRecorder`): a failed
/// or interrupted run leaves the earlier file whole.
///
/// Each window the run opens is a process of its own: the first is 1, and a window that
/// replaces it (compare mode switched) is 2, with its own panes as threads.
final class TraceEventsRecorder {
    private let file: AtomicFile
    private var document = TraceEventsDocument()
    private var window: TraceEventsWindow?
    private var windowCount = 0
    private var isClosed = false

    /// Opens the hidden file and writes the document's opening.
    init(path: String) throws(InputError) {
        file = try AtomicFile(path: path)
        do throws(InputError) {
            try file.append(document.opening)
        } catch {
            file.discard()
            throw error
        }
    }

    var path: String { file.path }

    /// A window opens: the frames from now on are its process's (the window before it ends
    /// with its last slice).
    func beginWindow() throws(InputError) {
        try flushWindow()
        windowCount += 1
        window = TraceEventsWindow(pid: windowCount, name: "keyboard-chat window \(windowCount)")
    }

    /// Presented frame `frame`'s events (`TraceEventsWindow.lines`).
    func append(frame: Int, rows: [TraceRow], trackNames: [String], events: [MotionEvent.Kind],
                cost: TraceFrameCost) throws(InputError) {
        guard var window else { return }
        let text = window.lines(frame: frame, rows: rows, trackNames: trackNames, events: events, cost: cost)
            .map { document.add($0) }.joined()
        self.window = window
        if !text.isEmpty { try file.append(text) }
    }

    /// The document closed, written and on disk, ready to be moved into place.
    func seal() throws(InputError) {
        if !isClosed {
            try flushWindow()
            try file.append(document.closing())
            isClosed = true
        }
        try file.seal()
    }

    /// The current window's last slice, which no later frame of it will bring.
    private func flushWindow() throws(InputError) {
        guard var window else { return }
        let text = window.finish().map { document.add($0) }.joined()
        self.window = window
        if !text.isEmpty { try file.append(text) }
    }

    func commit() throws(InputError) {
        try file.commit()
    }

    func abandon() {
        file.discard()
    }
}
