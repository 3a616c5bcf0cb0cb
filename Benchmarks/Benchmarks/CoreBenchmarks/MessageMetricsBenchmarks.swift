import Benchmark
import ChatLayout

/// `MessageMetrics`, the persistent height tree, at 100 000 messages: the reads every frame
/// makes (a message's offset, the visible range) and the writes a send and a measurement make
/// while an earlier copy is kept alive, as the motion reviewer's snapshots keep one.
enum MessageMetricsBenchmarks {
    static let count = 100_000

    static func register() {
        let metrics = MessageMetrics(heights: (0..<count).map { Double(36 + $0 % 61 * 3) }, spacing: 6)
        let total = metrics.totalHeight
        Benchmark("MessageMetrics: offset of a message, 100000", configuration: .init(scalingFactor: .kilo)) { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(metrics.offset(ofMessage: index &* 7_919 % count))
            }
        }
        Benchmark("MessageMetrics: visible range, 100000", configuration: .init(scalingFactor: .kilo)) { benchmark in
            for index in benchmark.scaledIterations {
                let offset = Double(index &* 7_919 % 1_000) / 1_000 * (total - 700)
                blackHole(metrics.visibleRange(scrollOffset: offset, viewportHeight: 700))
            }
        }
        Benchmark("MessageMetrics: append with a copy kept, 100000") { benchmark in
            var growing = metrics
            var kept = growing
            for index in benchmark.scaledIterations {
                kept = growing
                growing.append(height: Double(36 + index % 61 * 3))
            }
            blackHole(kept)
        }
        Benchmark("MessageMetrics: update with a copy kept, 100000") { benchmark in
            var measured = metrics
            var kept = measured
            for index in benchmark.scaledIterations {
                kept = measured
                measured.update(height: Double(40 + index % 17), at: index &* 7_919 % count)
            }
            blackHole(kept)
        }
    }
}
