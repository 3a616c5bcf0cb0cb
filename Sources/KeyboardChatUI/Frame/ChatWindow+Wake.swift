import CGtk
import ChatDemoCore
import Foundation

/// Rest costs nothing (issue 14.2): the tick callback runs only while something moves. It
/// removes itself after a frame at which the scene is at rest, and every handler that changes
/// the scene calls `wakeUp()` first, which puts it back.
extension ChatWindow {
    /// Starts the frame clock's tick if it is asleep and makes the next frame a full repaint.
    /// Handlers call it before they touch the scene: after an idle period it also brings `now`
    /// to the frame clock's present, so what they start begins now (not at the last frame's
    /// time, which would make a show seem to have finished long ago).
    func wakeUp() {
        guard !isClosed else { return }
        needsFullRepaint = true
        guard tickID == nil else { return }
        resumeAnimationTime()
        if Self.reportsRest { StandardError.write("keyboard-chat: awake after frame \(frameIndex - 1)\n") }
        tickID = addTickCallback(stage) { [unowned self] microseconds in self.tick(frameMicroseconds: microseconds) }
    }

    /// With `KEYBOARDCHAT_REPORT_REST` set, the window says on stderr when its tick stops
    /// ("at rest after frame N") and starts again ("awake after frame N"): tests watch an idle
    /// window draw nothing, without timing anything.
    static let reportsRest = ProcessInfo.processInfo.environment["KEYBOARDCHAT_REPORT_REST"] != nil

    /// Called by the tick when it stops: the frame just made is the last until a wake.
    func fallAsleep() {
        tickID = nil
        if Self.reportsRest { StandardError.write("keyboard-chat: at rest after frame \(frameIndex - 1)\n") }
    }

    /// Whether the tick must run another frame: the scene still moves, the stage has not had its
    /// real size yet, a finger holds a drawn key (backspace repeats on the frames' time), or a
    /// script, a scripted drag, a recording, a screenshot or a quit still needs frames (a
    /// script's `wait` steps count frames' time).
    var needsAnotherFrame: Bool {
        !isStageAllocated || scene.pressedKey != nil || !(script?.isFinished ?? true) || pointer.scripted != nil
            || recorder != nil
            || quitRequested || !pendingScreenshots.isEmpty || !scene.isAtRest(at: now)
    }

    /// Brings `now` to the frame clock's time while the tick sleeps. The clock's time outside a
    /// frame is "close to now" and the next frame's is no earlier, so animation time stays
    /// continuous (and slow motion with it: the wall-to-animation map is unchanged).
    private func resumeAnimationTime() {
        guard recorder == nil, let frameClock = gtk_widget_get_frame_clock(stage) else { return }
        let wall = timeline.wallTime(frameMicroseconds: gdk_frame_clock_get_frame_time(frameClock), frameIndex: frameIndex)
        lastWallTime = wall
        now = timeline.animationTime(atWallTime: wall)
    }

    /// Invalidates what `frame` changes on the stage after `previous` (all of it after a wake).
    func queueDamage(from previous: SceneFrame?, to frame: SceneFrame) {
        let fullRepaint = needsFullRepaint || showsDebugOverlay
        needsFullRepaint = false
        let height = Int(gtk_widget_get_allocated_height(stage))
        switch fullRepaint ? .full : StageDamage.between(previous, frame, stageHeight: height) {
        case .none:
            break
        case .full:
            gtk_widget_queue_draw(stage)
        case .band(let top, let bottom):
            gtk_widget_queue_draw_area(stage, 0, Int32(top), gtk_widget_get_allocated_width(stage), Int32(bottom - top))
        }
    }
}
