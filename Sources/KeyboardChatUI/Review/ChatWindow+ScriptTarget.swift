import CGtk
import ChatDemoCore
import Keyboard
import OutputFiles

/// The window as a script sees it (`ScriptTarget`): each member forwards to the handler a
/// person's action would reach.
extension ChatWindow: ScriptTarget {
    func refreshedFrame() -> SceneFrame? {
        refreshFrame()
        return currentFrame
    }

    func keyTapReadiness(label: String, in frame: SceneFrame, verb: String) -> KeyTapReadiness {
        scene.keyTapReadiness(label: label, in: frame, at: now, verb: verb)
    }

    func keyCentre(label: String, in frame: SceneFrame) -> Point? {
        scene.keyCentre(label: label, in: frame)
    }

    func emojiGridCentre(in frame: SceneFrame) -> Point? {
        scene.emojiGridCentre(in: frame)
    }

    var stageWidth: Double { contentSize.width }

    func startScriptedDrag(_ drag: ScriptedDrag) {
        pointer.scripted = drag
    }

    var isPlayingScriptedDrag: Bool { pointer.scripted != nil }

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

    func resizeWindow(width: Int, height: Int) {
        gtk_window_resize(checkedCast(window), Int32(width), Int32(height))
    }

    var isRecording: Bool { recorder != nil }

    func requestQuit() {
        quitRequested = true
    }

    func reportScriptFailure(_ error: InputError, status: Int32) {
        reportFailure("\(error)", status: status)
        quitRequested = true
    }
}
