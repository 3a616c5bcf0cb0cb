import Foundation
import Testing
@testable import Curves

/// Response and damping fraction ↔ mass, stiffness and damping, worked by hand at three points
/// (ω₀ = 2π/response, k = ω₀²·m, c = 2·ζ·ω₀·m), and their round trips.
struct SpringResponseTests {
    @Test func responseHalfASecondCriticallyDampedUnitMass() {
        // ω₀ = 2π/0.5 = 4π; k = 16π² = 157.91367…; c = 2·1·4π = 8π = 25.13274…
        let spring = SpringResponse(response: 0.5, dampingFraction: 1).spring()
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(spring.damping - 25.132741228718345) < 1e-9)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
    }

    @Test func responseOneSecondHalfDampedMassTwo() {
        // ω₀ = 2π; k = 4π²·2 = 8π² = 78.95683…; c = 2·0.5·2π·2 = 4π = 12.56637…
        let spring = SpringResponse(response: 1, dampingFraction: 0.5).spring(mass: 2)
        #expect(abs(spring.stiffness - 78.95683520871486) < 1e-9)
        #expect(abs(spring.damping - 12.566370614359172) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    }

    @Test func theKeyboardSpringAsResponseAndDampingFraction() {
        // ω₀ = √(1000/3) = 18.25742 rad/s, response = 2π/ω₀ = 0.34414 s; evaluated critically
        // damped, so ζ = 1 and the damping that reproduces it is 2·√(3·1000) = 109.5445, not 500.
        let described = SpringResponse(.keyboard)
        #expect(abs(described.response - 0.3441442325727286) < 1e-12)
        #expect(described.dampingFraction == 1)
        let back = described.spring(mass: 3)
        #expect(abs(back.stiffness - 1000) < 1e-9)
        #expect(abs(back.damping - 109.54451150103323) < 1e-9)
        // Taken literally, UIKit's damping 500 would be ζ = 500 / (2·√3000) = 4.56435.
        let literal = SpringResponse(Spring(mass: 3, stiffness: 1000, damping: 500))
        #expect(abs(literal.dampingFraction - 4.564354645876384) < 1e-12)
    }

    @Test func roundTripsAreExact() {
        for response in [0.05, 0.2, 0.34414, 0.55, 1.3, 4] {
            for fraction in [0.05, 0.3, 0.7, 1, 1.6, 3] {
                for mass in [0.25, 1, 3, 12] {
                    let spring = SpringResponse(response: response, dampingFraction: fraction).spring(mass: mass)
                    let again = SpringResponse(spring)
                    #expect(abs(again.response - response) < 1e-9)
                    #expect(abs(again.dampingFraction - fraction) < 1e-9)
                    let rebuilt = again.spring(mass: mass)
                    #expect(abs(rebuilt.stiffness - spring.stiffness) / spring.stiffness < 1e-9)
                    #expect(abs(rebuilt.damping - spring.damping) / spring.damping < 1e-9)
                }
            }
        }
    }

    @Test func overshootIsTheClosedForm() {
        // ζ = 0.5: e^(−π·0.5/√0.75) = 0.16303; at t = π/ω_d the spring is that far past 0.
        let tuned = SpringResponse(response: 0.4, dampingFraction: 0.5)
        #expect(abs(tuned.overshootFraction - 0.16303353482158048) < 1e-12)
        let peak = try! #require(tuned.overshootTime)
        let spring = tuned.spring()
        #expect(abs(spring.displacement(at: peak, from: 1, initialVelocity: 0) + 0.16303353482158048) < 1e-12)
        #expect(abs(spring.velocity(at: peak, from: 1, initialVelocity: 0)) < 1e-9)
        #expect(SpringResponse(response: 0.4, dampingFraction: 1).overshootFraction == 0)
        #expect(SpringResponse(response: 0.4, dampingFraction: 1).overshootTime == nil)
    }
}
