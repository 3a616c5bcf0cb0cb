/// GIF delays are whole hundredths of a second, so a GIF cannot play 60 or 120 frames a
/// second; it plays 50 (a delay of 2). Frame k of the GIF shows the recorded frame that is
/// on screen at k / 50 s: recorded frame n covers [n / rate, (n + 1) / rate).
///
///     GifTiming.gifFrames(showing: 0, frameRate: 60)   // 0..<1
///     GifTiming.gifFrames(showing: 5, frameRate: 60)   // 5..<5: none (83–100 ms; GIF frame 5, at 100 ms, shows frame 6)
///     GifTiming.recordedFrame(shownBy: 5, frameRate: 60)   // 6
public enum GifTiming {
    public static let frameRate = 50
    /// Hundredths of a second per GIF frame.
    public static let delay = 100 / frameRate

    /// The GIF frames that show recorded frame `index` at `recordedRate` frames per second:
    /// those whose start k / 50 lies in [index / rate, (index + 1) / rate).
    public static func gifFrames(showing index: Int, frameRate recordedRate: Int) -> Range<Int> {
        // k ≥ index·50/rate and k < (index+1)·50/rate, in integers.
        let lower = (index * frameRate + recordedRate - 1) / recordedRate
        let upper = ((index + 1) * frameRate + recordedRate - 1) / recordedRate
        return lower..<max(lower, upper)
    }

    /// The recorded frame GIF frame `k` shows.
    public static func recordedFrame(shownBy k: Int, frameRate recordedRate: Int) -> Int {
        k * recordedRate / frameRate
    }

    /// How many GIF frames a recording of `count` frames gives: its duration at 50 fps,
    /// rounded up.
    public static func gifFrameCount(recorded count: Int, frameRate recordedRate: Int) -> Int {
        (count * frameRate + recordedRate - 1) / recordedRate
    }
}
