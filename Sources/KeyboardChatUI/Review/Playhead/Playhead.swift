import ChatDemoCore
import Foundation

/// The window's pause, frame steps and seeks (`PlayheadControl`), as a designer reviews a motion:
/// the stage freezes on the frame presented, steps back and forth one frame (or ten) at a time,
/// and goes on from where it froze.
///
/// Every frame the tick makes is kept (`FrameHistory`, `PlayheadFrame.capacity`: as many as the
/// timeline plots, at least `PlayheadFrame.keptSeconds`): each pane's scene
/// as a value (`ChatScene.Snapshot`, the keyboard's motion with it), the geometry each pane applied,
/// the draft and the slow-motion factor the captions named. Showing a kept frame puts those back
/// and applies them with a whole-stage repaint, so it is the very frame that was presented, pixel
/// for pixel, "×10" in its caption included after the speed changed; nothing the user did is run
/// again.
/// A step past the newest frame makes the frames up to it as the tick would, one a tick and one
/// recording step apart (`PlayheadController.makeSteppedFrame`), so each is traced and filmed.
/// The frames of earlier motions stay kept across the rests between them (the tick made no frame
/// at rest); steps go from kept frame to kept frame across a rest (`PlayheadTarget`).
/// Resuming puts the newest frame (the live state) and the live draft back first, so the run goes
/// on exactly where it was, as if it had never paused.
@MainActor
final class Playhead {
    /// What a history frame holds (shared with the benchmark that measures the history).
    typealias Frame = PlayheadFrame

    private let panes: PaneRow<Pane>
    private var history: FrameHistory<Frame>
    /// The frame on the stage: the newest while playing (-1 before the first).
    private(set) var presentedFrameIndex = -1
    /// The newest frame made (kept unless a pane had no frame yet).
    private(set) var newestFrameIndex = -1
    /// True while the tick (or a step past the newest frame) makes a frame (`makingFrame`): a
    /// `pause` in it freezes on the frame being made, so the frame's work is done whole.
    private(set) var isMakingFrame = false
    private(set) var isPaused = false
    /// True while a kept frame is being put on the stage: the field's change of text is the
    /// past's, not the user's, and must not reach the scenes or resume.
    private(set) var isPresenting = false
    /// The live draft and its caret while a kept frame shows an older one.
    private var liveDraft: (text: String, caret: Int32)?
    /// The lead field's text as last read, until it changes (`draftDidChange`): reading a long
    /// draft every frame would cost its length.
    private var draft: String?
    /// The scenes as the run left them when it paused (or as the last frame made while paused
    /// left them): what a handler did after the newest frame is in them, so resuming loses nothing.
    private var liveScenes: [ChatScene.Snapshot] = []

    init(panes: PaneRow<Pane>, frameStep: Double) {
        self.panes = panes
        history = PlayheadFrame.history(framesPerSecond: 1 / frameStep)
    }

    /// The indices of the frames that can be presented, oldest to newest (a rest between two
    /// motions holds none).
    var keptFrameIndices: [Int] { history.keptIndices }
    /// Whether the stage shows the newest frame (the live state).
    var isPresentingNewest: Bool { presentedFrameIndex == newestFrameIndex }

    /// Runs `work`, a frame's making, with `isMakingFrame` set.
    func makingFrame(_ work: () -> Void) {
        isMakingFrame = true
        defer { isMakingFrame = false }
        work()
    }

    /// Keeps the frame the tick just made and applied as frame `index`; it is the one presented.
    func recordLiveFrame(_ index: Int) {
        presentedFrameIndex = index
        newestFrameIndex = index
        guard let frames = panes.currentFrames else { return }
        let scenes = panes.snapshots
        let draft = self.draft ?? panes.lead.inputBar.text
        self.draft = draft
        history.append(Frame(scenes: scenes, frames: frames, draft: draft, slowMotionFactor: panes.lead.captionSlowMotionFactor,
                             recordingFrame: panes.recording?.shownFrame),
                       frameIndex: index)
        if isPaused { liveScenes = scenes }
    }

    /// The field's text changed (typing, a send, a composition): the next frame reads it again.
    func draftDidChange() { draft = nil }

    /// Freezes on the frame presented; the scenes as they are now are the live state to go on from.
    func pause() {
        guard !isPaused else { return }
        isPaused = true
        liveScenes = panes.snapshots
    }

    /// Puts the live state back (the scenes, the newest frame's geometry and the live draft) and
    /// plays on.
    func resume() {
        guard isPaused else { return }
        restoreLive()
        isPaused = false
    }

    /// The stage back on the live state, still paused: before new frames are made past the newest.
    func restoreLive() {
        present(history.newestIndex)
        panes.restore(liveScenes)
        // The live state's captions name the window's speed, which a change while paused set.
        panes.showKeptFrame(madeAt: nil)
    }

    /// Where a step of `frames` lands (`PlayheadTarget`); nil before the first frame.
    func stepTarget(by frames: Int) -> PlayheadTarget? {
        history.isEmpty ? nil : PlayheadTarget.step(by: frames, from: presentedFrameIndex, kept: history, makingAtMost: history.capacity)
    }

    /// Where a seek to frame `index` lands (in a rest: the kept frame before it); nil before the
    /// first frame.
    func seekTarget(toFrame index: Int) -> PlayheadTarget? {
        history.isEmpty ? nil : PlayheadTarget.seek(toFrame: index, kept: history)
    }

    /// Shows kept frame `index` again, as it was presented: every scene as it was then, the
    /// geometry it applied, repainted whole, and its draft in the field.
    func present(_ index: Int) {
        guard let frame = history[frameIndex: index] else { return }
        isPresenting = true
        defer { isPresenting = false }
        panes.showKeptFrame(madeAt: frame.slowMotionFactor)
        panes.present(frame.scenes, frames: frame.frames)
        if let shown = frame.recordingFrame { panes.recording?.showFrame(shown) }
        showDraft(index == history.newestIndex ? nil : frame.draft)
        draft = nil
        presentedFrameIndex = index
    }

    /// Applies the presented frame again, whole (the debug overlay turned on or off while paused).
    func repaintPresented() {
        guard let frame = history[frameIndex: presentedFrameIndex] else { return }
        panes.repaint(frame.frames)
    }

    /// The field shows `past` (a kept frame's draft), keeping the live draft aside; nil puts the
    /// live draft and its caret back. The buffer changes only when the text differs, so the
    /// caret and an input method's composition stay as they are in the common case.
    private func showDraft(_ past: String?) {
        let bar = panes.lead.inputBar
        if let past {
            if liveDraft == nil { liveDraft = (bar.text, bar.caretOffset) }
            panes.showDraft(past)
        } else if let live = liveDraft {
            liveDraft = nil
            panes.showDraft(live.text)
            bar.placeCaret(at: live.caret)
        }
    }
}
