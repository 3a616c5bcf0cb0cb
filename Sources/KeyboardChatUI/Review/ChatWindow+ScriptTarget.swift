import CGtk
import ChatDemoCore
import Keyboard

/// The window as a script sees it (`ScriptTarget`): each member forwards to the handler a
/// person's action would reach.
extension ChatWindow: ScriptTarget {
    func refreshedFrame() -> SceneFrame? {
        refreshFrame()
        return panes.lead.currentFrame
    }

    func keyTapReadiness(label: String, in frame: SceneFrame, verb: String) -> KeyTapReadiness {
        scene.keyTapReadiness(label: label, in: frame, at: clock.now, verb: verb)
    }

    func keyCentre(label: String, in frame: SceneFrame) -> Point? {
        scene.keyCentre(label: label, in: frame)
    }

    func emojiGridCentre(in frame: SceneFrame) -> Point? {
        scene.emojiGridCentre(in: frame)
    }

    var stageWidth: Double { panes.lead.stageView.size.width }

    func pointerDown(x: Double, y: Double) { input.pointerDown(x: x, y: y) }

    func pointerUp(x: Double, y: Double) { input.pointerUp(x: x, y: y) }

    func startScriptedDrag(_ drag: ScriptedDrag) { input.startScriptedDrag(drag) }

    var isPlayingScriptedDrag: Bool { input.isPlayingScriptedDrag }

    func clickInputField() {
        inputBar.focus()
        inputBar.onActivateField()
    }

    func clickSendButton() {
        gtk_button_clicked(checkedCast(inputBar.sendButton))
    }

    func typeIntoField(_ text: String) {
        inputBar.insertAtCursor(text)
    }

    func sendFromField() {
        inputBar.sendIfPossible()
    }

    func activateAction(_ name: String, parameter: String?) {
        g_action_group_activate_action(checkedCast(app, to: .actionGroup), name, parameter.map { g_variant_new_string($0) })
    }

    func setToggle(_ name: String, on: Bool) {
        let group: OpaquePointer = checkedCast(app, to: .actionGroup)
        guard let state = g_action_group_get_action_state(group, name) else { return }
        let isOn = g_variant_get_boolean(state) != 0
        g_variant_unref(state)
        if isOn != on { g_action_group_activate_action(group, name, nil) }
    }

    /// Script `screenshot FILE.png`: taken in this frame's after-paint, from the same drawing a
    /// recording frame uses, so it shows exactly the frame that was presented — at any moment
    /// of an animation. (Drawing straight from the tick, before GTK had allocated the frame,
    /// gave a transparent image and a `gtk_widget_draw` assertion.)
    func requestScreenshot(_ path: String) {
        refreshFrame()
        outputs.requestScreenshot(path)
    }

    func resizeWindow(width: Int, height: Int) {
        gtk_window_resize(checkedCast(window), Int32(width), Int32(height))
    }

    var isRecording: Bool { outputs.isRecording }

    func requestQuit() { outputs.requestQuit() }

    func reportScriptFailure(_ error: InputError, status: Int32) {
        outputs.reportFailure("\(error)", status: status)
        outputs.requestQuit()
    }
}
