import ChatDemoCore
import Foundation
import Testing

/// Compare mode in the real app: `--compare A,B[,C]` opens the panes side by side,
/// and its trace (one column group per pane) shows every pane's keyboard and bar moving in the
/// same frames while each list does what its strategy says. Panes are 390 wide with a 1-pixel
/// line between them, so pane `p` (from 0) starts at x = 391 p in a screenshot of the row.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct CompareModeTests {
    static let paneStride = 391
    static let paneWidth = 390
    /// The English keyboard's height: at rest the keyboard's top is 844 − 291 = 553 in the stage.
    static let keyboardHeight = 291
    /// Two landscape panes are 2 × 844 + 1 wide.
    static let wideScreen = (width: 2000, height: 1200)

    struct Run {
        let panes: [[TraceRow]]
        let directory: String
        func image(_ name: String) throws -> PixelImage { try PixelImage(contentsOf: directory + "/" + name) }
    }

    /// Runs `--compare strategies` on "case" with `script` (screenshots land in the run's
    /// folder, named without a path), checks the exit and stderr, and reads the trace back
    /// as one row list per pane. `recorded`: under `--record` (a fixed 1/60 s per frame), on
    /// a screen wide enough for landscape panes.
    static func run(_ strategies: [String], case conversationCase: String, script lines: [String], name: String,
                    recorded: Bool = false) throws -> Run {
        let directory = try makeScratchDirectory(name)
        let script = try writeScript(lines.map { $0.replacingOccurrences(of: "SHOT:", with: directory + "/") }, in: directory)
        let display = try recorded ? TestDisplay(width: Self.wideScreen.width, height: Self.wideScreen.height) : TestDisplay()
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let tracePath = directory + (recorded ? "/recording/trace.csv" : "/trace.csv")
        let output = recorded ? ["--record", directory + "/recording"] : ["--trace", tracePath]
        let result = try runApp(["--compare", strategies.joined(separator: ","), "--case", conversationCase,
                                 "--script", script] + output,
                                display: display.name, environment: settings, timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let lines = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n")
        #expect(lines.first.map(String.init) == CompareTraceRow.csvHeader(paneCount: strategies.count))
        let rows = try lines.dropFirst().map { line in
            try #require(CompareTraceRow(csvLine: line, paneCount: strategies.count), "cannot parse \(line)")
        }
        let panes = strategies.indices.map { pane in rows.map { $0.panes[pane] } }
        return Run(panes: panes, directory: directory)
    }

    /// Every frame: one keyboard top in every pane, each pane's bar on it (zero gap), each pane
    /// labelled with its strategy; a real show (the keyboard travelled K, when `travel` is
    /// given; a rotation moves it further). Returns the rest top.
    static func expectSameFrames(_ panes: [[TraceRow]], strategies: [String], travel: Int? = keyboardHeight,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let first = panes[0]
        let rest = try #require(first.first, sourceLocation: sourceLocation).keyboardTop
        if let travel {
            #expect(rest - (first.map(\.keyboardTop).min() ?? rest) == travel, sourceLocation: sourceLocation)
        }
        #expect(Set(first.map(\.keyboardTop)).count > 10, "no in-between frames", sourceLocation: sourceLocation)
        for (pane, rows) in panes.enumerated() {
            #expect(rows.count == first.count, sourceLocation: sourceLocation)
            for (row, lead) in zip(rows, first) {
                #expect(row.keyboardTop == lead.keyboardTop, "frame \(row.frame): pane \(pane + 1) \(row) against \(lead)",
                        sourceLocation: sourceLocation)
                #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): pane \(pane + 1) gap", sourceLocation: sourceLocation)
                #expect(row.caseLabel == strategies[pane] || strategies[pane] == "three-case", sourceLocation: sourceLocation)
            }
        }
        return rest
    }

    /// `always` and `never` on "many", at its end: one tap shows the keyboard in both panes in
    /// the same frames; `always` lifts its list by the bar's rise in every frame (rest − top),
    /// `never` leaves its list where it is (0). With the keyboard up, both panes' keyboards are
    /// the same pixels (one keyboard drawn twice), and the lists above them differ.
    @Test func onePaneLiftsAndTheOtherDoesNotInTheSameFrames() throws {
        let run = try Self.run(["always", "never"], case: "many",
                               script: ["tap input", "wait 800", "screenshot SHOT:up.png", "tap list", "wait 800", "quit"],
                               name: "compare-always-never")
        let rest = try Self.expectSameFrames(run.panes, strategies: ["always", "never"])
        for row in run.panes[0] { #expect(row.listShift == Double(rest - row.keyboardTop), "always, frame \(row.frame): \(row)") }
        for row in run.panes[1] { #expect(row.listShift == 0, "never, frame \(row.frame): \(row)") }

        let up = try run.image("up.png")
        #expect(up.width == 2 * Self.paneWidth + 1)
        let keyboardRows = (up.height - Self.keyboardHeight)..<up.height
        var differing = 0
        for y in keyboardRows { for x in 0..<Self.paneWidth where up.rgb(x, y) != up.rgb(x + Self.paneStride, y) { differing += 1 } }
        #expect(differing == 0, "the two panes' keyboards differ in \(differing) pixels")
        // Keys drawn (not a blank band) in each pane.
        #expect(up.distinctColours(x: 0..<Self.paneWidth, y: keyboardRows) > 20)
        #expect(up.distinctColours(x: Self.paneStride..<(Self.paneStride + Self.paneWidth), y: keyboardRows) > 20)
        // Above the bar the lists differ: one rose, one did not.
        var listDiffers = false
        for y in stride(from: 60, to: 400, by: 4) where !listDiffers {
            for x in stride(from: 10, to: Self.paneWidth - 10, by: 4) where up.rgb(x, y) != up.rgb(x + Self.paneStride, y) {
                listDiffers = true
                break
            }
        }
        #expect(listDiffers, "the lists above the keyboard are the same in both panes")
    }

    /// Three panes on "some" (the case where the three answers differ most): three-case lifts
    /// its list just enough (case 2: more than 0, less than the bar's rise, once up), `always`
    /// by the whole rise, `never` not at all — all in the same frames, one keyboard top.
    @Test func threePanesMoveInTheSameFrames() throws {
        let strategies = ["three-case", "always", "never"]
        let run = try Self.run(strategies, case: "some", script: ["tap input", "wait 800", "tap list", "wait 800", "quit"],
                               name: "compare-three")
        let rest = try Self.expectSameFrames(run.panes, strategies: strategies)
        for row in run.panes[1] { #expect(row.listShift == Double(rest - row.keyboardTop), "always, frame \(row.frame): \(row)") }
        for row in run.panes[2] { #expect(row.listShift == 0, "never, frame \(row.frame): \(row)") }
        let raised = zip(run.panes[0], run.panes[1]).filter { $0.1.keyboardTop == rest - Self.keyboardHeight }
        #expect(!raised.isEmpty)
        for (threeCase, always) in raised {
            #expect(threeCase.caseLabel == "2", "frame \(threeCase.frame): \(threeCase)")
            #expect(threeCase.listShift > 0 && threeCase.listShift < always.listShift, "frame \(threeCase.frame): \(threeCase)")
        }
    }

    /// Each pane is exactly the single app under its strategy: recorded frame for frame (fixed
    /// 1/60 s steps), every column of each pane's trace equals the trace of a run with
    /// `--strategy` alone, through a show, a rotation and back with the keyboard up, a switch to
    /// Pinyin (a taller keyboard), a send and a hide. So sharing the keyboard changes nothing in
    /// any pane, and the panes differ only where their strategies do.
    @Test func eachPaneIsTheSingleAppUnderItsStrategy() throws {
        let script = ["tap input", "wait 500", "rotate", "wait 500", "rotate", "wait 500", "tap key 🌐", "wait 500",
                      "type 你好", "send", "wait 500", "tap list", "wait 500", "quit"]
        let strategies = ["three-case", "always"]
        let compared = try Self.run(strategies, case: "some", script: script, name: "compare-vs-single", recorded: true)
        _ = try Self.expectSameFrames(compared.panes, strategies: strategies, travel: nil)
        for (pane, strategy) in strategies.enumerated() {
            let single = try traceOfScript(script, arguments: ["--strategy", strategy, "--case", "some"],
                                           name: "compare-single-\(strategy)", recorded: true)
            #expect(single.count == compared.panes[pane].count, "\(strategy): frame counts differ")
            for (own, alone) in zip(compared.panes[pane], single) {
                #expect(own == alone, "\(strategy), frame \(alone.frame): in compare mode \(own), alone \(alone)")
            }
        }
    }

    /// One draft, sent to every pane: typed text shows in both fields, and a send adds the
    /// message at the end of both lists (the rows above the bar change, alike in both panes).
    @Test func typingAndSendingReachEveryPane() throws {
        let run = try Self.run(["always", "never"], case: "many", script: [
            "tap input", "wait 800", "type hello", "wait 100", "screenshot SHOT:typed.png", "tap list", "wait 800",
            "screenshot SHOT:before.png", "send", "wait 800", "screenshot SHOT:after.png", "quit",
        ], name: "compare-send")
        _ = try Self.expectSameFrames(run.panes, strategies: ["always", "never"])
        let typed = try run.image("typed.png")
        // The field's first letters ("hel"), left of where the lead pane's caret can be.
        let barTop = typed.height - Self.keyboardHeight - 52
        let field = (barTop + 10)..<(barTop + 42)
        var fieldDiffers = 0
        for y in field { for x in 14..<40 where typed.rgb(x, y) != typed.rgb(x + Self.paneStride, y) { fieldDiffers += 1 } }
        #expect(fieldDiffers == 0, "the second pane's field does not show the draft (\(fieldDiffers) pixels differ)")
        #expect(typed.distinctColours(x: (Self.paneStride + 14)..<(Self.paneStride + 40), y: field) > 3, "the field is blank")

        let before = try run.image("before.png"), after = try run.image("after.png")
        let lastMessageRows = (before.height - 52 - 60)..<(before.height - 52)
        for pane in 0..<2 {
            let left = pane * Self.paneStride
            var changed = 0
            for y in lastMessageRows { for x in left..<(left + Self.paneWidth) where before.rgb(x, y) != after.rgb(x, y) { changed += 1 } }
            #expect(changed > 100, "pane \(pane + 1): the sent message did not appear (\(changed) pixels changed)")
        }
        var panesDiffer = 0
        for y in lastMessageRows { for x in 0..<Self.paneWidth where after.rgb(x, y) != after.rgb(x + Self.paneStride, y) { panesDiffer += 1 } }
        #expect(panesDiffer == 0, "the sent message ends the two lists differently (\(panesDiffer) pixels)")
    }
}

/// Compare mode as a person uses it: the wheel over one pane scrolls every pane, and a click on
/// the jump-to-latest button of a pane other than the first brings every pane back to its end
/// (hit-tested against the pane clicked: before, the first pane's button took the click and the
/// clicked pane stayed scrolled up).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct CompareModeClickTests {
    @Test func aClickOnTheSecondPanesJumpButtonBringsEveryPaneBack() throws {
        let directory = try makeScratchDirectory("compare-jump")
        let session = try AppSession(["--compare", "always,never", "--case", "many"])
        let origin = try session.windowOrigin()
        let second = (x: origin.x + CompareModeTests.paneStride, y: origin.y)
        let atEnd = try session.screenshot(directory + "/at-end.png")
        let barTop = try JumpToLatestButtonTests.barTop(in: atEnd, origin: origin)

        try ShortcutAndScrollTests().xdotool(session, ["mousemove", "\(second.x + 200)", "\(second.y + 400)"])
        for notch in 1...3 {
            try session.settle("wheel notch \(notch)") { try ShortcutAndScrollTests().xdotool(session, ["click", "4"]) }
        }
        let scrolled = try session.screenshot(directory + "/scrolled.png")
        for pane in [origin, second] {
            #expect(ShortcutAndScrollTests.changedFraction(atEnd, scrolled, origin: pane, rows: 120..<700) > 0.1,
                    "the wheel did not scroll the pane at x \(pane.x)")
        }
        let bounds = try #require(JumpToLatestButtonTests.button(in: scrolled, origin: second, barTop: barTop),
                                  "no button in the second pane after scrolling up")

        let beforeClick = session.mark
        try session.click(x: bounds.x.lowerBound + bounds.x.count / 2, y: bounds.y.lowerBound + bounds.y.count / 2)
        try session.waitForRest("every list back at its end", since: beforeClick)
        let back = try session.screenshot(directory + "/back.png")
        for pane in [origin, second] {
            let changed = ShortcutAndScrollTests.changedFraction(atEnd, back, origin: pane, rows: 120..<700)
            #expect(changed == 0, "the pane at x \(pane.x) did not return to its end (\(changed) of its pixels differ)")
        }
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
    }
}

/// `--compare` refused: two or three distinct strategies, and not with `--strategy`;
/// exit 2 with the value named, before any window opens.
@Suite(.onItsOwnThread()) struct CompareBadInputTests {
    @Test func badCompareListsAreRefusedNamingTheValue() throws {
        try BadInputTests.expectRejected(["--compare", "always,sideways"], mentioning: ["'sideways' is not a strategy"])
        try BadInputTests.expectRejected(["--compare", "always"], mentioning: ["two or three strategies", "got 1"])
        try BadInputTests.expectRejected(["--compare", "never,never"], mentioning: ["'never' is given twice"])
        try BadInputTests.expectRejected(["--compare", "always,never", "--strategy", "inset"],
                                         mentioning: ["--compare and --strategy cannot be used together"])
        try BadInputTests.expectRejected(["--compare", "always,never", "--compare", "inset,never"], mentioning: ["--compare"])
    }
}
