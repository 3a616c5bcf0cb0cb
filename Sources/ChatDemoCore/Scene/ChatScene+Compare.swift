/// Compare mode: two or three scenes, one per pane, over one `KeyboardController`
/// (`ChatScene.init(sharedKeyboard:)`). The controller is the only animator, so the panes'
/// keyboards are one keyboard: a show posts one `willShow` that every pane's layout state
/// hears, and each frame every pane reads the same visible height at the same time. What
/// differs between the panes is only what their strategies make of it.
///
/// Only the lead pane's scene takes key presses (one typing state, one draft); the other panes
/// take its typing whole each frame (`SceneTyping.follow`) and draw its keys as they are, so
/// every pane's keyboard looks the same in every frame.
extension SceneFrame {
    /// Every pane's frame at `time`, lead pane first, the other panes following its keys:
    /// one reading of the one keyboard for all of them.
    ///
    /// Example (390×800 panes, K 291): after `lead.showKeyboard(at: 0)`, at t = 0.1 every frame
    /// has the same `keyboardTop`; under `always` the list shift is the bar's rise, under
    /// `never` it is 0.
    /// - Complexity: that of `frame(at:)` per pane.
    public static func compared(lead: ChatScene, others: [ChatScene], at time: Double) -> [SceneFrame] {
        [lead.frame(at: time)] + others.map { pane in
            pane.editTyping { $0.follow(lead.typing) }
            return pane.frame(at: time)
        }
    }
}
