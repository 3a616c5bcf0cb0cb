import Keyboard

/// The attachment panel: the app's own surface in the keyboard's place (WeChat's and
/// Telegram's "+" panels). The keyboard controller animates it — its height is the
/// controller's input view (`panelHeight`) — so it shows and hides on the
/// keyboard's own curve and the layout hears it as a keyboard of the panel's height. Swapping
/// it for the keyboard, or back, is a surface swap (`ChatLayoutState.surfaceWillSwap`): a
/// height change of the surface that is up, never a hide and a show — the bar rides the moving
/// top, and the list moves by the net height change with it as the strategy says.
///
/// Worked example (portrait, 40 messages, case 3, keyboard up at 291): `showPanel` → the top
/// goes 291 → 260 on the keyboard curve and the list comes down the same 31 with the bar;
/// `showKeyboard` (a tap on the field) → 260 → 291, the list goes back up with it; `hidePanel`
/// from the panel → 260 → 0 as a hide of a 260-high keyboard.
extension ChatScene {
    /// The panel's heights, at most what the window leaves: a two-row grid, lower than every
    /// drawn keyboard (English 291/209, emoji 301/219, Pinyin 336/245) as WeChat's "+" panel is
    /// lower than its keyboard.
    public static let panelHeight = InputViewHeight(portrait: 260, landscape: 190)

    /// What is up, or on its way up, under the bar.
    public var bottomSurface: BottomSurface {
        guard keyboard.isShown else { return .none }
        return keyboard.inputView == nil ? .keyboard : .panel
    }

    /// Whether the bottom region draws the panel (up, coming up, or going down) and not keys.
    public var isPanelDrawn: Bool { keyboard.inputView != nil }

    /// Brings the panel up: swapped for a keyboard that is up (a height change), shown from rest
    /// otherwise (as a keyboard of the panel's height would show). Nothing when already up.
    public func showPanel(at time: Double) {
        guard bottomSurface != .panel else { return }
        if keyboard.isShown {
            swapSurface(to: Self.panelHeight, at: time)
        } else {
            keyboard.setInputView(Self.panelHeight, at: time)
            showKeyboard(keepingInputView: true, at: time)
        }
    }

    /// Sends the panel down on the keyboard's hide curve. Nothing unless the panel is up.
    public func hidePanel(at time: Double) {
        guard bottomSurface == .panel else { return }
        hideKeyboard(at: time)
    }

    /// What the menu item, its accelerator and the `panel` script command ask for.
    public func apply(_ request: PanelRequest, at time: Double) {
        switch request {
        case .show: showPanel(at: time)
        case .hide: hidePanel(at: time)
        case .toggle: if bottomSurface == .panel { hidePanel(at: time) } else { showPanel(at: time) }
        }
    }

    /// Puts `view` (nil: the keys) in the surface's place. While up, the controller's
    /// will-change-frame says it is a swap (`KeyboardEvent.isInputViewSwap`), so every scene
    /// over this keyboard (compare mode's panes too) hears one height change, never a hide.
    func swapSurface(to view: InputViewHeight?, at time: Double) {
        keyboard.setInputView(view, at: time)
        applyBarHeight(animated: true, at: time)
    }
}
