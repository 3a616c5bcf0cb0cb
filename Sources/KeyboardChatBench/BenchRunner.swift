import KeyboardChatUI
import CGtk
import ChatDemoCore
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
        if plan.parts.contains(.processes) { try measureProcesses(into: &report) }
        if plan.parts.contains(.startup) && !plan.parts.contains(.processes) { try measureStartup(into: &report) }
        if plan.parts.contains(.video) && !plan.parts.contains(.processes) { try measureVideoExport(into: &report) }
        if plan.parts.contains(.measure) && !plan.parts.contains(.video) && !plan.parts.contains(.processes) {
            try measureRecordingMeasure(into: &report)
        }
        if plan.parts.contains(.curve) {
            progress("curve evaluation")
            report.curve = CurveBenchmark.run(batches: plan.curveBatches)
            progress("motion history of three panes over 10 s at 60 fps")
            report.timelineHistoryBytes = try TimelineHistoryBenchmark.run()
        }
        if plan.parts.contains(.core) { try measureCore(into: &report) }
        if plan.parts.contains(.paint) { try measurePaint(into: &report) }
        if plan.parts.contains(.windows) { try measureWindows(into: &report) }
        if plan.parts.contains(.text) { try measureText(into: &report) }
        if plan.parts.contains(.review) { try measureReview(into: &report) }
        if plan.parts.contains(.floor) { try measureFloor(into: &report) }
        return report
    }

    private func measureProcesses(into report: inout BenchReport) throws {
        try measureStartup(into: &report)
        progress("frame pacing during show and hide")
        report.pacing = try PacingBenchmark.run()
        try measureVideoExport(into: &report)
    }

    private func measureVideoExport(into report: inout BenchReport) throws {
        progress("video export: a 2 s show and hide at 60 fps to MP4")
        report.videoExport = try VideoExportBenchmark.run()
        try measureRecordingMeasure(into: &report)
        guard plan.videoThreePanes else { return }
        progress("video export: three compare panes at 120 fps to MP4")
        report.videoExportThreePanes = try VideoExportBenchmark.run(frameRate: 120, arguments: VideoExportBenchmark.threePanes)
    }

    private func measureRecordingMeasure(into report: inout BenchReport) throws {
        let twice = plan.measureTwiceAsLong ? ", and the same twice over," : ""
        let size = MeasureSpeedBenchmark.size(scale: plan.measureScale)
        progress("measure: a \(size.width)×\(size.height), 60 fps show and hide\(twice) read back")
        report.measureSpeed = try MeasureSpeedBenchmark.run(twiceAsLong: plan.measureTwiceAsLong, scale: plan.measureScale)
    }

    /// Every start-up figure: generated conversations, files, exports.
    private func measureStartup(into report: inout BenchReport) throws {
        progress("start-up at \(StartupBenchmark.smallCount) and \(StartupBenchmark.largeCount) messages")
        report.startupSmall = try StartupBenchmark.run(messages: StartupBenchmark.smallCount, runs: plan.startupRuns)
        report.startupLarge = try StartupBenchmark.run(messages: StartupBenchmark.largeCount, runs: plan.startupRuns)
        let longRuns = min(plan.startupRuns, StartupBenchmark.longRuns)
        progress("start-up at \(StartupBenchmark.millionCount) distinct messages, and from a file of \(StartupBenchmark.largeCount)")
        report.startupMillion = try StartupBenchmark.run(messages: StartupBenchmark.millionCount, runs: longRuns)
        report.startupFile = try StartupBenchmark.runFile(count: StartupBenchmark.largeCount, runs: longRuns).result
        progress("start-up from a Telegram and a WhatsApp export of \(StartupBenchmark.largeCount) messages")
        report.startupTelegram = try ImportStartupBenchmark.runTelegram(runs: longRuns)
        report.startupWhatsApp = try ImportStartupBenchmark.runWhatsApp(runs: longRuns)
        progress("start-up from a file of \(StartupBenchmark.millionCount) distinct messages")
        (report.startupMillionFile, report.millionFileMegabytes) = try StartupBenchmark.runFile(count: StartupBenchmark.millionCount, runs: longRuns)
        progress("start-up and scan rate on a file of distinct messages just under \(plan.largeFileLimit) bytes")
        report.largeFile = try LargeFileBenchmark.run(limit: plan.largeFileLimit, startupRuns: longRuns)
        progress("start-up from a Telegram and a WhatsApp export of distinct messages just under \(plan.largeFileLimit) bytes")
        report.largeTelegram = try LargeExportBenchmark.runTelegram(limit: plan.largeFileLimit, runs: longRuns)
        report.largeWhatsApp = try LargeExportBenchmark.runWhatsApp(limit: plan.largeFileLimit, runs: longRuns)
    }

    /// Sizes are interleaved in rounds, so a neighbour's burst of load on the
    /// shared cores lands on every size alike instead of skewing the ratio.
    static let rounds = 8

    private func measureCore(into report: inout BenchReport) throws {
        progress("core frame at \(CoreFrameBenchmark.sizes) messages")
        let bubbles = BubbleRenderer()
        let benchmarks = try CoreFrameBenchmark.sizes.map { ($0, try CoreFrameBenchmark(count: $0, bubbles: bubbles)) }
        for _ in 0..<Self.rounds {
            for (size, benchmark) in benchmarks {
                report.core[size, default: Samples()].append(contentsOf: benchmark.measure(frames: plan.coreFrames / Self.rounds))
            }
        }
        progress("send with a kept copy at \(SendBenchmark.sizes) messages")
        for size in SendBenchmark.sizes {
            report.send[size] = SendBenchmark.run(count: size, sends: plan.coreFrames / 10)
        }
    }

    private func measurePaint(into report: inout BenchReport) throws {
        progress("paint frame at \(PaintBenchmark.sizes) messages")
        let bar = OffscreenInputBar(width: Int32(BenchScene.stageSize.width))
        let benchmarks = try PaintBenchmark.sizes.map { ($0, try PaintBenchmark(count: $0, bar: bar)) }
        let huge = try PaintBenchmark(BenchScene.hugeMessageConversation(), bar: bar)
        let inPlace = try PaintBenchmark(count: BenchReport.comparisonSize, bar: bar, keyboardLayer: false)
        for _ in 0..<Self.rounds {
            for (size, benchmark) in benchmarks {
                report.paint[size, default: Samples()].append(contentsOf: benchmark.measure(frames: plan.paintFrames / Self.rounds))
            }
            report.paintHugeMessage.append(contentsOf: huge.measure(frames: plan.paintFrames / Self.rounds))
            report.paintKeyboardInPlace.append(contentsOf: inPlace.measure(frames: plan.paintFrames / Self.rounds))
        }
        if let snapshotDirectory {
            for (size, benchmark) in benchmarks { try benchmark.writeSnapshot(to: "\(snapshotDirectory)/paint-\(size).png") }
        }
    }

    private func measureWindows(into report: inout BenchReport) throws {
        for size in WindowFrameBenchmark.sizes {
            progress("GtkListBox window at \(size) messages")
            report.listBox[size] = try WindowFrameBenchmark.listBox(
                count: size, frames: plan.windowFrames, snapshot: snapshotDirectory.map { "\($0)/listbox-\(size).png" })
            progress("our window at \(size) messages")
            report.stageWindow[size] = try WindowFrameBenchmark.stage(
                count: size, frames: plan.windowFrames, snapshot: snapshotDirectory.map { "\($0)/window-\(size).png" })
        }
        // At the compared size: what the keyboard layer saves, and GTK's own
        // floor in the same window, which bounds the ratio any frame can reach.
        let size = BenchReport.comparisonSize
        progress("our window at \(size) messages, keyboard drawn in place")
        report.stageWindowKeyboardInPlace = try WindowFrameBenchmark.stage(
            count: size, workload: .stageWithKeyboardInPlace, frames: plan.windowFrames)
        progress("GTK's frame floor: the stage as one fill, one pixel repainted, nothing repainted")
        report.floorSolidFill = try WindowFrameBenchmark.stage(count: size, workload: .solidFill, frames: plan.windowFrames)
        report.floorOnePixel = try WindowFrameBenchmark.stage(count: size, workload: .onePixel, frames: plan.windowFrames)
        report.floorNoPaint = try WindowFrameBenchmark.stage(count: size, workload: .noPaint, frames: plan.windowFrames)
        try measureRestatedWindowGoals(into: &report)
    }

    /// Case 1's band-only frame, the GtkListBox comparison with distinct
    /// messages, and what an idle window costs the app and the X server.
    private func measureRestatedWindowGoals(into report: inout BenchReport) throws {
        let size = BenchReport.comparisonSize
        progress("our window in case 1 (\(WindowFrameBenchmark.caseOneCount) messages): the bar and keyboard's band only")
        report.stageWindowCaseOne = try WindowFrameBenchmark.stage(count: WindowFrameBenchmark.caseOneCount,
                                                                   frames: plan.windowFrames)
        let distinct = BenchScene.distinctConversation(count: size)
        progress("GtkListBox window at \(size) distinct messages")
        report.listBoxDistinct = try WindowFrameBenchmark.listBox(distinct, frames: plan.windowFrames)
        progress("our window at \(size) distinct messages")
        report.stageWindowDistinct = try WindowFrameBenchmark.stage(distinct, frames: plan.windowFrames)
        progress("idle window CPU (app + X server), keyboard hidden and shown, \(plan.idleSeconds) s each")
        report.idleHidden = try IdleCPUBenchmark.run(keyboardShown: false, seconds: plan.idleSeconds)
        report.idleShown = try IdleCPUBenchmark.run(keyboardShown: true, seconds: plan.idleSeconds)
    }

    /// Our case-3 window at `comparisonSize`, GTK's fill floor and our case-1
    /// window, each round a fresh window of each measured for its share of the frames, so a
    /// neighbour's burst of load lands on all three alike (the `windows` part measures them
    /// minutes apart). Fills the same figures and goal lines as `windows`.
    private func measureFloor(into report: inout BenchReport) throws {
        let size = BenchReport.comparisonSize
        progress("our window in case 3 at \(size), GTK's fill floor and our case-1 window, in \(Self.floorRounds) rounds")
        let frames = max(1, plan.windowFrames / Self.floorRounds)
        var ours = FrameCosts(), floor = FrameCosts(), caseOne = FrameCosts()
        for _ in 0..<Self.floorRounds {
            ours.append(try WindowFrameBenchmark.stage(count: size, frames: frames))
            floor.append(try WindowFrameBenchmark.stage(count: size, workload: .solidFill, frames: frames))
            caseOne.append(try WindowFrameBenchmark.stage(count: WindowFrameBenchmark.caseOneCount, frames: frames))
        }
        report.stageWindow[size] = ours
        report.floorSolidFill = floor
        report.stageWindowCaseOne = caseOne
    }

    static let floorRounds = 5

    /// The motion-review instrument's goals: a seek to a kept frame, presented; what 10 s of
    /// review history of three panes holds in memory; what the open timeline adds to a frame.
    private func measureReview(into report: inout BenchReport) throws {
        progress("playhead seeks through \(plan.scrubKeptFrames) kept frames at \(ScrubBenchmark.messages) distinct messages")
        report.scrub = try ScrubBenchmark.run(kept: plan.scrubKeptFrames, passes: plan.scrubPasses)
        progress("review history of three panes over 10 s at 60 fps, \(ReviewHistoryBenchmark.messages) messages, with sends")
        report.reviewHistory = try ReviewHistoryBenchmark.run()
        progress("our window at \(TimelineOverheadBenchmark.messages) distinct messages, the timeline closed and open, then at rest")
        report.timeline = try TimelineOverheadBenchmark.run(frames: plan.windowFrames, rounds: plan.timelineRounds,
                                                            restSeconds: plan.timelineRestSeconds)
    }

    private func measureText(into report: inout BenchReport) throws {
        progress("start-up and paint with a 50 000-letter word and 100 000 combining marks")
        (report.startupHostileText, report.startupHostileTextBaseline) = try HostileTextBenchmark.startup(runs: plan.startupRuns)
        let bar = OffscreenInputBar(width: Int32(BenchScene.stageSize.width))
        report.paintHostileText = try HostileTextBenchmark.paint(bar: bar).measure(frames: plan.paintFrames)
        for draft in DraftTypingBenchmark.Draft.allCases {
            progress("key taps with a 50 000-character draft (\(draft.rawValue))")
            let benchmark = DraftTypingBenchmark(draft)
            report.typeKeyDraft[draft.rawValue] = benchmark.measure(taps: plan.typingTaps)
        }
    }

    private func progress(_ what: String) {
        FileHandle.standardError.write(Data("bench: \(what)…\n".utf8))
    }
}
