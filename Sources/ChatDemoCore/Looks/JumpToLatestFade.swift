import Curves

/// The jump-to-latest button's fade, as iOS's fades: in when the reader has left the end of the
/// conversation, out when they are back, over `duration`, and never while the list follows
/// its end on its own.
///
/// The geometry alone (`JumpToLatest.button`) says only that the end is out of sight. That is
/// also true for a few frames after every send with the keyboard up (the new bubble glides in
/// under the bar while the list follows it) and when a streaming reply starts (the list glides
/// to the pin): a button shown then flashes over the last bubble for about 180 ms and is gone.
/// So the button is *wanted* only when the end is out of sight and the list is not following
/// its end (`ChatLayoutState.isFollowingEnd`): the reader scrolled away, or a reply outgrew
/// its blank and the list stopped following it.
///
/// Worked example (`duration` 0.15 s, ease in and out): a drag away from the end at t = 1
/// makes the button wanted; its opacity is 0 at 1, 0.5 at 1.075 and 1 from 1.15. A tap on it at
/// t = 2 follows the end again: unwanted, it fades from 1 to 0 by 2.15, drawn where it was
/// (riding the bar's top) but no longer taking taps.
///
/// - Complexity: O(1) for every member.
public struct JumpToLatestFade: Sendable, Equatable {
    /// iOS's fade for small floating controls.
    public static let duration = 0.15

    /// The fade under way: from `start` at `startTime` to `target`. A new fade starts from the
    /// opacity on screen (not additively, as the layout's springs retarget): an opacity that
    /// rose past its target on a reversal would brighten a button that is going away.
    private var start = 0.0
    private var startTime = -Double.infinity
    private var target = 0.0
    /// Where the button was last wanted, so a fading-out button stays where it was (its x, and
    /// its height above the bar's top, which it keeps riding).
    private var lastButton: JumpToLatest?

    public init() {}

    /// The button to draw in a frame at `time` and its opacity, given the button the geometry
    /// allows (`candidate`) and whether the list is following its end. Call once per frame,
    /// with nondecreasing times.
    public mutating func update(candidate: JumpToLatest?, isFollowingEnd: Bool, barTop: Double,
                                at time: Double) -> (wanted: JumpToLatest?, drawn: JumpToLatest?, opacity: Double) {
        let wanted = isFollowingEnd ? nil : candidate
        fade(to: wanted == nil ? 0 : 1, at: time)
        if let wanted { lastButton = wanted }
        let alpha = opacity(at: time)
        guard alpha > 0, let last = lastButton else { return (wanted, nil, 0) }
        let drawn = wanted ?? last.riding(barTop: barTop)
        return (wanted, drawn, alpha)
    }

    /// The button was tapped at `time`: it fades out from then, not from the next frame.
    public mutating func dismiss(at time: Double) {
        fade(to: 0, at: time)
    }

    private mutating func fade(to newTarget: Double, at time: Double) {
        guard newTarget != target else { return }
        start = opacity(at: time)
        startTime = time
        target = newTarget
    }

    /// Whether the fade is under way at `time` (the scene is not at rest while it is).
    public func isAnimating(at time: Double) -> Bool {
        opacity(at: time) != target
    }

    private func opacity(at time: Double) -> Double {
        let elapsed = time - startTime
        // A frame time that is a sum of steps lands a hair short of the end (1 + 0.15 is
        // 1.1499…); that frame shows the end, or the fade would cost one more frame at 0.99999.
        guard elapsed < Self.duration - Self.timeTolerance else { return target }
        return start + (target - start) * AnimationCurve.easeInOut.progress(at: elapsed, duration: Self.duration)
    }

    /// How close to the fade's end a frame counts as at its end (a microsecond).
    static let timeTolerance = 1e-6
}

extension JumpToLatest {
    /// The same button moved to sit `margin` above a bar whose top is `barTop`.
    func riding(barTop: Double) -> JumpToLatest {
        var moved = self
        moved.frame.y = barTop - Self.margin - Self.diameter
        return moved
    }
}
