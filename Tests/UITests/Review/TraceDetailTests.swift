import ChatDemoCore
import Foundation
import Testing

/// The trace keeps its seven standard columns exactly, since tools reading the trace rely on
/// them; `--trace-detail` adds the streaming reply's and
/// the bottom surface's columns after it, and means nothing without a trace.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct TraceDetailTests {
    static let specHeader = "frame,time_ms,keyboard_top,bar_bottom,list_shift,content_shift,case"

    func header(_ extra: [String], name: String) throws -> (header: String, rows: [TraceRow]) {
        let directory = try makeScratchDirectory(name)
        let script = try writeScript(["panel show", "wait 600", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(extra + ["--script", script, "--trace", directory + "/trace.csv"],
                                display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: directory + "/trace.csv", encoding: .utf8)
        return (String(text.prefix { $0 != "\n" }), try readTrace(directory + "/trace.csv"))
    }

    @Test func theDefaultHeaderIsTheSevenStandardColumns() throws {
        let plain = try header([], name: "trace-plain")
        #expect(plain.header == Self.specHeader)
        #expect(plain.rows.count > 10 && plain.rows.allSatisfy { $0.surface == "none" })
    }

    @Test func traceDetailAddsFiveColumnsAfterTheStandardSeven() throws {
        let detailed = try header(["--trace-detail"], name: "trace-detail")
        #expect(detailed.header == Self.specHeader + ",blank_space,reply_height,surface,list_top,jump_opacity")
        #expect(detailed.rows.last?.surface == "panel", "\(detailed.rows.last.map(\.csvLine) ?? "no rows")")
    }

    @Test func traceDetailWithoutATraceIsRefused() throws {
        let display = try TestDisplay()
        let result = try runApp(["--trace-detail"], display: display.name, timeout: 60)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--trace-detail adds columns to a trace: give --trace FILE.csv or --record DIR too"),
                "\(result.stderr)")
    }
}
