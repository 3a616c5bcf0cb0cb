import CGtk
import ChatDemoCore
import Keyboard
import OutputFiles

/// The window as a script sees it (`ScriptTarget`): each member forwards to the handler a
/// person's action would reach, and the review tools are the window's own controllers.
@MainActor
final class WindowScriptTarget: ScriptTarget {
    private unowned let window: ChatWindow

    init(window: ChatWindow) {
        self.window = window
    }

    private var panes: PaneRow<Pane> { window.panes }
    private var scene: ChatScene { window.panes.lead.scene }
    private var inputBar: InputBar { window.panes.lead.inputBar }
    private var input: StageInput { window.input }
    private var app: UnsafeMutablePointer<GtkApplication> { window.app }
    private var playhead: PlayheadController { window.playhead }

    func refreshedFrame() -> SceneFrame? {
        playhead.refresh()
        return panes.lead.currentFrame
    }

    func keyTapReadiness(label: String, in frame: SceneFrame, verb: String) -> KeyTapReadiness {
        scene.drawnKeyboard.keyTapReadiness(label: label, in: frame, at: window.clock.now, verb: verb)
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
        Actions.setToggle(app, name, on: on)
    }

    /// Script `screenshot FILE.png`: taken in this frame's after-paint, from the same drawing a
    /// recording frame uses, so it shows exactly the frame that was presented — at any moment
    /// of an animation. (Drawing straight from the tick, before GTK had allocated the frame,
    /// gave a transparent image and a `gtk_widget_draw` assertion.)
    func requestScreenshot(_ path: String) {
        playhead.refresh()
        window.outputs.requestScreenshot(path)
    }

    func setSlowMotion(_ factor: Double) { window.setSlowMotion(factor) }

    func receiveStreamingReply(_ text: String, milliseconds: Int) { window.receiveStreamingReply(text, milliseconds: milliseconds) }

    func applyPanel(_ request: PanelRequest) { window.applyPanel(request) }

    func resizeWindow(width: Int, height: Int) {
        gtk_window_resize(checkedCast(window.window), Int32(width), Int32(height))
    }

    // MARK: The playhead

    var isPaused: Bool { playhead.isPaused }
    func setPaused(_ paused: Bool) { playhead.setPaused(paused) }
    func stepPlayhead(by frames: Int) -> PlayheadTarget? { playhead.stepPlayhead(by: frames) }
    var isMakingSteppedFrames: Bool { playhead.isMakingSteppedFrames }
    func seekPlayhead(toFrame index: Int) -> PlayheadTarget? { playhead.seekPlayhead(toFrame: index) }
    var frameStep: Double { playhead.frameStep }

    // MARK: The review tools and the run

    var timeline: (any TimelineControl)? { window.review }
    var tuning: (any TuningControl)? { window.tuning }
    var videoExport: (any VideoExportControl)? { window.videoExport }
    var profiles: (any ProfileControl)? { window.profiles }

    var isRecording: Bool { window.outputs.isRecording }

    func quit(reporting failure: InputError?) {
        if let failure { window.outputs.reportFailure("\(failure)", status: ExitStatus.badInput) }
        // The show ends here: the timeline shows every frame before the one that closes the window.
        window.review.review.updateTimeline()
        window.outputs.requestQuit()
    }
}

extension Actions {
    /// Puts the boolean action `name` in state `on`, activating it (the menus' path) only when
    /// it is not there already.
    static func setToggle(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String, on: Bool) {
        let group: OpaquePointer = checkedCast(app, to: .actionGroup)
        guard let state = g_action_group_get_action_state(group, name) else { return }
        let isOn = g_variant_get_boolean(state) != 0
        g_variant_unref(state)
        if isOn != on { g_action_group_activate_action(group, name, nil) }
    }
}
