import ChatDemoCore
import Foundation
import Testing

/// `--trace-events FILE.json` and the script's `export-trace`: Trace Event Format JSON that
/// keeps the format's rules (`readTraceEvents`) and carries exactly the `--trace` file's numbers,
/// frame by frame, for every pane.
@Suite(.serialized, .onItsOwnThread(minutes: 4))
struct TraceEventsFileTests {
    static let strategies = ["always", "never"]

    /// A compare run with a show, a hide and an interrupted show: every counter of every pane is
    /// the CSV trace's value in the same frame (and `gap` its bar bottom less its keyboard top),
    /// at the CSV's time in µs; one slice per traced frame, its cost measured; the keyboard's
    /// events on every pane's thread; the tracks named after strategy, platform and case.
    @Test func aCompareRunsEventsAreTheCSVTracesNumbers() throws {
        let directory = try makeScratchDirectory("trace-events-compare")
        let script = try writeScript(["tap input", "wait 700", "tap list", "wait 700", "tap input", "wait 120", "tap list",
                                      "wait 700", "export-trace \(directory)/history.json", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--compare", Self.strategies.joined(separator: ","), "--case", "many", "--script", script,
                                 "--trace", directory + "/trace.csv", "--trace-events", directory + "/trace.json"],
                                display: display.name, timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let lines = try String(contentsOfFile: directory + "/trace.csv", encoding: .utf8).split(separator: "\n").dropFirst()
        let rows = try lines.map { try #require(CompareTraceRow(csvLine: $0, paneCount: 2), "cannot parse \($0)") }
        let events = try readTraceEvents(directory + "/trace.json")

        #expect(events.filter { $0.ph == "M" }.map { "\($0.pid)/\($0.tid) \($0.label ?? "")" }
                == ["1/0 keyboard-chat window 1", "1/1 pane 1: always, ios, many", "1/2 pane 2: never, ios, many"])
        let slices = events.filter { $0.ph == "X" }
        #expect(slices.map { Int($0.args["frame"] ?? -1) } == rows.map { $0.panes[0].frame })
        #expect(slices.allSatisfy { $0.args["paint_measured"] == 1 && $0.tid == 1 && $0.name == "frame" })
        // A slice lasts its measured cost, but never past the next frame's start.
        #expect(slices.allSatisfy { Double($0.dur ?? -1) <= ($0.args["paint_us"] ?? -1) })
        let overlaps = zip(slices, slices.dropFirst()).filter { ($0.ts ?? 0) + ($0.dur ?? 0) > ($1.ts ?? 0) }
        #expect(overlaps.isEmpty, "\(overlaps.count) slices overlap the next")
        Self.expectCounters(events, equal: rows)
        for tid in 1...2 {
            let kinds = events.filter { $0.ph == "i" && $0.tid == tid }.map(\.name)
            #expect(kinds == ["will-show", "did-show", "will-hide", "did-hide", "will-show", "interrupted", "will-hide", "did-hide"],
                    "pane \(tid): \(kinds)")
        }

        // The kept history, exported by the script: the same numbers for the frames it keeps.
        let history = try readTraceEvents(directory + "/history.json")
        let kept = history.filter { $0.ph == "X" }.map { Int($0.args["frame"] ?? -1) }
        // What the history keeps is every frame presented before the step (a live run's count
        // depends on the machine's pace), so the export is a leading part of the trace.
        #expect(!kept.isEmpty && kept == rows.map { $0.panes[0].frame }.prefix(kept.count).map { $0 },
                "\(kept.count) frames kept of \(rows.count): \(kept)")
        Self.expectCounters(history, equal: Array(rows.prefix(kept.count)))
        #expect(history.filter { $0.ph == "i" && $0.tid == 1 }.map(\.name).contains("interrupted"))
    }

    /// A recording's time is virtual: each frame's slice lasts the frame interval and says its
    /// cost was not measured; the counters are the recording's trace.csv.
    @Test func aRecordingsSlicesLastTheFrameInterval() throws {
        let directory = try makeScratchDirectory("trace-events-recorded")
        let script = try writeScript(["tap input", "wait 400", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--record", directory + "/recording", "--trace-events", directory + "/t.json"],
                                display: display.name, timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try readTrace(directory + "/recording/trace.csv").map { CompareTraceRow(panes: [$0]) }
        let events = try readTraceEvents(directory + "/t.json")
        let slices = events.filter { $0.ph == "X" }
        #expect(slices.count == rows.count && rows.count > 20)
        #expect(slices.allSatisfy { $0.dur == 16666 && $0.args["paint_measured"] == 0 })
        #expect(slices.map(\.ts) == rows.map { Int(($0.panes[0].timeMilliseconds * 1000).rounded()) })
        Self.expectCounters(events, equal: rows)
    }

    /// Compare mode switched during the run builds a new window: a second process, with a thread
    /// per pane of its own; the first pane's counters go on in it as the CSV trace's columns do.
    @Test func aWindowThatReplacesAnotherIsAProcessOfItsOwn() throws {
        let directory = try makeScratchDirectory("trace-events-switch")
        let script = try writeScript(["tap input", "wait 600", "compare never", "wait 900", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--case", "some", "--script", script, "--trace", directory + "/trace.csv",
                                 "--trace-events", directory + "/trace.json"], display: display.name, timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try readTrace(directory + "/trace.csv").map { CompareTraceRow(panes: [$0]) }
        let events = try readTraceEvents(directory + "/trace.json")
        #expect(events.filter { $0.ph == "M" }.map { "\($0.pid)/\($0.tid) \($0.label ?? "")" }
                == ["1/0 keyboard-chat window 1", "1/1 pane 1: three-case, ios, some",
                    "2/0 keyboard-chat window 2", "2/1 pane 1: three-case, ios, some", "2/2 pane 2: never, ios, some"])
        #expect(Set(events.filter { $0.ph == "X" }.map(\.pid)) == [1, 2])
        Self.expectCounters(events, equal: rows)
    }

    /// The timeline window's menu has "Export Trace…", enabled, bound to the app's action (read
    /// back from the menu button's model as GTK has it; the native file chooser it opens is not
    /// driven here).
    @Test func theTimelinesMenuExportsTheTrace() throws {
        let run = try TimelineTests.run([], ["timeline show", "wait 300", "quit"], name: "trace-events-menu")
        #expect(run.reported("timeline menu ") == ["\"Export Trace…\" app.export-trace enabled"], "\(run.result.stdout)")
    }

    /// Bad paths are refused before a window opens, as `--trace`'s are, naming the path and why.
    @Test func badPathsAreRefusedWithTheirReason() throws {
        let directory = try makeScratchDirectory("trace-events-bad")
        try BadInputTests.expectRejected(["--trace-events", directory + "/missing/t.json"],
                                         mentioning: ["\(directory)/missing/t.json: cannot write here: the directory \(directory)/missing is missing or not writable"])
        let fifo = directory + "/pipe.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        try BadInputTests.expectRejected(["--trace-events", fifo], mentioning: ["pipe.json: is a FIFO, not a regular file"])
        try BadInputTests.expectRejected(["--trace", directory + "/same", "--trace-events", directory + "/same"],
                                         mentioning: ["same: is both the --trace file and the --trace-events file"])
        let wrongName = try writeScript(["export-trace t.txt"], in: directory, name: "name.txt")
        try BadInputTests.expectRejected(["--script", wrongName],
                                         mentioning: ["name.txt:1:14: usage: export-trace FILE.json: 't.txt' is not a .json file's name"])
        let missing = try writeScript(["export-trace \(directory)/nowhere/h.json"], in: directory, name: "missing.txt")
        try BadInputTests.expectRejected(["--script", missing],
                                         mentioning: ["missing.txt:1", "nowhere/h.json: cannot write here"])
    }

    /// Every counter event in `events`, pane by pane and in order, is the row of the same frame:
    /// its time in µs and its five values.
    static func expectCounters(_ events: [TraceEvent], equal rows: [CompareTraceRow],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        for pane in 0..<(rows.first?.panes.count ?? 0) {
            let counters = events.filter { $0.ph == "C" && $0.name == "pane \(pane + 1)" }
            #expect(counters.count == rows.count, "pane \(pane + 1): \(counters.count) counters, \(rows.count) rows",
                    sourceLocation: sourceLocation)
            for (counter, compare) in zip(counters, rows) {
                let row = compare.panes[pane]
                let expected: [String: Double] = [
                    "keyboard_top": Double(row.keyboardTop), "bar_bottom": Double(row.barBottom), "list_shift": row.listShift,
                    "content_shift": row.contentShift, "gap": Double(row.barBottom - row.keyboardTop),
                ]
                #expect(counter.ts == Int((row.timeMilliseconds * 1000).rounded()) && counter.args == expected
                        && counter.tid == pane + 1,
                        "frame \(row.frame), pane \(pane + 1): \(counter.args) at \(counter.ts ?? -1) against \(row.csvLine)",
                        sourceLocation: sourceLocation)
            }
        }
    }
}
