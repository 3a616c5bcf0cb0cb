import Curves
import Testing
@testable import ChatDemoCore

/// The platforms' values, and the bounds a tuned profile must keep, each with its reason.
@Suite struct MotionProfileTests {
    @Test func iosIsTodaysBehaviour() {
        #expect(Platform.ios.profile == .ios)
        #expect(MotionProfile.ios.keyboardMotion == .iosKeyboard)
        #expect(MotionProfile.ios.heightScale == 1)
        #expect(MotionProfile.ios.caseTwoThreshold == 30)
        #expect(MotionProfile.ios.captionPart == nil)
        #expect(MotionProfile.ios.physicalSpring == .keyboard)
    }

    @Test func everyPlatformIsInRangeAndNamesItself() {
        for platform in Platform.allCases {
            #expect(platform.profile.problems.isEmpty, "\(platform)")
            #expect(platform.profile.platform == platform)
        }
        #expect(Platform.android.profile.keyboardMotion == .bezier(UnitBezier(0.2, 0, 0, 1), duration: 0.285))
        #expect(Platform.androidResize.profile.appFollow == .resizedOnce(delay: 0))
        #expect(Platform.linuxPhone.profile.keyboardMotion == .bezier(UnitBezier(0, 0, 1, 1), duration: 0))
        #expect(Platform.android.profile.captionPart == "android")
        var tuned = Platform.android.profile
        tuned.caseTwoThreshold = 40
        #expect(tuned.captionPart == "tuned")
        #expect(Platform.spelledOut == "ios, android, android-resize or linux-phone")
    }

    @Test func aSpringThatTakesMoreThanFiveSecondsIsRefused() {
        var profile = MotionProfile.ios
        profile.motion = .spring(SpringResponse(response: 2, dampingFraction: 0.05))
        let problem = profile.problems.first
        #expect(problem?.field == "dampingFraction")
        #expect(problem?.reason.hasPrefix("the spring takes ") == true)
        #expect(problem?.reason.hasSuffix(" s to settle within 0.01 pt; at most 5 s is allowed (raise the damping fraction or shorten the response)") == true)
        // A brisk, lightly bouncy spring is fine.
        profile.motion = .spring(SpringResponse(response: 0.4, dampingFraction: 0.7))
        #expect(profile.problems.isEmpty)
    }

    @Test func outOfRangeValuesSayWhy() {
        var profile = MotionProfile(keyboardHeight: 120, motion: .bezier(UnitBezier(-0.1, 0, 1.2, 3), duration: 0),
                                    appFollow: .resizedOnce(delay: -1), caseTwoThreshold: -5)
        #expect(profile.problems == [
            .init(field: "keyboardHeight", "120 pt is outside 150…450 pt: a phone keyboard at 390 pt wide is within it (iOS 291)"),
            .init(field: "duration", "0 s is not a duration: more than 0 and at most 5 s (an instant change is the motion \"instant\")"),
            .init(field: "bezier", index: 0, "x control point -0.1 is outside 0…1: time must run forward (CSS refuses it too)"),
            .init(field: "bezier", index: 2, "x control point 1.2 is outside 0…1: time must run forward (CSS refuses it too)"),
            .init(field: "bezier", index: 3, "3 is outside -1…2: further would throw the keyboard off the screen"),
            .init(field: "resizeDelay", "-1 s is outside 0…1 s: a window resized later than that is a hang, not a motion"),
            .init(field: "caseTwoThreshold", "-5 pt is outside 0…200 pt: the line between case 2 and case 3 lies above the resting bar, within the list"),
        ])
        profile.keyboardHeight = .nan
        #expect(profile.problems.first?.reason.hasPrefix("nan pt is outside") == true)
        #expect(throws: MotionProfile.Problem.self) { try profile.validated() }
    }
}
