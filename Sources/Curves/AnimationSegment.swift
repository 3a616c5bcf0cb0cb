/// One running piece of an `AnimatedValue`: an offset from the value's
/// target that decays to exactly 0 at `end` and stays there.
///
/// Two shapes exist. A curve segment is UIKit's additive animation: when the
/// target moves by `delta`, the value lags behind the new target by
/// −delta·(1 − progress), which starts at −delta (no jump) and ends at 0. A
/// spring segment is the closed-form displacement of a spring released at
/// `start`, cut to 0 once it has settled within the owner's epsilon.
///
/// Example — the keyboard rising by 300 px at t = 2 s:
///
///     let rise = AnimationSegment(curve: .keyboard, duration: 0.25, delta: 300, start: 2)
///     rise.offset(at: 2)     // −300: still where it was
///     rise.offset(at: 2.1)   // ≈ −136.57
///     rise.offset(at: 2.5)   // 0: arrived (rise.end == 2.5)
///
/// - Complexity: O(1) and allocation-free for every member.
struct AnimationSegment: Sendable, Equatable {
    enum Shape: Sendable, Equatable {
        case curve(AnimationCurve, duration: Double, delta: Double)
        case spring(Spring, displacement: Double, velocity: Double)
        /// A cubic Bézier over `duration` seconds, added like `curve` (a tuned keyboard motion).
        case bezier(UnitBezier, duration: Double, delta: Double)
    }

    let shape: Shape
    /// When the segment began, in animation seconds.
    let start: Double
    /// From this time on the offset and its velocity are exactly 0.
    let end: Double

    init(curve: AnimationCurve, duration: Double, delta: Double, start: Double) {
        shape = .curve(curve, duration: duration, delta: delta)
        self.start = start
        end = start + curve.effectiveDuration(requested: duration)
    }

    /// The Bézier `bezier` moving the target by `delta` over `duration` seconds (0 or less:
    /// at once), composed additively like a curve segment.
    init(bezier: UnitBezier, duration: Double, delta: Double, start: Double) {
        shape = .bezier(bezier, duration: duration, delta: delta)
        self.start = start
        end = start + (duration > 0 ? duration : 0)
    }

    /// A spring released at `start` from `displacement` (away from the
    /// target) moving at `velocity`; it ends when it stays within `epsilon`.
    init(spring: Spring, displacement: Double, velocity: Double, start: Double, epsilon: Double) {
        shape = .spring(spring, displacement: displacement, velocity: velocity)
        self.start = start
        end = start + spring.settleTime(from: displacement, initialVelocity: velocity, epsilon: epsilon)
    }

    /// The offset from the target at `time`.
    func offset(at time: Double) -> Double {
        if time >= end { return 0 }
        let elapsed = time - start
        switch shape {
        case let .curve(curve, duration, delta):
            return -delta * (1 - curve.progress(at: elapsed, duration: duration))
        case let .spring(spring, x0, v0):
            return spring.displacement(at: elapsed, from: x0, initialVelocity: v0)
        case let .bezier(bezier, duration, delta):
            return elapsed <= 0 ? -delta : -delta * (1 - bezier.solve(elapsed / duration))
        }
    }

    /// d(offset)/d(time) at `time`, in units per second.
    func velocity(at time: Double) -> Double {
        if time >= end { return 0 }
        let elapsed = time - start
        switch shape {
        case let .curve(curve, duration, delta):
            return delta * curve.progressRate(at: elapsed, duration: duration)
        case let .spring(spring, x0, v0):
            // Before its release a spring is held still.
            return elapsed < 0 ? 0 : spring.velocity(at: elapsed, from: x0, initialVelocity: v0)
        case let .bezier(bezier, duration, delta):
            return elapsed < 0 ? 0 : delta * bezier.slope(elapsed / duration) / duration
        }
    }
}
