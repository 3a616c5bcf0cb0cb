import CGtk
import ChatDemoCore
import Keyboard
import OutputFiles

/// The window as a script sees it (`ScriptTarget`): each member forwards to the handler a
/// person's action would reach.
extension ChatWindow: ScriptTarget {
    func refreshedFrame() -> SceneFrame? {
        refreshFrame()
        return panes.lead.currentFrame
    }

    func keyTapReadiness(label: String, in frame: SceneFrame, verb: String) -> KeyTapReadiness {
        scene.drawnKeyboard.keyTapReadiness(label: label, in: frame, at: clock.now, verb: verb)
    }

    func centre(of place: StagePlace, in frame: SceneFrame) -> Point? {
        switch place {
        case .key(let label): scene.drawnKeyboard.keyCentre(label: label, in: frame)
        case .emojiGrid: scene.drawnKeyboard.emojiGridCentre(in: frame)
        }
    }

    var stageWidth: Double { panes.lead.stageView.size.width }

    func usePointer(_ step: PointerStep) {
        switch step {
        case .press(let point): input.pointerDown(x: point.x, y: point.y)
        case .release(let point): input.pointerUp(x: point.x, y: point.y)
        case .drag(let drag):
            input.pointerDown(x: drag.start.x, y: drag.start.y)
            input.startScriptedDrag(ScriptedDrag(startX: drag.start.x, startY: drag.start.y, dx: drag.dx, dy: drag.dy,
                                                 startWallTime: drag.startWallTime, duration: drag.duration))
        }
    }

    var isPlayingScriptedDrag: Bool { input.isPlayingScriptedDrag }

    func useInputBar(_ use: InputBarUse) {
        switch use {
        case .clickField:
            inputBar.focus()
            inputBar.onActivateField()
        case .clickSend: gtk_button_clicked(checkedCast(inputBar.sendButton))
        case .type(let text): inputBar.insertAtCursor(text)
        case .send: inputBar.sendIfPossible()
        }
    }

    func activateAction(_ name: String, parameter: String?) {
        // A step of the same frame may have raised the keyboard: its actions follow first.
        KeyboardActionStates.update(app, scene: scene)
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

    func quit(reporting failure: InputError?) {
        if let failure { outputs.reportFailure("\(failure)", status: ExitStatus.badInput) }
        // The show ends here: the timeline shows every frame before the one that closes the window.
        review.updateTimeline()
        outputs.requestQuit()
    }
}
