import Curves
import Testing

@Suite struct FrameTimelineTests {
    @Test func liveWallTimeCountsFromTheFirstFrame() {
        var timeline = FrameTimeline(pacing: .frameClock)
        #expect(timeline.wallTime(frameMicroseconds: 5_000_000, frameIndex: 0) == 0)
        #expect(timeline.wallTime(frameMicroseconds: 5_016_667, frameIndex: 1) == 0.016667)
        // A late frame is simply later: live time is the clock's, not the frame count's.
        #expect(timeline.wallTime(frameMicroseconds: 6_000_000, frameIndex: 2) == 1)
    }

    @Test func aRecordingPacesByFrameCountWhateverTheClockSays() {
        var timeline = FrameTimeline(pacing: .fixedStep)
        #expect(timeline.wallTime(frameMicroseconds: 123_456_789, frameIndex: 0) == 0)
        #expect(timeline.wallTime(frameMicroseconds: 999_000_000, frameIndex: 30) == 0.5)
        #expect(timeline.wallTime(frameMicroseconds: 5, frameIndex: 60) == 1)
    }

    @Test func slowMotionSlowsAnimationTimeAndStaysContinuousWhenChanged() {
        var timeline = FrameTimeline(pacing: .frameClock, slowMotionFactor: 2)
        #expect(timeline.animationTime(atWallTime: 1) == 0.5)
        timeline.setSlowMotionFactor(4, atWallTime: 1)
        #expect(timeline.animationTime(atWallTime: 1) == 0.5)
        #expect(timeline.animationTime(atWallTime: 3) == 1)  // 0.5 + 2 / 4
    }

    /// Animations off: the motion running at a frame ends in that frame (libadwaita's skip), and
    /// nothing else changes: times before the skip are untouched, the rate after it is real time.
    @Test func skippingAMotionJumpsAnimationTimePastItsEnd() {
        var timeline = FrameTimeline(pacing: .frameClock)
        let motionStart = timeline.animationTime(atWallTime: 2)  // a 0.5 s show starts here
        timeline.skipRunningMotion()
        let nextFrame = timeline.animationTime(atWallTime: 2.016)
        #expect(nextFrame == 2.016 + FrameTimeline.motionSkip)
        #expect(nextFrame - motionStart > 0.5 + 2)  // past the keyboard curve and any settle
        // With nothing moving, no more skips: a held key's repeat sees real time.
        #expect(timeline.animationTime(atWallTime: 3.016) - nextFrame == 1)
    }
}
