/// Where a step or a seek of the playhead lands, from the frame presented and the frames kept.
///
/// Steps move from kept frame to kept frame: a step of ±N goes N kept frames on, so a step back
/// from a motion's first frame lands on the last frame of the motion before it, across the rest
/// between them. No picture is skipped: a rest holds the same picture as the frame before it
/// (nothing moved, which is why the tick made no frame). Backward moves stop at the oldest kept
/// frame; a step forward past the newest frame is made (the paused stage simulates the frames
/// after it, one recording step each) and never clamps; a seek stays within the frames kept,
/// since a time not yet reached is not a recorded frame, and a seek into a rest presents the
/// kept frame at or before it: the picture a recording shows then, since nothing moved.
///
/// Example: kept 40...100, presented 98: `step(by: 5)` is 103 with 3 frames to make
/// (`makingAtMost` 600); `step(by: -100)` is 40, clamped; `seek(toFrame: 120)` is 100, clamped.
/// Kept 10...20 and 50...60 (a rest between), presented 50: `step(by: -1)` is 20;
/// `seek(toFrame: 35)` is 20, not clamped.
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

    /// A step of `frames` kept frames (negative: back) from `presented`, with `kept` the frames
    /// kept (not empty); at most `maximumMade` new frames are made (a history's capacity: more
    /// would only be dropped). O(log kept) for a history.
    public static func step(by frames: Int, from presented: Int, kept: some KeptFrameIndices, makingAtMost maximumMade: Int) -> PlayheadTarget {
        let last = kept.keptCount - 1
        // The presented frame is a kept one (or, at worst, after the one at or before it).
        let wanted = (kept.slot(atOrBefore: presented) ?? -1) + frames
        if wanted > last {
            let newest = kept.frameIndex(atSlot: last)
            let made = min(wanted - last, maximumMade)
            return PlayheadTarget(frame: newest + made, framesToMake: made, wasClamped: made != wanted - last)
        }
        let slot = max(wanted, 0)
        return PlayheadTarget(frame: kept.frameIndex(atSlot: slot), framesToMake: 0, wasClamped: slot != wanted)
    }

    /// A seek to frame `index` within `kept` (not empty): the kept frame at or before it, the
    /// oldest or the newest (clamped) outside them. O(log kept) for a history.
    public static func seek(toFrame index: Int, kept: some KeptFrameIndices) -> PlayheadTarget {
        let newest = kept.frameIndex(atSlot: kept.keptCount - 1)
        if index > newest { return PlayheadTarget(frame: newest, framesToMake: 0, wasClamped: true) }
        guard let slot = kept.slot(atOrBefore: index) else {
            return PlayheadTarget(frame: kept.frameIndex(atSlot: 0), framesToMake: 0, wasClamped: true)
        }
        return PlayheadTarget(frame: kept.frameIndex(atSlot: slot), framesToMake: 0, wasClamped: false)
    }

    /// The frame a recording with frames `step` seconds apart shows at `milliseconds`: the
    /// nearest one (`seek MS`).
    public static func frame(atMilliseconds milliseconds: Int, step: Double) -> Int {
        Int((Double(milliseconds) / 1000 / step).rounded())
    }
}
