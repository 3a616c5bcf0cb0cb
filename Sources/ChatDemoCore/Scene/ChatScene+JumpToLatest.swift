import Keyboard

/// The jump-to-latest button in the scene: where it is in a frame, and what a tap
/// on it does. The shell only paints `jumpToLatestButton(in:)` and forwards taps.
extension ChatScene {
    /// The button for `frame`'s positions, or nil when the end of the conversation is in sight
    /// (or the list is at its end already). See `JumpToLatest`; right to left, it is bottom-left. `frame(at:)` stores it in the
    /// frame (`SceneFrame.jumpToLatest`), which painting, hit testing and damage read.
    ///
    ///     let frame = scene.frame(at: 0)               // at rest, at the end
    ///     scene.jumpToLatestButton(in: frame)          // nil
    ///     scene.scroll(by: -300, at: 0)
    ///     scene.jumpToLatestButton(in: scene.frame(at: 0))?.frame
    ///     // Rect(x: 342, y: 744, width: 36, height: 36) on a 390-wide stage, bar top 792
    ///
    /// - Complexity: O(1).
    public func jumpToLatestButton(in frame: SceneFrame) -> JumpToLatest? {
        JumpToLatest.button(in: frame, width: contentSize.width, navigationBarHeight: Self.navigationBarHeight,
                            bottomPadding: layoutState.bottomPadding, direction: direction)
    }

    /// A tap (pointer release without a move) at `point` of `frame`: if it lands on the button,
    /// the list scrolls to its end with the keyboard spring — the curve the layout uses for
    /// every programmatic scroll — from what is on screen, and the tap is consumed (true).
    /// Anywhere else, false: the tap means what it meant before (dismissing the keyboard).
    ///
    /// - Complexity: O(1).
    public func tapJumpToLatest(at point: Point, in frame: SceneFrame, at time: Double) -> Bool {
        guard let button = frame.jumpToLatest, button.contains(point) else { return false }
        jumpToLatest(at: time)
        return true
    }

}
