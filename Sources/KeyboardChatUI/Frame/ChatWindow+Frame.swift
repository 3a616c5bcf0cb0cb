import CGtk
import ChatDemoCore
import Keyboard
import OutputFiles

/// One clock, one frame: the lead pane's tick reads the frame clock once, and the window asks
/// every scene for its geometry and applies it before GTK lays out and paints the same frame.
///
/// Rest costs nothing: the tick runs only while something moves (`StageView.swift`). Every
/// handler that changes a scene calls `wakeUp()` first; the window says when the tick may stop
/// (`needsAnotherFrame`) and where time resumes (`stageWillWake`).
extension ChatWindow: FrameDriver {
    /// The frame's work; returns whether another frame is needed (false: the stage sleeps).
    func stageTick(frameMicroseconds: Int) -> Bool {
        // The timeline stays continuous when a script step changes the slow
        // motion factor, so this one reading serves the whole frame.
        let wall = clock.read(frameMicroseconds: frameMicroseconds, frameIndex: frameIndex)
        guard !playhead.isPaused else {
            // The stage keeps the frame presented; only a script's steps go on (its waits count
            // wall time), and a step or seek among them presents another frame.
            script?.advance(self, wallTime: wall)
            return needsAnotherFrame
        }
        // A script's `pause` in this frame freezes on the frame it makes, so it is made whole.
        playhead.isMakingFrame = true
        defer { playhead.isMakingFrame = false }
        if !animationsEnabled && !scene.isAtRest(at: clock.now) {
            // gtk-enable-animations is off: what moves ends in this frame (FrameTimeline).
            clock.skipRunningMotion()
        }
        // Sizes first, so script steps of this frame act on the real layout.
        panes.measure(at: clock.now)
        script?.advance(self, wallTime: wall)
        input.continueScriptedDrag(wallTime: wall)
        refreshFrame()
        KeyboardActionStates.update(app, scene: scene)
        playhead.recordLiveFrame(clock.stageFrame)
        // At rest: this frame is the last that differs, so the tick goes until a handler wakes it.
        return needsAnotherFrame
    }

    /// Asks the scenes for this frame's geometry and schedules its layout and paint. Script
    /// steps that draw (screenshot) call it first, so they see what the steps before them did.
    /// Paused, the frame presented stays as it is.
    func refreshFrame() {
        guard !playhead.isPaused || playhead.isMakingFrame else { return }
        panes.measure(at: clock.now)
        panes.applyFrames(at: clock.now)
    }

    /// The lead stage's tick count: the current frame's index while it is made.
    var frameIndex: Int { panes.lead.stageView.frameIndex }

    /// Starts the tick if it is asleep and makes every pane's next frame a full repaint;
    /// nothing once the window is closed.
    /// A handler that changes the chat while paused resumes first: it acts on the live state
    /// (and the live draft), never on a kept frame's.
    func wakeUp() {
        guard !isClosed else { return }
        if playhead.isPaused && !playhead.isPresenting { setPaused(false) }
        panes.wakeUp()
    }

    /// Whether the tick must run another frame: the lead's stage has not had its real size yet,
    /// a finger holds a drawn key (backspace repeats on the frames' time), a script or a
    /// scripted drag still runs (a script's `wait` steps count frames' time), the outputs need
    /// frames (a recording, a screenshot, a quit), or a scene still moves.
    /// Paused, only the script, a scripted drag and the outputs keep it running: nothing moves.
    var needsAnotherFrame: Bool {
        !panes.lead.stageView.isAllocated || !(script?.isFinished ?? true) || input.isPlayingScriptedDrag
            || outputs.needsFrames || (!playhead.isPaused && (scene.pressedKey != nil || panes.isMoving(at: clock.now)))
    }

    /// Brings the clock to the frame clock's time while the tick sleeps, so what a handler starts
    /// begins now (not at the last frame's time, which would make a show seem to have finished
    /// long ago). The clock's time outside a frame is "close to now" and the next frame's is no
    /// earlier, so animation time stays continuous (and slow motion with it: the
    /// wall-to-animation map is unchanged). A recording keeps its fixed step.
    func stageWillWake(frameClockMicroseconds: Int?) {
        guard !outputs.isRecording, let frameClockMicroseconds else { return }
        clock.read(frameMicroseconds: frameClockMicroseconds, frameIndex: frameIndex)
    }

    /// After GDK has laid out and painted the frame: the trace row (every pane's bar read back
    /// from its real allocation) and the recording frame, once per frame made (numbered as the
    /// stage's frames, so a pause leaves no gap and a kept frame shown again is not filmed
    /// twice); then any script screenshot of this frame and a pending quit.
    func stageDidPaint() {
        guard let frame = panes.lead.currentFrame, let drawnKeyboardTop = panes.lead.drawnKeyboardTop else { return }
        let index = playhead.presentedFrameIndex
        // A kept frame shown again (a step back, a seek) is neither new motion nor a new film
        // frame: the timeline's playhead goes to it instead.
        guard playhead.isPresentingNewest else {
            review.showPresentedFrame(index)
            return finishPaint()
        }
        // The motion history takes every presented frame's rows, whether or not a trace is
        // written; a paint of GTK's own (the caret's blink at rest) adds nothing and costs nothing.
        let takesMotion = review.takesFrame(index)
        let writes = outputs.beginFrame(index)
        let rows = takesMotion || writes ? traceRows(lead: frame, drawnKeyboardTop: drawnKeyboardTop, frame: index) : nil
        if takesMotion, let rows { recordMotion(frame: index, rows: rows) }
        // The timeline catches up in batches while the stage plays; the last frame of a motion
        // (the tick went to rest in it) and a frame made while paused are shown at once.
        if takesMotion, !panes.lead.stageView.isTicking { review.updateTimeline() }
        if isPaused { review.showPresentedFrame(index) }
        if writes {
            let time = clock.stageWallTime
            outputs.writeFrame(rows: rows) {
                (recorder: FrameRecorder) throws(InputError) in
                try recorder.capture(self.panes.recordedWidget, frameIndex: index, time: time, keyboardTop: drawnKeyboardTop,
                                     listTop: frame.listTop, scriptLines: self.script?.takeActedLines() ?? [],
                                     panes: self.panes.recordedPanes(names: self.review.paneNames))
            }
        }
        finishPaint()
    }

    /// What every after-paint does, new frame or kept one: the script's screenshots of this
    /// frame, then a pending quit.
    private func finishPaint() {
        outputs.takeScreenshots { (path: String) throws(InputError) in try FrameRecorder.png(of: self.screenshotWidget(for: path), path: path) }
        if outputs.takeQuitRequest() {
            // Not from inside the frame clock's own signal: the clock goes
            // with the window, so the window goes once this frame is done.
            addIdleCallback(.beforeRedraw) { [unowned self] in self.close(); return false }
        }
    }

    /// The trace's row for frame `index`, one per pane, lead first; nil while a following pane
    /// has no frame yet.
    ///
    /// The lead's keyboard top is where its last paint drew it. A following pane's is the frame
    /// it computed and applied in this tick, not what its last paint drew: GTK paints only what
    /// is visible, so a pane the window clips (a compositor or window manager that makes the
    /// window narrower than the row of panes) would otherwise trace the keyboard top of the last
    /// frame it happened to paint against this frame's bar.
    private func traceRows(lead frame: SceneFrame, drawnKeyboardTop: Int, frame index: Int) -> [TraceRow]? {
        let scale = self.scale
        let base = TraceRow(
            frame: index, timeMilliseconds: clock.stageWallTime * 1000, keyboardTop: 0, barBottom: 0,
            listShift: frame.listShift, contentShift: frame.contentShift, caseLabel: frame.caseLabel,
            blankSpace: frame.stream?.blankSpace ?? 0, replyHeight: frame.stream?.replyHeight ?? 0,
            surface: frame.surface.rawValue, listTop: frame.listTop, jumpOpacity: frame.jumpOpacity)
        var rows = [panes.lead.traceRow(base, frame: frame, keyboardTop: drawnKeyboardTop, in: window, scale: scale)]
        for pane in panes.all.dropFirst() {
            guard let paneFrame = pane.currentFrame else { return nil }
            rows.append(pane.traceRow(rows[0], frame: paneFrame, keyboardTop: paneFrame.keyboardTop, in: window, scale: scale))
        }
        return rows
    }
}
