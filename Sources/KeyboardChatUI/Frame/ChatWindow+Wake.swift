import ChatDemoCore

/// Rest costs nothing: the stage's tick runs only while something moves
/// (`StageView.swift`). Every handler that changes the scene calls `wakeUp()` first; the
/// window says when the tick may stop (`needsAnotherFrame`) and where time resumes.
extension ChatWindow {
    /// Starts the stage's tick if it is asleep and makes the next frame a full repaint; nothing
    /// once the window is closed.
    func wakeUp() {
        guard !isClosed else { return }
        stageView.wakeUp()
        // Compare mode: every pane repaints whole after a handler, as the main one does.
        for pane in comparePanes { pane.stageView.wakeUp() }
    }

    /// Whether the tick must run another frame: the scene still moves, the stage has not had its
    /// real size yet, a finger holds a drawn key (backspace repeats on the frames' time), or a
    /// script, a scripted drag, a recording, a screenshot or a quit still needs frames (a
    /// script's `wait` steps count frames' time).
    var needsAnotherFrame: Bool {
        !stageView.isAllocated || scene.pressedKey != nil || !(script?.isFinished ?? true) || pointer.scripted != nil
            || recorder != nil
            || quitRequested || !pendingScreenshots.isEmpty || !scene.isAtRest(at: now) || comparePanesMove
    }

    /// Brings `now` to the frame clock's time while the tick sleeps, so what a handler starts
    /// begins now (not at the last frame's time, which would make a show seem to have finished
    /// long ago). The clock's time outside a frame is "close to now" and the next frame's is no
    /// earlier, so animation time stays continuous (and slow motion with it: the
    /// wall-to-animation map is unchanged). A recording keeps its fixed step.
    func stageWillWake(frameClockMicroseconds: Int?) {
        guard recorder == nil, let frameClockMicroseconds else { return }
        let wall = timeline.wallTime(frameMicroseconds: frameClockMicroseconds, frameIndex: frameIndex)
        lastWallTime = wall
        now = timeline.animationTime(atWallTime: wall)
    }
}
