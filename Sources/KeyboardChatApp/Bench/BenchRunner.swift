import CGtk
import Foundation

/// Runs the benchmarks one at a time in a fixed order — child processes
/// first, then pure work, then windows — so nothing measured competes with
/// another benchmark for the machine's two cores, and gathers the report.
@MainActor
struct BenchRunner {
    let plan: BenchPlan
    let snapshotDirectory: String?

    func run(command: String) throws -> BenchReport {
        guard gtk_init_check(nil, nil) != 0 else {
            let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "(unset)"
            throw RuntimeFailure(message: "cannot open display \(display); run ./run.sh bench, which starts Xvfb")
        }
        var report = BenchReport()
        report.command = command
        // Child processes first: nothing of ours is warm yet, as for a cold app.
        progress("start-up at \(StartupBenchmark.smallCount) and \(StartupBenchmark.largeCount) messages")
        report.startupSmall = try StartupBenchmark.run(messages: StartupBenchmark.smallCount, runs: plan.startupRuns)
        report.startupLarge = try StartupBenchmark.run(messages: StartupBenchmark.largeCount, runs: plan.startupRuns)
        progress("frame pacing during show and hide")
        report.pacing = try PacingBenchmark.run()
        progress("curve evaluation")
        report.curve = CurveBenchmark.run(batches: plan.curveBatches)

        let bubbles = BubbleRenderer()
        for size in CoreFrameBenchmark.sizes {
            progress("core frame at \(size) messages")
            report.core[size] = try CoreFrameBenchmark.run(count: size, frames: plan.coreFrames, bubbles: bubbles)
        }

        let bar = OffscreenInputBar(width: Int32(BenchScene.stageSize.width))
        for size in PaintBenchmark.sizes {
            progress("paint frame at \(size) messages")
            let benchmark = try PaintBenchmark(count: size, bar: bar)
            report.paint[size] = benchmark.run(frames: plan.paintFrames)
            if let snapshotDirectory { try benchmark.writeSnapshot(to: "\(snapshotDirectory)/paint-\(size).png") }
        }

        for size in WindowFrameBenchmark.sizes {
            progress("GtkListBox window at \(size) messages")
            report.listBox[size] = WindowFrameBenchmark.listBox(
                count: size, frames: plan.windowFrames, snapshot: snapshotDirectory.map { "\($0)/listbox-\(size).png" })
            progress("our window at \(size) messages")
            report.stageWindow[size] = try WindowFrameBenchmark.stage(
                count: size, frames: plan.windowFrames, snapshot: snapshotDirectory.map { "\($0)/window-\(size).png" })
        }

        return report
    }

    private func progress(_ what: String) {
        FileHandle.standardError.write(Data("bench: \(what)…\n".utf8))
    }
}
