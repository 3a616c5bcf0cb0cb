import CGtk
import ChatDemoCore
import Foundation
import Keyboard
import OutputFiles

/// One clock, one frame, one way: the lead pane's stage hands its tick straight to this loop
/// (`StageDriver`), which reads the frame clock once, runs the script's steps due, makes every
/// pane's frame (`PaneRow.makeFrames`: each stage measured once, then applied) and keeps it for
/// the playhead; GTK then lays out and paints that same frame, and the after-paint writes the
/// trace row and the recording.
///
/// Rest costs nothing: the tick runs only while something moves (`StageView.swift`). Every
/// handler that changes a scene calls `PlayheadController.wakeUp()` first; the loop says when the
/// tick may stop (`needsAnotherFrame`) and where time resumes (`stageWillWake`).
@MainActor
final class FrameLoop: StageDriver {
    private let clock: WindowClock
    private let panes: PaneRow<Pane>
    private let playhead: PlayheadController
    private let review: MotionReviewController
    private let input: StageInput
    private let outputs: ReviewOutputs
    private let app: UnsafeMutablePointer<GtkApplication>
    private let window: UnsafeMutablePointer<GtkWidget>
    private let lifetime: WindowLifetime
    private let animationSettings: AnimationSettings
    /// The script and what it acts on, once the window is whole (`play`).
    private var scripted: (runner: ScriptRunner, target: any ScriptTarget)?
    /// When the current frame's tick began (monotonic nanoseconds): the frame's cost runs from
    /// here to its after-paint. Nil once taken, and for a paint no tick of ours began.
    private var tickStartNanoseconds: UInt64?

    init(clock: WindowClock, panes: PaneRow<Pane>, playhead: PlayheadController, review: MotionReviewController,
         input: StageInput, outputs: ReviewOutputs, app: UnsafeMutablePointer<GtkApplication>,
         window: UnsafeMutablePointer<GtkWidget>, lifetime: WindowLifetime, animationSettings: AnimationSettings) {
        self.clock = clock
        self.panes = panes
        self.playhead = playhead
        self.review = review
        self.input = input
        self.outputs = outputs
        self.app = app
        self.window = window
        self.lifetime = lifetime
        self.animationSettings = animationSettings
    }

    /// From the next frame on, `runner`'s steps due act on `target` (the window as a script sees it).
    func play(_ runner: ScriptRunner?, on target: any ScriptTarget) {
        scripted = runner.map { ($0, target) }
    }

    /// The frame's work; returns whether another frame is needed (false: the stage sleeps).
    func stageTick(frameMicroseconds: Int) -> Bool {
        tickStartNanoseconds = DispatchTime.now().uptimeNanoseconds
        // The timeline stays continuous when a script step changes the slow
        // motion factor, so this one reading serves the whole frame.
        let wall = clock.read(frameMicroseconds: frameMicroseconds, frameIndex: frameIndex)
        guard !playhead.isPaused else {
            // The stage keeps the frame presented; only a script's steps go on (its waits count
            // wall time), and a step or seek among them presents another frame. A step past the
            // newest frame makes one frame a tick, so each is painted, traced and recorded.
            advanceScript(wallTime: wall)
            playhead.makeSteppedFrame()
            return needsAnotherFrame
        }
        // A script's `pause` in this frame freezes on the frame it makes, so it is made whole.
        playhead.playhead.makingFrame {
            if !animationSettings.isEnabled && !panes.lead.scene.isAtRest(at: clock.now) {
                // gtk-enable-animations is off: what moves ends in this frame (FrameTimeline).
                clock.skipRunningMotion()
            }
            // The steps act on the layout the last frame measured; this frame measures once,
            // after them, so what they typed is in the bar's height of this very frame.
            advanceScript(wallTime: wall)
            input.continueScriptedDrag(wallTime: wall)
            panes.makeFrames(at: clock.now)
            KeyboardActionStates.update(app, scene: panes.lead.scene)
            playhead.playhead.recordLiveFrame(clock.stageFrame)
        }
        // At rest: this frame is the last that differs, so the tick goes until a handler wakes it.
        return needsAnotherFrame
    }

    private func advanceScript(wallTime: Double) {
        guard let (runner, target) = scripted else { return }
        runner.advance(target, wallTime: wallTime)
    }

    /// The lead stage's tick count: the current frame's index while it is made.
    var frameIndex: Int { panes.lead.stageView.frameIndex }

    /// The rest reports name the stage's frames, as the trace does (a paused tick makes none).
    var lastFrameMade: Int? { playhead.lastFrameMade }

    /// Whether the tick must run another frame: the lead's stage has not had its real size yet,
    /// a finger holds a drawn key (backspace repeats on the frames' time), a script or a
    /// scripted drag still runs (a script's `wait` steps count frames' time), the outputs need
    /// frames (a recording, a screenshot, a quit), a step still makes frames, or a scene still
    /// moves. Paused, only the script, a scripted drag, a step and the outputs keep it running.
    var needsAnotherFrame: Bool {
        !panes.lead.stageView.isAllocated || !(scripted?.runner.isFinished ?? true) || input.isPlayingScriptedDrag
            || outputs.needsFrames || playhead.isMakingSteppedFrames
            || (!playhead.isPaused && (panes.lead.scene.pressedKey != nil || panes.isMoving(at: clock.now)))
    }

    /// Brings the clock to the frame clock's time while the tick sleeps, so what a handler starts
    /// begins now (not at the last frame's time, which would make a show seem to have finished
    /// long ago). The clock's time outside a frame is "close to now" and the next frame's is no
    /// earlier, so animation time stays continuous (and slow motion with it: the
    /// wall-to-animation map is unchanged). A recording keeps its fixed step.
    func stageWillWake(frameClockMicroseconds: Int?) {
        guard !outputs.isRecording, let frameClockMicroseconds else { return }
        clock.read(frameMicroseconds: frameClockMicroseconds, frameIndex: frameIndex, makesFrame: false)
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
        guard playhead.playhead.isPresentingNewest else {
            review.review.showPresentedFrame(index)
            return finishPaint()
        }
        // The motion history takes every presented frame's rows, whether or not a trace is
        // written; a paint of GTK's own (the caret's blink at rest) adds nothing and costs nothing.
        let takesMotion = review.review.takesFrame(index)
        let writes = outputs.beginFrame(index)
        let rows = takesMotion || writes
            ? panes.traceRows(lead: frame, drawnKeyboardTop: drawnKeyboardTop, frame: index, time: clock.stageWallTime, in: window)
            : nil
        let cost = takeFrameCost()
        if takesMotion, let rows { review.recordMotion(frame: index, rows: rows, paintMicroseconds: cost.measured) }
        // The timeline catches up in batches while the stage plays; the last frame of a motion
        // (the tick went to rest in it) and a frame made while paused are shown at once.
        if takesMotion, !panes.lead.stageView.isTicking { review.review.updateTimeline() }
        if playhead.isPaused { review.review.showPresentedFrame(index) }
        if writes {
            let time = clock.stageWallTime
            let runner = scripted?.runner
            // A frame without every pane's row writes nothing: its events wait for the next one.
            let events = outputs.writesTraceEvents && rows != nil ? review.review.takeEvents(through: index) : []
            outputs.writeFrame(rows: rows, events: events, cost: cost.slice) { [panes, review] (recorder: FrameRecorder) throws(InputError) in
                try recorder.capture(panes.recordedWidget, frameIndex: index, time: time, keyboardTop: drawnKeyboardTop,
                                     listTop: frame.listTop, scriptLines: runner?.takeActedLines() ?? [],
                                     panes: panes.recordedPanes(names: review.review.paneNames))
                recorder.video?.noteTitle { panes.noteVideoTitle(&$0) }
            }
        }
        finishPaint()
    }

    /// The frame's cost, from its tick's start to now (its after-paint), measured only where time
    /// is real: a recording's time is virtual, so its frames last the frame interval.
    private func takeFrameCost() -> (measured: Int?, slice: TraceFrameCost) {
        defer { tickStartNanoseconds = nil }
        guard !outputs.isRecording, let start = tickStartNanoseconds else { return (nil, .interval(seconds: clock.step)) }
        let microseconds = Int((DispatchTime.now().uptimeNanoseconds &- start) / 1000)
        return (microseconds, .measured(microseconds: microseconds))
    }

    /// What every after-paint does, new frame or kept one: the script's screenshots of this
    /// frame, then a pending quit.
    private func finishPaint() {
        outputs.takeScreenshots { [review] (path: String) throws(InputError) in
            try FrameRecorder.png(of: review.screenshotWidget(for: path), path: path)
        }
        if outputs.takeQuitRequest() {
            // Not from inside the frame clock's own signal: the clock goes
            // with the window, so the window goes once this frame is done.
            addIdleCallback(.beforeRedraw) { [lifetime] in lifetime.close(); return false }
        }
    }
}
