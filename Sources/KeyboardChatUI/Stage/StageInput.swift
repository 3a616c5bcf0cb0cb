import CGtk
import ChatDemoCore
import Keyboard

/// The pointer and the drawn keyboard on the window's panes. Real GDK events and script
/// commands both call these methods, so a script can do exactly what a person can.
///
/// Every pane's stage feeds the one gesture handling, at the stage's own point (the panes are
/// the same size): keys, keyboard drags and the field act on the lead pane (its scene holds
/// the one keyboard and typing state, its field the one draft), a scroll scrolls every pane,
/// and a tap on a jump-to-latest button is hit-tested in the pane it was released in.
@MainActor
final class StageInput {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let panes: PaneRow<Pane>
    private let clock: WindowClock
    /// The window's wake (nothing once the window is closed).
    private let wakeUp: () -> Void
    private var pointer = PointerTracker()
    /// The pane whose pointer release is being handled (nil: a script's, the lead's).
    private var releasingPane: Pane?
    /// When the finger went down (monotonic µs): how long a live hold or drag lasted.
    private var pointerDownMicroseconds: Int64 = 0
    /// What a press on the band's microphone prints: there is no speech input to start, and
    /// pretending to listen would be a lie. The draft and any composition stay as they were.
    static let dictationUnavailableReport = "dictation: not available in this prototype (no speech input); nothing typed"

    init(app: UnsafeMutablePointer<GtkApplication>, panes: PaneRow<Pane>, clock: WindowClock, wakeUp: @escaping () -> Void) {
        self.app = app
        self.panes = panes
        self.clock = clock
        self.wakeUp = wakeUp
    }

    private var scene: ChatScene { panes.lead.scene }
    private var inputBar: InputBar { panes.lead.inputBar }
    private var now: Double { clock.now }

    // MARK: The pointer

    func pointerDown(x: Double, y: Double) {
        guard let frame = panes.lead.currentFrame else { return }
        wakeUp()
        pointerDownMicroseconds = Int64(g_get_monotonic_time())
        if let keyIndex = scene.drawnKeyboard.keyIndex(at: Point(x: x, y: y), in: frame) {
            // What a step of this same frame (`type`) put in the field counts already.
            scene.editTyping { $0.setTextBeforeCaret(inputBar.textBeforeCaret) }
            pointer.gesture = .key(index: keyIndex)
            pointer.keyDownX = x
            scene.editTyping { $0.highlightKey(keyIndex) }
            // Backspace acts on touch-down and repeats while held, as on iOS,
            // on the frame's wall time: slow motion and animations turned off
            // (which jump animation time) must not change how fast it deletes.
            if scene.drawnKeyboard.keyRepeats(keyIndex) { handleKeyOutputs(scene.editTyping { $0.beginKeyRepeat(at: clock.lastWallTime) }) }
        } else if y < Double(frame.barTop) {
            pointer.reset()
            pointer.gesture = .list(startY: y, lastY: y, moved: false, draggingKeyboard: false)
            pointer.record(y: y, at: now)
        }
    }

    func pointerMoved(x: Double, y: Double) {
        if emojiGridPointerMoved(x: x) { return }
        guard case .list(let startY, let lastY, var moved, var draggingKeyboard) = pointer.gesture,
              let frame = panes.lead.currentFrame else { return }
        wakeUp()
        pointer.record(y: y, at: now)
        if !moved && abs(y - startY) < PointerTracker.tapSlop { return }
        moved = true
        // Once the finger passes the keyboard's top edge, the keyboard (and
        // the bar and list attached to it) follows the finger 1:1.
        if !draggingKeyboard && scene.keyboardIsShown && y >= Double(frame.keyboardTop) {
            draggingKeyboard = true
            scene.keyboard.beginInteractiveDrag(at: now)
        }
        if draggingKeyboard {
            scene.dragKeyboard(toTop: y, at: now)
        } else {
            panes.scroll(by: lastY - y, at: now)
        }
        pointer.gesture = .list(startY: startY, lastY: y, moved: moved, draggingKeyboard: draggingKeyboard)
    }

    func pointerUp(x: Double, y: Double) {
        if case .idle = pointer.gesture {} else { wakeUp() }
        let session = LiveSession.shared
        switch pointer.gesture {
        case .key(let index):
            scene.editTyping { $0.highlightKey(nil) }
            if scene.input.isRepeating {
                scene.editTyping { $0.endKeyRepeat() }
                let held = Int((Int64(g_get_monotonic_time()) - pointerDownMicroseconds) / 1000)
                if let label = scene.drawnKeyboard.keyLabel(index) { session.note(.holdKey(label, milliseconds: held), since: pointerDownMicroseconds) } else { session.noteUnscripted("a held key") }
            } else if let frame = panes.lead.currentFrame, scene.drawnKeyboard.keyIndex(at: Point(x: x, y: y), in: frame) == index {
                if let label = scene.drawnKeyboard.keyLabel(index) {
                    session.note(.tapKey(label)) { handleKeyOutputs(scene.pressKey(index, at: now)) }
                } else {
                    session.noteUnscripted("a tap on a Pinyin candidate")
                    handleKeyOutputs(scene.pressKey(index, at: now))
                }
            }
        case .list(let startY, _, let moved, let draggingKeyboard):
            if draggingKeyboard {
                session.noteUnscripted("the keyboard dragged by the finger to y \(Int(y))")
                // Downward finger velocity closes the keyboard: negate it.
                scene.keyboard.endInteractiveDrag(velocity: -pointer.velocity, at: now)
            } else if !moved, panes.tapJumpToLatest(at: Point(x: x, y: y), in: releasingPane, at: now) {
                session.note(.tapJumpToLatest)
                break  // The jump-to-latest button took the tap: the list glides to its end.
            } else if !moved {
                session.note(.tapList)
                // Tapping anywhere above the input bar dismisses the keyboard.
                scene.hideKeyboard(at: now)
            } else {
                let milliseconds = Int((Int64(g_get_monotonic_time()) - pointerDownMicroseconds) / 1000)
                session.note(.drag(dx: 0, dy: (y - startY).rounded(), milliseconds: milliseconds), since: pointerDownMicroseconds)
            }
        case .emojiScroll:
            session.noteUnscripted("the emoji grid scrolled by the finger")
        case .idle:
            break
        }
        pointer.reset()
    }

    /// The gesture ends without a release (grab broken): a keyboard drag
    /// settles from where it is with no velocity; anything else is dropped.
    func pointerCancelled() {
        if case .list(_, _, _, true) = pointer.gesture {
            scene.keyboard.endInteractiveDrag(velocity: 0, at: now)
        }
        scene.editTyping { $0.highlightKey(nil) }
        scene.editTyping { $0.endKeyRepeat() }
        pointer.reset()
    }

    /// A press on an emoji cell that moves sideways past the tap slop scrolls
    /// the grid under the finger instead of typing (as on iOS); true when the
    /// move was the grid's.
    private func emojiGridPointerMoved(x: Double) -> Bool {
        switch pointer.gesture {
        case .key(let index) where scene.drawnKeyboard.isEmojiCell(index) && !scene.input.isRepeating:
            guard abs(x - pointer.keyDownX) >= PointerTracker.tapSlop else { return true }
            wakeUp()
            scene.editTyping { $0.highlightKey(nil) }
            scene.scrollEmoji(byFingerMove: x - pointer.keyDownX)
            pointer.gesture = .emojiScroll(lastX: x)
            return true
        case .emojiScroll(let lastX):
            wakeUp()
            scene.scrollEmoji(byFingerMove: x - lastX)
            pointer.gesture = .emojiScroll(lastX: x)
            return true
        default:
            return false
        }
    }

    /// A wheel notch or a touchpad's smooth scroll: the list scrolls as a drag of the same
    /// distance would (`WheelScroll`), in every pane; an event that scrolls nothing wakes nothing.
    func scrolled(_ event: GdkEventScroll) {
        let wheel: WheelScroll.Event
        switch event.direction {
        case GDK_SCROLL_UP: wheel = .up
        case GDK_SCROLL_DOWN: wheel = .down
        case GDK_SCROLL_SMOOTH: wheel = .smooth(deltaY: event.delta_y)
        default: wheel = .sideways
        }
        guard let delta = WheelScroll.delta(for: wheel) else { return }
        wakeUp()
        panes.scroll(by: delta, at: now)
    }

    // MARK: Scripted drags

    /// Starts a finger drag played on the window's frames (`pointerDown` first).
    func startScriptedDrag(_ drag: ScriptedDrag) { pointer.scripted = drag }

    var isPlayingScriptedDrag: Bool { pointer.scripted != nil }

    /// Advances a script's drag, and the keyboard's held key, by one frame.
    func continueScriptedDrag(wallTime: Double) {
        advanceKeyboardInput()
        guard let drag = pointer.scripted else { return }
        let point = drag.point(atWallTime: wallTime)
        pointerMoved(x: point.x, y: point.y)
        if point.finished {
            pointerUp(x: point.x, y: point.y)
            pointer.scripted = nil
        }
    }

    // MARK: The drawn keyboard and the field

    /// What the drawn keyboard asked for: text into the real GtkTextView,
    /// a send, or a layout switch (which also moves the menu's radio state).
    func handleKeyOutputs(_ outputs: [KeyboardOutput]) {
        for output in outputs {
            switch output {
            case .insert(let text): inputBar.commitText(text)
            case .deleteBackward: inputBar.deleteBackward()
            case .send: inputBar.sendIfPossible()
            case .switchLayout(let kind):
                scene.setKeyboardLayout(kind, at: now)
                Actions.setChoiceState(app, KeyboardChoice.actionName, kind.rawValue)
            case .compositionChanged: inputBar.setPreedit(scene.input.composition)
            case .dictationUnavailable:
                // No speech input here: say so on stdout (scripts and tests read it), keep the draft.
                print(Self.dictationUnavailableReport)
            }
        }
        scene.editTyping { $0.setTextBeforeCaret(inputBar.textBeforeCaret) }
    }

    /// Once per frame, at the frame's wall time: tells the keyboard what is before
    /// the caret (a `type` step, a click in the field or a send may have
    /// changed it: automatic capitals follow) and plays a held backspace's
    /// repeats that are due.
    private func advanceKeyboardInput() {
        scene.editTyping { $0.setTextBeforeCaret(inputBar.textBeforeCaret) }
        let repeats = scene.editTyping { $0.advanceKeyRepeat(to: clock.lastWallTime) }
        if !repeats.isEmpty { handleKeyOutputs(repeats) }
    }

    // MARK: GDK events

    /// Routes `pane`'s presses, moves, releases, scrolls and broken grabs to the gesture
    /// handling above, at the stage's own point; a release is hit-tested against `pane`'s frame
    /// (its jump-to-latest button).
    func connect(_ pane: Pane) {
        let stage = pane.stageView.drawingArea
        gtk_widget_add_events(stage, Int32(
            GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_POINTER_MOTION_MASK.rawValue
            | GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue))
        connectEvent(stage, "button-press-event") { [unowned self] event in
            let button = event.pointee.button
            guard button.type == GDK_BUTTON_PRESS, button.button == 1 else { return false }
            self.pointerDown(x: button.x, y: button.y)
            return true
        }
        connectEvent(stage, "motion-notify-event") { [unowned self] event in
            self.pointerMoved(x: event.pointee.motion.x, y: event.pointee.motion.y)
            return true
        }
        connectEvent(stage, "button-release-event") { [unowned self, weak pane] event in
            guard event.pointee.button.button == 1 else { return false }
            self.releasingPane = pane
            defer { self.releasingPane = nil }
            self.pointerUp(x: event.pointee.button.x, y: event.pointee.button.y)
            return true
        }
        connectEvent(stage, "scroll-event") { [unowned self] event in
            self.scrolled(event.pointee.scroll)
            return true
        }
        connectEvent(stage, "grab-broken-event") { [unowned self] _ in
            // A popup or another client took the pointer mid-gesture: end
            // it as if released, so a keyboard drag cannot stay stuck.
            self.wakeUp()
            self.pointerCancelled()
            return false
        }
    }
}
