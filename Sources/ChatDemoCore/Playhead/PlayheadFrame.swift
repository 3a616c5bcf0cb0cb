/// What the motion reviewer's playhead keeps of one presented frame, in its `FrameHistory`:
/// each pane's scene as a value, the geometry each pane applied, the draft in the field, and the
/// slow-motion factor its caption named. Putting these back and applying the geometry presents
/// that very frame again, "×10" included when the speed has changed since (a screenshot or an
/// exported video of a slow-motion frame says it is slow).
///
/// The history's memory is what these hold beyond the live scenes: the snapshots share their
/// per-message storage with the live scenes and with each other (see `ChatScene.Snapshot`),
/// so ten seconds of frames cost what changed in them, not a conversation per frame.
public struct PlayheadFrame {
    /// How much of the recent motion can be stepped back through, at least.
    public static let keptSeconds = 10.0

    public let scenes: [ChatScene.Snapshot]
    public let frames: [SceneFrame]
    public let draft: String
    /// The slow-motion factor the window ran at when the frame was made (1 for real time).
    public let slowMotionFactor: Double
    /// Which frame of an opened screen recording its pane showed (`RecordingClock`'s index);
    /// nil without one.
    public let recordingFrame: Int?

    public init(scenes: [ChatScene.Snapshot], frames: [SceneFrame], draft: String, slowMotionFactor: Double = 1,
                recordingFrame: Int? = nil) {
        self.scenes = scenes
        self.frames = frames
        self.draft = draft
        self.slowMotionFactor = slowMotionFactor
        self.recordingFrame = recordingFrame
    }

    /// How many frames the playhead keeps at a frame rate: `keptSeconds` of frames, and never
    /// fewer than the timeline plots (`MotionHistory.defaultCapacity`, 24 s at 60 fps), so a
    /// pick of any plotted frame presents that frame rather than the oldest kept one.
    public static func capacity(framesPerSecond: Double) -> Int {
        max(FrameHistory<PlayheadFrame>(seconds: keptSeconds, framesPerSecond: framesPerSecond).capacity, MotionHistory.defaultCapacity)
    }

    /// The history the playhead keeps at a frame rate (`capacity(framesPerSecond:)` frames).
    public static func history(framesPerSecond: Double) -> FrameHistory<PlayheadFrame> {
        FrameHistory(capacity: capacity(framesPerSecond: framesPerSecond))
    }
}
