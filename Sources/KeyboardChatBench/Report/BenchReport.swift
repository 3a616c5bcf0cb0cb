import KeyboardChatUI
import ChatDemoCore
import Foundation
import OutputFiles

/// Everything one `keyboard-chat-bench` run measured, the performance goals
/// (`goals`) judged against it, and the `bench-results.json` it becomes. Every ratio
/// compares two numbers from this same run, so a busy machine shifts both.
struct BenchReport {
    var machine = Machine.current
    var command = ""
    var curve = Samples()
    /// The motion history's memory after 10 s at 60 fps of three compared panes, in bytes.
    var timelineHistoryBytes = Double.nan
    /// Seeks of the playhead to kept frames, each to the end of its paint (`ScrubBenchmark`).
    var scrub: FrameCosts?
    /// The playhead's kept frames and the motion history, 3 panes × 10 s (`ReviewHistoryBenchmark`).
    var reviewHistory = ReviewHistoryBenchmark.Result()
    /// Our window's frames with the timeline closed and open, and the timeline's frames at rest.
    var timeline = TimelineOverheadBenchmark.Result()
    var core: [Int: Samples] = [:]
    /// One send with a copy of the screen kept, by conversation size.
    var send: [Int: Samples] = [:]
    var paint: [Int: Samples] = [:]
    /// Paint at `comparisonSize` with the keyboard drawn in place every frame.
    var paintKeyboardInPlace = Samples()
    /// Paint with a 50 000-character message as the last bubble.
    var paintHugeMessage = Samples()
    var listBox: [Int: FrameCosts] = [:]
    var stageWindow: [Int: FrameCosts] = [:]
    /// Our window at `comparisonSize` with the keyboard drawn in place every frame.
    var stageWindowKeyboardInPlace: FrameCosts?
    /// The same window, tick and bar motion, the whole stage repainted with one fill.
    var floorSolidFill: FrameCosts?
    /// The same window and tick, repainting one pixel per frame: GTK's floor
    /// for any frame that changes something on screen.
    var floorOnePixel: FrameCosts?
    /// The same window and tick, repainting nothing.
    var floorNoPaint: FrameCosts?
    /// Our window in case 1 (the list never moves), repainting only the bar and
    /// keyboard's band each frame.
    var stageWindowCaseOne: FrameCosts?
    /// Both windows at `comparisonSize` with every message's text distinct.
    var listBoxDistinct: FrameCosts?
    var stageWindowDistinct: FrameCosts?
    /// App + X server CPU of an idle window, keyboard hidden and shown.
    var idleHidden = IdleCPUBenchmark.Result()
    var idleShown = IdleCPUBenchmark.Result()
    var startupLarge = StartupBenchmark.Result()
    var startupSmall = StartupBenchmark.Result()
    /// A million distinct messages, and 100 000 read from a file.
    var startupMillion = StartupBenchmark.Result()
    var startupFile = StartupBenchmark.Result()
    /// A million distinct messages read from a file, and that file's size in MB.
    var startupMillionFile = StartupBenchmark.Result()
    var millionFileMegabytes = Double.nan
    /// A file just under the size limit (`LargeFileBenchmark`): start-up, size, scan rate.
    var largeFile = LargeFileBenchmark.Result()
    /// A Telegram and a WhatsApp export just under the same limit (`LargeExportBenchmark`).
    var largeTelegram = LargeExportBenchmark.Result()
    var largeWhatsApp = LargeExportBenchmark.Result()
    /// 100 000 messages from a generated Telegram and WhatsApp export.
    var startupTelegram = StartupBenchmark.Result()
    var startupWhatsApp = StartupBenchmark.Result()
    var pacing = PacingBenchmark.Result()
    /// Start-up and a cold frame with hostile text, key taps with a 50 000-character draft.
    var startupHostileText = StartupBenchmark.Result()
    /// The same conversation without its two hostile messages, runs interleaved.
    var startupHostileTextBaseline = StartupBenchmark.Result()
    var paintHostileText = Samples()
    var typeKeyDraft: [String: Samples] = [:]
    /// A 2 s show-and-hide of one pane at 60 fps exported to MP4 (`VideoExportBenchmark`).
    var videoExport = VideoExportBenchmark.Result()
    /// The same for three compare panes at 120 fps; its peak memory is `video_export_peak_mb`.
    var videoExportThreePanes = VideoExportBenchmark.Result()
    /// `keyboard-chat measure` on a phone-sized recording: `measure_speed_x`, `measure_peak_mb`.
    var measureSpeed = MeasureSpeedBenchmark.Result()

    /// The size whose side-by-side comparison the goal is stated for.
    static let comparisonSize = 10_000
    static let lateFrameBudget = 1.0 / 30
    /// No text a user can paste may cost a bubble more than this, nor a key tap more than a 60 Hz frame.
    static let hostileTextBudget = 100.0
    static let frameBudget = 1_000.0 / 60

    func ratio(_ table: [Int: Samples], _ numerator: Int, _ denominator: Int) -> Double {
        (table[numerator]?.median ?? .nan) / (table[denominator]?.median ?? .nan)
    }

    /// A window's median frame, NaN when it was not measured.
    static func median(_ costs: FrameCosts?) -> Double { costs?.total.median ?? .nan }

    /// How many times more a GtkListBox frame costs than ours at `count`.
    func listBoxRatio(_ count: Int) -> Double {
        Self.median(listBox[count]) / Self.median(stageWindow[count])
    }

    /// The best GtkListBox / ours ratio any GTK 3 frame that changes a
    /// pixel could reach here: the baseline over the one-pixel floor.
    var listBoxRatioCeiling: Double {
        Self.median(listBox[Self.comparisonSize]) / Self.median(floorOnePixel)
    }

    /// What the two hostile messages add to start-up (difference of medians).
    var startupHostileTextAdded: Double {
        startupHostileText.milliseconds.median - startupHostileTextBaseline.milliseconds.median
    }

    /// Our frame over GTK's floor for a frame that repaints the whole stage, same run.
    func overFillFloor(_ costs: FrameCosts?) -> Double { Self.median(costs) / Self.median(floorSolidFill) }

    /// How many times longer the GtkListBox takes from show to its first frame than ours.
    static func showToFirstFrameRatio(_ listBox: FrameCosts?, _ ours: FrameCosts?) -> Double {
        (listBox?.firstFrameMilliseconds ?? .nan) / (ours?.firstFrameMilliseconds ?? .nan)
    }

    /// Our per-frame p90 over the GtkListBox's.
    static func p90Ratio(_ ours: FrameCosts?, _ listBox: FrameCosts?) -> Double {
        (ours?.total.p90 ?? .nan) / (listBox?.total.p90 ?? .nan)
    }

    var lateFraction: Double { pacing.frames > 0 ? Double(pacing.late) / Double(pacing.frames) : .nan }

    /// What `bench-results.json` holds (`BenchResults` spells its keys).
    var results: BenchResults {
        typealias Figure = BenchResults.Figure
        typealias Summary = BenchResults.Summary
        typealias Costs = BenchResults.FrameCostSummary
        func medians<Key>(_ table: [Key: Samples]) -> [String: Figure] {
            Dictionary(uniqueKeysWithValues: table.map { ("\($0.key)", Figure($0.value.median)) })
        }
        func details<Key>(_ table: [Key: Samples]) -> [String: Summary] {
            Dictionary(uniqueKeysWithValues: table.map { ("\($0.key)", Summary($0.value)) })
        }
        func windows(_ table: [Int: FrameCosts]) -> (medians: [String: Figure], details: [String: Costs]) {
            (Dictionary(uniqueKeysWithValues: table.map { (String($0.key), Figure($0.value.total.median)) }),
             Dictionary(uniqueKeysWithValues: table.map { (String($0.key), Costs($0.value)) }))
        }
        func startup(_ result: StartupBenchmark.Result) -> BenchResults.StartupDetail {
            .init(ms: Summary(result.milliseconds), rssMb: Summary(result.megabytes), failures: result.failures)
        }
        func idle(_ result: IdleCPUBenchmark.Result) -> BenchResults.IdleDetail {
            .init(appPlusXServer: Figure(result.percent), app: Figure(result.appPercent), xServer: Figure(result.serverPercent),
                  seconds: Figure(result.seconds), warnings: result.warnings)
        }
        let size = String(Self.comparisonSize), listBoxes = windows(listBox), ours = windows(stageWindow)
        let childStderr = startupLarge.warnings.union(startupSmall.warnings).union(pacing.warnings)
            .union(startupMillion.warnings).union(startupFile.warnings).union(startupMillionFile.warnings).union(largeFile.startup.warnings)
            .union(largeTelegram.startup.warnings).union(largeWhatsApp.startup.warnings)
            .union(startupTelegram.warnings).union(startupWhatsApp.warnings)
            .union(startupHostileText.warnings).union(startupHostileTextBaseline.warnings).union(videoExport.warnings).union(videoExportThreePanes.warnings).union(measureSpeed.warnings)
        return BenchResults(
            machine: .init(nproc: machine.processors, cpu: machine.cpuModel, memoryMb: machine.memoryMegabytes),
            command: command,
            version: AppIdentity.versionLine,
            curveEvalNs: Figure(curve.median),
            curveEvalNsDetail: Summary(curve),
            timelineHistoryBytes3pane10s: Figure(timelineHistoryBytes),
            scrubMsP95100k: Figure(scrub?.total.percentile(95) ?? .nan),
            scrubMs100kDetail: Costs(scrub),
            reviewHistoryMb3pane10s: Figure(reviewHistory.megabytes),
            reviewHistoryMb3pane10sMotionOnly: Figure(reviewHistory.motionOnlyMegabytes),
            timelineOpenFrameOverheadPct: Figure(timeline.overheadPercent),
            timelineOverheadDetail: .init(closed: Costs(timeline.closed), open: Costs(timeline.open),
                                          timelineFrameMs: Summary(timeline.timelineFrames),
                                          timelineGtkMs: Summary(timeline.timelineParts.gtk),
                                          timelinePlotDrawMs: Summary(timeline.timelineParts.plot),
                                          timelineServerMs: Summary(timeline.timelineParts.server)),
            timelineRestFrames: Figure(timeline.restFrames),
            timelineRestSeconds: Figure(timeline.restSeconds),
            coreFrameUs: medians(core),
            coreFrameUsDetail: details(core),
            coreFrameRatio100kVs100: Figure(ratio(core, 100_000, 100)),
            coreMeasure: "ChatScene.frame(at:) with heights from the real BubbleRenderer (Pango, cached per distinct text)",
            sendUs: medians(send),
            sendUsDetail: details(send),
            sendRatio1mVs100: Figure(ratio(send, 1_000_000, 100)),
            paintFrameMs: medians(paint),
            paintFrameMsDetail: details(paint),
            paintFrameRatio100kVs100: Figure(ratio(paint, 100_000, 100)),
            paintFrameMsKeyboardInPlace: [size: Figure(paintKeyboardInPlace.median)],
            paintFrameMsKeyboardInPlaceDetail: Summary(paintKeyboardInPlace),
            paintFrameMs50kCharMessage: Figure(paintHugeMessage.median),
            paintFrameMs50kCharMessageDetail: Summary(paintHugeMessage),
            listboxFrameMs: listBoxes.medians,
            listboxFrameMsDetail: listBoxes.details,
            windowFrameMs: ours.medians,
            windowFrameMsDetail: ours.details,
            listboxVsOursRatio: Dictionary(uniqueKeysWithValues: WindowFrameBenchmark.sizes.map {
                (String($0), Figure(listBoxRatio($0)))
            }),
            windowFrameMsKeyboardInPlace: [size: Figure(Self.median(stageWindowKeyboardInPlace))],
            windowFrameMsKeyboardInPlaceDetail: Costs(stageWindowKeyboardInPlace),
            gtkFrameFloorMs: .init(fullWindowFill: Figure(Self.median(floorSolidFill)), onePixel: Figure(Self.median(floorOnePixel)),
                                   noPaint: Figure(Self.median(floorNoPaint))),
            gtkFrameFloorMsDetail: .init(fullWindowFill: Costs(floorSolidFill), onePixel: Costs(floorOnePixel),
                                         noPaint: Costs(floorNoPaint)),
            listboxRatioCeiling10000: Figure(listBoxRatioCeiling),
            windowFrameMsCase1: Figure(Self.median(stageWindowCaseOne)),
            windowFrameMsCase1Detail: Costs(stageWindowCaseOne),
            windowVsFillFloorRatio: .init(case310000: Figure(overFillFloor(stageWindow[Self.comparisonSize])),
                                          case1: Figure(overFillFloor(stageWindowCaseOne))),
            listboxFrameMsDistinct: [size: Figure(Self.median(listBoxDistinct))],
            listboxFrameMsDistinctDetail: Costs(listBoxDistinct),
            windowFrameMsDistinct: [size: Figure(Self.median(stageWindowDistinct))],
            windowFrameMsDistinctDetail: Costs(stageWindowDistinct),
            listboxVsOursShowToFirstFrameRatio: [
                size: Figure(Self.showToFirstFrameRatio(listBox[Self.comparisonSize], stageWindow[Self.comparisonSize])),
                size + "_distinct": Figure(Self.showToFirstFrameRatio(listBoxDistinct, stageWindowDistinct))],
            oursVsListboxP90Ratio: [
                size: Figure(Self.p90Ratio(stageWindow[Self.comparisonSize], listBox[Self.comparisonSize])),
                size + "_distinct": Figure(Self.p90Ratio(stageWindowDistinct, listBoxDistinct))],
            idleCpuPercent: .init(keyboardHidden: Figure(idleHidden.percent), keyboardShown: Figure(idleShown.percent)),
            idleCpuPercentDetail: .init(keyboardHidden: idle(idleHidden), keyboardShown: idle(idleShown)),
            startupMs100k: Figure(startupLarge.milliseconds.median),
            rssMb100k: Figure(startupLarge.megabytes.median),
            startupMs100kDistinct: Figure(startupLarge.milliseconds.median),
            rssMb100kDistinct: Figure(startupLarge.megabytes.median),
            startupMs1mDistinct: Figure(startupMillion.milliseconds.median),
            rssMb1mDistinct: Figure(startupMillion.megabytes.median),
            startupMs100kDistinctFile: Figure(startupFile.milliseconds.median),
            rssMb100kDistinctFile: Figure(startupFile.megabytes.median),
            startupMs100: Figure(startupSmall.milliseconds.median),
            rssMb100: Figure(startupSmall.megabytes.median),
            startupMsTelegram100k: Figure(startupTelegram.milliseconds.median),
            startupMsWhatsapp100k: Figure(startupWhatsApp.milliseconds.median),
            startupMs1mFile: Figure(startupMillionFile.milliseconds.median),
            rssMb1mFile: Figure(startupMillionFile.megabytes.median),
            fileMb1mFile: Figure(millionFileMegabytes),
            startupMs100kFile: Figure(startupFile.milliseconds.median),
            startupMs1gbFile: Figure(largeFile.startup.milliseconds.median),
            rssMb1gbFile: Figure(largeFile.startup.megabytes.median),
            fileMb1gbFile: Figure(Double(largeFile.fileBytes) / 1_048_576),
            scanGbPerS: Figure(largeFile.scanRates.median),
            startupMs1gbTelegram: Figure(largeTelegram.startup.milliseconds.median),
            rssMb1gbTelegram: Figure(largeTelegram.startup.megabytes.median),
            fileMb1gbTelegram: Figure(Double(largeTelegram.fileBytes) / 1_048_576),
            startupMs1gbWhatsapp: Figure(largeWhatsApp.startup.milliseconds.median),
            rssMb1gbWhatsapp: Figure(largeWhatsApp.startup.megabytes.median),
            fileMb1gbWhatsapp: Figure(Double(largeWhatsApp.fileBytes) / 1_048_576),
            rssSource: ChildProcess.peakSource,
            startupDetail: ["100000": startup(startupLarge), "100": startup(startupSmall), "1000000": startup(startupMillion),
                            "100000_file": startup(startupFile), "1000000_file": startup(startupMillionFile),
                            "1gb_file": startup(largeFile.startup),
                            "1gb_telegram": startup(largeTelegram.startup), "1gb_whatsapp": startup(largeWhatsApp.startup),
                            "100000_telegram": startup(startupTelegram), "100000_whatsapp": startup(startupWhatsApp)],
            pacingLateFrames: .init(late: pacing.late, frames: pacing.frames, lateAllFrames: pacing.lateAll,
                                    allFrames: pacing.framesAll, medianIntervalMs: Figure(pacing.medianIntervalMilliseconds),
                                    intervalMs: Summary(pacing.intervals), messages: PacingBenchmark.messages),
            paintFrameMsHostileText: Figure(paintHostileText.median),
            paintFrameMsHostileTextDetail: Summary(paintHostileText),
            startupMsHostileText: Figure(startupHostileText.milliseconds.median),
            startupMsHostileTextBaseline: Figure(startupHostileTextBaseline.milliseconds.median),
            startupMsHostileTextAdded: Figure(startupHostileTextAdded),
            startupMsHostileTextDetail: .init(ms: Summary(startupHostileText.milliseconds),
                                              rssMb: Summary(startupHostileText.megabytes),
                                              baselineMs: Summary(startupHostileTextBaseline.milliseconds),
                                              failures: startupHostileText.failures + startupHostileTextBaseline.failures),
            typeKeyMs50kDraft: medians(typeKeyDraft),
            typeKeyMs50kDraftDetail: details(typeKeyDraft),
            videoExportSpeedX: Figure(videoExport.speed),
            videoExportSpeedX3pane120fps: Figure(videoExportThreePanes.speed),
            videoExportPeakMb: Figure(videoExportThreePanes.peakMegabytes),
            measureSpeedX: Figure(measureSpeed.speed),
            measurePeakMb: Figure(measureSpeed.peakMegabytes),
            measurePeakMbTwiceAsLong: Figure(measureSpeed.twice.peakMegabytes),
            measureSpeedXDetail: BenchResults.MeasureDetail(video: measureSpeed.video, once: .init(measureSpeed.once),
                                               twice: .init(measureSpeed.twice)),
            childStderr: childStderr.sorted(),
            goals: Dictionary(uniqueKeysWithValues: goals.map {
                ($0.name, .init(measured: Figure($0.measured), limit: $0.limit, comparison: $0.comparison.symbol,
                                unit: $0.unit, met: $0.measured.isFinite && $0.isMet))
            }))
    }

    func write(to path: String) throws {
        try AtomicFile.write(try results.encoded(), to: path)
    }
}
