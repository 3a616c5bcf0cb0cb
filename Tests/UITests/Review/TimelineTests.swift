import ChatDemoCore
import Foundation
import Testing

/// The timeline window, the speed presets, the onion skin and compare mode's pane labels, in
/// the real app. What the timeline plotted and read out is what the app prints with
/// `KEYBOARDCHAT_REPORT_TIMELINE` (read back from the plot's data and the readout labels), and
/// it must equal the `--trace` of the same run.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct TimelineTests {
    struct Run {
        let directory: String
        let result: CommandResult
        let trace: [[TraceRow]]
        func image(_ name: String) throws -> PixelImage { try PixelImage(contentsOf: directory + "/" + name + ".png") }
        /// The lines printed after `prefix`.
        func reported(_ prefix: String) -> [Substring] {
            result.stdout.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count) }
        }
    }

    /// Runs `script` (`SHOT:` becomes the run's folder) with `--trace` and the timeline's report;
    /// the trace as one row list per pane.
    static func run(_ arguments: [String], _ script: [String], name: String, panes: Int = 1) throws -> Run {
        let directory = try makeScratchDirectory(name)
        let path = try writeScript(script.map { $0.replacingOccurrences(of: "SHOT:", with: directory + "/") }, in: directory)
        let display = try TestDisplay()
        var environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        environment["KEYBOARDCHAT_REPORT_TIMELINE"] = "1"
        let result = try runApp(arguments + ["--script", path, "--trace", directory + "/trace.csv"], display: display.name,
                                environment: environment, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let lines = try String(contentsOfFile: directory + "/trace.csv", encoding: .utf8).split(separator: "\n").dropFirst()
        let rows = try lines.map { line in try #require(CompareTraceRow(csvLine: line, paneCount: panes), "cannot parse \(line)") }
        return Run(directory: directory, result: result, trace: (0..<panes).map { pane in rows.map { $0.panes[pane] } })
    }

    static let showAndHide = ["timeline show", "wait 200", "tap input", "wait 700", "tap list", "wait 700", "quit"]

    /// Every frame the plot drew is the trace's row for that frame, column for column, and it
    /// drew every frame the trace has: one pane, and three compared panes (with their legend).
    @Test(arguments: [["--strategy", "three-case"], ["--compare", "three-case,always,naive"]])
    func thePlottedValuesOfEveryFrameAreTheTraceRows(arguments: [String]) throws {
        let panes = arguments[0] == "--compare" ? 3 : 1
        let run = try Self.run(arguments + ["--case", "some"], Self.showAndHide, name: "timeline-plot", panes: panes)
        let plotted = try run.reported("timeline plotted: ").map { line in
            try #require(CompareTraceRow(csvLine: line, paneCount: panes), "cannot parse \(line)")
        }
        #expect(run.trace[0].count > 30, "too few frames: \(run.trace[0].count)")
        // The frame that ends the run (the `quit`) closes the window before the timeline draws it.
        #expect(plotted.map { $0.panes[0].frame } == run.trace[0].dropLast().map(\.frame))
        for (row, frame) in zip(plotted, run.trace[0].indices) {
            #expect(row.panes == run.trace.map { $0[frame] }, "frame \(run.trace[0][frame].frame)")
        }
        if panes == 3 {
            let legend = run.reported("timeline legend: ").first.map(String.init) ?? ""
            for name in ["three-case", "always", "naive"] { #expect(legend.contains(name), "legend: \(legend)") }
        }
    }

    /// A frame picked on the timeline reads out the trace's row for it in every pane: frame,
    /// wall time, bar bottom, list shift, gap (bar bottom − keyboard top) and case.
    @Test func theReadoutsAtAPickedFrameAreTheTrace() throws {
        let run = try Self.run(["--compare", "three-case,naive", "--case", "some"],
                               ["tap input", "wait 700", "timeline frame 12", "wait 100", "quit"], name: "timeline-readout", panes: 2)
        let readouts = run.reported("timeline readout ")
        try #require(readouts.count == 2, "\(run.result.stdout)")
        for (pane, line) in readouts.enumerated() {
            let fields = Dictionary(uniqueKeysWithValues: line.drop { $0 != " " }.dropFirst().split(separator: "|").map { field in
                let parts = field.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), String(parts[1]))
            })
            let row = try #require(run.trace[pane].first { $0.frame == 12 })
            #expect(fields["Frame"] == "12")
            #expect(fields["Wall time"] == TraceRow(frame: 0, timeMilliseconds: row.timeMilliseconds, keyboardTop: 0, barBottom: 0,
                                                   listShift: 0, contentShift: 0, caseLabel: "").csvLine.split(separator: ",")[1] + " ms")
            #expect(fields["Bar bottom"] == "\(row.barBottom) px")
            #expect(fields["Gap"] == "\(row.barBottom - row.keyboardTop) px")
            #expect(fields["Case"] == row.caseLabel)
            #expect(fields["List shift"].map { Double($0.dropLast(3)) } == row.listShift)
        }
    }

    /// The timeline is a window of its own: the stage keeps its size and every pixel when it opens.
    @Test func openingTheTimelineLeavesTheStageAsItWas() throws {
        let run = try Self.run(["--case", "some"], ["wait 300", "screenshot SHOT:before.png", "timeline show", "wait 300",
                                                   "screenshot SHOT:after.png", "quit"], name: "timeline-stage")
        let before = try run.image("before"), after = try run.image("after")
        #expect(before.width == 390 && after.width == 390)
        #expect(before.height == after.height)
        #expect(after.difference(from: before) == nil)
    }

    /// The timeline window in each theme: its background follows the theme, and the keyboard
    /// top's and the bar bottom's curves are drawn in their colours.
    @Test(arguments: [("light", true), ("dark", false)])
    func theTimelineIsDrawnInTheThemesColours(theme: String, light: Bool) throws {
        let run = try Self.run(["--case", "some", "--theme", theme], ["timeline show", "wait 300", "tap input", "wait 700",
                                                                      "timeline screenshot SHOT:timeline.png", "quit"],
                               name: "timeline-\(theme)")
        let image = try run.image("timeline")
        #expect(image.width > 600 && image.height > 400, "\(image.width)×\(image.height)")
        // The plot's right margin, where nothing but its background is drawn.
        let background = image.rgb(image.width - 12, 150)
        let brightness = (background.r + background.g + background.b) / 3
        #expect(light ? brightness > 200 : brightness < 60, "\(theme): plot background \(background)")
        // The window's own background, under the readouts, follows the theme too.
        let corner = image.rgb(2, image.height - 2)
        let cornerBrightness = (corner.r + corner.g + corner.b) / 3
        #expect(light ? cornerBrightness > 200 : cornerBrightness < 90, "\(theme): window background \(corner)")
        func count(_ colour: (Int, Int, Int)) -> Int {
            var found = 0
            for y in 0..<image.height { for x in 0..<image.width {
                let p = image.rgb(x, y)
                if abs(p.r - colour.0) < 12 && abs(p.g - colour.1) < 12 && abs(p.b - colour.2) < 12 { found += 1 }
            } }
            return found
        }
        #expect(count((0xFF, 0x2D, 0x55)) > 100, "keyboard top's red")
        #expect(count((0x34, 0xC7, 0x59)) > 100, "bar bottom's green")
    }

    /// Naive's gap is a filled amber band on the plot, not the keyboard's red: no pixel of it is
    /// the red band the gap once was; three-case, whose bar sits on the keyboard in every frame,
    /// has none. The show is fitted to the plot's width, so the band is wide enough to count.
    @Test func theNaiveGapIsAnAmberBandAndThreeCaseHasNone() throws {
        var bands: [String: Int] = [:], reds: [String: Int] = [:]
        for strategy in ["naive", "three-case"] {
            let run = try Self.run(["--case", "some", "--theme", "light", "--strategy", strategy],
                                   ["timeline show", "wait 300", "tap input", "wait 700", "timeline zoom fit", "wait 50",
                                    "timeline screenshot SHOT:timeline.png", "quit"],
                                   name: "timeline-gap-\(strategy)")
            let image = try run.image("timeline")
            var band = 0, red = 0
            for y in 0..<image.height { for x in 0..<image.width {
                let p = image.rgb(x, y)
                // The gap's amber (#FFCC00) at half over the light plot: (255, 230, 128).
                if p.r > 240, (218...240).contains(p.g), (110...145).contains(p.b) { band += 1 }
                // A pale red band: green and blue alike, well below red (the keyboard's line is
                // a saturated red, #FF2D55, far below these).
                if p.r > 235, (140...190).contains(p.g), abs(p.g - 5 - p.b) <= 6 { red += 1 }
            } }
            bands[strategy] = band
            reds[strategy] = red
        }
        #expect(bands["naive", default: 0] > 300, "\(bands)")
        #expect(bands["three-case", default: 0] < 20, "\(bands)")
        #expect(reds["naive", default: 0] < 20, "a red band: \(reds)")
    }

    /// `slow-motion 25%` runs time at a quarter mid-show, from the frame it is read in, with no
    /// jump: the keyboard's steps shrink, and none after the change is longer than before it.
    @Test func aSpeedPresetSlowsTimeWithoutAJump() throws {
        let rows = try traceOfScript(["tap input", "wait 100", "slow-motion 25%", "wait 400", "quit"],
                                     arguments: ["--case", "some"], name: "speed-preset", recorded: true)
        let tops = rows.map(\.keyboardTop)
        let start = try #require(tops.firstIndex { $0 < tops[0] })
        let steps = zip(tops, tops.dropFirst()).map { abs($0 - $1) }
        let before = steps[(start)..<(start + 5)], after = steps[(start + 9)..<(start + 14)]
        let meanBefore = Double(before.reduce(0, +)) / 5, meanAfter = Double(after.reduce(0, +)) / 5
        #expect(meanAfter < meanBefore * 0.6, "before \(Array(before)), after \(Array(after))")
        #expect(steps[(start + 8)...].max() ?? 0 <= before.max() ?? 0, "a jump after the change: \(steps)")
    }

    /// With the onion skin on, the previous frames' keyboard tops are faint red bands on the
    /// stage (the ghosts of the keyboard's top band), each where the trace put the keyboard's top
    /// in an earlier frame; off (the default), none is drawn.
    @Test func theOnionSkinDrawsThePreviousFramesKeyboardTops() throws {
        let run = try Self.run(["--case", "few", "--theme", "light"],
                               ["tap input", "wait 80", "screenshot SHOT:off.png", "wait 800", "onion-skin on", "tap list",
                                "wait 150", "screenshot SHOT:on.png", "quit"], name: "onion-skin")
        func reddishRows(_ image: PixelImage) -> [Int] {
            (0..<image.height).filter { y in
                (0..<image.width).filter { x in
                    let p = image.rgb(x, y)
                    return p.r - p.g > 30 && p.r - p.b > 30
                }.count >= 60
            }
        }
        let off = try run.image("off"), on = try run.image("on")
        #expect(reddishRows(off).isEmpty, "off: \(reddishRows(off))")
        let lines = reddishRows(on)
        // Where the trace's keyboard tops fall on the stage: the first row is hidden, its top the stage's bottom.
        let offset = run.trace[0][0].keyboardTop - on.height
        let tops = Set(run.trace[0].map { $0.keyboardTop - offset })
        // A ghost's top edge is its frame's keyboard top, and its band reaches `bandHeight` below it.
        let edges = lines.filter { y in (y - 2...y + 2).contains { tops.contains($0) } }
        #expect(Set(edges.compactMap { y in tops.first { abs($0 - y) <= 2 } }).count >= 2, "onion ghosts' edges at \(edges)")
        let band = Int(OnionSkinGhost.bandHeight) + 2
        for y in lines {
            #expect(tops.contains { (($0 - 2)...($0 + band)).contains(y) }, "a red row at \(y) is in no frame's keyboard top band")
        }
    }

    /// Compare mode names each pane's strategy on a dark pill on its navigation bar's title
    /// line; a single chat has no such label (its title's glyphs never make a long dark run).
    @Test func comparePanesCarryTheirStrategysName() throws {
        let compared = try Self.run(["--compare", "always,never", "--case", "few", "--theme", "light"],
                                    ["wait 300", "screenshot SHOT:row.png", "quit"], name: "pane-labels", panes: 2)
        let row = try compared.image("row")
        /// Rows of the title's line holding a run of at least 40 pixels of the pill's dark (text
        /// never makes one).
        func pill(_ image: PixelImage, x: Range<Int>) -> Int {
            PaneLabelScreenTests.titleRows.filter { y in
                var run = 0, longest = 0
                for column in x {
                    run = PaneLabelScreenTests.isPill(image.rgb(column, y)) ? run + 1 : 0
                    longest = max(longest, run)
                }
                return longest >= 40
            }.count
        }
        #expect(pill(row, x: 0..<390) >= 10, "pane 1")
        #expect(pill(row, x: 391..<781) >= 10, "pane 2")
        let single = try Self.run(["--strategy", "always", "--case", "few", "--theme", "light"],
                                  ["wait 300", "screenshot SHOT:single.png", "quit"], name: "pane-label-single")
        #expect(pill(try single.image("single"), x: 0..<390) == 0)
    }
}
