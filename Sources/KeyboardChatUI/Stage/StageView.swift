import CGtk
import ChatDemoCore
import Foundation
import Keyboard

/// The stage, once, for the app and the benchmarks alike: a GtkOverlay whose base is one
/// drawing area (navigation bar, message list and keyboard, drawn with cairo) and whose overlay
/// child is the real input bar, placed by "get-child-position" at the current frame's `barTop`.
/// It owns the frame clock's single tick callback (asleep at rest, `wakeUp()` starts it again)
/// and the after-paint hook, and applies each frame's `SceneFrame`: the
/// overlay's allocation re-run when the bar moved, only what changed queued for painting
/// (`StageDamage`).
///
/// What the stage paints comes from its `content`, what a tick does and what happens after a
/// paint from its `driver`: in the app each `Pane` paints its own scene, and the lead pane's
/// stage is driven by the window's `FrameLoop` (scenes, scripts, trace, recording) directly;
/// the window benchmark plugs in the real painter or one of GTK's floor workloads, so the
/// floor and the real frame are measured in this same widget tree.
@MainActor
package final class StageView {
    /// Room for the navigation bar and the input bar at least (ChatLayoutState needs both to
    /// fit). Smaller than the keyboard: at this size the scene shortens the keyboard and caps
    /// the bar's growth instead (`ChatScene.maximumKeyboardHeight`, README "Small windows").
    package static let minimumSize = (width: Int32(300), height: Int32(200))

    /// The stage's root widget, for the owner to put in its window.
    package let overlay: UnsafeMutablePointer<GtkWidget>
    /// The drawing area under the bar (an `AccessibleStage`).
    package let drawingArea: UnsafeMutablePointer<GtkWidget>
    package let inputBar: InputBar
    /// Draws the stage; nothing is drawn without it.
    package private(set) weak var content: (any StageContent)?
    /// Ticks and hears about paints; a stage without one (a following pane's) makes no frame.
    private weak var driver: (any StageDriver)?
    /// The geometry drawn and applied in the current frame.
    package private(set) var currentFrame: SceneFrame?
    /// Ticks made so far: the current tick's index while it runs, one more after it.
    package private(set) var frameIndex = 0

    /// The next tick is frame `index`: a window that replaces another (compare mode switched)
    /// goes on counting where it stopped, as its clock goes on, so a trace's frames and a
    /// fixed-step clock's times never go back.
    package func continueCounting(at index: Int) {
        frameIndex = index
    }
    /// Set by the drawing area's first "size-allocate": until then its size is GTK's 1×1 placeholder.
    package private(set) var isAllocated = false
    /// The last allocated size: a different one wakes the clock (resize, rotation).
    private var allocatedSize: (width: Int32, height: Int32)?
    /// The running tick callback's id; nil while the stage is at rest.
    private var tickID: guint?
    /// Whether the tick runs: false from the frame the stage came to rest in until a wake.
    package var isTicking: Bool { tickID != nil || tickOwner?.isTicking == true }
    /// Set by `wakeUp()`: a handler may have changed anything, so the next frame paints it all.
    private var needsFullRepaint = true
    /// Set by the overlay's "destroy": no tick may start after.
    private var isDestroyed = false
    /// Compare mode's other panes: the lead pane's stage, whose single tick makes
    /// every pane's frame. This stage then never starts a tick of its own: a wake here (its
    /// first allocation, a resize, a handler) marks it for a full repaint and wakes that tick.
    package private(set) weak var tickOwner: StageView?

    package init() {
        inputBar = InputBar()
        overlay = gtk_overlay_new()
        drawingArea = AccessibleStage.make()
        gtk_widget_set_size_request(drawingArea, Self.minimumSize.width, Self.minimumSize.height)
        gtk_container_add(checkedCast(overlay), drawingArea)
        gtk_overlay_add_overlay(checkedCast(overlay), inputBar.widget)
        connectSignals()
    }

    /// Who draws this stage and who runs its frames; both held weakly (they own the stage).
    package func attach(content: any StageContent, driver: (any StageDriver)?) {
        self.content = content
        self.driver = driver
    }

    /// Makes this stage one of compare mode's other panes: `owner`'s tick makes its frames.
    package func follow(_ owner: StageView) {
        tickOwner = owner
    }

    private func connectSignals() {
        connectChildPosition(overlay) { [unowned self] child in
            guard child == self.inputBar.widget, let frame = self.currentFrame else { return nil }
            return GdkRectangle(x: 0, y: Int32(frame.barTop), width: Int32(self.size.width),
                                height: Int32(frame.barBottom - frame.barTop))
        }
        connectDraw(drawingArea) { [unowned self] cr in
            guard let frame = self.currentFrame else { return }
            self.content?.drawStage(cr, frame: frame, size: self.size)
        }
        // Over the bar (a pressed key's balloon): painted after the overlay's children.
        connectDraw(overlay, after: true) { [unowned self] cr in self.content?.drawAboveBar(cr) }
        connectWithArgument(drawingArea, "size-allocate") { [unowned self] _ in
            self.isAllocated = true
            let size = (width: gtk_widget_get_allocated_width(self.drawingArea),
                        height: gtk_widget_get_allocated_height(self.drawingArea))
            if self.allocatedSize.map({ $0 != size }) ?? true {
                self.allocatedSize = size
                self.wakeUp()
            }
        }
        // The frame clock is the toplevel's, there once the stage is realized in a window.
        connect(overlay, "realize") { [unowned self] in self.connectAfterPaint() }
        connect(overlay, "destroy") { [unowned self] in self.isDestroyed = true }
    }

    /// The drawing area's size in logical pixels: the content area of the chat.
    package var size: Size {
        Size(width: Double(gtk_widget_get_allocated_width(drawingArea)),
             height: Double(gtk_widget_get_allocated_height(drawingArea)))
    }

    /// The stage's real size and the bar's natural height at that width, for
    /// `ChatScene.setMeasuredLayout`; nil before the first allocation, whose size is not real.
    package var measuredLayout: (contentSize: Size, barHeight: Double)? {
        guard isAllocated else { return nil }
        let size = self.size
        return (size, Double(inputBar.naturalHeight(forWidth: Int32(size.width))))
    }

    /// Makes `frame` this frame's geometry: re-runs the overlay's allocation in this frame's
    /// layout phase when the bar moved ("get-child-position" then places it at `frame.barTop`),
    /// and invalidates what changed since the previous frame — everything after a wake, or
    /// every frame when `repaintingWholeStage` (the debug overlay; GTK's fill floor).
    /// Callable more than once in a tick: a script screenshot applies the frame so far.
    package func apply(_ frame: SceneFrame, repaintingWholeStage: Bool = false) {
        if frame.barTop != currentFrame?.barTop || frame.barBottom != currentFrame?.barBottom {
            // Not `gtk_widget_queue_allocate`: in GTK 3 it also queues a redraw of the whole
            // overlay, which made every case-1 frame repaint the whole stage instead of its band.
            // Moving the bar's window invalidates its old and new places, which the band holds.
            gtk_widget_queue_resize_no_redraw(overlay)
        }
        let previous = currentFrame
        currentFrame = frame
        let fullRepaint = needsFullRepaint || repaintingWholeStage
        needsFullRepaint = false
        let height = Int(gtk_widget_get_allocated_height(drawingArea))
        switch fullRepaint ? .full : StageDamage.between(previous, frame, stageHeight: height) {
        case .none:
            break
        case .full:
            gtk_widget_queue_draw(drawingArea)
        case .band(let top, let bottom):
            gtk_widget_queue_draw_area(drawingArea, 0, Int32(top), gtk_widget_get_allocated_width(drawingArea),
                                       Int32(bottom - top))
        }
    }

    /// After GDK has laid out and painted a frame: the driver's after-paint work.
    private func connectAfterPaint() {
        guard let clock = gtk_widget_get_frame_clock(overlay) else { return }
        connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in self?.driver?.stageDidPaint() }
    }

    // MARK: The tick: one clock, one frame, and rest costs nothing
    //
    // The single tick callback runs the driver's frame work once per frame clock tick, only
    // while something moves. It removes itself after a frame the driver says is the last that
    // differs, and every handler that changes what is shown calls `wakeUp()` first, which puts
    // it back.

    /// Starts the frame clock's tick if it is asleep and makes the next frame a full repaint.
    /// Handlers call it before they touch the scene: the driver hears `stageWillWake` first,
    /// so after an idle period what they start begins now, not at the last frame's time.
    package func wakeUp() {
        guard !isDestroyed else { return }
        needsFullRepaint = true
        if let tickOwner {
            tickOwner.wakeUp()
            return
        }
        guard tickID == nil else { return }
        let clockTime = gtk_widget_get_frame_clock(drawingArea).map { Int(gdk_frame_clock_get_frame_time($0)) }
        driver?.stageWillWake(frameClockMicroseconds: clockTime)
        if Self.reportsRest { StandardError.write("keyboard-chat: awake after frame \(reportedFrame)\n") }
        tickID = addTickCallback(drawingArea) { [unowned self] microseconds in self.tick(frameMicroseconds: microseconds) }
    }

    /// With `KEYBOARDCHAT_REPORT_REST` set, the stage says on stderr when its tick stops
    /// ("at rest after frame N") and starts again ("awake after frame N"): tests watch an idle
    /// window draw nothing, without timing anything.
    private static let reportsRest = DiagnosticSwitch.reportRest.isSet

    /// The tick callback: the driver's frame, then sleep if it needs no other.
    private func tick(frameMicroseconds: Int) -> Bool {
        let needsAnotherFrame = driver?.stageTick(frameMicroseconds: frameMicroseconds) ?? false
        frameIndex += 1
        guard needsAnotherFrame else {
            fallAsleep()
            return false
        }
        return true
    }

    /// The last frame made, as the rest reports name it.
    private var reportedFrame: Int { driver?.lastFrameMade ?? frameIndex - 1 }

    /// The frame just made is the last until a wake.
    private func fallAsleep() {
        tickID = nil
        if Self.reportsRest { StandardError.write("keyboard-chat: at rest after frame \(reportedFrame)\n") }
    }

    /// Runs `draw` on `cr`, the overlay's context, moved to the drawing area's origin: what is
    /// painted above the bar (a pressed key's balloon) is then in the stage's own coordinates.
    func drawInStageCoordinates(_ cr: OpaquePointer, _ draw: () -> Void) {
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(drawingArea, overlay, 0, 0, &x, &y)
        cairo_save(cr)
        cairo_translate(cr, Double(x), Double(y))
        draw()
        cairo_restore(cr)
    }
}
