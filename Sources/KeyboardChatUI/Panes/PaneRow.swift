import ChatDemoCore
import Keyboard

/// One phone of the window as the window's dispatch sees it: a scene and the stage that shows
/// it. `Pane` is the GTK one; the shell's tests drive a `PaneRow` of panes without a display.
@MainActor
protocol ChatPane: AnyObject {
    var scene: ChatScene { get }
    /// The geometry this pane's stage applied in the current frame; nil before its first frame.
    var currentFrame: SceneFrame? { get }
    /// The stage's real size and the bar's natural height for it; nil before its first
    /// allocation, whose size is not real.
    var measuredLayout: (contentSize: Size, barHeight: Double)? { get }
    /// Whether this pane's paints draw the debug overlay (and so repaint the whole stage).
    var showsDebugOverlay: Bool { get }
    /// Turns the debug overlay on or off.
    func setDebugOverlay(_ on: Bool)
    /// Starts the window's tick if it sleeps; the pane's next frame repaints its whole stage.
    func wakeUp()
    /// Makes `frame` this pane's geometry for the current frame.
    func apply(_ frame: SceneFrame, repaintingWholeStage: Bool)
    /// Replaces the conversation, forgetting the bubbles measured for the old one.
    func replaceConversation(_ conversation: Conversation, at time: Double)
    /// What the pane draws over time (a streaming reply's caret) runs `factor` times slower.
    func setSlowMotionFactor(_ factor: Double)
    /// Shows `text`, the one draft, in this pane's field (the lead's field already holds it).
    func showDraft(_ text: String)
}

/// The window's panes, left to right: one for the single chat, one per strategy in compare
/// mode (`--compare A,B[,C]`). Every action reaches every pane the same way; compare mode is
/// only "more than one pane".
///
/// The first pane leads: its scene owns the one keyboard controller that every pane's scene
/// shares and the one typing state (pressed key, shift, composition) that the others follow,
/// and its field holds the one draft. So what moves the keyboard or types (a key, a drag of
/// the keyboard, a hide, a layout switch) goes to the lead's scene once, and what changes the
/// conversation (a send, a scroll, a reply, a case switch, a jump to the end) goes to every
/// pane's scene.
///
/// Example: with three panes, `send("hi", at: 0)` appends "hi" to each of the three scenes'
/// conversations; with one pane, to that pane's.
@MainActor
struct PaneRow<P: ChatPane> {
    /// Every pane, the lead first; never empty.
    let all: [P]
    /// An opened screen recording shown right of the simulated panes (`--open`), or nil. It has
    /// no scene: each frame made shows the recording's frame for that frame's time.
    let recording: RecordingPane?

    init(_ panes: [P], recording: RecordingPane? = nil) {
        precondition(!panes.isEmpty, "a window has at least one pane")
        all = panes
        self.recording = recording
    }

    /// The pane that holds the keyboard, the typing state and the draft.
    var lead: P { all[0] }
    /// Whether the window compares strategies side by side.
    var isComparing: Bool { all.count > 1 }
    /// Whether the window shows more than one pane in a row (compared strategies, a recording).
    var isRow: Bool { isComparing || recording != nil }

    func wakeUp() {
        for pane in all { pane.wakeUp() }
    }

    /// One frame of every pane at `time`: each stage measured once (`measure`), then the frames
    /// made and applied (`applyFrames`). The window's tick and a step of the paused stage make
    /// their frame here and nowhere else, so a frame measures exactly once.
    func makeFrames(at time: Double) {
        measure(at: time)
        applyFrames(at: time)
        recording?.show(at: time)
    }

    /// Hands each scene its stage's real size. The lead measures last: a show waiting for the
    /// lead's first measured layout runs then, and every pane must already have its real size
    /// to hear it.
    private func measure(at time: Double) {
        for pane in all.dropFirst() + [lead] {
            guard let layout = pane.measuredLayout else { continue }
            pane.scene.setMeasuredLayout(contentSize: layout.contentSize, barHeight: layout.barHeight, at: time)
        }
    }

    /// Makes and applies every pane's frame at `time` from one reading of the one keyboard
    /// (`SceneFrame.compared`: the others follow the lead's keys), with the sizes measured
    /// last; a script step that needs this frame so far applies it again (`FrameLoop.refresh`).
    func applyFrames(at time: Double) {
        let frames = SceneFrame.compared(lead: lead.scene, others: all.dropFirst().map(\.scene), at: time)
        for (pane, frame) in zip(all, frames) {
            pane.apply(frame, repaintingWholeStage: pane.showsDebugOverlay)
        }
    }

    /// Whether any pane still moves at `time` (the keyboard, or a layout's own animation).
    func isMoving(at time: Double) -> Bool {
        all.contains { !$0.scene.isAtRest(at: time) }
    }

    // MARK: What changes the conversation happens in every pane

    func send(_ text: String, at time: Double) {
        for pane in all { pane.scene.send(text, at: time) }
    }

    func scroll(by delta: Double, at time: Double) {
        for pane in all { pane.scene.scroll(by: delta, at: time) }
    }

    func receiveStreamingReply(_ text: String, milliseconds: Int, at time: Double) {
        for pane in all { pane.scene.receiveStreamingReply(text, milliseconds: milliseconds, at: time) }
    }

    func replaceConversation(_ conversation: Conversation, at time: Double) {
        for pane in all { pane.replaceConversation(conversation, at: time) }
    }

    /// A tap (no move) at `point` of `tapped` (the lead when nil: a script's tap): on that
    /// pane's jump-to-latest button, every pane that shows its button glides to its end and
    /// the tap is consumed (true); anywhere else false (the tap then dismisses the keyboard).
    func tapJumpToLatest(at point: Point, in tapped: P?, at time: Double) -> Bool {
        let tapped = tapped ?? lead
        guard let frame = tapped.currentFrame, tapped.scene.tapJumpToLatest(at: point, in: frame, at: time) else { return false }
        for pane in all where pane !== tapped && pane.currentFrame?.jumpToLatest != nil {
            pane.scene.jumpToLatest(at: time)
        }
        return true
    }

    // MARK: How every pane is shown

    func setSlowMotionFactor(_ factor: Double) {
        for pane in all { pane.setSlowMotionFactor(factor) }
    }

    func setDebugOverlay(_ on: Bool) {
        for pane in all { pane.setDebugOverlay(on) }
    }

    func showDraft(_ text: String) {
        for pane in all { pane.showDraft(text) }
    }

    /// The keyboard's visible height in every pane's current frame (0 before its first frame).
    var keyboardVisibleHeights: [Double] {
        all.map { $0.currentFrame?.keyboardVisibleHeight ?? 0 } + (recording.map { [$0.keyboardVisibleHeight] } ?? [])
    }
}
