import ChatDemoCore
import Foundation
import OutputFiles
import Testing

/// A recording is complete or absent, and partial files of
/// runs that died are cleaned up by the next run (only when their process
/// is gone).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct LeftoverTests {
    @Test func aShorterRecordingReplacesALongerOneWhole() throws {
        let directory = try makeScratchDirectory("rerecord")
        let target = directory + "/show"
        try Recordings.record(target, waitMilliseconds: 700, scratch: directory)
        let longer = Recordings.names(in: target).filter { $0.hasPrefix("frame-") }.count
        try Recordings.record(target, waitMilliseconds: 100, scratch: directory)
        let rows = try readTrace(target + "/trace.csv")
        let frames = Recordings.names(in: target).filter { $0.hasPrefix("frame-") }
        #expect(frames.count < longer)
        #expect(frames == rows.map { String(format: "frame-%04d.png", $0.frame) }, "frames without trace rows: \(frames.count) vs \(rows.count)")
        #expect(Recordings.names(in: target).filter { !$0.hasPrefix("frame-") } == ["filmstrip.png", "recording.txt", "trace.csv"])
    }

    @Test func aKilledRecordingLeavesThePreviousOneAndTheNextRunCleansUp() throws {
        let directory = try makeScratchDirectory("killed-record")
        let target = directory + "/show"
        try Recordings.record(target, waitMilliseconds: 300, scratch: directory)
        let before = Recordings.snapshot(target)
        let script = try writeScript(["tap input", "wait 60000", "quit"], in: directory)
        let display = try TestDisplay()
        let (process, _) = try startApp(["--script", script, "--record", target], display: display.name)
        defer { stopIfRunning(process) }
        let staging = try Recordings.waitForStagedFrame("frame-0010.png", of: target)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(Recordings.snapshot(target) == before, "a killed recording changed the previous one")
        #expect(FileManager.default.fileExists(atPath: staging), "the killed run's staging folder should be what is left")
        // A trace partial of a dead writer and one of a live one (this test).
        let dead = directory + "/" + PartialName(name: "trace.csv", pid: try Recordings.deadProcessID(), token: "0A0B0C0D").fileName
        let live = directory + "/" + PartialName(name: "trace.csv", pid: getpid(), token: "0A0B0C0D").fileName
        for path in [dead, live] { try "half\n".write(toFile: path, atomically: false, encoding: .utf8) }
        let quit = try writeScript(["quit"], in: directory, name: "quit.txt")
        let result = try runApp(["--script", quit, "--trace", directory + "/trace.csv"], display: display.name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dead), "a dead run's partial trace was left")
        #expect(FileManager.default.fileExists(atPath: live), "a live run's partial trace was removed")
        let again = try runApp(["--script", quit, "--record", target], display: display.name)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: staging), "the dead run's staging folder was left")
        #expect(Recordings.partials(of: "show", in: directory).isEmpty)
    }

    /// The X server dies under a running script: GTK ends the process
    /// without unwinding, so its partial trace stays behind, but the previous
    /// trace is untouched and the next run removes the leftover.
    @Test func aDeadXServerLeavesThePreviousTraceAndTheNextRunCleansUp() throws {
        let directory = try makeScratchDirectory("dead-x")
        let trace = directory + "/trace.csv"
        let previous = TraceRow.csvHeader + "\n0,0.000,895,895,0.000,0.000,2\n"
        try previous.write(toFile: trace, atomically: true, encoding: .utf8)
        let script = try writeScript(["tap input", "wait 60000", "quit"], in: directory)
        var display: TestDisplay? = try TestDisplay()
        let (process, _) = try startApp(["--script", script, "--trace", trace], display: display!.name)
        defer { stopIfRunning(process) }
        try Recordings.waitUntil("a partial trace") { !Recordings.partials(of: "trace.csv", in: directory).isEmpty }
        display = nil  // kills Xvfb
        try Recordings.waitUntil("the app to exit") { !process.isRunning }
        #expect(process.terminationStatus != 0)
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == previous)
        let leftovers = Recordings.partials(of: "trace.csv", in: directory)
        #expect(leftovers.count == 1, "\(Recordings.names(in: directory))")
        let quit = try writeScript(["quit"], in: directory, name: "quit.txt")
        let next = try TestDisplay()
        let result = try runApp(["--script", quit, "--trace", trace], display: next.name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Recordings.partials(of: "trace.csv", in: directory).isEmpty, "\(Recordings.names(in: directory))")
        #expect(try readTrace(trace).count >= 1)
    }

    /// A write failure mid-recording (here its folder is pulled from under
    /// it, as a full disk would stop it) exits 1 and leaves the previous
    /// recording whole: no frames without a trace.
    @Test func aFailedRecordingLeavesThePreviousOneWhole() throws {
        let directory = try makeScratchDirectory("failed-record")
        let target = directory + "/show"
        try Recordings.record(target, waitMilliseconds: 300, scratch: directory)
        let before = Recordings.snapshot(target)
        let script = try writeScript(["tap input", "wait 60000", "quit"], in: directory)
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", script, "--record", target], display: display.name)
        defer { stopIfRunning(process) }
        let staging = try Recordings.waitForStagedFrame("frame-0005.png", of: target)
        guard rename(staging, directory + "/moved-away") == 0 else {
            throw TestFailure("cannot move \(staging) away: \(String(cString: strerror(errno)))")
        }
        try Recordings.waitUntil("the app to exit") { !process.isRunning }
        let stderr = drained.text()
        #expect(process.terminationStatus == 1, "exit \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains(target + "/frame-"), "the message should name the file in the folder asked for: \(stderr)")
        #expect(Recordings.snapshot(target) == before)
    }
}
