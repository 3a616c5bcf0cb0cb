/// Which decoded frame of an opened recording a pane shows at a stage time: the one clock of
/// `--open`. The recording's first will-show (the first frame of its first motion, the last at
/// rest before anything moved, `Motion.restBefore`) is laid on the simulated pane's will-show,
/// and at stage time t the pane shows the last kept frame whose time stamp is at or before
/// t − offset. The recording's keyboard then first moves in the frame after the will-show, as
/// the simulated pane's does (its curve is at 0 in the will-show's own frame).
///
/// ```swift
/// let clock = RecordingClock(frameTimes: [100, 116.7, 133.3, 150], willShowMilliseconds: 100)
/// clock.frame(at: 2.0, simulatedWillShow: nil)        // 0: the rest frame before any show
/// clock.frame(at: 2.0167, simulatedWillShow: 2.0)     // 1: the first frame that moved
/// clock.frame(at: 2.0334, simulatedWillShow: 2.0)     // 2: 33.4 ms after the will-show
/// ```
public struct RecordingClock: Equatable, Sendable {
    /// The kept frames' time stamps (ms from the recording's first frame), in order: the last
    /// frame at rest before the first motion and every frame after it.
    public let frameTimes: [Double]
    /// The recording's will-show: the time stamp of its first motion's first frame (ms).
    public let willShowMilliseconds: Double

    /// A frame stamped this little after t still shows at t: containers round time stamps to
    /// their time base (an MP4's 16 666 667 ns for 60 fps), while the stage's times are sums of
    /// exact steps, and no recording has frames closer than 4 ms (240 fps).
    public static let stampToleranceMilliseconds = 0.5

    public init(frameTimes: [Double], willShowMilliseconds: Double) {
        precondition(!frameTimes.isEmpty, "a recording has frames")
        self.frameTimes = frameTimes
        self.willShowMilliseconds = willShowMilliseconds
    }

    /// The rows' first motion: its first frame, the last at rest (the will-show, where the kept
    /// frames start), and the first that moved after it; nil when nothing moves.
    public static func firstMotion(in rows: [MeasuredRow], height: Int) -> Motion? {
        Motion.all(in: rows, height: height).first
    }

    /// The recording's time (ms from its first frame) at stage time `time` (s), when the
    /// simulated pane's will-show was at `simulatedWillShow` (s); nil before any will-show.
    public func recordingMilliseconds(at time: Double, simulatedWillShow: Double?) -> Double? {
        simulatedWillShow.map { (time - $0) * 1000 + willShowMilliseconds }
    }

    /// The kept frame (index into `frameTimes`) shown at stage time `time` (s). Before the
    /// simulated pane's first will-show (`simulatedWillShow` nil) and before the recording's
    /// first kept frame it is the first kept frame, the keyboard at rest; past the last, the last.
    public func frame(at time: Double, simulatedWillShow: Double?) -> Int {
        guard let milliseconds = recordingMilliseconds(at: time, simulatedWillShow: simulatedWillShow) else { return 0 }
        let limit = milliseconds + Self.stampToleranceMilliseconds
        // The last frame stamped at or before the limit: a binary search over the sorted stamps.
        var low = 0, high = frameTimes.count
        while low < high {
            let middle = (low + high) / 2
            if frameTimes[middle] <= limit { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }
}
