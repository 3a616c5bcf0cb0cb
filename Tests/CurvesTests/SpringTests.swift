import Foundation
import Testing
@testable import Curves

struct SpringTests {
    /// One spring per regime, plus the keyboard's.
    static let springs: [(name: String, spring: Spring)] = [
        ("under", Spring(mass: 1, stiffness: 100, damping: 4)),        // ζ = 0.2
        ("critical", Spring(mass: 2, stiffness: 200, damping: 40)),    // ζ = 1
        ("over", Spring(mass: 1, stiffness: 100, damping: 50)),        // ζ = 2.5
        ("barely-over", Spring(mass: 1, stiffness: 100, damping: 20.0000001)),
        ("keyboard", .keyboard),
    ]
    static let starts: [(x0: Double, v0: Double)] = [(300, 0), (-120, 0), (0, 500), (50, -2000), (1, 40)]

    @Test func regimes() {
        #expect(abs(Self.springs[0].spring.dampingRatio - 0.2) < 1e-15)
        #expect(Self.springs[1].spring.dampingRatio == 1)
        #expect(abs(Self.springs[2].spring.dampingRatio - 2.5) < 1e-15)
        #expect(Spring.keyboard.dampingRatio == 1)
        #expect(abs(Spring.keyboard.naturalFrequency - 18.257418583505537) < 1e-12)
        #expect(Spring(mass: 3, stiffness: 1000, damping: 500).dampingRatio > 4.5)
    }

    @Test func keyboardSpringIsTheClosedForm() {
        for i in 0...500 {
            let t = Double(i) / 1000
            let expected = 300 * (1 - keyboardReference(t))
            #expect(abs(Spring.keyboard.displacement(at: t, from: 300, initialVelocity: 0) - expected) < 1e-9, "t = \(t)")
        }
        #expect(abs(Spring.keyboard.displacement(at: 0.1, from: 1, initialVelocity: 0) - (1 - 0.5447783899)) < 1e-9)
    }

    @Test func startsWhereItIsToldTo() {
        for (name, spring) in Self.springs {
            for (x0, v0) in Self.starts {
                #expect(spring.displacement(at: 0, from: x0, initialVelocity: v0) == x0, "\(name)")
                #expect(spring.velocity(at: 0, from: x0, initialVelocity: v0) == v0, "\(name)")
                #expect(abs(spring.displacement(at: 1e-12, from: x0, initialVelocity: v0) - x0) < 1e-6, "\(name)")
                #expect(abs(spring.velocity(at: 1e-12, from: x0, initialVelocity: v0) - v0) < 1e-4, "\(name)")
            }
        }
    }

    @Test func velocityIsTheDerivativeOfDisplacement() {
        let h = 1e-6
        for (name, spring) in Self.springs {
            for (x0, v0) in Self.starts {
                for i in 1...200 {
                    let t = Double(i) / 100
                    let numeric = (spring.displacement(at: t + h, from: x0, initialVelocity: v0)
                        - spring.displacement(at: t - h, from: x0, initialVelocity: v0)) / (2 * h)
                    let analytic = spring.velocity(at: t, from: x0, initialVelocity: v0)
                    #expect(abs(numeric - analytic) < 1e-4 * max(1, abs(analytic)), "\(name) x0=\(x0) v0=\(v0) t=\(t)")
                }
            }
        }
    }

    @Test func satisfiesTheEquationOfMotion() {
        let h = 1e-4
        for (name, spring) in Self.springs {
            let m = spring.mass, c = spring.effectiveDamping, k = spring.stiffness
            for (x0, v0) in Self.starts {
                for i in 1...100 {
                    let t = Double(i) / 50
                    let x = spring.displacement(at: t, from: x0, initialVelocity: v0)
                    let v = spring.velocity(at: t, from: x0, initialVelocity: v0)
                    let a = (spring.velocity(at: t + h, from: x0, initialVelocity: v0)
                        - spring.velocity(at: t - h, from: x0, initialVelocity: v0)) / (2 * h)
                    let residual = m * a + c * v + k * x
                    let scale = max(1, abs(m * a), abs(c * v), abs(k * x))
                    #expect(abs(residual) < 1e-5 * scale, "\(name) x0=\(x0) v0=\(v0) t=\(t)")
                }
            }
        }
    }

    @Test func underDampedOscillatesAndOverDampedCreeps() {
        let under = Self.springs[0].spring, over = Self.springs[2].spring
        // ζ = 0.2 overshoots: first minimum at t = π/ω_d below zero.
        let wd = 10 * (1 - 0.04).squareRoot()
        #expect(under.displacement(at: .pi / wd, from: 1, initialVelocity: 0) < -0.5)
        for i in 0...400 {
            let t = Double(i) / 100
            #expect(over.displacement(at: t, from: 1, initialVelocity: 0) > 0)
        }
    }

    @Test func settleTimeIsTheLastCrossing() {
        let epsilon = 0.01
        for (name, spring) in Self.springs {
            for (x0, v0) in Self.starts {
                let settle = spring.settleTime(from: x0, initialVelocity: v0, epsilon: epsilon)
                #expect(settle.isFinite && settle > 0, "\(name)")
                let at = spring.displacement(at: settle, from: x0, initialVelocity: v0)
                #expect(abs(abs(at) - epsilon) < 1e-6, "\(name) x0=\(x0) v0=\(v0): |x(settle)| = \(abs(at))")
                for i in 1...2000 {
                    let t = settle + Double(i) / 400
                    #expect(abs(spring.displacement(at: t, from: x0, initialVelocity: v0)) <= epsilon + 1e-9,
                            "\(name) x0=\(x0) v0=\(v0) t=\(t)")
                }
            }
        }
    }

    @Test func keyboardSettleTime() {
        // 1 − p(t) = e^(−ω0 t)(1 + ω0 t) = 0.01/300 — a little after 0.5 s.
        let settle = Spring.keyboard.settleTime(from: 300, initialVelocity: 0, epsilon: 0.01)
        #expect(abs(300 * (1 - keyboardReference(settle)) - 0.01) < 1e-8)
        #expect(settle > 0.5 && settle < 0.8)
    }

    @Test func settleTimeEdgeCases() {
        let spring = Self.springs[0].spring
        #expect(spring.settleTime(from: 0, initialVelocity: 0, epsilon: 0.01) == 0)
        #expect(spring.settleTime(from: 0.005, initialVelocity: 0, epsilon: 0.01) == 0)
        #expect(spring.settleTime(from: 1, initialVelocity: 0, epsilon: 0) == .infinity)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settleTime(from: 1, initialVelocity: 0, epsilon: 0.01) == .infinity)
        let broken = Spring(mass: 0, stiffness: 100, damping: 1)
        #expect(!broken.isValid)
        #expect(broken.displacement(at: 0.1, from: 5, initialVelocity: 1) == 0)
        #expect(broken.settleTime(from: 5, initialVelocity: 1, epsilon: 0.01) == 0)
    }

    @Test func farFutureIsFiniteAndZero() {
        for (name, spring) in Self.springs {
            let x = spring.displacement(at: 1e6, from: 300, initialVelocity: -5000)
            #expect(x == 0 || abs(x) < 1e-300, "\(name): \(x)")
            #expect(!spring.velocity(at: 1e6, from: 300, initialVelocity: -5000).isNaN, "\(name)")
        }
    }
}
