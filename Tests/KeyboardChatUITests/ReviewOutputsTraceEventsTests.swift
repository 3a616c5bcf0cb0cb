import ChatDemoCore
import Foundation
import Testing
@testable import KeyboardChatUI
import OutputFiles

/// `--trace-events` as the run's outputs write it (`ReviewOutputs`, `TraceEventsRecorder`): put
/// in place whole when the run succeeds, one process per window, each window's last slice
/// written when it ends; left as it was when the run fails or is interrupted.
@MainActor
@Suite struct ReviewOutputsTraceEventsTests {
    @Test func aSuccessfulRunWritesEveryWindowsEventsWhole() throws {
        let path = try ReviewOutputsTests.folder() + "/t.json"
        let outputs = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1, traceEventsPath: path)
        #expect(outputs.writesTraceEvents)
        outputs.beginWindow { ["pane 1: always, ios, some"] }
        #expect(outputs.beginFrame(0))
        outputs.writeFrame(rows: [ReviewOutputsTests.row(0, keyboardTop: 844)], events: [.willShow],
                           cost: .measured(microseconds: 900)) { _ in Issue.record("no recording to capture for") }
        // A window that replaces the first (compare mode switched) is a second process.
        outputs.beginWindow { ["pane 1: always, ios, some", "pane 2: never, ios, some"] }
        #expect(outputs.beginFrame(1))
        outputs.writeFrame(rows: [ReviewOutputsTests.row(1, keyboardTop: 685), ReviewOutputsTests.row(1, keyboardTop: 685)],
                           cost: .interval(seconds: 1.0 / 60)) { _ in }
        #expect(ReviewOutputsTests.contents(path) == nil, "nothing is in place before the run ends")
        outputs.finish()
        #expect(outputs.exitStatus == 0)
        #expect(ReviewOutputsTests.contents(path) == """
            {"displayTimeUnit":"ms","traceEvents":[
            {"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"keyboard-chat window 1"}},
            {"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"pane 1: always, ios, some"}},
            {"name":"pane 1","ph":"C","ts":0,"pid":1,"tid":1,"args":{"keyboard_top":844,"bar_bottom":844,"list_shift":0.000,"content_shift":0.000,"gap":0}},
            {"name":"will-show","ph":"i","ts":0,"pid":1,"tid":1,"s":"t","args":{"frame":0}},
            {"name":"frame","ph":"X","ts":0,"dur":900,"pid":1,"tid":1,"args":{"frame":0,"paint_measured":1,"paint_us":900}},
            {"name":"process_name","ph":"M","pid":2,"tid":0,"args":{"name":"keyboard-chat window 2"}},
            {"name":"thread_name","ph":"M","pid":2,"tid":1,"args":{"name":"pane 1: always, ios, some"}},
            {"name":"thread_name","ph":"M","pid":2,"tid":2,"args":{"name":"pane 2: never, ios, some"}},
            {"name":"pane 1","ph":"C","ts":16667,"pid":2,"tid":1,"args":{"keyboard_top":685,"bar_bottom":685,"list_shift":159.000,"content_shift":0.000,"gap":0}},
            {"name":"pane 2","ph":"C","ts":16667,"pid":2,"tid":2,"args":{"keyboard_top":685,"bar_bottom":685,"list_shift":159.000,"content_shift":0.000,"gap":0}},
            {"name":"frame","ph":"X","ts":16667,"dur":16666,"pid":2,"tid":1,"args":{"frame":1,"paint_measured":0}}
            ]}

            """)
        _ = try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: path)))
    }

    /// A failed run leaves the earlier file whole and no partial file beside it; an interrupted
    /// one names the path among those it spared.
    @Test func aFailedOrInterruptedRunLeavesTheEarlierFile() throws {
        let folder = try ReviewOutputsTests.folder()
        let path = folder + "/t.json"
        try Data("earlier\n".utf8).write(to: URL(fileURLWithPath: path))
        let failed = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1, traceEventsPath: path)
        failed.beginWindow { ["pane 1"] }
        #expect(failed.beginFrame(0))
        failed.writeFrame(rows: [ReviewOutputsTests.row(0, keyboardTop: 844)], cost: .measured(microseconds: 1)) { _ in }
        failed.reportFailure("script.txt:2:5: no key q here", status: ExitStatus.badInput)
        failed.finish()
        #expect(ReviewOutputsTests.contents(path) == "earlier\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["t.json"])

        let interrupted = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1, traceEventsPath: path)
        #expect(interrupted.abandon() == [path])
        #expect(ReviewOutputsTests.contents(path) == "earlier\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["t.json"])
    }
}
