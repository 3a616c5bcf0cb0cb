import KeyboardChatUI
import ChatDemoCore
import Foundation

/// The table `keyboard-chat-bench` prints: one row per measured quantity
/// (median and spread), then the performance goals with met or MISSED.
enum BenchTable {
    static func render(_ report: BenchReport) -> String {
        var lines = ["measured: \(AppIdentity.versionLine)", "",
                     row("benchmark", "n", "median", "p10", "p90", "min", "max", "unit"),
                     String(repeating: "-", count: 92)]
        func add(_ name: String, _ size: String, _ samples: Samples?, _ unit: String) {
            guard let samples else { return }
            lines.append(row(name, size, format(samples.median), format(samples.p10), format(samples.p90),
                             format(samples.minimum), format(samples.maximum), unit))
        }
        add("curve eval (spring + Bézier)", "-", report.curve, "ns")
        if report.timelineHistoryBytes.isFinite {
            add("timeline history, 3 panes 10 s", "600", Samples([report.timelineHistoryBytes]), "B")
        }
        add("playhead seek, presented", "\(ScrubBenchmark.messages)", report.scrub?.total, "ms")
        if report.reviewHistory.megabytes.isFinite {
            add("review history, 3 panes 10 s", "\(ReviewHistoryBenchmark.messages)", Samples([report.reviewHistory.megabytes]), "MB")
            add("  the same without sends", "\(ReviewHistoryBenchmark.messages)",
                Samples([report.reviewHistory.motionOnlyMegabytes]), "MB")
        }
        let timelineSize = "\(TimelineOverheadBenchmark.messages)"
        add("window: ours, timeline closed", timelineSize, report.timeline.closed.total, "ms")
        add("window: ours, timeline open", timelineSize, report.timeline.open.total, "ms")
        add("  the timeline's own frames", timelineSize, report.timeline.timelineFrames, "ms")
        if report.timeline.restFrames.isFinite {
            add("timeline frames at rest", "-", Samples([report.timeline.restFrames]), "frames")
        }
        for size in CoreFrameBenchmark.sizes { add("core frame", "\(size)", report.core[size], "µs") }
        for size in SendBenchmark.sizes { add("send, a copy kept", "\(size)", report.send[size], "µs") }
        for size in PaintBenchmark.sizes { add("paint frame 390×844 @2x", "\(size)", report.paint[size], "ms") }
        add("paint, keyboard in place", "\(BenchReport.comparisonSize)", report.paintKeyboardInPlace, "ms")
        add("paint, 50 000-char message", "101", report.paintHugeMessage, "ms")
        for size in WindowFrameBenchmark.sizes {
            for (name, costs) in [("GtkListBox", report.listBox[size]), ("ours", report.stageWindow[size])] {
                add("window frame: \(name)", "\(size)", costs?.total, "ms")
                add("  update+layout", "\(size)", costs?.updateAndLayout, "ms")
                add("  paint (client)", "\(size)", costs?.paint, "ms")
                add("  X server sync", "\(size)", costs?.server, "ms")
            }
        }
        let size = "\(BenchReport.comparisonSize)"
        add("window: ours, kbd in place", size, report.stageWindowKeyboardInPlace?.total, "ms")
        add("GTK floor: stage as 1 fill", size, report.floorSolidFill?.total, "ms")
        add("GTK floor: 1-pixel frame", size, report.floorOnePixel?.total, "ms")
        add("GTK floor: empty frame", size, report.floorNoPaint?.total, "ms")
        add("window: ours, case 1 (band)", "\(WindowFrameBenchmark.caseOneCount)", report.stageWindowCaseOne?.total, "ms")
        add("window: GtkListBox, distinct", size, report.listBoxDistinct?.total, "ms")
        add("window: ours, distinct", size, report.stageWindowDistinct?.total, "ms")
        add("start-up to first frame", "100", report.startupSmall.milliseconds, "ms")
        add("start-up to first frame", "100000", report.startupLarge.milliseconds, "ms")
        add("start-up to first frame", "1000000", report.startupMillion.milliseconds, "ms")
        add("start-up from a JSON file", "100000", report.startupFile.milliseconds, "ms")
        add("start-up from a JSON file", "1000000", report.startupMillionFile.milliseconds, "ms")
        add("start-up from a JSON file just under the limit", "1gb", report.largeFile.startup.milliseconds, "ms")
        add("validating scan rate, same file", "1gb", report.largeFile.scanRates, "GB/s")
        add("start-up from a Telegram export just under the limit", "1gb", report.largeTelegram.startup.milliseconds, "ms")
        add("start-up from a WhatsApp export just under the limit", "1gb", report.largeWhatsApp.startup.milliseconds, "ms")
        add("start-up from a Telegram export", "100000", report.startupTelegram.milliseconds, "ms")
        add("start-up from a WhatsApp export", "100000", report.startupWhatsApp.milliseconds, "ms")
        add("peak RSS", "100", report.startupSmall.megabytes, "MB")
        add("peak RSS", "100000", report.startupLarge.megabytes, "MB")
        add("peak RSS", "1000000", report.startupMillion.megabytes, "MB")
        add("peak RSS, JSON file", "100000", report.startupFile.megabytes, "MB")
        add("peak RSS, JSON file", "1000000", report.startupMillionFile.megabytes, "MB")
        add("peak RSS, JSON file just under the limit", "1gb", report.largeFile.startup.megabytes, "MB")
        add("peak RSS, Telegram export just under the limit", "1gb", report.largeTelegram.startup.megabytes, "MB")
        add("peak RSS, WhatsApp export just under the limit", "1gb", report.largeWhatsApp.startup.megabytes, "MB")
        add("start-up, hostile text", "102", report.startupHostileText.milliseconds, "ms")
        add("start-up, same without them", "100", report.startupHostileTextBaseline.milliseconds, "ms")
        add("paint, hostile text (cold)", "102", report.paintHostileText, "ms")
        for (draft, samples) in report.typeKeyDraft.sorted(by: { $0.key < $1.key }) {
            add("key tap, 50k draft: \(draft)", "-", samples, "ms")
        }
        add("frame interval (pacing run)", "\(PacingBenchmark.messages)", report.pacing.intervals, "ms")
        lines.append("")
        lines.append("ratios: core 100k/100 \(format(report.ratio(report.core, 100_000, 100)))×, "
                     + "send 1M/100 \(format(report.ratio(report.send, 1_000_000, 100)))×, "
                     + "paint 100k/100 \(format(report.ratio(report.paint, 100_000, 100)))×, "
                     + WindowFrameBenchmark.sizes.map { "GtkListBox/ours at \($0) \(format(report.listBoxRatio($0)))×" }
                        .joined(separator: ", "))
        for size in WindowFrameBenchmark.sizes {
            for (name, costs) in [("GtkListBox", report.listBox[size]), ("ours", report.stageWindow[size])] {
                guard let costs else { continue }
                lines.append("\(name) at \(size): build \(format(costs.constructionMilliseconds)) ms, "
                             + "show to first frame \(format(costs.firstFrameMilliseconds ?? .nan)) ms, "
                             + "mean frame \(format(costs.total.mean)) ms")
            }
        }
        lines.append("ceiling: GtkListBox at \(size) / a GTK frame repainting 1 pixel = "
                     + "\(format(report.listBoxRatioCeiling))× (no frame that changes a pixel can do better)")
        lines.append("pacing: \(report.pacing.late) late of \(report.pacing.frames) animation frames "
                     + "(\(report.pacing.lateAll) of \(report.pacing.framesAll) in the whole run)")
        lines.append("")
        lines.append("goals:")
        for goal in report.goals {
            let verdict = goal.measured.isFinite ? (goal.isMet ? "met" : "MISSED") : "not measured"
            lines.append("  \(pad(goal.name, 28)) \(pad(format(goal.measured), 9)) \(goal.comparison.symbol) "
                         + "\(format(goal.limit)) \(goal.unit)  \(verdict)")
        }
        return lines.joined(separator: "\n")
    }

    private static func row(_ name: String, _ size: String, _ cells: String...) -> String {
        pad(name, 30) + pad(size, 8) + cells.map { pad($0, 9) }.joined()
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// Three significant digits, without exponent notation for the ranges seen here.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        switch abs(value) {
        case 100...: return String(format: "%.0f", value)
        case 10..<100: return String(format: "%.1f", value)
        case 1..<10: return String(format: "%.2f", value)
        default: return String(format: "%.3f", value)
        }
    }
}
