/// Where a step or a seek of the playhead lands, from the frame presented and the frames kept.
///
/// Backward moves stop at the oldest kept frame; a step forward past the newest frame is made
/// (the paused stage simulates the frames after it, one recording step each) and never clamps;
/// a seek stays within the frames kept, since a time not yet reached is not a recorded frame.
///
/// Example: kept 40...100, presented 98: `step(by: 5)` is 103 with 3 frames to make
/// (`makingAtMost` 600); `step(by: -100)` is 40, clamped; `seek(toFrame: 120)` is 100, clamped.
public struct PlayheadTarget: Equatable, Sendable {
    /// The frame to present.
    public let frame: Int
    /// How many new frames must be made past the newest kept one (0: it is kept).
    public let framesToMake: Int
    /// Whether the request lay outside what can be presented and was brought to its edge.
    public let wasClamped: Bool

    public init(frame: Int, framesToMake: Int, wasClamped: Bool) {
        self.frame = frame
        self.framesToMake = framesToMake
        self.wasClamped = wasClamped
    }

    /// A step of `frames` (negative: back) from `presented`, with `kept` the frames kept; at
    /// most `maximumMade` new frames are made (a history's capacity: more would only be dropped).
    public static func step(by frames: Int, from presented: Int, kept: ClosedRange<Int>, makingAtMost maximumMade: Int) -> PlayheadTarget {
        let wanted = presented + frames
        if wanted > kept.upperBound {
            let made = min(wanted - kept.upperBound, maximumMade)
            return PlayheadTarget(frame: kept.upperBound + made, framesToMake: made, wasClamped: made != wanted - kept.upperBound)
        }
        let frame = max(wanted, kept.lowerBound)
        return PlayheadTarget(frame: frame, framesToMake: 0, wasClamped: frame != wanted)
    }

    /// A seek to frame `index`, within `kept`.
    public static func seek(toFrame index: Int, kept: ClosedRange<Int>) -> PlayheadTarget {
        let frame = min(max(index, kept.lowerBound), kept.upperBound)
        return PlayheadTarget(frame: frame, framesToMake: 0, wasClamped: frame != index)
    }

    /// The frame a recording with frames `step` seconds apart shows at `milliseconds`: the
    /// nearest one (`seek MS`).
    public static func frame(atMilliseconds milliseconds: Int, step: Double) -> Int {
        Int((Double(milliseconds) / 1000 / step).rounded())
    }
}
