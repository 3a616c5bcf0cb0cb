import ChatDemoCore
import Foundation
import Testing

/// Recordings read right to left: zero gap in every frame of a show and a hide in all three
/// cases, the same positions frame for frame as left to right (only x mirrors), the direction
/// named in `recording.txt`, and compare mode across platforms in an RTL window.
@Suite(.serialized, .onItsOwnThread(minutes: 6))
struct RightToLeftRecordingTests {
    static let showAndHide = ["wait 200", "tap input", "wait 700", "tap list", "wait 700", "quit"]

    /// Records `script` with `arguments`: the trace's lines (header first) and `recording.txt`.
    static func record(_ arguments: [String], name: String) throws -> (trace: [Substring], note: String) {
        let directory = try makeScratchDirectory(name)
        let script = try writeScript(showAndHide, in: directory)
        let display = try TestDisplay(width: 1400, height: 1000)
        let result = try runApp(arguments + ["--script", script, "--record", directory + "/recording"],
                                display: display.name, timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let trace = try String(contentsOfFile: directory + "/recording/trace.csv", encoding: .utf8).split(separator: "\n")
        let note = try String(contentsOfFile: directory + "/recording/recording.txt", encoding: .utf8)
        return (trace, note)
    }

    @Test(arguments: ["few", "some", "many"])
    func zeroGapAndTheSamePositionsAsLeftToRight(conversationCase: String) throws {
        let rtl = try Self.record(["--case", conversationCase, "--direction", "rtl"], name: "rtl-record-\(conversationCase)")
        let ltr = try Self.record(["--case", conversationCase, "--direction", "ltr"], name: "ltr-record-\(conversationCase)")
        #expect(rtl.note.hasSuffix("direction: rtl\n"), "\(rtl.note)")
        #expect(ltr.note.hasSuffix("direction: ltr\n"), "\(ltr.note)")
        let rows = try rtl.trace.dropFirst().map { try #require(TraceRow(csvLine: $0), "cannot parse \($0)") }
        #expect(rows.count > 60)
        let tops = rows.map(\.keyboardTop)
        #expect((tops.max() ?? 0) - (tops.min() ?? 0) >= 250, "the keyboard barely moved")
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): bar bottom \(row.barBottom), keyboard top \(row.keyboardTop)")
        }
        #expect(rtl.trace == ltr.trace, "\(conversationCase): right to left moved something vertically")
    }

    /// `three-case@ios,three-case@android` in a right-to-left window: both panes mirrored, one
    /// keyboard clock, each pane's bar on its own keyboard in every frame.
    @Test func compareModeAcrossPlatformsInARightToLeftWindow() throws {
        let run = try Self.record(["--compare", "three-case@ios,three-case@android", "--case", "some", "--direction", "rtl"],
                                  name: "rtl-compare")
        #expect(run.note.hasSuffix("direction: rtl\n"), "\(run.note)")
        let rows = try run.trace.dropFirst().map { try #require(CompareTraceRow(csvLine: $0, paneCount: 2), "cannot parse \($0)") }
        #expect(rows.count > 60)
        for row in rows {
            for pane in row.panes {
                #expect(pane.barBottom == pane.keyboardTop, "frame \(pane.frame): \(pane)")
            }
        }
    }
}
