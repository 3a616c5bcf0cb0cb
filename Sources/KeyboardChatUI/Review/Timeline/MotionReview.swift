import CGtk
import ChatDemoCore
import Keyboard

/// The window's motion-review tools: the history of the recent motion (filled once per
/// presented frame from the trace's own rows, whether or not a trace is written), the timeline
/// window that plots it and the onion skin that draws its last frames over the stage.
///
/// Rest costs nothing: the history grows only in the after-paint of a frame the tick made (no
/// frames at rest), and the timeline draws only while it is open and frames were added (then
/// only the new frames' pieces, see `TimelinePlotCache`).
///
/// While the stage plays live, the timeline catches up in batches: the history takes every
/// frame, but the timeline shows it (`timelineHistory`: the new frames' pieces, the playhead,
/// the readouts) at most once per `liveTimelineInterval` of wall time, and at once when the
/// window says so (`updateTimeline`: the stage's tick went to rest, it is paused, a step, a
/// seek, a pick, the timeline opening). A second window repainting every stage frame would cost
/// most of a stage frame again; a batch a few frames wide costs little more than one frame did.
@MainActor
package final class MotionReview {
    /// The previous frames the onion skin draws behind the one presented.
    static let onionSkinFrames = 4
    /// The least wall time (seconds) between two timeline updates while the stage plays live:
    /// no reviewer reads numbers that change sixty times a second, and at 60 fps this is one
    /// timeline frame per nine stage frames. Every frame is still plotted, a batch at a time,
    /// and at rest, paused or stepped the timeline shows the frame at once. Each timeline frame
    /// costs a fixed ~0.75 ms (GTK's frame and the X server's copy): at 0.1 s its share of a
    /// ~1.3 ms stage frame was 9–14 %, at 0.15 s it stays under 10 % (docs/BENCHMARKS.md).
    static let liveTimelineInterval = 0.15

    private(set) var history: MotionHistory
    /// The history as the timeline shows it: `history` as of the timeline's last update (a copy
    /// that shares its storage until the history grows again).
    private(set) var timelineHistory: MotionHistory
    /// The wall time of the newest frame the timeline showed when it last updated.
    private var timelineUpdateWallTime: Double?
    /// Each pane's strategy, as the legend names it.
    let paneNames: [String]
    /// Whether the onion skin is drawn over the stage.
    private(set) var showsOnionSkin = false
    private var timeline: TimelineWindow?
    private var keyboardObservation: KeyboardObservation?
    /// The sequence number of the first event `takeEvents(through:)` has not handed out yet.
    private var nextUntakenEvent = 0
    /// With `KEYBOARDCHAT_REPORT_TIMELINE` set, the timeline says on stdout what it plotted and
    /// read out (tests compare that to the trace).
    static let reports = DiagnosticSwitch.reportTimeline.isSet

    package init(paneNames: [String]) {
        self.paneNames = paneNames
        history = MotionHistory(paneCount: paneNames.count)
        timelineHistory = history
    }

    /// Notes the keyboard's six notifications in the frame `frame()` names (the frame they
    /// take effect in), for as long as the review lives.
    func observe(_ keyboard: KeyboardController, frame: @escaping @MainActor () -> Int) {
        let kinds: [KeyboardEventKind: MotionEvent.Kind] = [
            .willShow: .willShow, .didShow: .didShow, .willHide: .willHide, .didHide: .didHide,
            .willChangeFrame: .willChangeFrame, .didChangeFrame: .didChangeFrame,
        ]
        keyboardObservation = keyboard.observe(Set(kinds.keys)) { [unowned self] event in
            MainActor.assumeIsolated {
                if let kind = kinds[event.kind] { self.note(kind, frame: frame()) }
            }
        }
    }

    /// Something happened to the motion in frame `frame` (a send, a layout swap, …).
    func note(_ kind: MotionEvent.Kind, frame: Int) {
        history.record(kind, frame: frame)
        // An event of a frame the timeline already shows is drawn now; else with its frame.
        guard let shown = timelineHistory.newestFrame, frame <= shown else { return }
        updateTimeline()
    }

    /// The events of frames up to `frame` not handed out before, oldest first: each event reaches
    /// the trace events once, with the first frame written at or after its own.
    func takeEvents(through frame: Int) -> [MotionEvent.Kind] {
        let pending = history.events(fromSequence: nextUntakenEvent)
        let taken = pending.prefix { $0.frame <= frame }
        // Events the ring dropped before they were taken are gone: go on from the oldest kept.
        nextUntakenEvent = history.nextEventSequence - pending.count + taken.count
        return taken.map(\.kind)
    }

    /// Whether frame `frame` is new to the history (after its newest): a paint of a frame
    /// already kept adds nothing.
    func takesFrame(_ frame: Int) -> Bool {
        history.newestFrame.map { frame > $0 } ?? true
    }

    /// Presented frame `frame`: the trace's `rows` (one per pane) with each pane's keyboard
    /// visible height and the keyboard's velocity.
    func record(frame: Int, animationTime: Double, wallTime: Double, rows: [TraceRow],
                visibleHeights: [Double], keyboardVelocity: Double, paintMicroseconds: Int? = nil) {
        guard rows.count == history.paneCount else { return }
        let samples = zip(rows, visibleHeights).map { row, visible in
            MotionSample(row: row, keyboardVisibleHeight: visible, keyboardVelocity: keyboardVelocity)
        }
        record(frame: frame, animationTime: animationTime, wallTime: wallTime, samples: samples, paintMicroseconds: paintMicroseconds)
    }

    /// Presented frame `frame` as each pane's sample (one per pane), with its measured cost (nil:
    /// not measured); the open timeline catches up once `liveTimelineInterval` of wall time has
    /// passed since it last did.
    package func record(frame: Int, animationTime: Double, wallTime: Double, samples: [MotionSample],
                        paintMicroseconds: Int? = nil) {
        guard samples.count == history.paneCount else { return }
        history.record(frame: frame, animationTime: animationTime, wallTime: wallTime, samples: samples,
                       paintMicroseconds: paintMicroseconds)
        guard isTimelineShown else { return }
        if let last = timelineUpdateWallTime, wallTime >= last, wallTime - last < Self.liveTimelineInterval { return }
        updateTimeline()
    }

    /// The open timeline shows every frame and event recorded so far (its new pieces, the playhead
    /// and the readouts): what the window asks when the stage comes to rest, is paused or presents
    /// a kept frame, and what the timeline does itself when it opens or a frame is picked.
    func updateTimeline() {
        guard let timeline, timeline.isShown else { return }
        timelineHistory = history
        timelineUpdateWallTime = history.isEmpty ? nil : history.frame(atSlot: history.count - 1).wallTime
        timeline.historyDidChange()
    }

    // MARK: The timeline window

    var isTimelineShown: Bool { timeline?.isShown ?? false }

    /// The timeline window, made (hidden) if it was not yet, beside `parent`; `onClose` runs
    /// when the reviewer closes it from its own title bar.
    package func timelineWindow(app: UnsafeMutablePointer<GtkApplication>, parent: UnsafeMutablePointer<GtkWidget>,
                        onClose: @escaping @MainActor () -> Void) -> TimelineWindow {
        if let timeline { return timeline }
        let timeline = TimelineWindow(review: self, app: app, parent: parent, onClose: onClose)
        self.timeline = timeline
        return timeline
    }

    /// The stage presents frame `frame` of the history (nil: the newest, live): the timeline's
    /// playhead and readouts go there. For a stage that can present an earlier frame again.
    func showPresentedFrame(_ frame: Int?) {
        timeline?.showFrame(frame)
    }

    /// Closes the timeline with the main window; with the report switch, says what it plotted last.
    func finish() {
        if Self.reports, let timeline { timeline.reportPlotted() }
        timeline?.destroy()
        timeline = nil
        keyboardObservation = nil
    }

    // MARK: The onion skin

    func setOnionSkin(_ on: Bool) { showsOnionSkin = on }

    /// The frames the onion skin draws for pane `pane` while frame `presented` is on the stage:
    /// the `onionSkinFrames` kept frames before it, newest first (before the newest kept frame
    /// when `presented` is not kept yet, as while it is being painted).
    func onionSkin(before presented: Int) -> [MotionFrame] {
        guard showsOnionSkin else { return [] }
        let slot = history.slot(ofFrame: presented) ?? history.count
        return history.framesBefore(slot: slot, count: Self.onionSkinFrames).filter { $0.frame < presented }
    }
}
