import Curves

/// The platforms a reviewer can compare: each a named `MotionProfile` whose values and
/// sources docs/PLATFORMS.md gives (which are measured, which quoted). `--platform`, the
/// menu's Platform choice and the script's `platform` take these spellings.
///
/// ```swift
/// Platform(rawValue: "android-resize")?.profile.appFollow   // .resizedOnce(delay: 0)
/// Platform.spelledOut                                        // "ios, android, android-resize or linux-phone"
/// ```
public enum Platform: String, CaseIterable, Sendable {
    case ios
    case android
    case androidResize = "android-resize"
    case linuxPhone = "linux-phone"

    /// The Bézier Android's `InsetsController` animates the IME with when the app animates
    /// with the insets (`SYNC_IME_INTERPOLATOR`), and its duration.
    public static let androidImeCurve = UnitBezier(0.2, 0, 0, 1)
    public static let androidImeDuration = 0.285
    /// The inset resize's linear 300 ms (`ANIMATION_DURATION_RESIZE`, `RESIZE_INTERPOLATOR`).
    public static let androidResizeDuration = 0.3
    /// The configure round trip on Phosh: from squeekboard's surface taking its exclusive zone
    /// to the app's resized frame on screen. Estimated (three frames at 60 Hz), not measured.
    public static let linuxPhoneResizeDelay = 0.05

    public var profile: MotionProfile {
        switch self {
        case .ios:
            return .ios
        case .android:
            return MotionProfile(keyboardHeight: MotionProfile.referenceKeyboardHeight,
                                 motion: .bezier(Self.androidImeCurve, duration: Self.androidImeDuration),
                                 appFollow: .perFrame, caseTwoThreshold: 30)
        case .androidResize:
            return MotionProfile(keyboardHeight: MotionProfile.referenceKeyboardHeight,
                                 motion: .bezier(UnitBezier(0, 0, 1, 1), duration: Self.androidResizeDuration),
                                 appFollow: .resizedOnce(delay: 0), caseTwoThreshold: 30)
        case .linuxPhone:
            return MotionProfile(keyboardHeight: MotionProfile.referenceKeyboardHeight, motion: .instant,
                                 appFollow: .resizedOnce(delay: Self.linuxPhoneResizeDelay), caseTwoThreshold: 30)
        }
    }
}

extension Platform: DemoChoice {
    public static let actionName = "platform"
    public static let menuTitle = "Platform"
    public static var commandLineHelp: String {
        "Whose keyboard motion to play (docs/PLATFORMS.md gives the sources): \(spelledOut)."
    }

    public var label: String {
        switch self {
        case .ios: "iOS (keyboard spring)"
        case .android: "Android (insets animation)"
        case .androidResize: "Android (window resize)"
        case .linuxPhone: "Linux phone (Phosh, squeekboard)"
        }
    }

    public var help: String {
        switch self {
        case .ios: "UIKit's keyboard spring, 0.5 s; the app follows every frame"
        case .android: "PathInterpolator(0.2, 0, 0, 1) over 285 ms; the app follows every frame"
        case .androidResize: "300 ms linear; the app is resized once, when the keyboard stops"
        case .linuxPhone: "the keyboard appears whole; the app is resized once, a configure round trip later"
        }
    }
}
