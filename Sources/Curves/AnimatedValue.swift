/// A retargetable animated scalar, such as the keyboard's visible height in
/// pixels, evaluated at any time without side effects.
///
/// **Retargeting design: UIKit-style additive composition.** The value is
/// `target + Σ offsets`, one offset per running `AnimationSegment`. Animating
/// to a new target does not stop what is running: the old segments keep
/// going and a new one adds the change (newTarget − oldTarget), shaped by
/// the new curve, starting at −change so the sum is unchanged at that
/// instant. Consequences:
///
/// - Position is always continuous.
/// - Velocity is continuous whenever the new curve starts at rest
///   (`.keyboard`, `.easeIn`, `.easeInOut`; see `AnimationCurve.startsAtRest`),
///   because the new segment adds zero velocity at its start while the old
///   ones carry the current velocity forward. `.linear` and `.easeOut`
///   start moving at once, so they add a kink by their nature.
/// - A spring started with `animate(to:spring:initialVelocity:at:)` replaces
///   all motion: it leaves from the current value with the given velocity
///   (pass `velocity(at:)` for a seamless hand-over, or a finger's release
///   velocity). It ends once |value − target| stays within
///   `springSettleEpsilon` (0.01 units) and then sits exactly on target.
///
/// Finished segments are pruned on every mutation, and at most
/// `maximumSegmentCount` run at once: if a new segment would exceed that,
/// the running motion is first folded into one keyboard-spring segment that
/// starts from the current offset and velocity (continuous in both), so a
/// frame's cost stays bounded however fast retargets arrive.
///
/// Example — the keyboard shows, and is told to hide 0.1 s later:
///
///     var height = AnimatedValue(0)
///     height.animate(to: 300, curve: .keyboard, duration: 0.25, at: 0)
///     height.value(at: 0.1)                   // ≈ 163.43
///     height.animate(to: 0, curve: .keyboard, duration: 0.25, at: 0.1)
///     height.value(at: 0.1)                   // ≈ 163.43 still: no jump
///     height.isAnimating(at: 0.6)             // false
///     height.value(at: 0.6)                   // 0
///
/// - Complexity: `value(at:)`, `velocity(at:)` and `isAnimating(at:)` are
///   O(k) for k ≤ `maximumSegmentCount` running segments, and never
///   allocate. Mutations are O(k) and reuse the segment buffer.
public struct AnimatedValue: Sendable, Equatable {
    /// More simultaneous segments than this are folded into one.
    public static let maximumSegmentCount = 8
    /// A spring segment ends once it stays this close to its target.
    public static let springSettleEpsilon = 0.01

    /// Where the value is heading (where it rests when no segment runs).
    public private(set) var target: Double
    private var segments: [AnimationSegment] = []

    /// A value resting at `value`.
    public init(_ value: Double) {
        target = value
        segments.reserveCapacity(Self.maximumSegmentCount)
    }

    /// The value at `time` (animation seconds).
    public func value(at time: Double) -> Double {
        var value = target
        for segment in segments { value += segment.offset(at: time) }
        return value
    }

    /// The rate of change at `time`, in units per second.
    public func velocity(at time: Double) -> Double {
        var velocity = 0.0
        for segment in segments { velocity += segment.velocity(at: time) }
        return velocity
    }

    /// Whether any segment is still moving at `time`.
    public func isAnimating(at time: Double) -> Bool {
        for segment in segments where time < segment.end { return true }
        return false
    }

    /// The number of segments held (finished ones linger until the next
    /// mutation); exposed for tests of the pruning bound.
    public var segmentCount: Int { segments.count }

    /// Moves toward `target` on `curve`, starting from the current on-screen
    /// value and velocity at `time` (see the type's comment). A target that
    /// is not finite is ignored; an unchanged target leaves running motion
    /// as it is.
    public mutating func animate(to target: Double, curve: AnimationCurve, duration: Double, at time: Double) {
        guard target.isFinite else { return }
        prune(at: time)
        let delta = target - self.target
        guard delta != 0 else { return }
        if segments.count >= Self.maximumSegmentCount { fold(at: time) }
        segments.append(AnimationSegment(curve: curve, duration: duration, delta: delta, start: time))
        self.target = target
    }

    /// Moves toward `target` on the Bézier `bezier` over `duration` seconds, added to running
    /// motion exactly as `animate(to:curve:duration:at:)` adds a curve (a duration of 0 or
    /// less changes the value at once).
    public mutating func animate(to target: Double, bezier: UnitBezier, duration: Double, at time: Double) {
        guard target.isFinite, duration.isFinite else { return }
        prune(at: time)
        let delta = target - self.target
        guard delta != 0 else { return }
        if segments.count >= Self.maximumSegmentCount { fold(at: time) }
        segments.append(AnimationSegment(bezier: bezier, duration: duration, delta: delta, start: time))
        self.target = target
    }

    /// When the last running segment ends (nil at rest): where a motion started now stops.
    public var endTime: Double? { segments.map(\.end).max() }

    /// Springs from `value(at: time)` toward `target`, leaving with
    /// `initialVelocity` (units per second), replacing all running motion.
    public mutating func animate(to target: Double, spring: Spring, initialVelocity: Double, at time: Double) {
        guard target.isFinite, initialVelocity.isFinite else { return }
        let displacement = value(at: time) - target
        segments.removeAll(keepingCapacity: true)
        self.target = target
        let segment = AnimationSegment(spring: spring, displacement: displacement, velocity: initialVelocity,
                                       start: time, epsilon: Self.springSettleEpsilon)
        if segment.end > time { segments.append(segment) }
    }

    /// Ends all motion and sits at `value` (e.g. while a finger drags 1:1).
    public mutating func jump(to value: Double) {
        guard value.isFinite else { return }
        segments.removeAll(keepingCapacity: true)
        target = value
    }

    /// Drops segments that have finished by `time`; they contribute exactly 0.
    private mutating func prune(at time: Double) {
        segments.removeAll { time >= $0.end }
    }

    /// Replaces all running segments by one keyboard spring that leaves from
    /// the current offset with the current velocity, keeping both continuous.
    private mutating func fold(at time: Double) {
        let offset = value(at: time) - target
        let velocity = velocity(at: time)
        segments.removeAll(keepingCapacity: true)
        let merged = AnimationSegment(spring: .keyboard, displacement: offset, velocity: velocity,
                                      start: time, epsilon: Self.springSettleEpsilon)
        if merged.end > time { segments.append(merged) }
    }
}
