import ChatDemoCore
import Foundation
@testable import KeyboardChatBench
import Testing

/// The contract of `bench-results.json`: every key `BenchResults` names, with every
/// conversation size the benchmarks measure, holding a measured number. Only the shape is
/// checked — benchmarks measure, tests never judge a timing — so this runs `--quick` (few
/// repetitions) on the debug build.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct BenchCommandTests {
    @Test func aQuickRunWritesEveryKeyWithAMeasuredNumber() throws {
        let directory = try makeScratchDirectory("bench")
        let output = directory + "/bench-results.json"
        let display = try TestDisplay()
        // As run.sh does: a server started with -displayfd writes no lock file to find it by,
        // and the idle-CPU benchmark counts the X server's CPU too.
        let result = try runBench(["--quick", "--output", output], display: display.name,
                                  environment: ["KEYBOARDCHAT_X_SERVER_PID": "\(display.processIdentifier)"], timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("goals:"), "no table printed: \(result.stdout)")
        // Decoding into the type that wrote it checks every key and its shape.
        let results = try JSONDecoder().decode(BenchResults.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(results.version == "keyboard-chat \(AppIdentity.version)", "which build measured")

        func number(_ figure: BenchResults.Figure?, _ name: String) {
            guard let value = figure?.value else {
                Issue.record("\(name) was not measured")
                return
            }
            #expect(value.isFinite && value > 0, "\(name) = \(value)")
        }
        func bySize(_ table: [String: BenchResults.Figure], _ name: String, _ sizes: [Int]) {
            #expect(Set(table.keys) == Set(sizes.map(String.init)), "\(name) has sizes \(table.keys.sorted())")
            for (size, figure) in table { number(figure, "\(name)[\(size)]") }
        }
        number(results.curveEvalNs, "curve_eval_ns")
        number(results.timelineHistoryBytes3pane10s, "timeline_history_bytes_3pane_10s")
        // The review instrument: a seek presented, the history's memory with sends and without.
        number(results.scrubMsP95100k, "scrub_ms_p95_100k")
        #expect(results.scrubMs100kDetail.total.samples == 30, "one seek to each of the quick run's 30 kept frames")
        number(results.reviewHistoryMb3pane10s, "review_history_mb_3pane_10s")
        number(results.reviewHistoryMb3pane10sMotionOnly, "review_history_mb_3pane_10s_motion_only")
        // The timeline's cost: a percentage that may be negative on a noisy machine, and a count
        // of frames at rest that is a number (zero when the goal is met), never missing.
        #expect(results.timelineOpenFrameOverheadPct.value?.isFinite == true, "timeline_open_frame_overhead_pct")
        #expect(results.timelineOverheadDetail.open.total.samples == 20, "the quick run's 20 frames with the timeline open")
        #expect(results.timelineOverheadDetail.closed.total.samples == 20, "and 20 with it closed")
        #expect(results.timelineRestFrames.value.map { $0 >= 0 } == true, "timeline_rest_frames")
        number(results.timelineRestSeconds, "timeline_rest_seconds")
        bySize(results.coreFrameUs, "core_frame_us", CoreFrameBenchmark.sizes)
        // One send with a copy of the screen kept, up to a million messages.
        bySize(results.sendUs, "send_us", SendBenchmark.sizes)
        number(results.sendRatio1mVs100, "send_ratio_1m_vs_100")
        bySize(results.paintFrameMs, "paint_frame_ms", PaintBenchmark.sizes)
        bySize(results.listboxFrameMs, "listbox_frame_ms", WindowFrameBenchmark.sizes)
        bySize(results.windowFrameMs, "window_frame_ms", WindowFrameBenchmark.sizes)
        bySize(results.paintFrameMsKeyboardInPlace, "paint_frame_ms_keyboard_in_place", [BenchReport.comparisonSize])
        bySize(results.windowFrameMsKeyboardInPlace, "window_frame_ms_keyboard_in_place", [BenchReport.comparisonSize])
        // Start-up with distinct messages, a million of them, and 100 000 from a file.
        for (figure, name) in [(results.startupMs100k, "startup_ms_100k"), (results.rssMb100k, "rss_mb_100k"),
                               (results.startupMs100kDistinct, "startup_ms_100k_distinct"),
                               (results.rssMb100kDistinct, "rss_mb_100k_distinct"),
                               (results.startupMs1mDistinct, "startup_ms_1m_distinct"), (results.rssMb1mDistinct, "rss_mb_1m_distinct"),
                               (results.startupMs100kDistinctFile, "startup_ms_100k_distinct_file"),
                               (results.rssMb100kDistinctFile, "rss_mb_100k_distinct_file"),
                               (results.startupMsTelegram100k, "startup_ms_telegram_100k"),
                               (results.startupMsWhatsapp100k, "startup_ms_whatsapp_100k"),
                               (results.startupMs1mFile, "startup_ms_1m_file"), (results.rssMb1mFile, "rss_mb_1m_file"),
                               (results.fileMb1mFile, "file_mb_1m_file"), (results.startupMs100kFile, "startup_ms_100k_file"),
                               (results.startupMs1gbFile, "startup_ms_1gb_file"), (results.rssMb1gbFile, "rss_mb_1gb_file"),
                               (results.fileMb1gbFile, "file_mb_1gb_file"), (results.scanGbPerS, "scan_gb_per_s"),
                               (results.startupMs1gbTelegram, "startup_ms_1gb_telegram"), (results.rssMb1gbTelegram, "rss_mb_1gb_telegram"),
                               (results.fileMb1gbTelegram, "file_mb_1gb_telegram"),
                               (results.startupMs1gbWhatsapp, "startup_ms_1gb_whatsapp"), (results.rssMb1gbWhatsapp, "rss_mb_1gb_whatsapp"),
                               (results.fileMb1gbWhatsapp, "file_mb_1gb_whatsapp")] {
            number(figure, name)
        }
        number(results.gtkFrameFloorMs.fullWindowFill, "gtk_frame_floor_ms.full_window_fill")
        number(results.gtkFrameFloorMs.onePixel, "gtk_frame_floor_ms.one_pixel")
        number(results.gtkFrameFloorMs.noPaint, "gtk_frame_floor_ms.no_paint")
        number(results.listboxRatioCeiling10000, "listbox_ratio_ceiling_10000")
        // Case 1's band-only frame against the fill floor, both windows with distinct messages,
        // the GtkListBox ratios, and an idle window's CPU (0 is a fine reading).
        number(results.windowFrameMsCase1, "window_frame_ms_case1")
        number(results.windowVsFillFloorRatio.case310000, "window_vs_fill_floor_ratio.case3_10000")
        number(results.windowVsFillFloorRatio.case1, "window_vs_fill_floor_ratio.case1")
        bySize(results.listboxFrameMsDistinct, "listbox_frame_ms_distinct", [BenchReport.comparisonSize])
        bySize(results.windowFrameMsDistinct, "window_frame_ms_distinct", [BenchReport.comparisonSize])
        let ratioKeys: Set = ["\(BenchReport.comparisonSize)", "\(BenchReport.comparisonSize)_distinct"]
        #expect(Set(results.listboxVsOursShowToFirstFrameRatio.keys) == ratioKeys)
        #expect(Set(results.oursVsListboxP90Ratio.keys) == ratioKeys)
        for (key, figure) in results.listboxVsOursShowToFirstFrameRatio { number(figure, "show_to_first_frame_ratio[\(key)]") }
        for (key, figure) in results.oursVsListboxP90Ratio { number(figure, "p90_ratio[\(key)]") }
        for (state, figure) in [("keyboard_hidden", results.idleCpuPercent.keyboardHidden),
                                ("keyboard_shown", results.idleCpuPercent.keyboardShown)] {
            #expect(figure.value.map { $0.isFinite && $0 >= 0 } == true, "idle_cpu_percent.\(state) = \(String(describing: figure.value))")
        }
        // Hostile text at start-up and in a frame, typing into a 50 000-character draft.
        number(results.paintFrameMsHostileText, "paint_frame_ms_hostile_text")
        number(results.startupMsHostileText, "startup_ms_hostile_text")
        number(results.startupMsHostileTextBaseline, "startup_ms_hostile_text_baseline")
        #expect(results.startupMsHostileTextAdded.value != nil, "startup_ms_hostile_text_added was not measured")
        #expect(Set(results.typeKeyMs50kDraft.keys) == ["mixture", "unbroken"], "\(results.typeKeyMs50kDraft.keys)")
        for (draft, figure) in results.typeKeyMs50kDraft { number(figure, "type_key_ms_50k_draft[\(draft)]") }

        let pacing = results.pacingLateFrames
        #expect(pacing.frames > 0 && (0...pacing.frames).contains(pacing.late), "late \(pacing.late) of \(pacing.frames)")

        // Every goal is judged, each with a verdict: the report's own list, all of them in the file.
        #expect(Set(results.goals.keys) == Set(BenchReport().goals.map(\.name)))
        #expect(results.goals.count >= 19)
        // No child the benchmark started wrote a warning.
        #expect(results.childStderr == [])
    }
}
