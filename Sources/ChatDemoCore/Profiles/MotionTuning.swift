import Curves

/// One change a reviewer makes in the tuning panel (or a script's `tune` step): a new keyboard
/// height, a spring, a curve, a case-2 threshold, or every value back to iOS's. The panel's
/// controls and the script both go through `tuned(_:)`, so both refuse the same values for the
/// same reasons (`MotionProfile.problems`) and keep the last valid profile when they do.
///
/// ```swift
/// MotionTuning.keyboardHeight(320).tuned(.ios)          // .success: iOS's values with K = 320
/// MotionTuning.spring(response: 2, dampingFraction: 0.05).tuned(.ios)
///                                                       // .failure: "the spring takes … s to settle …"
/// ```
///
/// - Complexity: O(1), but validating a spring solves its settle time.
public enum MotionTuning: Equatable, Sendable {
    case keyboardHeight(Double)
    /// A spring by response (seconds) and damping fraction (ζ).
    case spring(response: Double, dampingFraction: Double)
    /// A cubic Bézier over `duration` seconds.
    case curve(UnitBezier, duration: Double)
    case caseTwoThreshold(Double)
    /// Every value back to `MotionProfile.ios`.
    case resetToIOS

    /// The word after `tune` that writes this change in a script.
    public var scriptWord: String {
        switch self {
        case .keyboardHeight: "height"
        case .spring: "spring"
        case .curve: "curve"
        case .caseTwoThreshold: "threshold"
        case .resetToIOS: "reset"
        }
    }

    /// `profile` with this change, whether or not it is in range.
    public func applied(to profile: MotionProfile) -> MotionProfile {
        var tuned = profile
        switch self {
        case .keyboardHeight(let height): tuned.keyboardHeight = height
        case .spring(let response, let dampingFraction):
            tuned.motion = .spring(SpringResponse(response: response, dampingFraction: dampingFraction))
        case .curve(let curve, let duration): tuned.motion = .bezier(curve, duration: duration)
        case .caseTwoThreshold(let threshold): tuned.caseTwoThreshold = threshold
        case .resetToIOS: tuned = .ios
        }
        return tuned
    }

    /// `profile` with this change when every value stays in range; otherwise the first value
    /// out of range and why (the caller keeps `profile`).
    public func tuned(_ profile: MotionProfile) -> Result<MotionProfile, MotionProfile.Problem> {
        Result { () throws(MotionProfile.Problem) in try applied(to: profile).validated() }
    }

    /// How a refusal reads in the panel's label and on a script's standard error: the value's
    /// name (a profile file's key) and the reason.
    public static func refusal(_ problem: MotionProfile.Problem) -> String {
        "\(problem.field)\(problem.index.map { "[\($0)]" } ?? ""): \(problem.reason)"
    }
}
