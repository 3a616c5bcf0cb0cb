import KeyboardChatUI
import CGtk
import Curves

/// Measures what one frame costs a real GTK window, the same way for our
/// stage and for the GtkListBox baseline: from the start of the frame's
/// tick callback (update phase) to the frame clock's "after-paint", i.e.
/// the tick's work, GTK's layout and its paint of that frame.
///
/// Under X11 GTK paints into server-side surfaces, so part of the drawing
/// happens in the X server after the client returns. `gdk_display_sync`
/// in after-paint waits for the server to finish the frame's requests, so
/// the cost includes that rendering instead of hiding it in another process.
/// Handlers on the clock's "layout" and "paint" signals, connected after
/// GTK's own, stamp the end of each phase for the breakdown.
///
/// The window is driven by one tick callback on the frame clock (no GLib
/// timeout): the stage's own (`StageView`, whose content calls
/// `measureFrame`), or for a window without one the probe's (`run(step:)`).
/// Frame time becomes animation time through `FrameTimeline`, as in the app.
/// The nested `gtk_main` ends after the wanted frames, or after `timeLimit`
/// seconds if frames are too slow to get there.
@MainActor
final class FrameCostProbe {
    nonisolated static let warmupFrames = 20
    nonisolated static let timeLimit = 25.0

    private let window: UnsafeMutablePointer<GtkWidget>
    private let wantedFrames: Int
    private var stamps = FrameStamps()
    private var seenFrames = 0
    /// Frame clock time → the seconds since the first frame that `step` is given.
    private var timeline = FrameTimeline(pacing: .frameClock)
    private var ticks = 0
    private var result = FrameCosts()
    private var finished = false
    private var shownAt: UInt64 = 0
    private let snapshot: String?
    /// The frames painted before the measured ones.
    let warmup: Int

    /// `window` is a toplevel not yet shown; the last frame is saved to the
    /// PNG `snapshot` when given, to check what was measured. `warmup` frames
    /// (at least `warmupFrames`) are painted before the measured ones.
    init(window: UnsafeMutablePointer<GtkWidget>, frames: Int, snapshot: String? = nil, warmup: Int = warmupFrames) {
        self.window = window
        wantedFrames = frames
        self.snapshot = snapshot
        self.warmup = max(warmup, Self.warmupFrames)
    }

    /// For a window without a tick of its own: the probe's tick runs `step`
    /// each frame (`measureFrame`), then as `run()`.
    func run(step: @escaping @MainActor (_ seconds: Double) -> Void) -> FrameCosts {
        addTickCallback(window) { [unowned self] microseconds in self.measureFrame(frameMicroseconds: microseconds, step) }
        return run()
    }

    /// The measured tick work of one frame, called from the window's one tick callback first
    /// thing: `step` moves everything for the frame at the given seconds since the first frame.
    /// Returns false once the probe has its frames (the tick may stop).
    func measureFrame(frameMicroseconds: Int, _ step: (_ seconds: Double) -> Void) -> Bool {
        guard !finished else { return false }
        stamps = FrameStamps(tick: Stopwatch.nanoseconds())
        let wall = timeline.wallTime(frameMicroseconds: frameMicroseconds, frameIndex: ticks)
        ticks += 1
        step(timeline.animationTime(atWallTime: wall))
        stamps.tickEnd = Stopwatch.nanoseconds()
        return true
    }

    /// Shows the window, runs frames until done, destroys the window and
    /// returns the per-frame costs in milliseconds. The window's tick calls
    /// `measureFrame` each frame.
    func run() -> FrameCosts {
        shownAt = Stopwatch.nanoseconds()
        gtk_widget_show_all(window)
        guard let gdkWindow = gtk_widget_get_window(window), let clock = gdk_window_get_frame_clock(gdkWindow) else {
            gtk_widget_destroy(window)
            return result
        }
        let clockPointer = UnsafeMutableRawPointer(clock)
        connect(clockPointer, "layout") { [unowned self] in self.stamps.layoutEnd = Stopwatch.nanoseconds() }
        connect(clockPointer, "paint") { [unowned self] in self.stamps.paintEnd = Stopwatch.nanoseconds() }
        connect(clockPointer, "after-paint") { [unowned self] in self.afterPaint() }
        gtk_main()
        gtk_widget_destroy(window)
        return result
    }

    private func afterPaint() {
        guard !finished else { return }
        if result.firstFrameMilliseconds == nil {
            gdk_display_sync(gdk_display_get_default())
            result.firstFrameMilliseconds = Stopwatch.elapsed(since: shownAt) / 1_000_000
        }
        guard let tick = stamps.tick else { return }
        let paintEnd = Stopwatch.nanoseconds()
        gdk_display_sync(gdk_display_get_default())
        let end = Stopwatch.nanoseconds()
        seenFrames += 1
        if seenFrames > warmup {
            let layoutEnd = max(stamps.layoutEnd ?? stamps.tickEnd ?? tick, tick)
            let milliseconds = { (from: UInt64, to: UInt64) in Double(to &- from) / 1_000_000 }
            result.total.append(milliseconds(tick, end))
            result.updateAndLayout.append(milliseconds(tick, layoutEnd))
            result.paint.append(milliseconds(layoutEnd, max(paintEnd, layoutEnd)))
            result.server.append(milliseconds(paintEnd, end))
        }
        stamps = FrameStamps()
        let outOfTime = Double(Stopwatch.nanoseconds() &- shownAt) / 1e9 > Self.timeLimit
        if result.total.count >= wantedFrames || outOfTime {
            finished = true
            if let snapshot { try? FrameRecorder.writePNG(of: window, to: snapshot) }
            gtk_main_quit()
        }
    }
}

/// When the phases of the current frame ended (monotonic nanoseconds).
private struct FrameStamps {
    var tick: UInt64?
    var tickEnd: UInt64?
    var layoutEnd: UInt64?
    var paintEnd: UInt64?
}

/// Per-frame costs of one window, in milliseconds, with their breakdown.
struct FrameCosts {
    var total = Samples()
    /// The tick's work and GTK's size allocation.
    var updateAndLayout = Samples()
    /// Drawing the invalid region (client side).
    var paint = Samples()
    /// Waiting for the X server to finish the frame's rendering.
    var server = Samples()
    /// From showing the window to its first frame on screen (construction not included).
    var firstFrameMilliseconds: Double?
    /// Building the window and its widgets before it is shown.
    var constructionMilliseconds = Double.nan

    /// Adds `other`'s frames (another window measured the same way); the first window's
    /// construction and first-frame times are kept.
    mutating func append(_ other: FrameCosts) {
        if total.count == 0 {
            firstFrameMilliseconds = other.firstFrameMilliseconds
            constructionMilliseconds = other.constructionMilliseconds
        }
        total.append(contentsOf: other.total)
        updateAndLayout.append(contentsOf: other.updateAndLayout)
        paint.append(contentsOf: other.paint)
        server.append(contentsOf: other.server)
    }

}
