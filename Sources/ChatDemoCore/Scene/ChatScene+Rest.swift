extension ChatScene {
    /// Whether the scene is at rest at animation time `time`: nothing moves on its own, so the
    /// frame at `time` is the frame at any later time until something changes the scene (a
    /// pointer, a key, a send, a resize). The window stops its frame clock's tick when this is
    /// true after a frame, and every handler that changes the scene starts it again.
    ///
    /// A keyboard drag is not motion here: the finger moves the keyboard, and each move is an
    /// event that wakes the clock. Did-events still waiting for the keyboard's motion to end
    /// keep the scene awake until a frame has delivered them.
    ///
    /// Example: a scene whose keyboard is shown at t = 0 (a 0.5 s show) is not at rest at 0.1
    /// and is at rest at 10 once `frame(at: 10)` has run (the did-show is delivered).
    ///
    /// - Complexity: O(1).
    public func isAtRest(at time: Double) -> Bool {
        !keyboard.isAnimating(at: time) && !keyboard.hasPendingEvents && !layoutState.isAnimating(at: time)
            && !sizes.isShowDeferred && !(replyStream?.isRunning ?? false) && !jumpFade.isAnimating(at: time)
            && !profiles.isAppResizePending(at: time)
    }
}
