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
    /// frame the next frames are made, one recording step each and one a frame clock tick.
    func step(by frames: Int)
    /// Shows kept frame `index`, pausing first: in a rest between two motions, the kept frame
    /// before it (the same picture); outside the kept frames, the oldest or the newest.
    func seek(toFrame index: Int)
    /// The frame on the stage, numbered as a recording numbers its frames.
    var presentedFrameIndex: Int { get }
    /// The indices of the frames kept (as many as the timeline plots, at least the last 10 s of frames made; rests hold none),
    /// oldest to newest; empty before the first frame.
    var keptFrameIndices: [Int] { get }
}
