import CGtk
import ChatDemoCore
import Foundation

/// One clock, one frame, and rest costs nothing (issue 14.2): the stage's single tick callback
/// runs its content's frame work once per frame clock tick, only while something moves. It
/// removes itself after a frame the content says is the last that differs, and every handler
/// that changes what is shown calls `wakeUp()` first, which puts it back.
extension StageView {
    /// Starts the frame clock's tick if it is asleep and makes the next frame a full repaint.
    /// Handlers call it before they touch the scene: the content hears `stageWillWake` first,
    /// so after an idle period what they start begins now, not at the last frame's time.
    package func wakeUp() {
        guard !isDestroyed else { return }
        needsFullRepaint = true
        guard tickID == nil else { return }
        let clockTime = gtk_widget_get_frame_clock(drawingArea).map { Int(gdk_frame_clock_get_frame_time($0)) }
        content?.stageWillWake(frameClockMicroseconds: clockTime)
        if Self.reportsRest { StandardError.write("keyboard-chat: awake after frame \(frameIndex - 1)\n") }
        tickID = addTickCallback(drawingArea) { [unowned self] microseconds in self.tick(frameMicroseconds: microseconds) }
    }

    /// Whether the tick runs (false: at rest, nothing is drawn until a wake).
    package var isAwake: Bool { tickID != nil }

    /// With `KEYBOARDCHAT_REPORT_REST` set, the stage says on stderr when its tick stops
    /// ("at rest after frame N") and starts again ("awake after frame N"): tests watch an idle
    /// window draw nothing, without timing anything.
    static let reportsRest = ProcessInfo.processInfo.environment["KEYBOARDCHAT_REPORT_REST"] != nil

    /// The tick callback: the content's frame, then sleep if it needs no other.
    private func tick(frameMicroseconds: Int) -> Bool {
        let needsAnotherFrame = content?.stageTick(frameMicroseconds: frameMicroseconds) ?? false
        frameIndex += 1
        guard needsAnotherFrame else {
            fallAsleep()
            return false
        }
        return true
    }

    /// The frame just made is the last until a wake.
    private func fallAsleep() {
        tickID = nil
        if Self.reportsRest { StandardError.write("keyboard-chat: at rest after frame \(frameIndex - 1)\n") }
    }
}
