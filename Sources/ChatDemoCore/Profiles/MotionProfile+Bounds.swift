import Foundation
import Curves

/// The ranges a tuned value must stay in, each with the reason a reviewer is shown when a
/// value leaves it. A profile outside them is refused whole: nothing changes.
///
/// ```swift
/// var fast = MotionProfile.ios
/// fast.motion = .spring(SpringResponse(response: 2, dampingFraction: 0.05))
/// fast.problems.first?.reason   // "the spring takes 64.7 s to settle within 0.01 pt; at most 5 s …"
/// ```
extension MotionProfile {
    /// One value out of range: which field (a profile file's key, with the Bézier's index) and why.
    public struct Problem: Error, Equatable, Sendable {
        public let field: String
        public let index: Int?
        public let reason: String

        public init(field: String, index: Int? = nil, _ reason: String) {
            self.field = field
            self.index = index
            self.reason = reason
        }
    }

    public static let keyboardHeightRange = 150.0...450.0
    public static let responseRange = 0.05...2.0
    public static let dampingFractionRange = 0.05...4.0
    /// A motion must be over within this (a spring settled within `AnimatedValue`'s 0.01 pt).
    public static let longestMotion = 5.0
    public static let bezierYRange = -1.0...2.0
    public static let resizeDelayRange = 0.0...1.0
    public static let caseTwoThresholdRange = 0.0...200.0

    /// Every value out of range, in the file's order; empty when the profile may be used.
    public var problems: [Problem] {
        var found: [Problem] = []
        func check(_ value: Double, in range: ClosedRange<Double>, _ field: String, _ index: Int? = nil, unit: String, why: String) {
            guard !(value.isFinite && range.contains(value)) else { return }
            found.append(Problem(field: field, index: index,
                                 "\(Self.number(value))\(unit) is outside \(Self.number(range.lowerBound))…\(Self.number(range.upperBound))\(unit): \(why)"))
        }
        check(keyboardHeight, in: Self.keyboardHeightRange, "keyboardHeight", unit: " pt",
              why: "a phone keyboard at 390 pt wide is within it (iOS 291)")
        switch motion {
        case .iosKeyboard, .instant:
            break
        case .spring(let description):
            check(description.response, in: Self.responseRange, "response", unit: " s", why: "shorter cannot be drawn at 60 Hz, longer is not a keyboard")
            check(description.dampingFraction, in: Self.dampingFractionRange, "dampingFraction", unit: "",
                  why: "without damping the keyboard never comes to rest")
            if found.isEmpty {
                let settle = description.spring().settleTime(from: keyboardHeight, initialVelocity: 0, epsilon: AnimatedValue.springSettleEpsilon)
                if settle > Self.longestMotion {
                    found.append(Problem(field: "dampingFraction",
                                         "the spring takes \(Self.number(settle)) s to settle within \(Self.number(AnimatedValue.springSettleEpsilon)) pt; at most \(Self.number(Self.longestMotion)) s is allowed (raise the damping fraction or shorten the response)"))
                }
            }
        case .bezier(let curve, let duration):
            if !(duration.isFinite && duration > 0 && duration <= Self.longestMotion) {
                found.append(Problem(field: "duration",
                                     "\(Self.number(duration)) s is not a duration: more than 0 and at most \(Self.number(Self.longestMotion)) s (an instant change is the motion \"instant\")"))
            }
            for (index, x) in [(0, curve.x1), (2, curve.x2)] where !(x.isFinite && (0...1).contains(x)) {
                found.append(Problem(field: "bezier", index: index,
                                     "x control point \(Self.number(x)) is outside 0…1: time must run forward (CSS refuses it too)"))
            }
            for (index, y) in [(1, curve.y1), (3, curve.y2)] {
                check(y, in: Self.bezierYRange, "bezier", index, unit: "", why: "further would throw the keyboard off the screen")
            }
        }
        if case .resizedOnce(let delay) = appFollow {
            check(delay, in: Self.resizeDelayRange, "resizeDelay", unit: " s", why: "a window resized later than that is a hang, not a motion")
        }
        check(caseTwoThreshold, in: Self.caseTwoThresholdRange, "caseTwoThreshold", unit: " pt",
              why: "the line between case 2 and case 3 lies above the resting bar, within the list")
        return found
    }

    /// The profile itself when every value is in range; its first problem otherwise.
    public func validated() throws(Problem) -> MotionProfile {
        if let first = problems.first { throw first }
        return self
    }

    /// A number as messages show it: no trailing zeros, at most four decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
