/// A screen made while the keyboard is already up: the demo's case and strategy switches build
/// a new layout state for the new conversation or strategy but keep the keyboard where it is.
extension ChatLayoutState {
    /// Decides as a will-show from rest to `height` (K) would — same case, same list rise, same
    /// scroll — with every shift already at the point of that show's line where the keyboard
    /// is, so a keyboard fully up gives the settled frame at once and nothing animates. Naive's
    /// bar, which runs its own clock, is put at its end at once too.
    ///
    /// Worked example (H = 800, nav 64, h = 50, K = 291, one message with c = 600): a fresh
    /// state and `keyboardIsAlreadyShown(height: 291, at: 5)` give case 2 and, at
    /// `geometry(keyboardVisibleHeight: 291, at: 5)`, listShift 141 and barBottom 509 — the
    /// frame a show at 0 settles on.
    ///
    /// - Complexity: O(1).
    public mutating func keyboardIsAlreadyShown(height: Double, at time: Double) {
        keyboardWillShow(height: height, from: 0, at: time)
        if strategy == .naive { naiveBarRise.jump(to: height) }
    }
}
