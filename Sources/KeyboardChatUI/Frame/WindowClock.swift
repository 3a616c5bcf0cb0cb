import Curves

/// The window's time: one reading of the frame clock per frame (`FrameTimeline`: recording's
/// fixed step, slow motion, animations off), kept for the handlers that run between frames,
/// which stamp what they start with it.
@MainActor
final class WindowClock {
    private var timeline: FrameTimeline
    /// Animation time of the current frame.
    private(set) var now = 0.0
    /// Seconds since the first frame (fixed 1/60 s steps when recording).
    private(set) var lastWallTime = 0.0

    /// `step`: a recording's fixed frame time (1/60 s, or 1/120 s with `--fps 120`).
    init(recording: Bool, slowMotionFactor: Double, step: Double) {
        timeline = FrameTimeline(pacing: recording ? .fixedStep : .frameClock, slowMotionFactor: slowMotionFactor, step: step)
    }

    /// How many times slower than real time animations run.
    var slowMotionFactor: Double { timeline.clock.slowMotionFactor }

    /// Reads the frame clock's time for frame `frameIndex`: `lastWallTime` and `now` become
    /// that frame's. Returns the wall time.
    @discardableResult
    func read(frameMicroseconds: Int, frameIndex: Int) -> Double {
        lastWallTime = timeline.wallTime(frameMicroseconds: frameMicroseconds, frameIndex: frameIndex)
        now = timeline.animationTime(atWallTime: lastWallTime)
        return lastWallTime
    }

    /// Animations are off (gtk-enable-animations): what moves ends in this frame (`FrameTimeline`).
    func skipRunningMotion() {
        timeline.skipRunningMotion()
        now = timeline.animationTime(atWallTime: lastWallTime)
    }

    /// A new slow-motion factor from this frame's wall time on; animation time stays continuous.
    func setSlowMotionFactor(_ factor: Double) {
        timeline.setSlowMotionFactor(factor, atWallTime: lastWallTime)
    }
}
