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
    /// Times: the median may double (or halve) before a run counts as a regression (or as an
    /// improvement worth a new baseline). Single runs on these two shared cores move by ±30 %
    /// when the machine is quiet (docs/BENCHMARKS.md), and a p75 moved by 88 % in one run under
    /// the load of parallel builds, so anything tighter fails on load alone; what this catches is
    /// a change of algorithm (the frame at 100 000 messages turning linear), not a few per cent.
    static var time: BenchmarkThresholds { BenchmarkThresholds(relative: [.p50: 100]) }
    /// Allocations per iteration: the baseline's median count, give or take 5. The harness
    /// itself allocates a little during a sample (16–18 mallocs in an iteration of a loop that
    /// allocates none), so an exact count fails on noise; one stray allocation per operation
    /// adds 1 000 in a ×1000 sample, and a tree copied at 100 000 messages adds hundreds.
    static var allocations: BenchmarkThresholds { BenchmarkThresholds(absolute: [.p50: 5]) }

    static var all: [BenchmarkMetric: BenchmarkThresholds] {
        [.wallClock: time, .cpuTotal: time, .mallocCountTotal: allocations]
    }
}
