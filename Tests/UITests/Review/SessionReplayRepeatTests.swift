import ChatDemoCore
import Foundation
import Testing
import TestSupport

/// A live session with a drag on the list and a rotation, saved and replayed: the replay
/// keeps the live run's message, cases, resting list position and final draft, and two
/// recordings of the same saved session are the same file for file, so a reviewer can share a
/// session and trust that whoever records it sees the very frames they saw.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct SessionReplayRepeatTests {
    /// How far the finger moves the list, in 10-pixel motion events.
    static let dragDistance = 60
    /// The sends and the draft's length, reported as the live session reports them.
    static let environment = SessionSavingTests.environment.merging(["KEYBOARDCHAT_REPORT_DRAFT": "1"]) { $1 }

    @Test func aSessionWithADragAndARotationRecordsTheSameFramesTwice() throws {
        let directory = try makeScratchDirectory("session-repeat")
        let saved = directory + "/session.txt"
        let liveTrace = directory + "/live.csv"
        let live = try AppSession(["--case", "many", "--save-session", saved, "--trace", liveTrace],
                                  environment: SessionSavingTests.environment)
        let saving = SessionSavingTests()
        let origin = try live.windowOrigin()
        try live.settle("a click on the field") { try live.click(x: origin.x + 120, y: origin.y + 860) }
        var mark = live.mark
        try saving.xdotool(live, ["type", "--delay", "20", "first"])
        try live.waitForDraft(length: 5, since: mark)
        mark = live.mark
        try saving.xdotool(live, ["key", "Return"])
        try live.waitForDraft(length: 0, since: mark)
        let point = (x: origin.x + 200, y: origin.y + 300)
        try live.settle("a drag of \(Self.dragDistance) down the list") {
            try saving.xdotool(live, ["mousemove", "\(point.x)", "\(point.y)"])
            try saving.xdotool(live, ["mousedown", "1"])
            for step in stride(from: 10, through: Self.dragDistance, by: 10) {
                try saving.xdotool(live, ["mousemove", "\(point.x)", "\(point.y + step)"])
            }
            try saving.xdotool(live, ["mouseup", "1"])
        }
        try live.settle("Ctrl+2") { try saving.xdotool(live, ["key", "ctrl+2"]) }
        try live.settle("Ctrl+R") { try saving.xdotool(live, ["key", "ctrl+r"]) }
        mark = live.mark
        try saving.xdotool(live, ["type", "--delay", "20", "kept"])
        try live.waitForDraft(length: 4, since: mark)
        #expect(live.terminate() == 0)
        #expect(!live.stderr.contains("CRITICAL") && !live.stderr.contains("WARNING"), "\(live.stderr)")

        let script = try String(contentsOfFile: saved, encoding: .utf8)
        let steps = try DemoScript.parse(script, file: saved).steps.map(\.command)
        #expect(steps.contains { if case .drag = $0 { true } else { false } }, "\(script)")
        #expect(steps.contains(.rotate), "\(script)")

        var recordings: [(directory: String, result: CommandResult)] = []
        for name in ["first", "second"] {
            let recording = directory + "/" + name
            let result = try runApp(["--case", "many", "--script", saved, "--record", recording],
                                    display: live.display.name, environment: Self.environment, timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
            recordings.append((recording, result))
        }
        let first = recordings[0], second = recordings[1]
        let liveRows = try readTrace(liveTrace)
        let replayRows = try readTrace(first.directory + "/trace.csv")
        #expect(SessionSavingTests.sent(first.result.stdout) == SessionSavingTests.sent(live.stdout))
        #expect(SessionSavingTests.sent(live.stdout) == ["sent: first"])
        #expect(SessionSavingTests.lastDraft(first.result.stderr) == SessionSavingTests.lastDraft(live.stderr))
        #expect(SessionSavingTests.caseSequence(replayRows) == SessionSavingTests.caseSequence(liveRows))
        #expect(replayRows.last?.listShift == liveRows.last?.listShift, "the list rests elsewhere after the replay")
        #expect(replayRows.last?.listTop == liveRows.last?.listTop, "the list rests elsewhere after the replay")

        let names = try FileManager.default.contentsOfDirectory(atPath: first.directory).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: second.directory).sorted() == names)
        #expect(names.filter { $0.hasPrefix("frame-") }.count > 30, "\(names.count) files")
        for name in names {
            let a = try Data(contentsOf: URL(fileURLWithPath: first.directory + "/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: second.directory + "/" + name))
            #expect(a == b, "\(name) differs between two recordings of one session")
        }
    }
}
