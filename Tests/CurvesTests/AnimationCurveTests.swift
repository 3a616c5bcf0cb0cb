import Foundation
import Testing
@testable import Curves

struct AnimationCurveTests {
    /// UIKit's numbers (UIView.AnimationCurve, and 7 from the keyboard notifications) name their curves.
    @Test func uiKitRawValuesNameTheirCurves() {
        let uiKit: [(raw: Int, curve: AnimationCurve)] = [(0, .easeInOut), (1, .easeIn), (2, .easeOut), (3, .linear), (7, .keyboard)]
        for (raw, curve) in uiKit { #expect(AnimationCurve(uiKitRawValue: raw) == curve, "\(raw)") }
        #expect(Set(uiKit.map(\.curve)).count == AnimationCurve.allCases.count, "a curve UIKit has no number for")
    }

    @Test(arguments: [4, 5, 6, 8, -1, 99, Int.min, Int.max])
    func unknownRawValuesFallBackToEaseInOut(raw: Int) {
        #expect(AnimationCurve(uiKitRawValue: raw) == .easeInOut)
    }

    @Test func animationOptionsBothWays() {
        #expect(AnimationCurve.keyboard.animationOptions == 7 << 16)
        #expect(AnimationCurve.keyboard.animationOptions == 458_752)
        #expect(AnimationCurve.easeIn.animationOptions == 65_536)
        #expect(AnimationCurve.easeInOut.animationOptions == 0)
        for curve in AnimationCurve.allCases {
            #expect(AnimationCurve(animationOptions: curve.animationOptions) == curve)
            // Other option bits (e.g. beginFromCurrentState = 1 << 2, a
            // transition at 1 << 20) do not disturb the curve field.
            #expect(AnimationCurve(animationOptions: curve.animationOptions | 1 << 2 | 1 << 20) == curve)
        }
        #expect(AnimationCurve(animationOptions: 5 << 16) == .easeInOut)
        #expect(AnimationCurve(animationOptions: 0xF << 16) == .easeInOut)
        #expect(AnimationCurve(animationOptions: UInt.max) == .easeInOut)
    }

    @Test func effectiveDuration() {
        #expect(AnimationCurve.keyboard.effectiveDuration(requested: 0.25) == 0.5)
        #expect(AnimationCurve.keyboard.effectiveDuration(requested: 3) == 0.5)
        #expect(AnimationCurve.easeInOut.effectiveDuration(requested: 0.25) == 0.25)
        #expect(AnimationCurve.linear.effectiveDuration(requested: -1) == 0)
        #expect(AnimationCurve.linear.effectiveDuration(requested: .nan) == 0)
    }

    @Test func keyboardProgressIsTheCriticallyDampedSpring() {
        for i in 0..<500 {
            let t = Double(i) / 1000
            let p = AnimationCurve.keyboard.progress(at: t, duration: 0.25)
            #expect(abs(p - keyboardReference(t)) < 1e-12, "t = \(t)")
        }
        let curve = AnimationCurve.keyboard
        #expect(abs(curve.progress(at: 0.1, duration: 0.25) - 0.5447783899280674) < 1e-12)
        #expect(abs(curve.progress(at: 0.5.nextDown, duration: 0.25) - 0.9989009788907399) < 1e-12)
        #expect(curve.progress(at: 0.5, duration: 0.25) == 1)
        #expect(curve.progress(at: 7, duration: 0.25) == 1)
        #expect(curve.progress(at: 0, duration: 0.25) == 0)
        #expect(curve.progress(at: -1, duration: 0.25) == 0)
        #expect(curve.progress(at: .nan, duration: 0.25) == 0)
    }

    @Test func publicCurvesAreTheirBeziers() {
        for i in 0...250 {
            let t = Double(i) / 1000, x = t / 0.25
            #expect(abs(AnimationCurve.linear.progress(at: t, duration: 0.25) - x) < 1e-12)
            #expect(abs(AnimationCurve.easeIn.progress(at: t, duration: 0.25) - bezierReference(0.42, 0, 1, 1, x)) < 1e-6)
            #expect(abs(AnimationCurve.easeOut.progress(at: t, duration: 0.25) - bezierReference(0, 0, 0.58, 1, x)) < 1e-6)
            #expect(abs(AnimationCurve.easeInOut.progress(at: t, duration: 0.25) - bezierReference(0.42, 0, 0.58, 1, x)) < 1e-6)
        }
        for curve in AnimationCurve.allCases where curve != .keyboard {
            #expect(curve.progress(at: 0.25, duration: 0.25) == 1)
            #expect(curve.progress(at: 0.001, duration: 0) == 1)   // zero duration: immediate
        }
    }

    @Test func progressRateIsTheDerivative() {
        let h = 1e-6
        for curve in AnimationCurve.allCases {
            for i in 1..<50 {
                let t = Double(i) / 100
                let duration = 0.5
                let numeric = (curve.progress(at: t + h, duration: duration) - curve.progress(at: t - h, duration: duration)) / (2 * h)
                #expect(abs(curve.progressRate(at: t, duration: duration) - numeric) < 1e-3, "\(curve) t = \(t)")
            }
            #expect(curve.progressRate(at: 0.5, duration: 0.5) == 0)
            #expect(curve.progressRate(at: -0.1, duration: 0.5) == 0)
            #expect((curve.progressRate(at: 0, duration: 0.5) == 0) == curve.startsAtRest, "\(curve)")
        }
    }
}
