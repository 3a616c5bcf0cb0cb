import Curves

/// The window's time: one reading of the frame clock per frame (`FrameTimeline`: recording's
/// fixed step, slow motion, animations off, pause), kept for the handlers that run between
/// frames, which stamp what they start with it.
@MainActor
final class WindowClock {
    private var timeline: FrameTimeline
    /// Animation time of the current frame (frozen while paused).
    private(set) var now = 0.0
    /// Seconds since the first frame (fixed 1/60 s steps when recording): what a script's waits
    /// count, paused or not.
    private(set) var lastWallTime = 0.0

    /// `step`: a recording's fixed frame time (1/60 s, or 1/120 s with `--fps 120`).
    init(recording: Bool, slowMotionFactor: Double, step: Double) {
        timeline = FrameTimeline(pacing: recording ? .fixedStep : .frameClock, slowMotionFactor: slowMotionFactor, step: step)
    }

    /// How many times slower than real time animations run.
    var slowMotionFactor: Double { timeline.clock.slowMotionFactor }
    /// The stage's frame number: what a recording's frame of this moment is numbered.
    var stageFrame: Int { timeline.stageFrame }
    /// The stage's wall time (the trace's and the recording's time): wall time less time paused.
    var stageWallTime: Double { timeline.stageWallTime }
    /// A recording's frame interval (1/60 s, or 1/120 s).
    var step: Double { timeline.step }
    var isPaused: Bool { timeline.isPaused }

    /// Reads the frame clock's time for frame `frameIndex`: `lastWallTime` and `now` become
    /// that frame's. `makesFrame` is false for a wake's reading between frames. Returns the wall time.
    @discardableResult
    func read(frameMicroseconds: Int, frameIndex: Int, makesFrame: Bool = true) -> Double {
        lastWallTime = timeline.wallTime(frameMicroseconds: frameMicroseconds, frameIndex: frameIndex, makesFrame: makesFrame)
        now = timeline.stageAnimationTime
        return lastWallTime
    }

    /// Animations are off (gtk-enable-animations): what moves ends in this frame (`FrameTimeline`).
    func skipRunningMotion() {
        timeline.skipRunningMotion()
        now = timeline.stageAnimationTime
    }

    /// A new slow-motion factor from this frame's stage time on; animation time stays continuous.
    func setSlowMotionFactor(_ factor: Double) {
        timeline.setSlowMotionFactor(factor, atWallTime: timeline.stageWallTime)
    }

    /// Freezes animation time on the current frame.
    func pause() { timeline.pause() }

    /// Animation time goes on from the frozen frame at the next reading.
    func resume() { timeline.resume() }

    /// While paused: the stage moves one recording step; `now` is the next frame's time.
    func stepWhilePaused() {
        timeline.stepWhilePaused()
        now = timeline.stageAnimationTime
    }
}
