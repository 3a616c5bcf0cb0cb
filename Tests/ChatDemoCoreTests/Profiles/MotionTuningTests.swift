import Curves
import Testing
@testable import ChatDemoCore

/// The tuning panel's and the script's one path: a change is applied to the profile the next
/// show will use when every value stays in range, and refused with the bound's reason otherwise.
@MainActor
@Suite struct MotionTuningTests {
    @Test func aValidSpringReplacesOnlyTheMotion() throws {
        let tuned = try MotionTuning.spring(response: 0.45, dampingFraction: 0.8).tuned(.ios).get()
        #expect(tuned == MotionProfile(keyboardHeight: 291, motion: .spring(SpringResponse(response: 0.45, dampingFraction: 0.8)),
                                       appFollow: .perFrame, caseTwoThreshold: 30))
        #expect(tuned.captionPart == "tuned")
    }

    @Test func heightThresholdAndCurveKeepTheOtherValues() throws {
        let android = Platform.android.profile
        #expect(try MotionTuning.keyboardHeight(320).tuned(android).get().keyboardHeight == 320)
        #expect(try MotionTuning.keyboardHeight(320).tuned(android).get().motion == android.motion)
        #expect(try MotionTuning.caseTwoThreshold(45).tuned(android).get().caseTwoThreshold == 45)
        let curve = try MotionTuning.curve(UnitBezier(0.4, 0, 1, 1), duration: 0.2).tuned(.ios).get()
        #expect(curve.motion == .bezier(UnitBezier(0.4, 0, 1, 1), duration: 0.2))
        #expect(curve.keyboardHeight == 291)
    }

    @Test func resetGivesIOSWhateverWasTuned() throws {
        let tuned = MotionProfile(keyboardHeight: 400, motion: .instant, appFollow: .resizedOnce(delay: 0.5), caseTwoThreshold: 0)
        #expect(try MotionTuning.resetToIOS.tuned(tuned).get() == .ios)
    }

    /// A spring that would take more than 5 s to settle is refused with that reason, by name.
    @Test func aSlowSpringIsRefusedWithTheSettleTime() {
        guard case .failure(let problem) = MotionTuning.spring(response: 2, dampingFraction: 0.05).tuned(.ios) else {
            Issue.record("a 2 s spring with ζ 0.05 was accepted")
            return
        }
        #expect(problem.field == "dampingFraction")
        #expect(MotionTuning.refusal(problem).hasPrefix("dampingFraction: the spring takes "))
        #expect(MotionTuning.refusal(problem).hasSuffix(" s to settle within 0.01 pt; at most 5 s is allowed (raise the damping fraction or shorten the response)"))
    }

    @Test func outOfRangeValuesAreRefusedWithTheirBounds() {
        #expect(Self.refusal(.keyboardHeight(100)) == "keyboardHeight: 100 pt is outside 150…450 pt: a phone keyboard at 390 pt wide is within it (iOS 291)")
        #expect(Self.refusal(.caseTwoThreshold(-1)) == "caseTwoThreshold: -1 pt is outside 0…200 pt: the line between case 2 and case 3 lies above the resting bar, within the list")
        #expect(Self.refusal(.curve(UnitBezier(1.5, 0, 1, 1), duration: 0.3)) == "bezier[0]: x control point 1.5 is outside 0…1: time must run forward (CSS refuses it too)")
        #expect(Self.refusal(.curve(UnitBezier(0, 0, 1, 1), duration: 0)) == "duration: 0 s is not a duration: more than 0 and at most 5 s (an instant change is the motion \"instant\")")
        #expect(Self.refusal(.spring(response: 0.01, dampingFraction: 1)) == "response: 0.01 s is outside 0.05…2 s: shorter cannot be drawn at 60 Hz, longer is not a keyboard")
    }

    /// A height that makes a tuned spring too slow to settle is refused too: the check is of
    /// the whole profile the change would make, not of the one value.
    @Test func aChangeIsCheckedAgainstTheWholeProfile() throws {
        let slowSpring = try MotionTuning.spring(response: 2, dampingFraction: 0.3).tuned(.ios)
        if case .success(let profile) = slowSpring {
            #expect(throws: MotionProfile.Problem.self) { try MotionTuning.keyboardHeight(450).tuned(profile).get() }
        }
    }

    @Test func theScriptWritesEachChangeWithItsNumbers() throws {
        #expect(try scriptCommands("tune spring 0.45 0.8") == [.tune(.spring(response: 0.45, dampingFraction: 0.8))])
        #expect(try scriptCommands("tune curve 300 0.4 0 1 1") == [.tune(.curve(UnitBezier(0.4, 0, 1, 1), duration: 0.3))])
        #expect(try scriptCommands("tune height 320") == [.tune(.keyboardHeight(320))])
        #expect(try scriptCommands("tune threshold 45") == [.tune(.caseTwoThreshold(45))])
        #expect(try scriptCommands("tune reset") == [.tune(.resetToIOS)])
    }

    /// A word that is not a number is a parse error, where it is; a range is checked when the
    /// step runs (against the profile then in force), so an out-of-range number parses.
    @Test func aScriptsWordsMustBeNumbers() throws {
        #expect(scriptProblem("tune spring fast 0.8") == "s.txt:1:13: usage: tune spring RESPONSE DAMPING (seconds, then the damping fraction), got 'fast'")
        #expect(scriptProblem("tune height") == "s.txt:1:1: usage: tune height PT (the keyboard's height at 390 pt wide, in points)")
        #expect(scriptProblem("tune colour red") == "s.txt:1:6: 'tune' takes 'spring RESPONSE DAMPING', 'curve MS X1 Y1 X2 Y2', 'height PT', 'threshold PT', 'reset' or 'panel', got 'colour red'")
        #expect(try scriptCommands("tune height 9000") == [.tune(.keyboardHeight(9000))])
    }

    private static func refusal(_ change: MotionTuning) -> String? {
        guard case .failure(let problem) = change.tuned(.ios) else { return nil }
        return MotionTuning.refusal(problem)
    }
}
