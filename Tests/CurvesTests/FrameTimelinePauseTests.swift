import Curves
import Testing

/// A paused stage keeps its frame and animation time while wall time goes on, and resumes on the
/// same curve: a recording's frames after a pause are those of a film that never paused.
@Suite struct FrameTimelinePauseTests {
    /// Frame 10 is presented, 30 frames pass paused, and the next frame is the film's frame 11.
    @Test func aRecordingResumesOnTheFrameAfterTheFrozenOne() {
        var timeline = FrameTimeline(pacing: .fixedStep)
        #expect(timeline.wallTime(frameMicroseconds: 0, frameIndex: 10) == 10 * FrameTimeline.recordingStep)
        timeline.pause()
        for index in 11...40 {
            // Wall time (a script's waits) goes on; the stage stays on frame 10.
            #expect(timeline.wallTime(frameMicroseconds: 0, frameIndex: index) == Double(index) * FrameTimeline.recordingStep)
            #expect(timeline.stageFrame == 10)
            #expect(timeline.stageWallTime == 10 * FrameTimeline.recordingStep)
            #expect(timeline.stageAnimationTime == 10 * FrameTimeline.recordingStep)
        }
        timeline.resume()
        _ = timeline.wallTime(frameMicroseconds: 0, frameIndex: 41)
        #expect(timeline.stageFrame == 11)
        #expect(timeline.stageWallTime == Double(11) * FrameTimeline.recordingStep)
        _ = timeline.wallTime(frameMicroseconds: 0, frameIndex: 42)
        #expect(timeline.stageFrame == 12)
        #expect(timeline.stageWallTime == Double(12) * FrameTimeline.recordingStep)
    }

    /// Each step while paused is exactly one recording step: stage frame n has the wall time a
    /// recording's frame n has (n × step, not a sum of steps), at 120 fps too.
    @Test func stepsWhilePausedAreExactlyTheRecordingsFrames() {
        let step = 1.0 / 120
        var timeline = FrameTimeline(pacing: .fixedStep, step: step)
        _ = timeline.wallTime(frameMicroseconds: 0, frameIndex: 7)
        timeline.pause()
        for frame in 8...20 {
            timeline.stepWhilePaused()
            #expect(timeline.stageFrame == frame)
            #expect(timeline.stageWallTime == Double(frame) * step)
        }
        _ = timeline.wallTime(frameMicroseconds: 0, frameIndex: 100)
        #expect(timeline.stageFrame == 20)  // still paused: readings do not move it
        timeline.resume()
        _ = timeline.wallTime(frameMicroseconds: 0, frameIndex: 101)
        #expect(timeline.stageFrame == 21)
        #expect(timeline.stageWallTime == 21 * step)
    }

    /// Live, wall time spent paused is not animation time, and slow motion's map is kept: a wake's
    /// reading after the resume (between frames) gives the frozen time, later ones go on at the
    /// same rate.
    @Test func liveTimeSpentPausedIsNotAnimationTime() {
        var timeline = FrameTimeline(pacing: .frameClock, slowMotionFactor: 4)
        _ = timeline.wallTime(frameMicroseconds: 1_000_000, frameIndex: 0)
        _ = timeline.wallTime(frameMicroseconds: 3_000_000, frameIndex: 1)
        #expect(timeline.stageAnimationTime == 0.5)  // 2 s at ×4
        timeline.pause()
        _ = timeline.wallTime(frameMicroseconds: 13_000_000, frameIndex: 2)
        #expect(timeline.stageAnimationTime == 0.5)
        timeline.resume()
        _ = timeline.wallTime(frameMicroseconds: 21_000_000, frameIndex: 3, makesFrame: false)
        #expect(timeline.stageWallTime == 2)
        #expect(timeline.stageAnimationTime == 0.5)
        _ = timeline.wallTime(frameMicroseconds: 23_000_000, frameIndex: 3)
        #expect(timeline.stageFrame == 2)
        #expect(timeline.stageWallTime == 4)
        #expect(timeline.stageAnimationTime == 1)  // 0.5 + 2 / 4: the same rate as before the pause
    }

    /// Live, resumed while the tick runs (a script's `resume`): the first frame after the pause
    /// is one step after the frozen one, not the frozen time again (a second row of the frozen
    /// frame), and later frames keep that offset.
    @Test func liveFrameAfterAResumeIsOneStepOn() {
        let step = FrameTimeline.recordingStep
        var timeline = FrameTimeline(pacing: .frameClock)
        _ = timeline.wallTime(frameMicroseconds: 1_000_000, frameIndex: 0)
        _ = timeline.wallTime(frameMicroseconds: 3_000_000, frameIndex: 1)
        timeline.pause()
        _ = timeline.wallTime(frameMicroseconds: 13_000_000, frameIndex: 2)
        timeline.resume()
        _ = timeline.wallTime(frameMicroseconds: 21_000_000, frameIndex: 3)
        let pausedSeconds = 20.0 - 2 - step
        #expect(timeline.stageFrame == 2)
        #expect(timeline.stageWallTime == 20 - pausedSeconds)
        #expect(timeline.stageWallTime > 2)
        _ = timeline.wallTime(frameMicroseconds: 23_000_000, frameIndex: 4)
        #expect(timeline.stageFrame == 3)
        #expect(timeline.stageWallTime == 22 - pausedSeconds)
    }

    /// A slow-motion change while paused re-anchors at the frozen time: nothing jumps.
    @Test func slowMotionChangedWhilePausedKeepsTheFrozenTime() {
        var timeline = FrameTimeline(pacing: .fixedStep)
        _ = timeline.wallTime(frameMicroseconds: 0, frameIndex: 60)
        timeline.pause()
        timeline.setSlowMotionFactor(10, atWallTime: timeline.stageWallTime)
        #expect(timeline.stageAnimationTime == 1)
        timeline.resume()
        _ = timeline.wallTime(frameMicroseconds: 0, frameIndex: 90)
        #expect(timeline.stageFrame == 61)
        let expected: Double = 1 + (61.0 / 60 - 1) / 10
        #expect(timeline.stageAnimationTime == expected)
    }

    /// A run never paused: the stage is the frame index and the wall time themselves.
    @Test func aRunNeverPausedHasTheStageOnTheWallClock() {
        var timeline = FrameTimeline(pacing: .frameClock)
        _ = timeline.wallTime(frameMicroseconds: 5_000_000, frameIndex: 0)
        let wall = timeline.wallTime(frameMicroseconds: 5_016_667, frameIndex: 1)
        #expect(timeline.stageWallTime == wall)
        #expect(timeline.stageFrame == 1)
        #expect(!timeline.isPaused)
    }
}
