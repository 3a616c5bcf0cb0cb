import ChatDemoCore
import Foundation
import Testing

/// The timeline after eight show/hide cycles, as a reviewer meets it: its event labels apart
/// and inside the plot, nothing cut at its right edge, the bar's line visible over the
/// keyboard's, and a zoom that fits the newest motion to the width.
@Suite(.serialized, .onItsOwnThread(minutes: 4))
struct TimelineLegibilityTests {
    static let eightCycles = ["timeline show", "wait 200"]
        + Array(repeating: ["tap input", "wait 700", "tap list", "wait 700"], count: 8).joined()

    /// An event label as the timeline reports it: its box in the plot's pixels and its text.
    struct Label {
        var x: Double, y: Double, width: Double, height: Double, text: String
        var maxX: Double { x + width }
        var maxY: Double { y + height }
    }

    static func labels(_ run: TimelineTests.Run) throws -> (plot: [Int], labels: [Label], ticks: Int) {
        let plot = try #require(run.reported("timeline plot: ").last).split(separator: ",").compactMap { Int($0) }
        try #require(plot.count == 4, "\(run.result.stdout)")
        let lines = run.reported("timeline label: ")
        let labels = try lines.compactMap { line -> Label? in
            let parts = line.split(separator: "|", omittingEmptySubsequences: false)
            try #require(parts.count == 4, "\(line)")
            guard parts[1] != "none" else { return nil }
            let box = parts[1].split(separator: ",").compactMap { Double($0) }
            try #require(box.count == 4, "\(line)")
            return Label(x: box[0], y: box[1], width: box[2], height: box[3], text: String(parts[2]))
        }
        return (plot, labels, lines.count)
    }

    /// No two event labels overlap, each lies inside the plot and has ink where it is said to be,
    /// and the plot's rightmost columns hold no ink: no time label or "did-show" runs off it.
    @Test func afterEightCyclesNoLabelOverlapsAndNothingIsClipped() throws {
        let run = try TimelineTests.run(["--case", "some", "--theme", "light", "--strategy", "three-case"],
                                        Self.eightCycles + ["timeline screenshot SHOT:timeline.png", "quit"], name: "timeline-eight")
        let (plot, labels, ticks) = try Self.labels(run)
        #expect(ticks >= 24, "\(ticks) ticks for 8 cycles")
        #expect(labels.count >= ticks * 2 / 3, "\(labels.count) of \(ticks) ticks labelled")
        for (index, label) in labels.enumerated() {
            #expect(label.x >= 0 && label.maxX <= Double(plot[2] - 1) && label.y >= 0, "\(label) outside the plot \(plot)")
            for other in labels[(index + 1)...] {
                let apart = label.maxX <= other.x || other.maxX <= label.x || label.maxY <= other.y || other.maxY <= label.y
                #expect(apart, "'\(label.text)' \(label) overlaps '\(other.text)' \(other)")
            }
        }
        let image = try run.image("timeline")
        let background = image.rgb(plot[0] + plot[2] - 1, plot[1] + 1)
        func isInk(_ x: Int, _ y: Int) -> Bool {
            let p = image.rgb(x, y)
            return abs(p.r - background.r) + abs(p.g - background.g) + abs(p.b - background.b) > 60
        }
        for x in (plot[0] + plot[2] - 2)..<(plot[0] + plot[2]) {
            let inked = (plot[1]..<(plot[1] + plot[3])).filter { isInk(x, $0) }
            #expect(inked.isEmpty, "ink in the plot's last columns at x \(x), y \(inked)")
        }
        for label in labels {
            let xs = (plot[0] + Int(label.x))..<(plot[0] + Int(label.maxX)), ys = (plot[1] + Int(label.y))..<(plot[1] + Int(label.maxY))
            #expect(xs.contains { x in ys.contains { isInk(x, $0) } }, "no ink for '\(label.text)' at \(label)")
        }
        // Three-case keeps the bar on the keyboard: the bar's green line shows along the
        // keyboard's red one, not hidden under it.
        func count(_ colour: (Int, Int, Int)) -> Int {
            var found = 0
            for y in plot[1]..<(plot[1] + plot[3]) { for x in plot[0]..<(plot[0] + plot[2]) {
                let p = image.rgb(x, y)
                if abs(p.r - colour.0) < 20 && abs(p.g - colour.1) < 20 && abs(p.b - colour.2) < 20 { found += 1 }
            } }
            return found
        }
        let red = count((0xFF, 0x2D, 0x55)), green = count((0x34, 0xC7, 0x59))
        #expect(green * 2 > red, "bar green \(green) px against keyboard red \(red) px")
    }

    /// `timeline zoom fit` shows the newest motion (the eighth hide) across the width, `in`
    /// narrows the view, `all` shows everything again.
    @Test func fitShowsTheLastMotionAcrossTheWidth() throws {
        let run = try TimelineTests.run(["--case", "some", "--strategy", "three-case"],
                                        Self.eightCycles + ["timeline zoom fit", "wait 50", "timeline zoom in", "wait 50",
                                                            "timeline zoom all", "wait 50", "quit"], name: "timeline-zoom")
        let views = try run.reported("timeline view: ").map { line in
            let ends = line.split(separator: "-").compactMap { Int($0) }
            try #require(ends.count == 2, "\(line)")
            return ends[0]...ends[1]
        }
        try #require(views.count == 3, "\(run.result.stdout)")
        // The newest motion in trace rows: the last run of rows where the keyboard's top moved
        // (a few still rows inside it, as a spring settles, are part of it). The last row is the
        // `quit`'s frame.
        let rows = Array(run.trace[0].dropLast())
        let moved = rows.indices.dropFirst().filter { rows[$0].keyboardTop != rows[$0 - 1].keyboardTop }
        var start = try #require(moved.indices.last)
        while start > 0 && moved[start] - moved[start - 1] <= 6 { start -= 1 }
        let motion = (moved[start] - 1)...moved[moved.count - 1]
        #expect(motion.count > 10, "motion rows \(motion)")
        func rowsShown(_ view: ClosedRange<Int>) throws -> ClosedRange<Int> {
            let first = try #require(rows.firstIndex { $0.frame == view.lowerBound }), last = try #require(rows.firstIndex { $0.frame == view.upperBound })
            return first...last
        }
        let fit = try rowsShown(views[0]), zoomedIn = try rowsShown(views[1]), all = try rowsShown(views[2])
        #expect(fit.lowerBound <= motion.lowerBound && fit.upperBound >= motion.upperBound, "fit \(fit), motion \(motion)")
        #expect(fit.count <= motion.count * 3 / 2 + 4, "fit \(fit) is much wider than the motion \(motion)")
        #expect(zoomedIn.count < fit.count, "zoom in: \(zoomedIn) after \(fit)")
        #expect(all.lowerBound == 0 && all.upperBound > motion.upperBound, "all: \(all) of \(rows.count) rows")
    }
}
