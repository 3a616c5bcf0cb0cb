import Curves

/// Swapping the surface under the input bar — the keyboard for the app's own panel (attachments,
/// stickers) or back — without moving the list: react-native-keyboard-controller's `freeze`,
/// what WeChat and Telegram do with their "+" and sticker panels.
///
/// The swap is a will-change-frame to the new surface's height that the list does not hear:
/// the bar still rides `k` (its bottom is the keyboard's top in every frame, zero gap, on the
/// keyboard's own curve), while the list and content shifts are held flat at the values they
/// show now, so neither they nor a pinned scroll offset move. A list left higher than a lower
/// surface's bar stays there (`isListFreeOfBar`), with the list's background between it and
/// the bar, until the next show from rest; a hide from there brings it down on the hide's
/// curve from where it is (the part the keyboard's line cannot cover rides the keyboard spring,
/// as for any interrupted transition).
///
/// What does move: `.wholeView` moves everything with the bar, and `.inset` keeps its last
/// message on the bar — both by definition; `.naive`'s bar runs its own animation as for any
/// height change. `.whenAtEnd` holds like the others: its viewport, which ends at the bar,
/// ends where the frozen list does while that is above the bar.
///
/// Worked example — three-case, H = 800, nav 64, h = 50, 20 messages of 60 (spacing 10) at
/// their end: case 3, list shift 291 with the keyboard up. `surfaceWillSwap(toHeight: 260,
/// from: 291, at: 1)`: at k = 275 the bar's bottom is 525 and the list shift is still 291; at
/// k = 260 the bar's bottom is 540, the list shift 291 (31 of background between list and bar).
/// A hide from there at time 3: at (k 130, time 3) the list shift is 161 — the keyboard's line
/// takes 260 of the 291 (291 − 130) and the other 31 ride the keyboard spring over time — and
/// 0 at rest. `ChatLayoutStatePanelTests` works these through.
extension ChatLayoutState {
    /// The surface under the bar is being swapped for one of height `height` (K); the
    /// controller's motion of `k` from `startHeight` to `height` follows. The list does not
    /// move. Ignored while the keyboard is hidden (a swap needs a surface that is up).
    ///
    /// A swap while the list is still on its way (the keyboard's show under way) is a height
    /// change of that show instead: the list goes on to where the strategy puts it for the new
    /// surface, rather than freezing half-risen under it.
    ///
    /// - Parameters:
    ///   - height: the new surface's height, K from now on.
    ///   - startHeight: the visible height when the swap begins (the old surface's top).
    /// - Complexity: O(1).
    public mutating func surfaceWillSwap(toHeight height: Double, from startHeight: Double, at time: Double) {
        precondition(height.isFinite && height >= 0, "the surface's height must be finite and non-negative")
        guard isKeyboardShown else { return }
        guard listShift.isAtRest(keyboardHeight: startHeight, at: time),
              contentShift.isAtRest(keyboardHeight: startHeight, at: time) else {
            keyboardWillChangeFrame(height: height, from: startHeight, at: time)
            return
        }
        let frame = layout(keyboardVisibleHeight: startHeight, at: time)
        listShift.reset(to: frame.listShift, keyboardHeight: startHeight)
        contentShift.reset(to: frame.contentShift, keyboardHeight: startHeight)
        if strategy == .naive {
            naiveBarRise.animate(to: height, curve: .easeInOut, duration: AnimationCurve.reportedKeyboardDuration, at: time)
        }
        isListFreeOfBar = true
        keyboardHeight = height
    }
}
