import Foundation

/// A damped harmonic oscillator, m·x″ + c·x′ + k·x = 0, solved in closed form.
///
/// `x` is the displacement from the target (the target sits at 0), so a
/// spring animating a value from 300 to 0 starts at x0 = 300. Three regimes,
/// told apart by the damping ratio ζ = c / (2·√(k·m)):
///
/// - ζ < 1, under-damped: decaying oscillation at ω_d = ω0·√(1 − ζ²).
/// - ζ = 1, critically damped: the fastest approach that never overshoots
///   when starting from rest.
/// - ζ > 1, over-damped: a slower, creeping approach.
///
/// All three share one form (see `basis`): with a = ζ·ω0,
///
///     x(t) = x0·C(t) + (v0 + a·x0)·S(t)
///     v(t) = v0·C(t) − (ω0²·x0 + a·v0)·S(t)
///
/// where C and S are e^(−a·t) times (cos, sin/ω_d), (1, t) or (cosh, sinh/μ).
///
/// Example — the keyboard's spring released from 300 px with no velocity:
///
///     Spring.keyboard.displacement(at: 0.1, from: 300, initialVelocity: 0)
///     // ≈ 136.57 (the curve has covered 54.477 % of the way)
///
/// - Complexity: `displacement` and `velocity` are O(1) and allocation-free;
///   `settleTime` is O(1) too (a closed-form bracket, then ≤ 100 bisections).
public struct Spring: Sendable, Hashable {
    /// How the damping coefficient is turned into motion.
    public enum Evaluation: Sendable, Hashable {
        /// The physical equation with the given damping coefficient.
        case physical
        /// Critically damped (ζ = 1) whatever `damping` says. CoreAnimation
        /// evaluates the keyboard's spring this way: taken literally,
        /// damping 500 with mass 3 and stiffness 1000 gives ζ ≈ 4.56 and a
        /// multi-second creep, yet the keyboard arrives in 0.5 s, matching
        /// the critically damped curve with ω0 = √(1000/3).
        case criticallyDamped
    }

    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var evaluation: Evaluation

    /// A physically evaluated spring. Mass and stiffness should be positive
    /// and damping non-negative; see `displacement` for what happens if not.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: damping, evaluation: .physical)
    }

    public init(mass: Double, stiffness: Double, damping: Double, evaluation: Evaluation) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.evaluation = evaluation
    }

    /// The on-screen keyboard's spring (UIKit curve 7): mass 3, stiffness
    /// 1000, damping 500, evaluated critically damped with ω0 = √(1000/3).
    public static let keyboard = Spring(mass: 3, stiffness: 1000, damping: 500, evaluation: .criticallyDamped)

    /// ω0 = √(k/m), the undamped angular frequency in rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping coefficient actually used: `damping` clamped at 0
    /// (negative damping would pump energy in forever), or the critical
    /// value 2·√(k·m) for `.criticallyDamped`.
    public var effectiveDamping: Double {
        switch evaluation {
        case .physical: return max(damping, 0)
        case .criticallyDamped: return 2 * (stiffness * mass).squareRoot()
        }
    }

    /// ζ = c / (2·√(k·m)); exactly 1 for `.criticallyDamped`.
    public var dampingRatio: Double {
        evaluation == .criticallyDamped ? 1 : effectiveDamping / (2 * (stiffness * mass).squareRoot())
    }

    /// False when mass or stiffness is not a positive finite number: there is
    /// no restoring force to model, so the spring counts as already settled
    /// (displacement and velocity 0) instead of producing NaN mid-animation.
    public var isValid: Bool {
        mass > 0 && stiffness > 0 && mass.isFinite && stiffness.isFinite && damping.isFinite
    }

    /// Displacement from the target `t` seconds after release from `x0` with
    /// velocity `v0` (units per second, positive = moving away from 0 when x0 > 0).
    public func displacement(at t: Double, from x0: Double, initialVelocity v0: Double) -> Double {
        guard isValid else { return 0 }
        if t <= 0 { return x0 }
        let (a, c, s) = basis(at: t)
        return x0 * c + (v0 + a * x0) * s
    }

    /// Velocity (d/dt of `displacement`) at `t`, in units per second.
    public func velocity(at t: Double, from x0: Double, initialVelocity v0: Double) -> Double {
        guard isValid else { return 0 }
        if t <= 0 { return v0 }
        let (a, c, s) = basis(at: t)
        let w0 = naturalFrequency
        return v0 * c - (w0 * w0 * x0 + a * v0) * s
    }

    /// The decay rate a = ζ·ω0 and the two basis functions C(t), S(t) with
    /// C(0) = 1, C′(0) = −a, S(0) = 0, S′(0) = 1 (see the type's comment).
    private func basis(at t: Double) -> (a: Double, c: Double, s: Double) {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let a = zeta * w0
        if zeta < 1 {
            // Under-damped. sin(ω_d·t)/ω_d stays accurate as ω_d → 0 because
            // sin is evaluated directly, never as a difference.
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-a * t)
            return (a, decay * cos(wd * t), decay * sin(wd * t) / wd)
        }
        if zeta == 1 {
            // Critically damped: the limit of both other cases (sin/ω_d → t).
            let decay = exp(-a * t)
            return (a, decay, decay * t)
        }
        // Over-damped, μ = ω0·√(ζ² − 1) < a. For small μ·t use sinh/μ
        // directly (a difference of exponentials would cancel); for large
        // μ·t cosh and sinh would overflow before e^(−a·t) tamed them, so
        // expand into the two real modes e^((±μ − a)·t), which cannot.
        let mu = w0 * (zeta * zeta - 1).squareRoot()
        if mu * t < 1 {
            let decay = exp(-a * t)
            return (a, decay * cosh(mu * t), decay * sinh(mu * t) / mu)
        }
        let slow = exp((mu - a) * t), fast = exp(-(mu + a) * t)
        return (a, (slow + fast) / 2, (slow - fast) / (2 * mu))
    }

    /// The time after which |displacement| stays within `epsilon` for good:
    /// the last instant where it equals `epsilon`, or 0 if it never exceeds it.
    ///
    /// Returns `.infinity` when the spring never settles (no damping, or an
    /// `epsilon` that is not positive while the spring is moving).
    public func settleTime(from x0: Double, initialVelocity v0: Double, epsilon: Double) -> Double {
        guard isValid, x0.isFinite, v0.isFinite else { return 0 }
        if x0 == 0 && v0 == 0 { return 0 }
        guard epsilon > 0, dampingRatio > 0 else { return .infinity }
        let above = { (t: Double) in abs(self.displacement(at: t, from: x0, initialVelocity: v0)) > epsilon }

        // Find the last extremum of |x| that pokes above epsilon; past it |x|
        // falls through epsilon exactly once before the next (smaller) peak.
        // Between that peak and the next one — or infinity — bisect.
        let w0 = naturalFrequency, zeta = dampingRatio, a = zeta * w0
        // v(t) = 0 where v0·C = D·S, D = ω0²·x0 + a·v0 (see the type's comment).
        let d = w0 * w0 * x0 + a * v0
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let halfPeriod = Double.pi / wd
            // First extremum t_0 ≥ 0: tan(ω_d·t) = ω_d·v0 / D.
            var theta = atan2(wd * v0, d)
            if theta < 0 { theta += .pi }
            let firstPeak = theta / wd
            let peak0 = abs(displacement(at: firstPeak, from: x0, initialVelocity: v0))
            if peak0 <= epsilon {
                // Only the stretch before the first extremum can be above.
                return above(0) ? bisect(0, firstPeak, above) : 0
            }
            // Successive extrema shrink by exactly e^(−a·π/ω_d).
            let decayPerPeak = a * halfPeriod
            var k = max(0, (log(peak0 / epsilon) / decayPerPeak).rounded(.up) - 1)
            // Guard the closed form against round-off at the boundary.
            while k > 0 && !above(firstPeak + k * halfPeriod) { k -= 1 }
            while above(firstPeak + (k + 1) * halfPeriod) { k += 1 }
            let start = firstPeak + k * halfPeriod
            return bisect(start, start + halfPeriod, above)
        }
        // Critically and over-damped motion has at most one extremum after
        // t = 0; after it |x| decreases monotonically to 0.
        var extremum = 0.0
        if zeta == 1 {
            let q = v0 + a * x0
            if q != 0, v0 / (a * q) > 0 { extremum = v0 / (a * q) }
        } else {
            let mu = w0 * (zeta * zeta - 1).squareRoot()
            let ratio = d == 0 ? 0 : mu * v0 / d
            if ratio > 0 && ratio < 1 { extremum = atanh(ratio) / mu }
        }
        let start = above(extremum) ? extremum : 0
        guard above(start) else { return 0 }
        // Double the bracket's far end until |x| is inside epsilon.
        var end = max(start, 1 / a) * 2
        while above(end) { end *= 2 }
        return bisect(start, end, above)
    }

    /// Narrows [low, high], with above(low) and !above(high), to the crossing.
    private func bisect(_ low: Double, _ high: Double, _ above: (Double) -> Bool) -> Double {
        var low = low, high = high
        for _ in 0..<100 where high - low > 1e-12 {
            let middle = (low + high) / 2
            if above(middle) { low = middle } else { high = middle }
        }
        return high
    }
}
