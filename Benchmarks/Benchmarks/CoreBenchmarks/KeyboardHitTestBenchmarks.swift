import Benchmark
import Keyboard

/// The key under a finger: `KeyboardLayout.key(at:width:orientation:)` on the English layout in
/// portrait at 390 points, over a grid of points that covers keys, gaps and insets alike.
enum KeyboardHitTestBenchmarks {
    static func register() {
        let english: KeyboardLayout
        do {
            english = try KeyboardResources.bundled().layout(.english)
        } catch {
            fatalError("the bundled keyboard layouts do not load: \(error)")
        }
        let height = english.height(for: .portrait)
        let points = (0..<997).map { index in
            Point(x: Double(index * 37 % 390), y: Double(index * 53 % Int(height)))
        }
        _ = english.keys(width: 390, orientation: .portrait)  // the frames are computed once per width
        Benchmark("Keyboard: hit test, english portrait", configuration: .init(scalingFactor: .kilo)) { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(english.key(at: points[index % points.count], width: 390, orientation: .portrait))
            }
        }
    }
}
