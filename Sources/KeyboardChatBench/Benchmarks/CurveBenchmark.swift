import KeyboardChatUI
import Curves

/// `curve_eval_ns`: one keyboard-spring progress plus one Bézier solve (the
/// two curve families every animated frame evaluates), in nanoseconds.
///
/// A single pair takes tens of nanoseconds, close to the clock's own cost,
/// so pairs are timed in batches and each batch gives one per-pair sample.
/// The times sweep the whole animation, so the Bézier solver sees both its
/// easy middle and its steep ends.
enum CurveBenchmark {
    static let pairsPerBatch = 20_000
    static let batches = 60
    static let duration = AnimationCurve.keyboardDuration
    /// CoreAnimation's ease-in-out, the default UIKit curve.
    static let bezier = AnimationCurve.easeInOut.bezier!

    static func run(batches: Int = batches) -> Samples {
        // The golden-ratio step scatters the times over the animation, so no
        // branch predictor learns a monotone sweep; computed up front so the
        // timed loop holds nothing but the two evaluations.
        let phases = (0..<pairsPerBatch).map { (Double($0) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1) }
        var samples = Samples()
        var sink = 0.0
        for batch in 0..<(batches + 1) {
            let start = Stopwatch.nanoseconds()
            for phase in phases {
                sink += AnimationCurve.keyboard.progress(at: phase * duration, duration: duration)
                sink += bezier.solve(phase)
            }
            let perPair = Stopwatch.elapsed(since: start) / Double(pairsPerBatch)
            if batch > 0 { samples.append(perPair) }  // batch 0 warms caches up
        }
        // Keeps the optimiser from dropping the loop: the sum is "used".
        if sink.isNaN { print("curve benchmark: NaN") }
        return samples
    }
}
