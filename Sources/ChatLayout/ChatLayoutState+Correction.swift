extension ChatLayoutState {
    /// Replaces estimated heights with measured ones without moving anything on screen
    /// (as UITableView's estimated row heights do). A message above `anchor` — the first
    /// message on screen — that grows by `d` moves the scroll offset by `d` too, so the anchor
    /// and everything below it keep their screen positions; a list pinned to its bottom keeps
    /// its last message on the bottom edge anyway. A list gliding to its bottom (a pinned gap)
    /// changes its distance to go by what changed below the screen (`below`, the first message
    /// after the screen), so the glide moves nothing this frame either. A correction on screen
    /// moves what follows it, which is why the scene measures what is on screen before it is
    /// drawn.
    ///
    /// It is not a send and decides nothing: no follow rule, no case decision, no animation.
    ///
    /// Worked example — heights 100, 100, 100 (spacing 0), free at offset 150 (message 1 at
    /// the top, 50 of it hidden); `correctHeights([(0, 130)], anchor: 1)` → offset 180: message 1
    /// is still 50 above the viewport's top.
    ///
    /// - Complexity: O(c log n) for c corrections.
    public mutating func correctHeights(_ corrections: [(index: Int, height: Double)], anchor: Int,
                                        below: Int? = nil, at time: Double = 0) {
        var aboveAnchor = 0.0
        var belowScreen = 0.0
        for correction in corrections {
            let delta = correction.height - messages.height(ofMessage: correction.index)
            guard delta != 0 else { continue }
            messages.update(height: correction.height, at: correction.index)
            if correction.index < anchor { aboveAnchor += delta }
            if let below, correction.index >= below { belowScreen += delta }
        }
        scroll.contentAboveChanged(by: aboveAnchor)
        scroll.contentBelowChanged(by: belowScreen, at: time)
    }

    /// The scroll offset this frame (for tests and the scene's anchor).
    public func scrollOffset(keyboardVisibleHeight k: Double, at time: Double) -> Double {
        layout(keyboardVisibleHeight: k, at: time).scrollOffset
    }
}
