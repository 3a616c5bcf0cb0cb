import Keyboard

/// Compare mode across platforms (`--compare three-case@ios,three-case@android`): a pane that
/// plays another platform's motion cannot share the lead pane's keyboard controller, whose
/// motion is one. It has its own controller, told what the lead one is told: every show, hide
/// and change of layout or input view the lead keyboard announces is played again, at the same
/// time, on this pane's keyboard with this pane's motion. One clock still drives every pane;
/// only the curve each keyboard draws differs. (An interactive drag moves the lead keyboard
/// only; its release shows or hides this one.)
///
/// Example: lead on iOS, this pane on Android: `lead.showKeyboard(at: 1)` posts the lead
/// keyboard's willShow, and this pane's keyboard starts its 285 ms curve at 1 too.
extension KeyboardController {
    /// Plays every show, hide and change of layout or input view this keyboard announces again,
    /// at the same time, on `scene`'s own keyboard.
    func observeMotions(playedOn scene: ChatScene) -> KeyboardObservation {
        observe([.willShow, .willHide, .willChangeFrame]) { [unowned self, unowned scene] event in
            scene.keyboard.setLayout(self.layout, at: event.time)
            scene.keyboard.setInputView(self.inputView, at: event.time)
            switch event.kind {
            case .willShow: scene.showKeyboard(keepingInputView: true, at: event.time)
            case .willHide: scene.hideKeyboard(at: event.time)
            default: break
            }
        }
    }
}
