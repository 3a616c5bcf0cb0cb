import Benchmark
import Curves

/// The two curve families every animated frame evaluates: the keyboard's spring (curve 7) and
/// UIKit's ease-in-out Bézier, as `keyboard-chat-bench`'s `curve_eval_ns` pairs them.
enum CurveBenchmarks {
    /// Times scattered over the whole animation by the golden-ratio step, so neither the
    /// solver's easy middle nor a branch predictor's monotone sweep dominates.
    static let phases = (0..<1_000).map { (Double($0) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1) }

    static func register() {
        let duration = AnimationCurve.keyboardDuration
        Benchmark("Curves: keyboard spring progress", configuration: .init(scalingFactor: .kilo)) { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(AnimationCurve.keyboard.progress(at: phases[index % phases.count] * duration, duration: duration))
            }
        }
        let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
        Benchmark("Curves: ease-in-out Bézier solve", configuration: .init(scalingFactor: .kilo)) { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(easeInOut.solve(phases[index % phases.count]))
            }
        }
        Benchmark("Curves: AnimatedValue retargeted mid-flight", configuration: .init(scalingFactor: .kilo)) { benchmark in
            var value = AnimatedValue(0)
            for index in benchmark.scaledIterations {
                let time = Double(index) * 0.05
                value.animate(to: index.isMultiple(of: 2) ? 291 : 0, curve: .keyboard, duration: 0.25, at: time)
                blackHole(value.value(at: time + 0.016))
            }
        }
    }
}
