import ChatDemoCore
import Foundation
import Testing

/// The outputs of a run — the trace, the recording, the script's screenshots —
/// are put in place only when the run succeeds, and a recording only ever
/// replaces the earlier recording: a failed run, or a folder that changed
/// while recording, leaves every earlier file whole.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct OutputCommitTests {
    /// A trace, a screenshot and a recording from an earlier run.
    struct EarlierOutputs {
        let directory: String
        let target: String
        let trace: String
        let shot: String
        let recording: [String: Data]

        init(_ name: String) throws {
            directory = try makeScratchDirectory(name)
            target = directory + "/show"
            trace = directory + "/trace.csv"
            shot = directory + "/shot.png"
            try Recordings.record(target, waitMilliseconds: 300, scratch: directory)
            recording = Recordings.snapshot(target)
            try (TraceRow.csvHeader + "\n0,0.000,895,895,0.000,0.000,2\n").write(toFile: trace, atomically: true, encoding: .utf8)
            try "earlier screenshot".write(toFile: shot, atomically: true, encoding: .utf8)
        }

        /// Everything is as the earlier run left it, with no partial files beside.
        func expectUnchanged() throws {
            #expect(Recordings.snapshot(target) == recording, "the earlier recording changed")
            #expect(try String(contentsOfFile: trace, encoding: .utf8) == TraceRow.csvHeader + "\n0,0.000,895,895,0.000,0.000,2\n")
            #expect(try String(contentsOfFile: shot, encoding: .utf8) == "earlier screenshot")
            for name in ["show", "trace.csv", "shot.png"] {
                #expect(Recordings.partials(of: name, in: directory).isEmpty, "\(Recordings.names(in: directory))")
            }
        }
    }

    /// The script stops with exit 2 at a line after a screenshot and many
    /// recorded frames: nothing of this run is put in place.
    @Test func aScriptThatFailsWritesNothing() throws {
        let earlier = try EarlierOutputs("failed-script-outputs")
        let script = try writeScript(["wait 100", "screenshot \(earlier.shot)", "tap key q", "quit"], in: earlier.directory, name: "fails.txt")
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--record", earlier.target, "--trace", earlier.trace], display: display.name, timeout: 120)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("fails.txt:3"), "\(result.stderr)")
        try earlier.expectUnchanged()
    }

    /// A screenshot that cannot be written (a folder now stands at its path)
    /// fails the run with exit 1, and the recording is not put in place.
    @Test func aFailedScreenshotWritesNothing() throws {
        let earlier = try EarlierOutputs("failed-shot-outputs")
        let blocked = earlier.directory + "/blocked.png"
        let script = try writeScript(["tap input", "wait 3000", "screenshot \(blocked)", "quit"], in: earlier.directory, name: "shoots.txt")
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", script, "--record", earlier.target, "--trace", earlier.trace],
                                              display: display.name)
        defer { stopIfRunning(process) }
        _ = try Recordings.waitForStagedFrame("frame-0005.png", of: earlier.target)
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
        try Recordings.waitUntil("the app to exit", timeout: 120) { !process.isRunning }
        let stderr = drained.text()
        #expect(process.terminationStatus == 1, "exit \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("blocked.png: is a directory, not a regular file"), "\(stderr)")
        try earlier.expectUnchanged()
        #expect(Recordings.names(in: blocked).isEmpty)
    }

    /// A file saved into the record folder during the run is not the
    /// earlier recording: the folder stays exactly as it is (with the new
    /// file), the run exits 1, and the new recording is put beside it under
    /// the name the message gives.
    @Test func aFileAddedWhileRecordingStopsTheCommit() throws {
        let earlier = try EarlierOutputs("added-while-recording")
        let script = try writeScript(["tap input", "wait 2000", "quit"], in: earlier.directory, name: "long.txt")
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", script, "--record", earlier.target], display: display.name)
        defer { stopIfRunning(process) }
        _ = try Recordings.waitForStagedFrame("frame-0005.png", of: earlier.target)
        try "mine\n".write(toFile: earlier.target + "/notes.txt", atomically: false, encoding: .utf8)
        try Recordings.waitUntil("the app to exit", timeout: 120) { !process.isRunning }
        let stderr = drained.text()
        #expect(process.terminationStatus == 1, "exit \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("\(earlier.target): holds files that were not the earlier recording's when the run began (notes.txt)"), "\(stderr)")
        #expect(stderr.contains("the new recording was put in \(earlier.target).new instead"), "\(stderr)")
        var expected = earlier.recording
        expected["notes.txt"] = Data("mine\n".utf8)
        #expect(Recordings.snapshot(earlier.target) == expected)
        let new = Recordings.names(in: earlier.target + ".new")
        #expect(new.contains("trace.csv") && new.contains("filmstrip.png") && new.contains("frame-0100.png"), "\(new)")
        #expect(Recordings.partials(of: "show", in: earlier.directory).isEmpty, "\(Recordings.names(in: earlier.directory))")
    }

    /// `--trace` beside `--record` gets the same rows as the recording's own trace.csv.
    @Test func traceAndRecordAreBothWritten() throws {
        let directory = try makeScratchDirectory("trace-and-record")
        let target = directory + "/show", trace = directory + "/trace.csv"
        let script = try writeScript(["tap input", "wait 300", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--record", target, "--trace", trace], display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try readTrace(trace)
        #expect(rows.count > 18, "\(rows.count) rows")
        #expect(FileManager.default.contents(atPath: trace) == FileManager.default.contents(atPath: target + "/trace.csv"))
    }
}
