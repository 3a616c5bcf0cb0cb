/// A CSS/CoreAnimation timing function: the cubic Bézier from (0, 0) to (1, 1)
/// with control points (x1, y1) and (x2, y2).
///
/// Time is the curve's *x* and progress its *y*, but the curve is parametric
/// in a third variable `t`, so answering "what is y at x?" means first solving
/// x(t) = x for `t` (Newton's method, with bisection when Newton stalls) and
/// then evaluating y(t). The structure follows WebKit's `UnitBezier.h`.
///
/// Example — the public ease-in-out curve at a quarter of its duration:
///
///     let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
///     easeInOut.solve(0.25)   // ≈ 0.12916
///     easeInOut.solve(0.5)    // 0.5 (the curve is point-symmetric)
///
/// - Complexity: `solve` is O(1): typically 2–4 Newton steps, never more
///   than 100 safeguarded steps (see `solveT`). It never allocates.
public struct UnitBezier: Sendable, Hashable {
    // Polynomial coefficients in Horner form: x(t) = ((ax·t + bx)·t + cx)·t.
    // The Bernstein form with P0 = (0,0) and P3 = (1,1) expands to
    // cx = 3·x1, bx = 3·(x2 − x1) − cx, ax = 1 − cx − bx (same for y).
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// dy/dx at x = 0 and x = 1, used to extend the curve linearly outside
    /// [0, 1] (so overshooting input stays continuous, as in WebKit).
    private let startGradient: Double
    private let endGradient: Double

    /// The control points, kept for `Hashable` and descriptions.
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Creates the curve through (0,0), (x1,y1), (x2,y2), (1,1).
    ///
    /// x1 and x2 should lie in [0, 1] so that x(t) is monotonic and every x
    /// has exactly one y (CSS rejects other values); outside that range the
    /// solver still returns a finite answer, just not a unique one.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by

        // The slope at an end point is the direction of the first control
        // point that differs from it. When P1 coincides with P0 the tangent
        // comes from P2 instead; when both coincide, the curve is a straight
        // line there and the slope is 1.
        if x1 > 0 {
            startGradient = y1 / x1
        } else if y1 == 0 && x2 > 0 {
            startGradient = y2 / x2
        } else if y1 == 0 && y2 == 0 {
            startGradient = 1
        } else {
            startGradient = 0  // Vertical tangent: no finite slope to extend.
        }
        if x2 < 1 {
            endGradient = (y2 - 1) / (x2 - 1)
        } else if y2 == 1 && x1 < 1 {
            endGradient = (y1 - 1) / (x1 - 1)
        } else if y2 == 1 && y1 == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }
    }

    /// How close the answer must be, in x and in the y it induces (one
    /// polishing Newton step follows, so it is usually far closer).
    public static let defaultEpsilon = 1e-7

    /// An upper bound on solver steps: each either converges quadratically
    /// (Newton) or halves the bracket (bisection), and 64 halvings exhaust
    /// a Double's precision; the rest is headroom for Newton steps.
    private static let maximumIterations = 100

    /// Below this |x′(t)| a Newton step would jump far away; bisect instead.
    private static let minimumDerivative = 1e-6

    /// The curve's y (progress) for `x` (time fraction).
    ///
    /// - Exactly 0 at x = 0 and exactly 1 at x = 1, so animations start and
    ///   end on their end points without round-off.
    /// - Outside [0, 1] the curve continues along its end tangents, so the
    ///   answer is finite and continuous (WebKit does the same).
    /// - NaN in, NaN out.
    /// - `epsilon` bounds the error of the answer (y), not just of x.
    public func solve(_ x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        return sampleY(solveT(x, epsilon: epsilon))
    }

    /// dy/dx at `x`: how fast progress changes per unit of time fraction.
    /// Used for velocities. Outside [0, 1] it is the end tangent's slope.
    public func slope(_ x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if x <= 0 { return startGradient }
        if x >= 1 { return endGradient }
        let t = solveT(x, epsilon: epsilon)
        let dx = derivativeX(t)
        if abs(dx) < 1e-12 {
            // x′ vanishes only at an interior cusp of a curve whose control
            // points leave [0, 1]; report the tangent direction's limit
            // (L'Hôpital: y″/x″), or 0 when that degenerates too.
            let ddx = 6 * ax * t + 2 * bx
            return abs(ddx) < 1e-12 ? 0 : (6 * ay * t + 2 * by) / ddx
        }
        return derivativeY(t) / dx
    }

    // MARK: - Parametric evaluation

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always) private func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t in [0, 1] with x(t) = x, for x in (0, 1).
    ///
    /// Safeguarded Newton: Newton's method (quadratic, 2–4 steps for the
    /// public curves from the guess t = x, since x(t) ≈ t) inside a bracket
    /// [low, high] that every evaluation narrows. When a Newton step would
    /// leave the bracket — near a flat spot of x(t), such as ease-in's end
    /// where x′(1) = 0 — the step bisects instead, which cannot diverge
    /// because x(0) = 0 < x < 1 = x(1) brackets the root of a monotonic x(t).
    private func solveT(_ x: Double, epsilon: Double) -> Double {
        var low = 0.0, high = 1.0
        var t = x
        for _ in 0..<Self.maximumIterations {
            let error = sampleX(t) - x
            if error < 0 { low = t } else if error > 0 { high = t } else { return t }
            let dx = derivativeX(t)
            let newton = abs(dx) >= Self.minimumDerivative ? t - error / dx : .nan
            let next = newton > low && newton < high ? newton : (low + high) / 2
            // Done when both x and the y it induces are within epsilon: y's
            // error is x's times dy/dx (up to ~1.7 on the public curves,
            // unbounded at a vertical tangent), written without dividing.
            if abs(error) < epsilon && abs(error * derivativeY(t)) < epsilon * abs(dx) {
                // One more Newton step squares the error (1e-7 → ~1e-14)
                // for the price of a division. Not a bisection step, though:
                // the bracket may still be wide on the far side.
                return newton >= low && newton <= high ? newton : t
            }
            // The bracket has shrunk to nothing representable: as close as
            // Double gets (only reachable with epsilon below its resolution).
            if high - low <= 2 * high.ulp { return next }
            t = next
        }
        return t
    }
}
