import Curves
import Foundation

/// The profile's motion as code an engineer pastes, one snippet per platform a team ships on:
/// UIKit, SwiftUI, Android, CSS and React Native Reanimated. Every number is the profile's
/// own (a spring's stiffness and damping derived for mass 1, `SpringResponse`), at four
/// decimals; a spring becomes CSS `linear()` with stops close enough that the polyline stays
/// within 0.5 % of the spring everywhere (`CSSLinearStops`). Each snippet opens with a comment
/// naming the profile and its values (`heading(for:)`), so a pasted snippet still says where its
/// numbers came from.
///
/// ```swift
/// ProfileCode.snippets(for: Platform.android.profile)[1].code
/// // withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.285)) { … }
/// ```
public enum ProfileCode {
    public struct Snippet: Equatable, Sendable {
        /// "UIKit", "SwiftUI", "Android", "CSS", "React Native Reanimated".
        public let title: String
        public let code: String
    }

    public static let titles = ["UIKit", "SwiftUI", "Android", "CSS", "React Native Reanimated"]

    public static func snippets(for profile: MotionProfile) -> [Snippet] {
        let note = heading(for: profile) + (profile.appFollow == .perFrame ? [] : [
            "The app is resized once, when the keyboard stops: this is the keyboard's motion, not the app's.",
        ])
        return zip(titles, [uiKit(profile), swiftUI(profile), android(profile), css(profile), reanimated(profile)]).map { title, lines in
            let comment = title == "CSS" ? { (text: String) in "/* \(text) */" } : { (text: String) in "// \(text)" }
            return Snippet(title: title, code: (note.map(comment) + lines).joined(separator: "\n") + "\n")
        }
    }

    /// The whole set as plain text, each under its title (`keyboard-chat profile --code`).
    public static func text(for profile: MotionProfile) -> String {
        snippets(for: profile).map { "== \($0.title) ==\n\($0.code)" }.joined(separator: "\n")
    }

    /// The lines every snippet opens with, as comments: which profile (a platform's label, or
    /// "tuned" for values no platform has) and its values.
    ///
    ///     ProfileCode.heading(for: Platform.android.profile)
    ///     // ["Motion profile: Android (insets animation)",
    ///     //  "Motion: curve cubic-bezier(0.2, 0, 0, 1) over 285 ms",
    ///     //  "Keyboard height 291 pt, case-2 threshold 30 pt, the app follows every frame"]
    public static func heading(for profile: MotionProfile) -> [String] {
        let motion: String
        switch profile.motion {
        case .iosKeyboard:
            motion = "the iOS keyboard's curve 7 (critically damped spring, mass \(n(Spring.keyboard.mass)), stiffness \(n(Spring.keyboard.stiffness))) over \(milliseconds(AnimationCurve.keyboardDuration)) ms"
        case .spring(let description):
            let spring = description.spring()
            motion = "spring, response \(n(description.response)) s, damping fraction \(n(description.dampingFraction)) (mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping)))"
        case .bezier(let curve, let duration):
            motion = "curve cubic-bezier(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2))) over \(milliseconds(duration)) ms"
        case .instant:
            motion = "none, the keyboard appears at once"
        }
        let follow: String
        switch profile.appFollow {
        case .perFrame: follow = "the app follows every frame"
        case .resizedOnce(let delay) where delay == 0: follow = "the app is resized once, when the keyboard stops"
        case .resizedOnce(let delay): follow = "the app is resized once, \(milliseconds(delay)) ms after the keyboard stops"
        }
        return ["Motion profile: \(profile.platform?.label ?? "tuned")",
                "Motion: \(motion)",
                "Keyboard height \(n(profile.keyboardHeight)) pt, case-2 threshold \(n(profile.caseTwoThreshold)) pt, \(follow)"]
    }

    // MARK: Each platform

    static func uiKit(_ profile: MotionProfile) -> [String] {
        switch profile.motion {
        case .iosKeyboard:
            return ["// The system keyboard's own curve: animate with what the notification reports.",
                    "let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)",
                    "UIView.animate(withDuration: duration, delay: 0, options: options) { view.layoutIfNeeded() }"]
        case .spring(let description):
            let spring = description.spring()
            return ["let spring = CASpringAnimation(keyPath: \"position.y\")",
                    "spring.mass = \(n(spring.mass))",
                    "spring.stiffness = \(n(spring.stiffness))",
                    "spring.damping = \(n(spring.damping))",
                    "spring.initialVelocity = 0",
                    "spring.duration = spring.settlingDuration",
                    "// or, with the damping ratio:",
                    "UIView.animate(withDuration: \(n(settle(description))), delay: 0, usingSpringWithDamping: \(n(description.dampingFraction)), initialSpringVelocity: 0, options: []) { view.layoutIfNeeded() }"]
        case .bezier(let curve, let duration):
            return ["let animator = UIViewPropertyAnimator(duration: \(n(duration)), controlPoint1: CGPoint(x: \(n(curve.x1)), y: \(n(curve.y1))), controlPoint2: CGPoint(x: \(n(curve.x2)), y: \(n(curve.y2)))) { view.layoutIfNeeded() }",
                    "animator.startAnimation()"]
        case .instant:
            return ["// No animation: lay out once for the new keyboard height.", "view.layoutIfNeeded()"]
        }
    }

    static func swiftUI(_ profile: MotionProfile) -> [String] {
        switch profile.motion {
        case .iosKeyboard:
            let keyboard = SpringResponse(.keyboard)
            return ["withAnimation(.spring(response: \(n(keyboard.response)), dampingFraction: \(n(keyboard.dampingFraction)))) { keyboardHeight = height }"]
        case .spring(let description):
            return ["withAnimation(.spring(response: \(n(description.response)), dampingFraction: \(n(description.dampingFraction)))) { keyboardHeight = height }"]
        case .bezier(let curve, let duration):
            return ["withAnimation(.timingCurve(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2)), duration: \(n(duration)))) { keyboardHeight = height }"]
        case .instant:
            return ["withAnimation(nil) { keyboardHeight = height }"]
        }
    }

    static func android(_ profile: MotionProfile) -> [String] {
        switch profile.motion {
        case .iosKeyboard, .spring:
            let description = profile.motion == .iosKeyboard ? SpringResponse(.keyboard) : springDescription(profile)
            let spring = description.spring()
            return ["val spring = SpringForce(finalPosition)",
                    "    .setStiffness(\(n(spring.stiffness))f)",
                    "    .setDampingRatio(\(n(description.dampingFraction))f)",
                    "SpringAnimation(view, DynamicAnimation.TRANSLATION_Y).setSpring(spring).start()"]
        case .bezier(let curve, let duration):
            return ["view.animate()",
                    "    .translationY(finalPosition)",
                    "    .setInterpolator(PathInterpolator(\(n(curve.x1))f, \(n(curve.y1))f, \(n(curve.x2))f, \(n(curve.y2))f))",
                    "    .setDuration(\(milliseconds(duration)))",
                    "    .start()"]
        case .instant:
            return ["// No animation: the window is laid out once.", "view.translationY = finalPosition"]
        }
    }

    static func css(_ profile: MotionProfile) -> [String] {
        switch profile.motion {
        case .iosKeyboard:
            let stops = CSSLinearStops(motion: .iosKeyboard, duration: AnimationCurve.keyboardDuration)
            return ["transition: transform \(milliseconds(stops.duration))ms \(stops.function);"]
        case .spring:
            let spring = springDescription(profile).spring()
            let stops = CSSLinearStops(motion: .spring(spring), duration: settle(springDescription(profile)))
            return ["transition: transform \(milliseconds(stops.duration))ms \(stops.function);"]
        case .bezier(let curve, let duration):
            return ["transition: transform \(milliseconds(duration))ms cubic-bezier(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2)));"]
        case .instant:
            return ["transition: none;"]
        }
    }

    static func reanimated(_ profile: MotionProfile) -> [String] {
        switch profile.motion {
        case .iosKeyboard, .spring:
            let description = profile.motion == .iosKeyboard ? SpringResponse(.keyboard) : springDescription(profile)
            let spring = description.spring()
            return ["offset.value = withSpring(height, { mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)) });"]
        case .bezier(let curve, let duration):
            return ["offset.value = withTiming(height, { duration: \(milliseconds(duration)), easing: Easing.bezier(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2))) });"]
        case .instant:
            return ["offset.value = height;"]
        }
    }

    // MARK: Numbers

    static func springDescription(_ profile: MotionProfile) -> SpringResponse {
        if case .spring(let description) = profile.motion { return description }
        return SpringResponse(.keyboard)
    }

    /// How long a spring released from rest takes to stay within 0.1 % of its travel.
    static func settle(_ description: SpringResponse) -> Double {
        description.spring().settleTime(from: 1, initialVelocity: 0, epsilon: 0.001)
    }

    /// Four decimals, no trailing zeros: what every snippet prints.
    static func n(_ value: Double) -> String { MotionProfile.number(value) }

    static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
}
