import Keyboard

/// The attachment panel: the app's own surface in the keyboard's place (WeChat's and
/// Telegram's "+" panels). The keyboard controller animates it — its height is the
/// controller's input view (`AttachmentPanel.height`) — so it shows and hides on the
/// keyboard's own curve and the layout hears it as a keyboard of the panel's height. Swapping
/// it for the keyboard, or back, is a surface swap (`ChatLayoutState.surfaceWillSwap`): a
/// height change of the surface that is up, never a hide and a show — the bar rides the moving
/// top, and the list moves by the net height change with it as the strategy says.
///
/// Worked example (portrait, 40 messages, case 3, keyboard up at 291): `apply(.show)` → the top
/// goes 291 → 260 on the keyboard curve and the list comes down the same 31 with the bar;
/// `showKeyboard` (a tap on the field) → 260 → 291, the list goes back up with it; `apply(.hide)`
/// from the panel → 260 → 0 as a hide of a 260-high keyboard.
extension ChatScene {
    /// What is up, or on its way up, under the bar.
    public var bottomSurface: BottomSurface { BottomSurface(keyboard) }

    /// Whether the bottom region draws the panel (up, coming up, or going down) and not keys.
    public var isPanelDrawn: Bool { keyboard.inputView != nil }

    /// What the menu item, its accelerator and the `panel` script command ask for: the panel up
    /// (swapped for a keyboard that is up, a height change; shown from rest otherwise, as a
    /// keyboard of the panel's height would show), or down on the keyboard's hide curve.
    /// Nothing when the panel already is where it is asked to be.
    public func apply(_ request: PanelRequest, at time: Double) {
        switch request.move(from: bottomSurface) {
        case nil: break
        case .swapForKeys:
            keyboard.setInputView(AttachmentPanel.height, at: time)
            applyBarHeight(animated: true, at: time)
        case .showFromRest:
            keyboard.setInputView(AttachmentPanel.height, at: time)
            showKeyboard(keepingInputView: true, at: time)
        case .hide: hideKeyboard(at: time)
        }
    }

}
