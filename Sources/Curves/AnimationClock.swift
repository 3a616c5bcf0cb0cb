/// Maps wall-clock time to animation time, for slow motion.
///
/// Animation time advances `1 / slowMotionFactor` seconds per wall second. A
/// change of factor re-anchors the mapping at the moment of the change, so
/// animation time is continuous (a piecewise-linear function of wall time)
/// and nothing on screen jumps when a reviewer toggles slow motion.
///
/// Example — four times slower from wall time 10 s:
///
///     var clock = AnimationClock()
///     clock.animationTime(atWallTime: 10)              // 10
///     clock.setSlowMotionFactor(4, atWallTime: 10)
///     clock.animationTime(atWallTime: 12)              // 10.5
///
/// - Complexity: O(1), allocation-free.
public struct AnimationClock: Sendable, Equatable {
    /// How many times slower than real time animations run (1 = real time).
    public private(set) var slowMotionFactor: Double
    /// The wall time and animation time of the last re-anchoring.
    private var anchorWallTime = 0.0
    private var anchorAnimationTime = 0.0

    /// A clock whose animation time is wallTime / slowMotionFactor until the
    /// first factor change. A factor that is not a positive finite number is
    /// replaced by 1 (animation time must neither stop nor run backwards).
    public init(slowMotionFactor: Double = 1) {
        self.slowMotionFactor = Self.isUsable(slowMotionFactor) ? slowMotionFactor : 1
    }

    /// Switches to `factor` at `wallTime`, keeping animation time continuous.
    /// Factors that are not positive finite numbers are ignored.
    public mutating func setSlowMotionFactor(_ factor: Double, atWallTime wallTime: Double) {
        guard Self.isUsable(factor) else { return }
        anchorAnimationTime = animationTime(atWallTime: wallTime)
        anchorWallTime = wallTime
        slowMotionFactor = factor
    }

    /// The animation time at `wallTime` (seconds).
    public func animationTime(atWallTime wallTime: Double) -> Double {
        anchorAnimationTime + (wallTime - anchorWallTime) / slowMotionFactor
    }

    private static func isUsable(_ factor: Double) -> Bool { factor > 0 && factor.isFinite }
}
