import Foundation

/// A spring as designers tune it — SwiftUI's `.spring(response:dampingFraction:)` — and the
/// physical mass, stiffness and damping an engineer types into UIKit, Android or Reanimated.
///
/// `response` is the period of the undamped oscillation, 2π/ω₀ with ω₀ = √(k/m), so it says
/// how quickly the spring moves whatever its mass; `dampingFraction` is ζ = c / (2·√(k·m)):
/// 1 arrives without overshoot, below 1 bounces. For a mass m:
///
///     stiffness k = (2π / response)² · m
///     damping   c = 4π · dampingFraction · m / response
///
/// Example — the on-screen keyboard's spring (mass 3, stiffness 1000, evaluated critically
/// damped): ω₀ = √(1000/3) ≈ 18.257 rad/s, so its response is 2π/ω₀ ≈ 0.34414 s with damping
/// fraction 1; back to mass 3, stiffness comes out at 1000 again and damping at the critical
/// 2·√3000 ≈ 109.54 (not the 500 UIKit declares: see `Spring.Evaluation.criticallyDamped`).
///
///     SpringResponse(Spring.keyboard).response          // ≈ 0.344144
///     SpringResponse(response: 0.5, dampingFraction: 1).spring().stiffness   // 16π² ≈ 157.91
///
/// - Complexity: O(1).
public struct SpringResponse: Sendable, Hashable {
    /// Seconds: the period the spring would oscillate with no damping.
    public var response: Double
    /// ζ: 1 critically damped, below 1 under-damped (overshoots), above 1 over-damped.
    public var dampingFraction: Double

    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// The description of `spring` as evaluated: its ω₀ and its damping ratio (exactly 1 for
    /// a critically damped evaluation, whatever its damping field says).
    public init(_ spring: Spring) {
        response = 2 * Double.pi / spring.naturalFrequency
        dampingFraction = spring.dampingRatio
    }

    /// ω₀ = 2π / response, in rad/s.
    public var naturalFrequency: Double { 2 * Double.pi / response }

    /// The physical spring with this response and damping fraction for `mass`, evaluated
    /// physically (its damping coefficient is the one the formula gives).
    public func spring(mass: Double = 1) -> Spring {
        let omega = naturalFrequency
        return Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * dampingFraction * omega * mass)
    }

    /// How far past the target an under-damped spring released from rest goes, as a fraction
    /// of the distance it travels: e^(−π·ζ/√(1 − ζ²)), reached at t = π/ω_d. 0 for ζ ≥ 1.
    public var overshootFraction: Double {
        guard dampingFraction < 1 else { return 0 }
        let zeta = max(0, dampingFraction)
        return exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    }

    /// When that overshoot peaks: π/ω_d seconds after release (nil without overshoot).
    public var overshootTime: Double? {
        guard dampingFraction < 1 else { return nil }
        let zeta = max(0, dampingFraction)
        return Double.pi / (naturalFrequency * (1 - zeta * zeta).squareRoot())
    }
}
