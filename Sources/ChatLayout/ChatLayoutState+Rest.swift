extension ChatLayoutState {
    /// Whether any time-driven position of the screen still moves at `time`: the bar's growth,
    /// a programmatic scroll, the list's and content's settle, the naive bar's rise. Positions
    /// driven by the keyboard's height move only while the keyboard does; ask the keyboard.
    ///
    /// Example: after `keyboardWillShow(height: 300, from: 0, at: 0)` under a case that settles
    /// the list with the keyboard spring, `isAnimating(at: 0.1)` is true and, once the spring has
    /// settled, `isAnimating(at: 5)` is false.
    ///
    /// - Complexity: O(1) (a bounded number of segments per animated value).
    public func isAnimating(at time: Double) -> Bool {
        barHeightValue.isAnimating(at: time) || scroll.isAnimating(at: time)
            || listShift.isSettling(at: time) || contentShift.isSettling(at: time)
            || naiveBarRise.isAnimating(at: time) || (streamPin?.handover.isAnimating(at: time) ?? false)
    }
}
