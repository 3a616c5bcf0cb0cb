import ChatDemoCore
import Foundation
import Testing
@testable import KeyboardChatUI
import OutputFiles

/// The run's outputs apart from any window (`ReviewOutputs`): the trace's rows, the exit status,
/// and what is put in place when the run succeeds or fails. No display: nothing here records
/// a film, whose frames GTK draws.
@MainActor
@Suite struct ReviewOutputsTests {
    /// A fresh folder for one test's files.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "review-outputs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func row(_ frame: Int, keyboardTop: Int, caseLabel: String = "always") -> TraceRow {
        TraceRow(frame: frame, timeMilliseconds: Double(frame) * 1000 / 60, keyboardTop: keyboardTop, barBottom: keyboardTop,
                 listShift: Double(844 - keyboardTop), contentShift: 0, caseLabel: caseLabel)
    }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aSuccessfulRunPutsTheTraceInPlaceWithOneRowPerFrame() throws {
        let path = try Self.folder() + "/trace.csv"
        let outputs = try ReviewOutputs(tracePath: path, recordDirectory: nil, paneCount: 1)
        #expect(outputs.beginFrame(0))
        outputs.writeFrame(rows: [Self.row(0, keyboardTop: 844)]) { _ in Issue.record("no recording to capture for") }
        // GTK's own repaint of the same frame (a caret blink) gets no second row.
        #expect(!outputs.beginFrame(0))
        #expect(outputs.beginFrame(1))
        outputs.writeFrame(rows: [Self.row(1, keyboardTop: 685)]) { _ in }
        #expect(Self.contents(path) == nil, "nothing is in place before the run ends")
        outputs.finish()
        #expect(outputs.exitStatus == 0)
        #expect(Self.contents(path) == """
            frame,time_ms,keyboard_top,bar_bottom,list_shift,content_shift,case
            0,0.000,844,844,0.000,0.000,always
            1,16.667,685,685,159.000,0.000,always

            """)
    }

    @Test func threePanesWriteOneColumnGroupEachAndAFrameWithoutEveryPaneWritesNoRow() throws {
        let path = try Self.folder() + "/compare.csv"
        let outputs = try ReviewOutputs(tracePath: path, recordDirectory: nil, paneCount: 3)
        #expect(outputs.beginFrame(0))
        outputs.writeFrame(rows: nil) { _ in }
        #expect(outputs.beginFrame(1))
        outputs.writeFrame(rows: [Self.row(1, keyboardTop: 685), Self.row(1, keyboardTop: 685, caseLabel: "never"),
                                  Self.row(1, keyboardTop: 700, caseLabel: "persistent")]) { _ in }
        outputs.finish()
        #expect(Self.contents(path) == """
            frame,time_ms,keyboard_top_1,bar_bottom_1,list_shift_1,content_shift_1,case_1,\
            keyboard_top_2,bar_bottom_2,list_shift_2,content_shift_2,case_2,\
            keyboard_top_3,bar_bottom_3,list_shift_3,content_shift_3,case_3
            1,16.667,685,685,159.000,0.000,always,685,685,159.000,0.000,never,700,700,144.000,0.000,persistent

            """)
    }

    /// After a failure every file at the outputs' paths stays as it was, and the first
    /// failure's status is the run's.
    @Test func aFailedRunLeavesTheEarlierFilesAndExitsWithTheFirstFailuresStatus() throws {
        let folder = try Self.folder()
        let trace = folder + "/trace.csv", shot = folder + "/shot.png"
        try Data("earlier trace\n".utf8).write(to: URL(fileURLWithPath: trace))
        try Data("earlier shot".utf8).write(to: URL(fileURLWithPath: shot))
        let outputs = try ReviewOutputs(tracePath: trace, recordDirectory: nil, paneCount: 1)
        #expect(outputs.beginFrame(0))
        outputs.writeFrame(rows: [Self.row(0, keyboardTop: 844)]) { _ in }
        outputs.requestScreenshot(shot)
        outputs.takeScreenshots { _ in Data("new shot".utf8) }
        outputs.reportFailure("script.txt:3:6: no key q here", status: ExitStatus.badInput)
        outputs.reportFailure("a consequence", status: ExitStatus.runtimeFailure)
        outputs.finish()
        #expect(outputs.exitStatus == ExitStatus.badInput)
        #expect(Self.contents(trace) == "earlier trace\n")
        #expect(Self.contents(shot) == "earlier shot")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["shot.png", "trace.csv"],
                "no partial file is left beside them")
    }

    @Test func screenshotsArePutInPlaceWithTheRunAndTheLaterShotOfAPathWins() throws {
        let folder = try Self.folder()
        let first = folder + "/a.png", second = folder + "/b.png"
        let outputs = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1)
        #expect(!outputs.needsFrames)
        outputs.requestScreenshot(first)
        #expect(outputs.needsFrames, "a screenshot waits for a painted frame")
        outputs.takeScreenshots { path in Data("one \(path.suffix(5))".utf8) }
        #expect(!outputs.needsFrames)
        outputs.requestScreenshot(second)
        outputs.requestScreenshot(first)
        outputs.takeScreenshots { path in Data("two \(path.suffix(5))".utf8) }
        #expect(Self.contents(first) == nil)
        outputs.finish()
        #expect(Self.contents(first) == "two a.png")
        #expect(Self.contents(second) == "two b.png")
        #expect(outputs.exitStatus == 0)
    }

    @Test func aScreenshotThatCannotBeDrawnFailsTheRunWithStatusOne() throws {
        let folder = try Self.folder()
        let outputs = try ReviewOutputs(tracePath: folder + "/trace.csv", recordDirectory: nil, paneCount: 1)
        outputs.requestScreenshot(folder + "/shot.png")
        outputs.takeScreenshots { path throws(InputError) in throw InputError(file: path, "cannot draw") }
        outputs.finish()
        #expect(outputs.exitStatus == ExitStatus.runtimeFailure)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    /// An interrupted run drops everything and names what it spared.
    @Test func abandoningNamesTheSparedPathsAndWritesNothing() throws {
        let folder = try Self.folder()
        let trace = folder + "/trace.csv", shot = folder + "/shot.png"
        let outputs = try ReviewOutputs(tracePath: trace, recordDirectory: nil, paneCount: 1)
        outputs.requestScreenshot(shot)
        outputs.takeScreenshots { _ in Data("png".utf8) }
        #expect(outputs.abandon() == [trace, shot])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
        #expect(outputs.exitStatus == 0)
    }

    @Test func aQuitIsOwedOnceUntilTaken() throws {
        let outputs = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1)
        #expect(!outputs.takeQuitRequest())
        outputs.requestQuit()
        #expect(outputs.needsFrames, "the quit waits for the frame to be out")
        #expect(outputs.takeQuitRequest())
        #expect(!outputs.takeQuitRequest())
        #expect(!outputs.needsFrames)
    }
}
