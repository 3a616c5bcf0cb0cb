import Foundation

/// `bench-results.json`, the one place its keys are spelled: `BenchReport` fills it, the
/// encoder writes it, and `BenchCommandTests` decodes a quick run back into it, so a key cannot
/// be renamed or dropped in one place and not the other.
///
/// Every quantity is a `Figure`: four significant digits, or null for one that could not be
/// measured (JSON has no NaN). Tables by conversation size are keyed by the size's decimal
/// spelling ("100000"), the way JSON objects must be keyed.
struct BenchResults: Codable {
    /// One window's frames: their total cost and its parts, and how long the window took to build
    /// and to present its first frame.
    struct FrameCostSummary: Codable {
        let total: Summary
        let meanTotal: Figure
        let updateLayout, paint, xServerSync: Summary
        let constructionMs, showToFirstFrameMs: Figure

        enum CodingKeys: String, CodingKey {
            case total, paint
            case meanTotal = "mean_total", updateLayout = "update_layout", xServerSync = "x_server_sync"
            case constructionMs = "construction_ms", showToFirstFrameMs = "show_to_first_frame_ms"
        }

        init(_ costs: FrameCosts?) {
            let costs = costs ?? FrameCosts()
            total = Summary(costs.total); meanTotal = Figure(costs.total.mean)
            updateLayout = Summary(costs.updateAndLayout); paint = Summary(costs.paint); xServerSync = Summary(costs.server)
            constructionMs = Figure(costs.constructionMilliseconds)
            showToFirstFrameMs = Figure(costs.firstFrameMilliseconds ?? .nan)
        }
    }

    struct MachineRecord: Codable {
        let nproc: Int
        let cpu: String
        let memoryMb: Int

        enum CodingKeys: String, CodingKey { case nproc, cpu, memoryMb = "memory_mb" }
    }

    struct FloorFigures: Codable {
        let fullWindowFill, onePixel, noPaint: Figure
        enum CodingKeys: String, CodingKey { case fullWindowFill = "full_window_fill", onePixel = "one_pixel", noPaint = "no_paint" }
    }

    struct FloorDetail: Codable {
        let fullWindowFill, onePixel, noPaint: FrameCostSummary
        enum CodingKeys: String, CodingKey { case fullWindowFill = "full_window_fill", onePixel = "one_pixel", noPaint = "no_paint" }
    }

    struct OverFloor: Codable {
        let case310000, case1: Figure
        enum CodingKeys: String, CodingKey { case case310000 = "case3_10000", case1 }
    }

    struct ByKeyboard<Value: Codable>: Codable {
        let keyboardHidden, keyboardShown: Value
        enum CodingKeys: String, CodingKey { case keyboardHidden = "keyboard_hidden", keyboardShown = "keyboard_shown" }
    }

    struct IdleDetail: Codable {
        let appPlusXServer, app, xServer, seconds: Figure
        let warnings: [String]
        enum CodingKeys: String, CodingKey {
            case app, seconds, warnings
            case appPlusXServer = "app_plus_x_server", xServer = "x_server"
        }
    }

    struct StartupDetail: Codable {
        let ms, rssMb: Summary
        let failures: [String]
        enum CodingKeys: String, CodingKey { case ms, failures, rssMb = "rss_mb" }
    }

    struct HostileStartupDetail: Codable {
        let ms, rssMb, baselineMs: Summary
        let failures: [String]
        enum CodingKeys: String, CodingKey { case ms, failures, rssMb = "rss_mb", baselineMs = "baseline_ms" }
    }

    struct Pacing: Codable {
        let late, frames, lateAllFrames, allFrames: Int
        let medianIntervalMs: Figure
        let intervalMs: Summary
        let messages: Int
        enum CodingKeys: String, CodingKey {
            case late, frames, messages
            case lateAllFrames = "late_all_frames", allFrames = "all_frames"
            case medianIntervalMs = "median_interval_ms", intervalMs = "interval_ms"
        }
    }

    struct GoalVerdict: Codable {
        let measured: Figure
        let limit: Double
        let comparison: String
        let unit: String
        let met: Bool
    }

    let machine: MachineRecord
    let command: String
    let version: String
    let curveEvalNs: Figure
    let curveEvalNsDetail: Summary
    /// The motion history's bytes after 10 s at 60 fps of three compared panes.
    let timelineHistoryBytes3pane10s: Figure
    /// A playhead seek to a kept frame until that frame is painted, 95th percentile, and its frames.
    let scrubMsP95100k: Figure
    let scrubMs100kDetail: FrameCostSummary
    /// The review history's memory (kept frames and motion history), with sends and without.
    let reviewHistoryMb3pane10s, reviewHistoryMb3pane10sMotionOnly: Figure
    /// What the open timeline adds to our window's median transition frame, in percent, with the
    /// frames it came from; the frames the timeline painted at rest in `timeline_rest_seconds`.
    let timelineOpenFrameOverheadPct: Figure
    let timelineOverheadDetail: TimelineOverhead
    let timelineRestFrames, timelineRestSeconds: Figure

    /// Our window's frames with the timeline closed and open, and the timeline window's own frames.
    struct TimelineOverhead: Codable {
        let closed, open: FrameCostSummary
        let timelineFrameMs: Summary
        /// The timeline's frames in parts: GTK's update, layout and paint; of it, our plot's
        /// draw handler; the X server.
        let timelineGtkMs, timelinePlotDrawMs, timelineServerMs: Summary
        enum CodingKeys: String, CodingKey {
            case closed, open
            case timelineFrameMs = "timeline_frame_ms"
            case timelineGtkMs = "timeline_gtk_ms", timelinePlotDrawMs = "timeline_plot_draw_ms"
            case timelineServerMs = "timeline_x_server_ms"
        }
    }
    let coreFrameUs: [String: Figure]
    let coreFrameUsDetail: [String: Summary]
    let coreFrameRatio100kVs100: Figure
    let coreMeasure: String
    let sendUs: [String: Figure]
    let sendUsDetail: [String: Summary]
    let sendRatio1mVs100: Figure
    let paintFrameMs: [String: Figure]
    let paintFrameMsDetail: [String: Summary]
    let paintFrameRatio100kVs100: Figure
    let paintFrameMsKeyboardInPlace: [String: Figure]
    let paintFrameMsKeyboardInPlaceDetail: Summary
    let paintFrameMs50kCharMessage: Figure
    let paintFrameMs50kCharMessageDetail: Summary
    let listboxFrameMs: [String: Figure]
    let listboxFrameMsDetail: [String: FrameCostSummary]
    let windowFrameMs: [String: Figure]
    let windowFrameMsDetail: [String: FrameCostSummary]
    let listboxVsOursRatio: [String: Figure]
    let windowFrameMsKeyboardInPlace: [String: Figure]
    let windowFrameMsKeyboardInPlaceDetail: FrameCostSummary
    let gtkFrameFloorMs: FloorFigures
    let gtkFrameFloorMsDetail: FloorDetail
    let listboxRatioCeiling10000: Figure
    let windowFrameMsCase1: Figure
    let windowFrameMsCase1Detail: FrameCostSummary
    let windowVsFillFloorRatio: OverFloor
    let listboxFrameMsDistinct: [String: Figure]
    let listboxFrameMsDistinctDetail: FrameCostSummary
    let windowFrameMsDistinct: [String: Figure]
    let windowFrameMsDistinctDetail: FrameCostSummary
    let listboxVsOursShowToFirstFrameRatio: [String: Figure]
    let oursVsListboxP90Ratio: [String: Figure]
    let idleCpuPercent: ByKeyboard<Figure>
    let idleCpuPercentDetail: ByKeyboard<IdleDetail>
    let startupMs100k, rssMb100k, startupMs100kDistinct, rssMb100kDistinct: Figure
    let startupMs1mDistinct, rssMb1mDistinct, startupMs100kDistinctFile, rssMb100kDistinctFile: Figure
    let startupMs100, rssMb100: Figure
    let startupMsTelegram100k, startupMsWhatsapp100k: Figure
    /// A million distinct messages from a file (this app's JSON shape), the file's size, and
    /// `startup_ms_100k_distinct_file` under the name the goal uses.
    let startupMs1mFile, rssMb1mFile, fileMb1mFile, startupMs100kFile: Figure
    /// A file of distinct messages just under the size limit: start-up, peak RSS, the file's
    /// size in MB, and the validating scan's own rate in GB (10⁹ bytes) per second.
    let startupMs1gbFile, rssMb1gbFile, fileMb1gbFile, scanGbPerS: Figure
    /// A Telegram and a WhatsApp export just under the same limit: start-up, peak RSS, size in MB.
    let startupMs1gbTelegram, rssMb1gbTelegram, fileMb1gbTelegram: Figure
    let startupMs1gbWhatsapp, rssMb1gbWhatsapp, fileMb1gbWhatsapp: Figure
    let rssSource: String
    let startupDetail: [String: StartupDetail]
    let pacingLateFrames: Pacing
    let paintFrameMsHostileText: Figure
    let paintFrameMsHostileTextDetail: Summary
    let startupMsHostileText, startupMsHostileTextBaseline, startupMsHostileTextAdded: Figure
    let startupMsHostileTextDetail: HostileStartupDetail
    let typeKeyMs50kDraft: [String: Figure]
    let typeKeyMs50kDraftDetail: [String: Summary]
    /// How many times faster than real time a 2 s, 60 fps, one-pane recording exports to MP4.
    let videoExportSpeedX: Figure
    /// The same for three compare panes side by side at 120 fps.
    let videoExportSpeedX3pane120fps: Figure
    /// How much the process's peak resident memory rose during that three-pane export, in MB.
    let videoExportPeakMb: Figure
    /// `measure` on a 1179×2556, 60 fps H.264 recording: times faster than real time; the
    /// process's peak resident memory in MB, and the same on the clip played twice over;
    /// both runs' clip length, wall and CPU time.
    let measureSpeedX: Figure, measurePeakMb: Figure, measurePeakMbTwiceAsLong: Figure, measureSpeedXDetail: MeasureDetail
    let childStderr: [String]
    let goals: [String: GoalVerdict]

    /// The file's keys: snake case, with the digits kept where the camel-case names run them
    /// together ("core_frame_ratio_100k_vs_100"), spelled out once here.
    enum CodingKeys: String, CodingKey {
        case machine, command, version, goals
        case curveEvalNs = "curve_eval_ns", curveEvalNsDetail = "curve_eval_ns_detail"
        case timelineHistoryBytes3pane10s = "timeline_history_bytes_3pane_10s"
        case scrubMsP95100k = "scrub_ms_p95_100k", scrubMs100kDetail = "scrub_ms_100k_detail"
        case reviewHistoryMb3pane10s = "review_history_mb_3pane_10s"
        case reviewHistoryMb3pane10sMotionOnly = "review_history_mb_3pane_10s_motion_only"
        case timelineOpenFrameOverheadPct = "timeline_open_frame_overhead_pct"
        case timelineOverheadDetail = "timeline_open_frame_overhead_detail"
        case timelineRestFrames = "timeline_rest_frames", timelineRestSeconds = "timeline_rest_seconds"
        case coreFrameUs = "core_frame_us", coreFrameUsDetail = "core_frame_us_detail"
        case coreFrameRatio100kVs100 = "core_frame_ratio_100k_vs_100", coreMeasure = "core_measure"
        case sendUs = "send_us", sendUsDetail = "send_us_detail", sendRatio1mVs100 = "send_ratio_1m_vs_100"
        case paintFrameMs = "paint_frame_ms", paintFrameMsDetail = "paint_frame_ms_detail"
        case paintFrameRatio100kVs100 = "paint_frame_ratio_100k_vs_100"
        case paintFrameMsKeyboardInPlace = "paint_frame_ms_keyboard_in_place"
        case paintFrameMsKeyboardInPlaceDetail = "paint_frame_ms_keyboard_in_place_detail"
        case paintFrameMs50kCharMessage = "paint_frame_ms_50k_char_message"
        case paintFrameMs50kCharMessageDetail = "paint_frame_ms_50k_char_message_detail"
        case listboxFrameMs = "listbox_frame_ms", listboxFrameMsDetail = "listbox_frame_ms_detail"
        case windowFrameMs = "window_frame_ms", windowFrameMsDetail = "window_frame_ms_detail"
        case listboxVsOursRatio = "listbox_vs_ours_ratio"
        case windowFrameMsKeyboardInPlace = "window_frame_ms_keyboard_in_place"
        case windowFrameMsKeyboardInPlaceDetail = "window_frame_ms_keyboard_in_place_detail"
        case gtkFrameFloorMs = "gtk_frame_floor_ms", gtkFrameFloorMsDetail = "gtk_frame_floor_ms_detail"
        case listboxRatioCeiling10000 = "listbox_ratio_ceiling_10000"
        case windowFrameMsCase1 = "window_frame_ms_case1", windowFrameMsCase1Detail = "window_frame_ms_case1_detail"
        case windowVsFillFloorRatio = "window_vs_fill_floor_ratio"
        case listboxFrameMsDistinct = "listbox_frame_ms_distinct", listboxFrameMsDistinctDetail = "listbox_frame_ms_distinct_detail"
        case windowFrameMsDistinct = "window_frame_ms_distinct", windowFrameMsDistinctDetail = "window_frame_ms_distinct_detail"
        case listboxVsOursShowToFirstFrameRatio = "listbox_vs_ours_show_to_first_frame_ratio"
        case oursVsListboxP90Ratio = "ours_vs_listbox_p90_ratio"
        case idleCpuPercent = "idle_cpu_percent", idleCpuPercentDetail = "idle_cpu_percent_detail"
        case startupMs100k = "startup_ms_100k", rssMb100k = "rss_mb_100k"
        case startupMs100kDistinct = "startup_ms_100k_distinct", rssMb100kDistinct = "rss_mb_100k_distinct"
        case startupMs1mDistinct = "startup_ms_1m_distinct", rssMb1mDistinct = "rss_mb_1m_distinct"
        case startupMs100kDistinctFile = "startup_ms_100k_distinct_file", rssMb100kDistinctFile = "rss_mb_100k_distinct_file"
        case startupMs100 = "startup_ms_100", rssMb100 = "rss_mb_100", rssSource = "rss_source"
        case startupMsTelegram100k = "startup_ms_telegram_100k", startupMsWhatsapp100k = "startup_ms_whatsapp_100k"
        case startupMs1mFile = "startup_ms_1m_file", rssMb1mFile = "rss_mb_1m_file", fileMb1mFile = "file_mb_1m_file"
        case startupMs100kFile = "startup_ms_100k_file"
        case startupMs1gbFile = "startup_ms_1gb_file", rssMb1gbFile = "rss_mb_1gb_file", fileMb1gbFile = "file_mb_1gb_file"
        case scanGbPerS = "scan_gb_per_s"
        case startupMs1gbTelegram = "startup_ms_1gb_telegram", rssMb1gbTelegram = "rss_mb_1gb_telegram"
        case fileMb1gbTelegram = "file_mb_1gb_telegram"
        case startupMs1gbWhatsapp = "startup_ms_1gb_whatsapp", rssMb1gbWhatsapp = "rss_mb_1gb_whatsapp"
        case fileMb1gbWhatsapp = "file_mb_1gb_whatsapp"
        case startupDetail = "startup_detail", pacingLateFrames = "pacing_late_frames"
        case paintFrameMsHostileText = "paint_frame_ms_hostile_text", paintFrameMsHostileTextDetail = "paint_frame_ms_hostile_text_detail"
        case startupMsHostileText = "startup_ms_hostile_text", startupMsHostileTextBaseline = "startup_ms_hostile_text_baseline"
        case startupMsHostileTextAdded = "startup_ms_hostile_text_added", startupMsHostileTextDetail = "startup_ms_hostile_text_detail"
        case typeKeyMs50kDraft = "type_key_ms_50k_draft", typeKeyMs50kDraftDetail = "type_key_ms_50k_draft_detail"
        case videoExportSpeedX = "video_export_speed_x", videoExportSpeedX3pane120fps = "video_export_speed_x_3pane_120fps"
        case videoExportPeakMb = "video_export_peak_mb"
        case measureSpeedX = "measure_speed_x", measurePeakMb = "measure_peak_mb"
        case measurePeakMbTwiceAsLong = "measure_peak_mb_twice_as_long", measureSpeedXDetail = "measure_speed_x_detail"
        case childStderr = "child_stderr"
    }

    /// The file's bytes: sorted keys, indented, a final newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
