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
/// - **Pause.** A paused stage (`pause()`) keeps its frame and its animation time while wall time
///   goes on (a script's waits count it); `stepWhilePaused()` moves the stage one recording step,
///   and `resume()` goes on from the frozen frame. A recording's stage frame `n` has the wall time
///   `n × step` exactly, paused or not, so the frames after a pause are those of a film never paused.
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
    /// Whether the stage is paused (`pause()`): readings move wall time only.
    public private(set) var isPaused = false
    /// The stage's frame number at the last reading: the frame index less the frames spent
    /// paused (plus those stepped while paused). Equal to the frame index in a run never paused.
    public private(set) var stageFrame = 0
    /// The wall time animations see at the last reading: a recording's `stageFrame × step`, a
    /// live window's wall time less the time spent paused. The wall time itself in a run never paused.
    public private(set) var stageWallTime = 0.0
    /// Frames (and, live, seconds) of wall time that were not the stage's: spent paused.
    private var pausedFrames = 0
    private var pausedSeconds = 0.0
    /// Set by `resume()`: the next reading re-anchors the stage on the frozen frame.
    private var resumes = false

    public init(pacing: Pacing, slowMotionFactor: Double = 1, step: Double = FrameTimeline.recordingStep) {
        self.pacing = pacing
        self.step = step
        clock = AnimationClock(slowMotionFactor: slowMotionFactor)
    }

    /// The wall time (seconds) of the frame whose frame clock reads `frameMicroseconds` and which
    /// is the `frameIndex`-th frame made. The first call anchors live time at zero.
    /// The reading also moves the stage (`stageFrame`, `stageWallTime`) unless it is paused.
    /// `makesFrame` is false for a reading between frames (a handler waking the sleeping tick),
    /// which makes no frame of its own.
    public mutating func wallTime(frameMicroseconds: Int, frameIndex: Int, makesFrame: Bool = true) -> Double {
        let wall: Double
        switch pacing {
        case .fixedStep:
            wall = Double(frameIndex) * step
        case .frameClock:
            let first = firstFrameMicroseconds ?? frameMicroseconds
            firstFrameMicroseconds = first
            wall = Double(frameMicroseconds - first) / 1_000_000
        }
        guard !isPaused else { return wall }
        if resumes {
            // The first frame after a pause is the one after the frame it froze on: a recording's
            // next fixed step; live, one step after the frozen time when this reading makes that
            // frame (the frozen time again would repeat the frozen frame, a second trace row with
            // its time), and the frozen time itself when a wake reads between frames (the next
            // tick is then a frame's time later).
            resumes = false
            pausedFrames = frameIndex - (stageFrame + 1)
            pausedSeconds = wall - stageWallTime - (makesFrame ? step : 0)
        }
        stageFrame = frameIndex - pausedFrames
        switch pacing {
        case .fixedStep: stageWallTime = Double(stageFrame) * step
        case .frameClock: stageWallTime = wall - pausedSeconds
        }
        return wall
    }

    /// Freezes the stage on the last reading: until `resume()`, readings move wall time only,
    /// and animation time (`stageAnimationTime`) stays where it is.
    public mutating func pause() {
        isPaused = true
        resumes = false
    }

    /// The stage moves again from the frozen frame, with no jump: a recording's next frame is the
    /// frozen one's next fixed step, as if the pause had never been; live time goes on from the
    /// frozen time. Nothing when not paused.
    public mutating func resume() {
        guard isPaused else { return }
        isPaused = false
        resumes = true
    }

    /// While paused: the stage advances one frame, exactly a recording's `step` of wall time
    /// (so its animation time is the next frame's of a recording). Nothing when not paused.
    public mutating func stepWhilePaused() {
        guard isPaused else { return }
        stageFrame += 1
        switch pacing {
        case .fixedStep: stageWallTime = Double(stageFrame) * step
        case .frameClock: stageWallTime += step
        }
    }

    /// The time animations see at the stage's last reading (frozen while paused).
    public var stageAnimationTime: Double { animationTime(atWallTime: stageWallTime) }

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
