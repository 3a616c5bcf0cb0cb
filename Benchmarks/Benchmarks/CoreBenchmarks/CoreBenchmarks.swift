import Benchmark

/// The suite package-benchmark runs: every pure core's hot path, with allocation counts.
///
/// Times move with the machine (two shared cores here), so their thresholds are wide;
/// allocation counts do not, so theirs are exact. `swift package benchmark baseline check main`
/// compares a run with the committed baseline `main` under these thresholds.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 10_000,
        thresholds: CoreThresholds.all
    )
    CurveBenchmarks.register()
    LayoutBenchmarks.register()
    MessageMetricsBenchmarks.register()
    JSONScannerBenchmarks.register()
    KeyboardHitTestBenchmarks.register()
}

/// What `baseline check` lets pass.
enum CoreThresholds {
    /// Times: the median and p75 may move by half either way before a run counts as a
    /// regression (or an improvement to record in a new baseline). Single runs on these shared
    /// cores move by up to ±30 % (docs/BENCHMARKS.md), so anything tighter fails on load alone.
    static var time: BenchmarkThresholds { BenchmarkThresholds(relative: [.p50: 50, .p75: 50]) }
    /// Allocations: exactly the baseline's count at the median and p90.
    static var allocations: BenchmarkThresholds { BenchmarkThresholds(absolute: [.p50: 0, .p90: 0]) }

    static var all: [BenchmarkMetric: BenchmarkThresholds] {
        [.wallClock: time, .cpuTotal: time, .mallocCountTotal: allocations]
    }
}
