import CGtk
import ChatDemoCore
import Foundation
import OutputFiles

/// The window's side of the motion-review tools (`MotionReview`): what fills the history each
/// presented frame, and what the toggles and the script's timeline steps do (`TimelineControl`).
@MainActor
final class MotionReviewController: TimelineControl {
    /// The motion history, the timeline and the onion skin.
    let review: MotionReview
    private let playhead: PlayheadController
    private let panes: PaneRow<Pane>
    private let clock: WindowClock
    private let outputs: ReviewOutputs
    private let app: UnsafeMutablePointer<GtkApplication>
    private let window: UnsafeMutablePointer<GtkWidget>
    /// The screenshots a script asked of the timeline's window, not of the stage.
    private var timelineShotPaths: Set<String> = []

    /// Wires the review to the window: the keyboard's notifications become events, and every pane
    /// draws the onion skin while it is on.
    init(review: MotionReview, playhead: PlayheadController, panes: PaneRow<Pane>, clock: WindowClock, outputs: ReviewOutputs,
         app: UnsafeMutablePointer<GtkApplication>, window: UnsafeMutablePointer<GtkWidget>) {
        self.review = review
        self.playhead = playhead
        self.panes = panes
        self.clock = clock
        self.outputs = outputs
        self.app = app
        self.window = window
        review.observe(panes.lead.scene.keyboard) { [unowned clock] in clock.stageFrame }
    }

    /// A send in the current frame.
    func noteSend() {
        review.note(.send, frame: clock.stageFrame)
    }

    /// Presented frame `index`, whose trace rows are `rows` and whose cost was measured as
    /// `paintMicroseconds` (nil: not measured): into the history, trace or not.
    func recordMotion(frame index: Int, rows: [TraceRow], paintMicroseconds: Int?) {
        review.record(frame: index, animationTime: clock.now, wallTime: clock.stageWallTime, rows: rows,
                      visibleHeights: panes.keyboardVisibleHeights,
                      keyboardVelocity: panes.lead.scene.keyboard.visibleVelocity(at: clock.now),
                      paintMicroseconds: paintMicroseconds)
    }

    /// The header bar's toggle, Ctrl+L and `timeline show|hide`.
    func setTimelineShown(_ shown: Bool) {
        let timeline = timelineWindow()
        if shown { timeline.show() } else { timeline.hide() }
    }

    /// The timeline window, made on first use. Its pick of a frame seeks the stage there
    /// (pausing it); the after-paint of the frame presented moves the timeline's playhead.
    private func timelineWindow() -> TimelineWindow {
        let timeline = review.timelineWindow(app: app, parent: window) { [unowned self] in
            // Closed from its own title bar: the toggle goes off without running its handler again.
            Actions.setToggleState(self.app, MotionReviewTool.timeline.actionName, on: false)
        }
        timeline.onSelect { [unowned self, unowned timeline] frame in
            timeline.showFrame(frame)
            self.playhead.seek(toFrame: frame)
        }
        return timeline
    }

    /// The onion skin's toggle, Ctrl+O and `onion-skin on|off`: every pane repaints whole while
    /// it is on, so no line of an older frame stays behind. A change of look alone: paused, the
    /// frame presented is drawn again and the stage stays paused (only resuming resumes), so the
    /// next Space resumes rather than going into the draft.
    func setOnionSkin(_ on: Bool) {
        review.setOnionSkin(on)
        panes.showOnionSkin(on ? { [unowned self] in self.review.onionSkin(before: self.playhead.presentedFrameIndex) } : nil)
        playhead.redraw()
    }

    /// A layout swap (another keyboard layout, the attachment panel) in the current frame.
    func noteLayoutSwap() {
        review.note(.layoutSwap, frame: clock.stageFrame)
    }

    // MARK: TimelineControl

    func selectTimelineFrame(_ frame: Int) {
        Actions.setToggle(app, MotionReviewTool.timeline.actionName, on: true)
        let timeline = timelineWindow()
        guard let slot = review.history.nearestSlot(toFrame: frame) else { return }
        timeline.onSelectFrame(review.history.frame(atSlot: slot).frame)
    }

    func zoomTimeline(_ step: TimelineZoomStep) {
        Actions.setToggle(app, MotionReviewTool.timeline.actionName, on: true)
        timelineWindow().zoom(step)
    }

    func exportTrace(to path: String) -> String? {
        do throws(InputError) {
            try outputs.stage(traceDocument(), path: path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The kept history as Trace Event Format JSON: what "Export Trace…" and `export-trace` write.
    func traceDocument() -> Data {
        Data(review.history.traceEventsDocument(processName: "keyboard-chat window", trackNames: outputs.trackNames(),
                                                frameStep: clock.step).utf8)
    }

    /// "Export Trace…": a native file chooser, then the kept history at the path chosen, at once
    /// (whole or not at all, never over one of the run's inputs); a failure is said in a dialog.
    func exportTraceWithChooser(inputs: [(option: String, path: String)]) {
        let parent = review.isTimelineShown ? timelineWindow().window : window
        guard let path = FileChooser.run(title: "Export Trace", parent: parent, purpose: .save, acceptLabel: "_Export",
                                         name: "trace.json")?.path else { return }
        do throws(InputError) {
            if let reason = OutputSafety.refusal(file: FileStatus.of(path), inputs: RunOutputs(inputs: inputs).inputs) {
                throw InputError(file: path, reason)
            }
            try AtomicFile.write(traceDocument(), to: path)
        } catch {
            ExportMessage.showError("\(error)", parent: parent, title: "The trace was not exported", windowTitle: "Export Trace")
        }
    }

    func requestTimelineScreenshot(_ path: String) {
        Actions.setToggle(app, MotionReviewTool.timeline.actionName, on: true)
        timelineShotPaths.insert(path)
        playhead.refresh()
        outputs.requestScreenshot(path)
    }

    /// What a script screenshot of `path` draws: the timeline's window for `timeline screenshot`,
    /// the stage otherwise.
    func screenshotWidget(for path: String) -> UnsafeMutablePointer<GtkWidget> {
        guard timelineShotPaths.remove(path) != nil else { return panes.recordedWidget }
        // The screenshot shows the timeline as of this frame, not as of its last live batch.
        review.updateTimeline()
        return timelineWindow().content
    }
}
