import ChatDemoCore
import ChatLayout
import Foundation
import Testing

/// Compare mode switched while the app runs (the menu's Compare With, the script's `compare`):
/// the window is rebuilt with the panes, and nothing the reviewer owns is lost.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct CompareSwitchTests {
    /// The list's rows below the navigation bar's caption, above the input bar.
    static let listRows = 100..<760
    static let paneWidth = 390

    /// Where `image`'s columns `x..<x+width` differ from `other`'s columns `otherX..<otherX+width`
    /// in `rows`, or nil when they match pixel for pixel.
    static func difference(_ image: PixelImage, x: Int, from other: PixelImage, x otherX: Int, rows: Range<Int>,
                           columns: Range<Int> = 0..<paneWidth) -> String? {
        for y in rows {
            for column in columns where image.rgb(x + column, y) != other.rgb(otherX + column, y) {
                return "pixel (\(x + column), \(y)) is \(image.rgb(x + column, y)) against (\(otherX + column), \(y)) \(other.rgb(otherX + column, y))"
            }
        }
        return nil
    }

    /// One pane, two messages sent and a draft typed; `compare always` makes two panes that both
    /// show the sent messages exactly as the single pane did, with the draft in the field; `compare
    /// off` gives the one pane back, the same pixels as before the switch.
    @Test func switchingComparisonKeepsTheMessagesAndTheDraft() throws {
        let run = try ScriptedRun(["wait 300", "tap input", "type hello", "send", "type world", "send", "type my draft", "escape", "wait 1500",
                                   "screenshot single", "compare always", "wait 1500", "screenshot compared", "compare off", "wait 1500",
                                   "screenshot back", "quit"],
                                  arguments: ["--case", "few"], environment: ["KEYBOARDCHAT_REPORT_HEADER": "1", "KEYBOARDCHAT_REPORT_SENT": "1"],
                                  name: "compare-switch")
        #expect(run.isClean, "exit \(run.result.status): \(run.result.stderr)")
        #expect(run.sent == ["hello", "world"])
        let panes = run.result.stderr.split(separator: "\n").filter { $0.hasPrefix("header: panes ") }
        #expect(panes == ["header: panes three-case,always fields \"my draft\",\"my draft\"",
                          "header: panes three-case fields \"my draft\""], "\(run.result.stderr)")
        let single = try run.image("single"), compared = try run.image("compared"), back = try run.image("back")
        #expect(single.width == Self.paneWidth && back.width == Self.paneWidth)
        #expect(compared.width == 2 * Self.paneWidth + 1, "a separator between the two panes")
        // Both panes' lists are the single pane's (which holds the two sent bubbles), pixel for pixel.
        #expect(Self.difference(compared, x: 0, from: single, x: 0, rows: Self.listRows) == nil)
        #expect(Self.difference(compared, x: Self.paneWidth + 1, from: single, x: 0, rows: Self.listRows) == nil)
        // The field with its draft (and steady caret) and the list: as before the switches.
        #expect(Self.difference(back, x: 0, from: single, x: 0, rows: Self.listRows.lowerBound..<single.height) == nil)
        // The compared field's draft, up to where its caret may be drawn (the new window's field has the focus).
        #expect(Self.difference(compared, x: 0, from: single, x: 0, rows: Self.listRows.upperBound..<single.height, columns: 0..<100) == nil)
    }

    /// The menu's Compare With, walked by keys: the window gets the second pane, and a saved
    /// session says so with a `compare` line that its replay runs.
    @Test func compareWithFromTheMenuIsSavedAndReplayed() throws {
        let directory = try makeScratchDirectory("compare-menu")
        let saved = directory + "/session.txt"
        let session = try AppSession(["--case", "few", "--save-session", saved], environment: ["KEYBOARDCHAT_REPORT_HEADER": "1"])
        let menu = try PrimaryMenu.open(in: session)
        try menu.press("Down", reaching: CompareWith.menuTitle)
        try menu.press("Return", reaching: CompareWith.menuTitle)
        try menu.press("Down", reaching: CompareWith.nothingLabel)
        for strategy in Strategy.allCases.prefix(through: try #require(Strategy.allCases.firstIndex(of: .always))) {
            try menu.press("Down", reaching: strategy.label)
        }
        try menu.pressClosing("Return")
        try session.waitFor("the window rebuilt with two panes") {
            session.errorLines.contains("header: panes three-case,always fields \"\",\"\"")
        }
        let layout = try session.waitForHeaderLayout("the wider header bar laid out") { $0.width > 2 * 390 - 10 && $0.buttons.contains { $0.name == "Close" } }
        #expect(layout.faults.isEmpty, "\(layout.faults)")
        #expect(session.terminate() == 0)
        let script = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(script.split(separator: "\n").contains("compare always"), "\(script)")
        // The new window's own size is no resize of the reviewer's.
        #expect(!script.contains("resize"), "\(script)")
        let replay = try ScriptedRun(script.split(separator: "\n").map(String.init), arguments: ["--case", "few"],
                                     environment: ["KEYBOARDCHAT_REPORT_HEADER": "1"], name: "compare-menu-replay")
        #expect(replay.isClean, "exit \(replay.result.status): \(replay.result.stderr)")
        #expect(replay.result.stderr.contains("header: panes three-case,always fields \"\",\"\""), "\(replay.result.stderr)")
    }

    /// A recording keeps its panes: the step stops the run with its line (exit 2), nothing crashes.
    @Test func aRecordingRefusesTheSwitchWithTheLine() throws {
        let directory = try makeScratchDirectory("compare-record")
        let script = directory + "/s.txt"
        try "wait 100\ncompare always\nwait 100\nquit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let display = try TestDisplay()
        let result = try runApp(["--case", "few", "--script", script, "--record", directory + "/frames"], display: display.name, timeout: 120)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("s.txt:2:9: compare: a recording keeps the panes it started with; start it with --compare instead"), "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL"))
    }

    /// A one-pane trace goes on through a switch: the new window counts frames and time on from
    /// where the old one stopped, so the trace's frames rise by one and its times never go back.
    /// The keyboard, up before the switch, rises again in the new window by itself.
    @Test func aTraceGoesOnThroughTheSwitch() throws {
        let directory = try makeScratchDirectory("compare-trace")
        let trace = directory + "/trace.csv"
        let run = try ScriptedRun(["wait 300", "tap input", "wait 700", "compare inset", "wait 1000", "quit"],
                                  arguments: ["--case", "some", "--trace", trace], name: "compare-trace-run")
        #expect(run.isClean, "exit \(run.result.status): \(run.result.stderr)")
        let rows = try readTrace(trace)
        #expect(rows.count > 60, "\(rows.count) rows")
        #expect(rows.map(\.frame) == Array(0..<rows.count), "frames \(rows.map(\.frame))")
        let backwards = zip(rows, rows.dropFirst()).filter { $1.timeMilliseconds <= $0.timeMilliseconds }
        #expect(backwards.isEmpty, "time goes back: \(backwards.map { "\($0.frame) → \($1.frame)" })")
        // Up before the switch, rising again from the new window's first frame, up at the end.
        let up = try #require(rows.map(\.keyboardTop).min())
        let firstUp = try #require(rows.firstIndex { $0.keyboardTop == up }, "the keyboard never rose")
        #expect(rows[firstUp...].contains { $0.keyboardTop > up }, "the new window's keyboard rises again")
        #expect(rows.last?.keyboardTop == up, "the keyboard is up at the end: \(rows.last.map { "\($0)" } ?? "")")
    }
}
