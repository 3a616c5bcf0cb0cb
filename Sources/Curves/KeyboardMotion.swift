/// How the on-screen keyboard moves when it shows or hides: the platform's motion.
///
/// - `iosKeyboard`: UIKit's curve 7, the critically damped `Spring.keyboard` that runs 0.5 s
///   while the notification reports 0.25 s (exactly what the keyboard has always done here).
/// - `spring`: a physically evaluated spring; each new motion leaves from the current height
///   with the current velocity, so an interrupted show turns round without a kink.
/// - `bezier`: a cubic Bézier over a fixed duration (Android's `PathInterpolator` over 285 ms,
///   a linear window resize over 300 ms), added to running motion as UIKit's curves are.
///   A duration of 0 is an instant change (a surface mapped whole).
///
/// - Complexity: O(1) for every member.
public enum KeyboardMotion: Sendable, Hashable {
    case iosKeyboard
    case spring(Spring)
    case bezier(UnitBezier, duration: Double)

    /// Progress 0…1 of a motion from rest, `time` seconds after it starts: the closed form
    /// the keyboard's visible height follows (a spring's may pass 1 while it overshoots).
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        switch self {
        case .iosKeyboard:
            return AnimationCurve.keyboard.progress(at: time, duration: AnimationCurve.reportedKeyboardDuration)
        case .spring(let spring):
            return 1 - spring.displacement(at: time, from: 1, initialVelocity: 0)
        case .bezier(let curve, let duration):
            return time >= duration ? 1 : curve.solve(time / duration)
        }
    }
}
