import Foundation
import Testing
@testable import Curves

/// The tuned keyboard motions against their closed forms, and as an `AnimatedValue` moves.
struct KeyboardMotionTests {
    /// x(t) of the Bézier by brute-force bisection on the parameter, then y at it.
    static func bisected(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func cubic(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if cubic(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return cubic(y1, y2, (low + high) / 2)
    }

    @Test func androidImeCurveAgainstBisection() {
        let motion = KeyboardMotion.bezier(UnitBezier(0.2, 0, 0, 1), duration: 0.285)
        for step in 0...285 {
            let t = Double(step) / 1000
            let expected = step == 285 ? 1 : Self.bisected(0.2, 0, 0, 1, at: t / 0.285)
            #expect(abs(motion.progress(at: t) - expected) < 1e-6, "t = \(t)")
        }
    }

    @Test func springMotionIsItsOdeSolution() {
        // m·x″ + c·x′ + k·x = 0 integrated with a small fixed-step RK4, against the closed form.
        let spring = SpringResponse(response: 0.45, dampingFraction: 0.6).spring()
        let motion = KeyboardMotion.spring(spring)
        var x = 1.0, v = 0.0
        let h = 1e-5
        func acceleration(_ x: Double, _ v: Double) -> Double { -(spring.damping * v + spring.stiffness * x) / spring.mass }
        for step in 1...80_000 {
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 1000 == 0 {
                #expect(abs(motion.progress(at: Double(step) * h) - (1 - x)) < 1e-9, "t = \(Double(step) * h)")
            }
        }
    }

    @Test func iosMotionIsTheKeyboardCurve() {
        #expect(abs(KeyboardMotion.iosKeyboard.progress(at: 0.1) - 0.5447783899) < 1e-9)
        #expect(KeyboardMotion.iosKeyboard.progress(at: 0.5) == 1)
    }

    @Test func bezierSegmentMovesTheValueAndEndsOnTime() {
        var height = AnimatedValue(0)
        height.animate(to: 300, bezier: UnitBezier(0, 0, 1, 1), duration: 0.3, at: 1)
        #expect(height.value(at: 1) == 0)
        #expect(abs(height.value(at: 1.1) - 100) < 1e-6)
        #expect(abs(height.velocity(at: 1.1) - 1000) < 1e-6)
        #expect(height.endTime == 1.3)
        #expect(!height.isAnimating(at: 1.3))
        #expect(height.value(at: 1.3) == 300)
    }

    @Test func zeroDurationBezierIsAnInstantChange() {
        var height = AnimatedValue(0)
        height.animate(to: 291, bezier: UnitBezier(0, 0, 1, 1), duration: 0, at: 2)
        #expect(height.value(at: 2) == 291)
        #expect(!height.isAnimating(at: 2))
    }

    @Test func bezierAddsToRunningMotionWithoutAJump() {
        var height = AnimatedValue(0)
        let curve = UnitBezier(0.2, 0, 0, 1)
        height.animate(to: 300, bezier: curve, duration: 0.285, at: 0)
        let before = height.value(at: 0.1)
        height.animate(to: 0, bezier: curve, duration: 0.285, at: 0.1)
        #expect(abs(height.value(at: 0.1) - before) < 1e-9)
        #expect(height.value(at: 0.385) == 0)
    }
}
