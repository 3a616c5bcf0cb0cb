import ChatDemoCore
import Keyboard

/// What a `StageView` paints: a `Pane` paints its scene, the window benchmark its workload.
@MainActor
package protocol StageContent: AnyObject {
    /// Paints `frame` on the drawing area, whose size is `size`.
    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size)
    /// Paints over the input bar, in the overlay's coordinates (a pressed key's balloon).
    func drawAboveBar(_ cr: OpaquePointer)
}

/// What runs a stage's frames. The stage owns the widgets, the bar's placement, the single tick
/// and the after-paint hook; its driver decides what a frame is. In the app it is the window's
/// `FrameLoop` (every pane's scene, the script, the trace, the recording), given to the lead
/// pane's stage only; the benchmarks drive their workload under `FrameCostProbe`.
@MainActor
package protocol StageDriver: AnyObject {
    /// One frame's work, run once per frame by the stage's tick with the frame clock's time:
    /// move what moves and `StageView.apply` the frame. Returns whether another frame is
    /// needed; false puts the tick to sleep until `StageView.wakeUp()`.
    func stageTick(frameMicroseconds: Int) -> Bool
    /// The tick is about to start again after sleeping. `frameClockMicroseconds` is the frame
    /// clock's time now (nil before the stage is in a realized window), so the driver can
    /// bring its time to the present before a handler starts something.
    func stageWillWake(frameClockMicroseconds: Int?)
    /// After GDK has laid out and painted a frame (the driver's own frames and GTK's, such as
    /// the caret's blink while the tick sleeps).
    func stageDidPaint()
    /// The number of the last frame made, as the trace numbers it, for the rest reports; nil:
    /// the tick's own count (a paused stage's ticks make no frame).
    var lastFrameMade: Int? { get }
}

extension StageContent {
    package func drawAboveBar(_ cr: OpaquePointer) {}
}

extension StageDriver {
    package func stageWillWake(frameClockMicroseconds: Int?) {}
    package func stageDidPaint() {}
    package var lastFrameMade: Int? { nil }
}
