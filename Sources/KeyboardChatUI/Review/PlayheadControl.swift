import ChatDemoCore

/// What a review panel (a timeline, a scrubber) drives the window's playhead through: pause and
/// resume, frame steps, seeks to a kept frame, and which frames there are.
@MainActor
protocol PlayheadControl: AnyObject {
    /// Whether the stage is frozen on a frame.
    var isPaused: Bool { get }
    /// Freezes the stage on the frame presented, or goes on from it with nothing lost.
    func setPaused(_ paused: Bool)
    /// Shows the frame `frames` later (negative: earlier), pausing first; past the newest kept
    /// frame the next frames are made, one recording step each.
    func step(by frames: Int)
    /// Shows kept frame `index` (brought into `historyFrameRange`), pausing first.
    func seek(toFrame index: Int)
    /// The frame on the stage, numbered as a recording numbers its frames.
    var presentedFrameIndex: Int { get }
    /// The frames kept (the last 10 s), oldest to newest; nil before the first frame.
    var historyFrameRange: ClosedRange<Int>? { get }
}
