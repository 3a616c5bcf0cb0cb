import CGtk

/// Measures what one frame costs a real GTK window, the same way for our
/// stage and for the GtkListBox baseline: from the start of the frame's
/// tick callback (update phase) to the frame clock's "after-paint", i.e.
/// the tick's work, GTK's layout and its paint of that frame.
///
/// Under X11 GTK paints into server-side surfaces, so part of the drawing
/// happens in the X server after the client returns. `gdk_display_sync`
/// in after-paint waits for the server to finish the frame's requests, so
/// the cost includes that rendering instead of hiding it in another process.
///
/// The window is driven by its own tick callback on the frame clock (no
/// GLib timeout) and the nested `gtk_main` ends after the wanted frames, or
/// after `timeLimit` seconds if frames are too slow to get there.
@MainActor
final class FrameCostProbe {
    nonisolated static let warmupFrames = 20
    nonisolated static let timeLimit = 25.0

    private let window: UnsafeMutablePointer<GtkWidget>
    private let wantedFrames: Int
    private var tickStart: UInt64?
    private var seenFrames = 0
    private var firstFrameMicroseconds: Int?
    private var costs = Samples()
    private var finished = false
    private let startedAt = Stopwatch.nanoseconds()

    /// `window` is a toplevel not yet shown; `step` moves everything for the
    /// frame at the given seconds since the first frame.
    init(window: UnsafeMutablePointer<GtkWidget>, frames: Int) {
        self.window = window
        wantedFrames = frames
    }

    /// Shows the window, runs frames until done, destroys the window and
    /// returns the per-frame costs in milliseconds.
    func run(step: @escaping @MainActor (_ seconds: Double) -> Void) -> Samples {
        addTickCallback(window) { [unowned self] microseconds in
            guard !self.finished else { return false }
            self.tickStart = Stopwatch.nanoseconds()
            let first = self.firstFrameMicroseconds ?? microseconds
            self.firstFrameMicroseconds = first
            step(Double(microseconds - first) / 1_000_000)
            return true
        }
        gtk_widget_show_all(window)
        guard let gdkWindow = gtk_widget_get_window(window), let clock = gdk_window_get_frame_clock(gdkWindow) else {
            gtk_widget_destroy(window)
            return costs
        }
        connect(UnsafeMutableRawPointer(clock), "after-paint") { [unowned self] in self.afterPaint() }
        gtk_main()
        gtk_widget_destroy(window)
        return costs
    }

    private func afterPaint() {
        guard let start = tickStart, !finished else { return }
        gdk_display_sync(gdk_display_get_default())
        let elapsed = Stopwatch.elapsed(since: start)
        tickStart = nil
        seenFrames += 1
        if seenFrames > Self.warmupFrames { costs.append(elapsed / 1_000_000) }
        let outOfTime = Stopwatch.elapsed(since: startedAt) / 1e9 > Self.timeLimit
        if costs.count >= wantedFrames || outOfTime {
            finished = true
            gtk_main_quit()
        }
    }
}
