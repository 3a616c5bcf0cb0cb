/// The one mapping from a frame to the time animations see, read once per frame.
///
/// Three things stand between the frame clock and an animation:
/// - **Pacing.** Live, wall time is the frame clock's time since the first frame. A recording
///   (`--record`) paces by frame count instead, exactly `recordingStep` per frame, so frame `n`
///   of a film is the same picture on any machine however late the frames really ran.
/// - **Slow motion.** Wall time becomes animation time through an `AnimationClock`, which keeps
///   animation time continuous when a reviewer changes the factor mid-motion.
/// - **Animations off** (`gtk-enable-animations = false`). Like libadwaita's
///   `adw_animation_start`, which skips straight to the end value when animations are disabled,
///   a motion that is running when a frame is made is finished in that frame: the shell calls
///   `skipRunningMotion()` and asks again, and animation time jumps by `motionSkip`, longer than
///   any keyboard motion or settle. Time jumps only while something moves, so everything that
///   runs on frame time without animating (a held key's repeat) keeps real time.
///
/// Worked example — live, slowed down four times from wall time 1 s, animations on:
/// ```swift
/// var timeline = FrameTimeline(pacing: .frameClock)
/// timeline.wallTime(frameMicroseconds: 5_000_000, frameIndex: 0)   // 0 (the first frame)
/// timeline.wallTime(frameMicroseconds: 6_000_000, frameIndex: 60)  // 1
/// timeline.setSlowMotionFactor(4, atWallTime: 1)
/// timeline.animationTime(atWallTime: 3)                            // 1.5
/// timeline.skipRunningMotion()
/// timeline.animationTime(atWallTime: 3)                            // 11.5
/// ```
/// A recording ignores the clock: `FrameTimeline(pacing: .fixedStep)` gives frame 30 the wall
/// time 0.5 whatever its microseconds.
///
/// - Complexity: O(1), allocation-free.
public struct FrameTimeline: Sendable, Equatable {
    /// How wall time advances from frame to frame.
    public enum Pacing: Sendable, Equatable {
        /// The frame clock's own time (live windows).
        case frameClock
        /// Exactly `FrameTimeline.recordingStep` per frame (recordings).
        case fixedStep
    }

    /// A recording's frame interval: 60 frames per second of wall time.
    public static let recordingStep = 1.0 / 60
    /// How far animation time jumps to finish a running motion when animations are off: longer
    /// than the longest motion (the keyboard's 0.5 s curve, a release spring's settle, a 2 s
    /// scroll) with room to spare.
    public static let motionSkip = 10.0

    public let pacing: Pacing
    /// Wall time per frame of a `.fixedStep` timeline: `recordingStep`, or 1/120 s for a
    /// 120 fps recording.
    public let step: Double
    /// Slow motion: wall time to animation time.
    public private(set) var clock: AnimationClock
    /// The frame clock's time at the first frame; live wall time counts from here.
    private var firstFrameMicroseconds: Int?
    /// Animation time skipped so far because animations were off.
    private var skipped = 0.0

    public init(pacing: Pacing, slowMotionFactor: Double = 1, step: Double = FrameTimeline.recordingStep) {
        self.pacing = pacing
        self.step = step
        clock = AnimationClock(slowMotionFactor: slowMotionFactor)
    }

    /// The wall time (seconds) of the frame whose frame clock reads `frameMicroseconds` and which
    /// is the `frameIndex`-th frame made. The first call anchors live time at zero.
    public mutating func wallTime(frameMicroseconds: Int, frameIndex: Int) -> Double {
        switch pacing {
        case .fixedStep:
            return Double(frameIndex) * step
        case .frameClock:
            let first = firstFrameMicroseconds ?? frameMicroseconds
            firstFrameMicroseconds = first
            return Double(frameMicroseconds - first) / 1_000_000
        }
    }

    /// The time animations see at `wallTime`: slowed by the clock, plus every skip so far.
    public func animationTime(atWallTime wallTime: Double) -> Double {
        clock.animationTime(atWallTime: wallTime) + skipped
    }

    /// Changes the slow-motion factor at `wallTime`, keeping animation time continuous.
    public mutating func setSlowMotionFactor(_ factor: Double, atWallTime wallTime: Double) {
        clock.setSlowMotionFactor(factor, atWallTime: wallTime)
    }

    /// Animations are off and something moves: finish it. Animation time from now on is
    /// `motionSkip` later, so whatever started before lies in the past.
    public mutating func skipRunningMotion() {
        skipped += Self.motionSkip
    }
}
