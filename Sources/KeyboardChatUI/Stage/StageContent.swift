import ChatDemoCore
import Keyboard

/// What a `StageView` shows and does each frame. The stage owns the widgets, the bar's
/// placement, the single tick and the after-paint hook; its content decides what a frame is:
/// a `Pane` paints its scene (the lead's also runs the window's frame: scenes, script, trace,
/// recording), the window benchmark drives its workload under `FrameCostProbe`.
@MainActor
package protocol StageContent: AnyObject {
    /// One frame's work, run once per frame by the stage's tick with the frame clock's time:
    /// move what moves and `StageView.apply` the frame. Returns whether another frame is
    /// needed; false puts the tick to sleep until `StageView.wakeUp()`.
    func stageTick(frameMicroseconds: Int) -> Bool
    /// The tick is about to start again after sleeping. `frameClockMicroseconds` is the frame
    /// clock's time now (nil before the stage is in a realized window), so the content can
    /// bring its time to the present before a handler starts something.
    func stageWillWake(frameClockMicroseconds: Int?)
    /// Paints `frame` on the drawing area, whose size is `size`.
    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size)
    /// Paints over the input bar, in the overlay's coordinates (a pressed key's balloon).
    func drawAboveBar(_ cr: OpaquePointer)
    /// After GDK has laid out and painted a frame (the content's own frames and GTK's, such as
    /// the caret's blink while the tick sleeps).
    func stageDidPaint()
    /// The number of the last frame made, as the trace numbers it, for the rest reports; nil:
    /// the tick's own count (a paused stage's ticks make no frame).
    var lastFrameMade: Int? { get }
}

extension StageContent {
    package func stageWillWake(frameClockMicroseconds: Int?) {}
    package func drawAboveBar(_ cr: OpaquePointer) {}
    package func stageDidPaint() {}
    package var lastFrameMade: Int? { nil }
}
