import KeyboardChatUI
import ArgumentParser
import CommandLineExit
import ChatDemoCore
import Foundation

/// `keyboard-chat-bench [--output FILE] [--quick] [--snapshot DIR]`: runs
/// every benchmark behind the performance goals (a display is needed: `./run.sh bench`
/// starts a private Xvfb when DISPLAY is unset), prints a table and writes
/// the results as JSON. A binary of its own, so the benchmarks never ship
/// in `keyboard-chat`; it measures the same `KeyboardChatUI` the app runs.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-chat-bench",
        abstract: "Measure per-frame cost, start-up, memory and pacing; print a table and write JSON.",
        discussion: "Build in release mode first (./run.sh bench does both). Needs an X display (Xvfb is fine)."
    )

    @Option(help: ArgumentHelp("Where to write the results.", valueName: "FILE.json"))
    var output = "bench-results.json"

    @Flag(help: "Few repetitions: checks that every benchmark runs, numbers are not stable.")
    var quick = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Run only these parts (for profiling): \(BenchPart.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "part"))
    var only: [BenchPart] = []

    @Option(help: ArgumentHelp("Also write each size's last painted frame as DIR/paint-N.png.", valueName: "DIR"))
    var snapshot: String?

    /// The app's exit codes (2 bad usage, 1 runtime failure), which scripts branch on, instead of ArgumentParser's 64.
    static func main() {
        FatalCriticals.install()
        runExitingWithStatus(programName: "keyboard-chat-bench")
    }

    mutating func run() throws {
        try OutputPlan.checkWritable(directoryOf: output)
        if let snapshot { try OutputPlan.createFolder(snapshot) }
        var plan = quick ? BenchPlan.quick : BenchPlan.full
        if !only.isEmpty { plan.parts = Set(only) }
        let command = (["keyboard-chat-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let (output, snapshot) = (self.output, self.snapshot)
        try MainActor.assumeIsolated {
            let report = try BenchRunner(plan: plan, snapshotDirectory: snapshot).run(command: command)
            print(BenchTable.render(report))
            try report.write(to: output)
            print("\nwrote \(output)")
        }
    }
}

/// How many repetitions each benchmark gets.
struct BenchPlan {
    var curveBatches: Int
    var coreFrames: Int
    var paintFrames: Int
    var windowFrames: Int
    var startupRuns: Int
    var typingTaps = DraftTypingBenchmark.measuredTaps
    /// Seconds an idle window is watched for `idle_cpu_percent` (each keyboard state).
    var idleSeconds = IdleCPUBenchmark.interval
    /// Frames kept before the playhead scrubs through them, and how many times it seeks to each.
    var scrubKeptFrames = ScrubBenchmark.keptFrames
    var scrubPasses = ScrubBenchmark.passes
    /// Closed-then-open rounds of the timeline's cost, and the seconds it is watched at rest.
    var timelineRounds = TimelineOverheadBenchmark.rounds
    var timelineRestSeconds = TimelineOverheadBenchmark.restSeconds
    /// Whether the three-pane, 120 fps export is measured (its recording alone takes half a
    /// minute of a debug build, too long for `--quick`'s check that everything runs).
    var videoThreePanes = true
    /// Whether `measure` also reads its recording played twice over (`measure_peak_mb_twice_as_long`).
    var measureTwiceAsLong = true
    /// Device pixels per point of `measure`'s phone recording (`MeasureSpeedBenchmark.phoneScale`).
    var measureScale = MeasureSpeedBenchmark.phoneScale
    /// The size the large file's start-up and scan rate are measured at: just under the limit
    /// a conversation file may have; `--quick` checks the same steps on a few megabytes.
    var largeFileLimit = Conversation.maximumFileBytes
    /// Everything but `floor`, which re-measures figures the `windows` part already gives.
    var parts = Set(BenchPart.allCases).subtracting([.floor, .startup])

    static let full = BenchPlan(
        curveBatches: CurveBenchmark.batches, coreFrames: CoreFrameBenchmark.measuredFrames,
        paintFrames: PaintBenchmark.measuredFrames, windowFrames: WindowFrameBenchmark.measuredFrames,
        startupRuns: StartupBenchmark.runs)
    static let quick = BenchPlan(curveBatches: 5, coreFrames: 2_000, paintFrames: 20, windowFrames: 20, startupRuns: 1,
                                 typingTaps: 5, idleSeconds: 1, scrubKeptFrames: 30, scrubPasses: 1,
                                 timelineRounds: 1, timelineRestSeconds: 1, videoThreePanes: false, measureTwiceAsLong: false, measureScale: 1,
                                 largeFileLimit: 8 << 20)
}

/// The groups of benchmarks `--only` can pick.
enum BenchPart: String, CaseIterable, ExpressibleByArgument {
    case processes, curve, core, paint, windows
    /// Only the start-up figures (a part of `processes`, without pacing and video export).
    case startup
    /// Only the video export figures (a part of `processes`): one pane at 60 fps, three
    /// compare panes at 120 fps, and that export's peak memory.
    case video
    /// Only `keyboard-chat measure`'s figures (a part of `video`): its speed on a phone-sized
    /// recording and its peak memory on that recording and on one twice as long.
    case measure
    /// Hostile text at start-up and in a frame, typing with a 50 000-character draft.
    case text
    /// For profiling and repeated pairs: only our window in case 3 at 10 000, GTK's
    /// fill floor and our case-1 window, interleaved in rounds (`BenchRunner.measureFloor`).
    /// Not in a full run; after `windows` it replaces those three figures.
    case floor
    /// The motion-review instrument: scrubbing the playhead, the review history's memory, the
    /// timeline window's cost.
    case review
}
