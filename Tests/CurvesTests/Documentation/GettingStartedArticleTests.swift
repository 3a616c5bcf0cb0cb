import Testing
import Curves

/// The numbers of the DocC article `Curves.docc/GettingStarted.md`, computed by the code it shows.
@Suite struct GettingStartedArticleTests {
    @Test func theKeyboardTenthOfASecondIntoAShow() {
        let curve = AnimationCurve(uiKitRawValue: 7)
        #expect(curve == .keyboard)
        #expect(curve.effectiveDuration(requested: 0.25) == 0.5)
        let progress = curve.progress(at: 0.1, duration: 0.25)
        #expect(abs(progress - 0.54477) < 0.000_01)
        #expect(abs((844 - 291 * progress) - 685.5) < 0.05)
    }

    @Test func theEaseInOutBezier() {
        let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
        #expect(abs(easeInOut.solve(0.25) - 0.12916) < 0.000_01)
        #expect(abs(easeInOut.solve(0.5) - 0.5) < 1e-9)
    }

    @Test func aRetargetedValueDoesNotJump() {
        var height = AnimatedValue(0)
        height.animate(to: 300, curve: .keyboard, duration: 0.25, at: 0)
        let before = height.value(at: 0.1)
        #expect(abs(before - 163.43) < 0.005)
        height.animate(to: 0, curve: .keyboard, duration: 0.25, at: 0.1)
        #expect(height.value(at: 0.1) == before)
        #expect(!height.isAnimating(at: 0.6))
        #expect(height.value(at: 0.6) == 0)
    }

    @Test func theTimeline() {
        var timeline = FrameTimeline(pacing: .frameClock)
        #expect(timeline.wallTime(frameMicroseconds: 5_000_000, frameIndex: 0) == 0)
        #expect(timeline.wallTime(frameMicroseconds: 6_000_000, frameIndex: 60) == 1)
        timeline.setSlowMotionFactor(4, atWallTime: 1)
        #expect(timeline.animationTime(atWallTime: 3) == 1.5)
        var recording = FrameTimeline(pacing: .fixedStep)
        #expect(recording.wallTime(frameMicroseconds: 123_456_789, frameIndex: 30) == 0.5)
    }
}
