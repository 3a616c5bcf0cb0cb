import Curves
import Keyboard

/// Every motion value a reviewer may tune, as one value: the keyboard's height, how it moves,
/// whether the app follows it frame by frame or is resized once, and the case-2 threshold.
/// A platform (`Platform`) is a named one of these; a profile file (`--profile`) is another.
///
/// The height is the English layout's in portrait at 390 pt wide (291 on iOS); every other
/// layout and orientation is scaled by the same factor, as the keyboard is drawn today.
///
/// ```swift
/// MotionProfile.ios.keyboardMotion            // .iosKeyboard
/// Platform.android.profile.motion             // .bezier(UnitBezier(0.2, 0, 0, 1), duration: 0.285)
/// try MotionProfile.ios.validated()           // the same value: every field is in range
/// ```
///
/// - Complexity: O(1) for every member but `problems`, which solves the spring's settle time.
public struct MotionProfile: Equatable, Sendable {
    /// How the keyboard moves.
    public enum Motion: Equatable, Sendable {
        /// UIKit's keyboard spring (curve 7): 0.5 s, critically damped, reported as 0.25 s.
        case iosKeyboard
        /// A spring tuned by response and damping fraction (mass 1 for the derived values).
        case spring(SpringResponse)
        /// A cubic Bézier over `duration` seconds.
        case bezier(UnitBezier, duration: Double)
        /// No animation: the keyboard's surface is mapped (or unmapped) whole.
        case instant
    }

    /// How the app's layout learns where the keyboard is.
    public enum AppFollow: Equatable, Sendable {
        /// Every frame, from the same clock (iOS's animation block, Android's insets callback).
        case perFrame
        /// Once: the window is resized `delay` seconds after the keyboard's motion ends, and
        /// until then the app is laid out for the keyboard where it was (the gap or overlap
        /// shows, as `naive`'s gap does).
        case resizedOnce(delay: Double)
    }

    /// K in portrait at 390 pt wide, points.
    public var keyboardHeight: Double
    public var motion: Motion
    public var appFollow: AppFollow
    /// How far above the resting bar's top the line between case 2 and case 3 lies (30).
    public var caseTwoThreshold: Double

    public init(keyboardHeight: Double, motion: Motion, appFollow: AppFollow, caseTwoThreshold: Double) {
        self.keyboardHeight = keyboardHeight
        self.motion = motion
        self.appFollow = appFollow
        self.caseTwoThreshold = caseTwoThreshold
    }

    /// The English layout's portrait height the scale is taken against.
    public static let referenceKeyboardHeight = 291.0

    /// Today's behaviour, exactly: what every recording so far was made with.
    public static let ios = MotionProfile(keyboardHeight: referenceKeyboardHeight, motion: .iosKeyboard,
                                          appFollow: .perFrame, caseTwoThreshold: 30)

    /// The factor every layout's height is multiplied by (1 for 291).
    public var heightScale: Double { keyboardHeight / Self.referenceKeyboardHeight }

    /// The motion as the keyboard controller runs it.
    public var keyboardMotion: KeyboardMotion {
        switch motion {
        case .iosKeyboard: .iosKeyboard
        case .spring(let description): .spring(description.spring())
        case .bezier(let curve, let duration): .bezier(curve, duration: duration)
        case .instant: .bezier(UnitBezier(0, 0, 1, 1), duration: 0)
        }
    }

    /// The derived physical spring (mass 1) of a spring motion, or the keyboard's own spring
    /// (mass 3, stiffness 1000, evaluated critically damped) for iOS; nil for a curve.
    public var physicalSpring: Spring? {
        switch motion {
        case .iosKeyboard: .keyboard
        case .spring(let description): description.spring()
        case .bezier, .instant: nil
        }
    }

    /// The platform these values are exactly, if any (the caption names it; else "tuned").
    public var platform: Platform? { Platform.allCases.first { $0.profile == self } }

    /// What the review caption says beside the strategy: nil for iOS (today's caption stays
    /// as it was), the platform's name for another platform, "tuned" for any other values.
    public var captionPart: String? {
        guard self != .ios else { return nil }
        return platform?.rawValue ?? "tuned"
    }
}
