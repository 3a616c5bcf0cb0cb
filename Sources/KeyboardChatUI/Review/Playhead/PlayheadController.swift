import CGtk
import ChatDemoCore

/// The window's playhead (`Playhead`): pause and resume, steps and seeks, from the header bar's
/// button, the `app.pause` and step actions, the bare keys while paused and the script; and the
/// wake every handler that changes the chat calls first, which resumes a paused stage.
@MainActor
final class PlayheadController: PlayheadControl {
    /// The kept frames and what is presented.
    let playhead: Playhead
    /// The timeline's playhead follows the stage's.
    private let review: MotionReview
    private let clock: WindowClock
    private let panes: PaneRow<Pane>
    private let app: UnsafeMutablePointer<GtkApplication>
    private let lifetime: WindowLifetime
    private let animationSettings: AnimationSettings
    /// The frames a step past the newest frame still has to make. They are made one a tick
    /// (`makeSteppedFrame`), not all at once: each is then laid out, painted, traced and recorded
    /// as any frame is, so a recording, its trace and its video hold every frame exactly once and
    /// the frames in between are presented on the way (made at once, only the last was painted,
    /// and the film skipped from the frozen frame to it).
    private var framesLeftToMake = 0

    init(playhead: Playhead, review: MotionReview, clock: WindowClock, panes: PaneRow<Pane>,
         app: UnsafeMutablePointer<GtkApplication>, lifetime: WindowLifetime, animationSettings: AnimationSettings) {
        self.playhead = playhead
        self.review = review
        self.clock = clock
        self.panes = panes
        self.app = app
        self.lifetime = lifetime
        self.animationSettings = animationSettings
    }

    var isPaused: Bool { playhead.isPaused }
    /// Whether a step past the newest frame is still making its frames (a script waits for them).
    var isMakingSteppedFrames: Bool { framesLeftToMake > 0 }
    var presentedFrameIndex: Int { playhead.presentedFrameIndex }
    var keptFrameIndices: [Int] { playhead.keptFrameIndices }
    /// The rest reports name the stage's frames, as the trace does (a paused tick makes none).
    var lastFrameMade: Int? { playhead.newestFrameIndex }
    /// A recording's frame interval (1/60 s, or 1/120 s with `--fps 120`).
    var frameStep: Double { clock.step }

    /// Starts the tick if it is asleep and makes every pane's next frame a full repaint; nothing
    /// once the window is closed. A handler that changes the chat while paused resumes first: it
    /// acts on the live state (and the live draft), never on a kept frame's.
    func wakeUp() {
        guard !lifetime.isClosed else { return }
        if playhead.isPaused && !playhead.isPresenting { setPaused(false) }
        panes.wakeUp()
    }

    /// Applies this frame's geometry so far (a script step that reads or draws it: the steps
    /// before it in this tick are in it). Paused, the frame presented stays as it is.
    func refresh() {
        guard !playhead.isPaused || playhead.isMakingFrame else { return }
        panes.applyFrames(at: clock.now)
    }

    /// Pausing freezes the clock on the frame presented (or, inside a frame's work, on the frame
    /// being made); resuming puts the live state back and goes on from the frozen frame.
    func setPaused(_ paused: Bool) {
        guard paused != playhead.isPaused, !lifetime.isClosed else { return }
        framesLeftToMake = 0
        if paused {
            playhead.pause()
            clock.pause()
        } else {
            playhead.resume()
            clock.resume()
            // The timeline's playhead follows the newest frame again.
            review.showPresentedFrame(nil)
            panes.wakeUp()
        }
        Actions.setToggleState(app, PlayheadCommand.pause.actionName, on: paused)
    }

    /// A change of look alone (the theme, the debug overlay): paused, the frame presented is drawn
    /// again, and the stage stays paused; playing, the next frame draws it.
    func redraw() {
        guard playhead.isPaused else { return wakeUp() }
        playhead.repaintPresented()
    }

    func step(by frames: Int) { _ = stepPlayhead(by: frames) }

    func seek(toFrame index: Int) { _ = seekPlayhead(toFrame: index) }

    /// Pauses first; then a kept frame, or new frames past the newest (`PlayheadTarget`), made
    /// from the next tick on, one a tick. A step given while an earlier one still makes frames
    /// replaces it, from the frame presented.
    func stepPlayhead(by frames: Int) -> PlayheadTarget? {
        setPaused(true)
        guard let target = playhead.stepTarget(by: frames) else { return nil }
        framesLeftToMake = target.framesToMake
        if target.framesToMake > 0 {
            playhead.restoreLive()
            panes.wakeUp()
        } else {
            playhead.present(target.frame)
        }
        return target
    }

    func seekPlayhead(toFrame index: Int) -> PlayheadTarget? {
        setPaused(true)
        framesLeftToMake = 0
        guard let target = playhead.seekTarget(toFrame: index) else { return nil }
        playhead.present(target.frame)
        return target
    }

    /// In a paused tick: the next frame a step past the newest still owes, made as the tick makes
    /// one (`FrameLoop.stageTick`), one recording step later; this tick's after-paint traces and
    /// films it. Nothing when no step owes one.
    func makeSteppedFrame() {
        guard framesLeftToMake > 0, playhead.isPaused else { return }
        framesLeftToMake -= 1
        clock.stepWhilePaused()
        playhead.makingFrame {
            if !animationSettings.isEnabled && !panes.lead.scene.isAtRest(at: clock.now) { clock.skipRunningMotion() }
            panes.wakeUp()
            panes.makeFrames(at: clock.now)
            playhead.recordLiveFrame(clock.stageFrame)
        }
    }

    /// While paused, the bare keys: Space resumes, → and ← step (Shift: ten frames). Any other key
    /// resumes first and then goes to the field as usual, so what is typed lands in the live draft.
    func connectKeys(of window: UnsafeMutablePointer<GtkWidget>) {
        connectEvent(window, "key-press-event") { [unowned self] event in
            guard self.playhead.isPaused else { return false }
            let key = event.pointee.key
            let modifiers = key.state & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue)
            let ten = key.state & GDK_SHIFT_MASK.rawValue != 0
            switch Int32(key.keyval) {
            case GDK_KEY_space where modifiers == 0:
                self.setPaused(false)
            case GDK_KEY_Right where modifiers == 0:
                self.step(by: ten ? PlayheadCommand.bigStep : 1)
            case GDK_KEY_Left where modifiers == 0:
                self.step(by: ten ? -PlayheadCommand.bigStep : -1)
            case GDK_KEY_Shift_L, GDK_KEY_Shift_R, GDK_KEY_Control_L, GDK_KEY_Control_R, GDK_KEY_Alt_L, GDK_KEY_Alt_R,
                 GDK_KEY_Super_L, GDK_KEY_Super_R, GDK_KEY_ISO_Level3_Shift:
                return false  // A modifier alone (the first key of Ctrl+Space, Alt+→) changes nothing.
            default:
                // Shortcuts (Ctrl+Space, Alt+→) go to their actions; anything else is an edit.
                if modifiers == 0 || key.state & GDK_CONTROL_MASK.rawValue != 0 && Self.isEditingShortcut(key.keyval) {
                    self.setPaused(false)
                }
                return false
            }
            return true
        }
    }

    /// Ctrl+V, Ctrl+X, Ctrl+Z, Ctrl+Backspace and Ctrl+Delete change the draft: they resume first.
    private static func isEditingShortcut(_ keyval: guint) -> Bool {
        [GDK_KEY_v, GDK_KEY_V, GDK_KEY_x, GDK_KEY_X, GDK_KEY_z, GDK_KEY_Z, GDK_KEY_BackSpace, GDK_KEY_Delete]
            .contains(Int32(keyval))
    }
}
