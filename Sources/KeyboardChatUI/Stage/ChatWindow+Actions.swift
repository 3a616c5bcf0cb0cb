import CGtk
import ChatDemoCore
import ChatLayout
import Foundation
import Keyboard

/// What the menus, the accelerators and the script's commands ask of the chat itself: each wakes
/// the tick first, then tells the scenes through `PaneRow` (the lead's for the one keyboard).
extension ChatWindow {
    /// The strategy menu picks the lead pane's strategy (compare mode names the others').
    func switchStrategy(_ strategy: Strategy) {
        playhead.wakeUp()
        scene.setStrategy(strategy, at: clock.now)
    }

    func switchKeyboard(_ kind: KeyboardLayoutKind) {
        playhead.wakeUp()
        review.noteLayoutSwap()
        input.handleKeyOutputs(scene.setKeyboardLayout(kind, at: clock.now))
    }

    func setSlowMotion(_ factor: Double) {
        // Paused, the new factor takes effect from the frozen time, without resuming.
        if !playhead.isPaused { playhead.wakeUp() }
        clock.setSlowMotionFactor(factor)
        panes.setSlowMotionFactor(clock.slowMotionFactor)
        Actions.setChoiceState(app, SpeedPreset.actionName, SpeedPreset.state(forFactor: clock.slowMotionFactor))
        SlowMotionBadge.show(factor: clock.slowMotionFactor)
    }

    /// The menu's "Show keyboard": what a tap in the field does.
    func showKeyboard() {
        playhead.wakeUp()
        scene.showKeyboard(at: clock.now)
    }

    func hideKeyboard() {
        playhead.wakeUp()
        scene.hideKeyboard(at: clock.now)
    }

    /// A reply streams in below the latest message (the menu item and `receive-stream`), in
    /// every pane: it changes the conversation.
    func receiveStreamingReply(_ text: String, milliseconds: Int) {
        playhead.wakeUp()
        panes.receiveStreamingReply(text, milliseconds: milliseconds, at: clock.now)
    }

    /// The attachment panel's menu item (toggle) and `panel show|hide`.
    func applyPanel(_ request: PanelRequest) {
        playhead.wakeUp()
        review.noteLayoutSwap()
        scene.apply(request, at: clock.now)
    }

    func toggleDebugOverlay(_ on: Bool) {
        panes.setDebugOverlay(on)
        playhead.redraw()
    }
}
