/// Swapping the surface under the input bar — the keyboard for the app's own panel (attachments,
/// stickers) or back. For the list a swap is what a keyboard whose height changes while shown
/// is (the Pinyin candidate bar, a layout switch): one will-change-frame from the old surface's
/// height to the new one's, never a hide and a show. So no frame drops the list to zero and
/// back (react-native-keyboard-controller's `freeze`, what WeChat and Telegram do with their
/// "+" panels, holds for that), but the net height change moves the list with the bar, on the
/// same curve, by the active strategy's rule: a list that rode a 291-high keyboard rides the
/// 260-high panel's bar, with no band of list background between its last message and the bar.
///
/// By strategy: three-case keeps the case the show decided (case 3 rides the bar, case 2's rise
/// becomes the new surface's "just enough", case 1 stays); `.always` rides the bar,
/// `.whenAtEnd` rides it when it rose at the show, `.persistent` by `K − absorbedLift`;
/// `.wholeView` and `.inset` keep their own rule (everything, or the last message, on the bar);
/// bar-only and `.never` move only the bar; `.naive`'s bar runs its own animation.
///
/// Worked example — three-case, H = 800, nav 64, h = 50, 20 messages of 60 (spacing 10) at
/// their end: case 3, list shift 291 with the keyboard up. `surfaceWillSwap(toHeight: 260,
/// from: 291, at: 1)`: at k = 275 the bar's bottom is 525 and the list shift 275; at k = 260
/// the bar's bottom is 540, the list shift 260, and the last message's bottom 482 — the bar's
/// top minus the list's bottom padding, as with the keyboard up. Case 2 (one message, c = 600):
/// rise 141 over the keyboard, 110 over the panel (600 − 490), the last message on the bar's
/// top in both. `ChatLayoutStatePanelTests` works these through.
extension ChatLayoutState {
    /// The surface under the bar is being swapped for one of height `height` (K); the
    /// controller's motion of `k` from `startHeight` to `height` follows. The list answers as to
    /// a shown keyboard's height change (`keyboardWillChangeFrame`): from where it is now, on the
    /// keyboard's line, to where the strategy puts it for the new surface. A swap while the
    /// keyboard is still coming up is that show's height change too. Ignored while the keyboard
    /// is hidden (a swap needs a surface that is up).
    ///
    /// - Parameters:
    ///   - height: the new surface's height, K from now on.
    ///   - startHeight: the visible height when the swap begins (the old surface's top).
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    /// - Complexity: O(1).
    public mutating func surfaceWillSwap(toHeight height: Double, from startHeight: Double, at time: Double) {
        precondition(height.isFinite && height >= 0, "the surface's height must be finite and non-negative")
        keyboardWillChangeFrame(height: height, from: startHeight, at: time)
    }
}
