import Foundation

/// UIKit's animation curves, with the raw values UIKit uses, plus the
/// keyboard's private curve 7.
///
/// Keyboard notifications report curve 7, which is not a public
/// `UIViewAnimationCurve`. Apps shift it into animation options
/// (`curve << 16`) and UIKit then runs the keyboard's own spring, ignoring the
/// duration it was given. The four public curves are cubic Béziers.
///
/// Example — where the keyboard is 0.1 s into showing:
///
///     let curve = AnimationCurve(uiKitRawValue: 7)         // .keyboard
///     curve.progress(at: 0.1, duration: 0.25)              // ≈ 0.54477
///     curve.effectiveDuration(requested: 0.25)             // 0.5
///     AnimationCurve(animationOptions: 7 << 16) == curve   // true
///
/// - Complexity: every member is O(1) and allocation-free.
public enum AnimationCurve: Int, Sendable, CaseIterable, Hashable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
    case keyboard = 7

    /// The duration iOS reports with curve 7 (`UIKeyboardAnimationDurationUserInfoKey`), the
    /// one place it is spelled: keyboard events carry it, and an app that animates by it (the
    /// `.naive` strategy) drifts from the keyboard, whose spring really runs 0.5 s.
    public static let reportedKeyboardDuration = 0.25

    /// The curve for a UIKit raw value. Unknown values (4–6, negatives,
    /// anything new) become `.easeInOut`, UIKit's default curve: UIKit
    /// effectively does the same, since an unrecognised curve field leaves
    /// the animation on its default timing rather than failing. Never traps.
    public init(uiKitRawValue: Int) {
        self = AnimationCurve(rawValue: uiKitRawValue) ?? .easeInOut
    }

    /// UIViewAnimationOptions keeps the curve in bits 16–19
    /// (`UIViewAnimationOptionCurveEaseIn = 1 << 16`, …); bits 20 and up hold
    /// transitions and bits below 16 other flags, so both are masked off.
    public static let animationOptionsShift: UInt = 16
    public static let animationOptionsMask: UInt = 0xF << 16

    /// The curve encoded in UIViewAnimationOptions (the seeds' `curve << 16`).
    public init(animationOptions: UInt) {
        let field = (animationOptions & Self.animationOptionsMask) >> Self.animationOptionsShift
        self.init(uiKitRawValue: Int(field))
    }

    /// This curve as UIViewAnimationOptions: `rawValue << 16`.
    public var animationOptions: UInt { UInt(rawValue) << Self.animationOptionsShift }

    /// The column name used in CSV output (`ease_in_out`, `keyboard`, …).
    public var name: String {
        switch self {
        case .easeInOut: return "ease_in_out"
        case .easeIn: return "ease_in"
        case .easeOut: return "ease_out"
        case .linear: return "linear"
        case .keyboard: return "keyboard"
        }
    }

    /// How long the keyboard's spring runs before it snaps to its end, in
    /// seconds. UIKit reports 0.25 s in the notification but runs 0.5 s.
    public static let keyboardDuration = 0.5

    /// The public curves' Bézier control points (CoreAnimation's named
    /// timing functions); nil for the spring.
    public var bezier: UnitBezier? {
        switch self {
        case .easeInOut: return UnitBezier(0.42, 0, 0.58, 1)
        case .easeIn: return UnitBezier(0.42, 0, 1, 1)
        case .easeOut: return UnitBezier(0, 0, 0.58, 1)
        case .linear: return UnitBezier(0, 0, 1, 1)
        case .keyboard: return nil
        }
    }

    /// The duration the animation really runs: `.keyboard` ignores the
    /// requested duration and runs its 0.5 s spring, as UIKit does. Negative
    /// or NaN requests run for 0 s (an immediate change).
    public func effectiveDuration(requested: Double) -> Double {
        if self == .keyboard { return Self.keyboardDuration }
        return requested > 0 ? requested : 0
    }

    /// Progress 0…1 at `time` seconds into an animation of requested
    /// `duration`: 0 for time ≤ 0 (and NaN), exactly 1 at and after the
    /// effective duration. A zero-length animation jumps to 1 right after 0.
    public func progress(at time: Double, duration: Double) -> Double {
        guard time > 0 else { return 0 }
        let length = effectiveDuration(requested: duration)
        if time >= length { return 1 }
        if self == .linear { return time / length }
        guard let bezier else {
            // The keyboard: progress is how much of a unit displacement the
            // critically damped spring has already covered.
            return 1 - Spring.keyboard.displacement(at: time, from: 1, initialVelocity: 0)
        }
        return bezier.solve(time / length)
    }

    /// d(progress)/d(time) in 1/s at `time`: 0 before the start and after
    /// the end, where the animation is at rest. Velocities are built on it.
    public func progressRate(at time: Double, duration: Double) -> Double {
        guard time > 0 else {
            // At rest before the start — but a curve with a non-zero start
            // slope (linear, ease-out) moves from its very first instant.
            return time == 0 ? startRate(duration: duration) : 0
        }
        let length = effectiveDuration(requested: duration)
        if time >= length { return 0 }
        if self == .linear { return 1 / length }
        guard let bezier else {
            return -Spring.keyboard.velocity(at: time, from: 1, initialVelocity: 0)
        }
        return bezier.slope(time / length) / length
    }

    /// The rate at the first instant (0 for curves that start at rest).
    private func startRate(duration: Double) -> Double {
        let length = effectiveDuration(requested: duration)
        guard length > 0, let bezier else { return 0 }
        return bezier.slope(0) / length
    }

    /// True when the curve leaves 0 with zero velocity, so starting it on top
    /// of running motion (additively) keeps the velocity continuous.
    public var startsAtRest: Bool {
        switch self {
        case .keyboard, .easeIn, .easeInOut: return true
        case .easeOut, .linear: return false
        }
    }
}
