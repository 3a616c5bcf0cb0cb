import ChildProcesses
import Foundation
import Testing
import TestSupport

/// SIGTERM or SIGINT while a script plays (or a recording is
/// made) interrupts the run: the previous trace and recording stay exactly
/// as they were, the exit status is 128 + the signal, and the app says so.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct InterruptedRunTests {
    /// A script that is still playing when the signal comes.
    static let longScript = ["tap input", "wait 60000", "quit"]

    @Test func sigtermMidRecordingKeepsThePreviousRecording() throws {
        let directory = try makeScratchDirectory("interrupt-record")
        let target = directory + "/show"
        try Recordings.record(target, waitMilliseconds: 300, scratch: directory)
        let before = Recordings.snapshot(target)
        #expect(before["trace.csv"] != nil && before["filmstrip.png"] != nil)
        let script = try writeScript(Self.longScript, in: directory)
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", script, "--record", target], display: display.name)
        defer { stopIfRunning(process) }
        _ = try Recordings.waitForStagedFrame("frame-0030.png", of: target)
        process.terminate()
        process.waitUntilExit()
        let stderr = drained.text()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM, "exit \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("interrupted by SIGTERM before the script finished; nothing was written to \(target)"), "\(stderr)")
        #expect(Recordings.snapshot(target) == before, "the previous recording changed")
        #expect(Recordings.partials(of: "show", in: directory).isEmpty, "\(Recordings.names(in: directory))")
    }

    /// A trace written by an earlier run.
    static let previousTrace = "frame,time_ms,keyboard_top,bar_bottom,list_shift,content_shift,case\n0,0.000,895,895,0.000,0.000,2\n"

    /// Starts the long script with `--trace` over an earlier trace in a new folder, and returns
    /// once frames are being traced (the script is under way).
    func startTracedRun(_ name: String, on display: TestDisplay) throws
        -> (directory: String, trace: String, process: SpawnedProcess, drained: CapturedOutput) {
        let directory = try makeScratchDirectory(name)
        let trace = directory + "/trace.csv"
        try Self.previousTrace.write(toFile: trace, atomically: true, encoding: .utf8)
        let script = try writeScript(Self.longScript, in: directory)
        let (process, drained) = try startApp(["--script", script, "--trace", trace], display: display.name)
        do {
            try Recordings.waitUntil("trace rows in the partial trace") {
                Recordings.partials(of: "trace.csv", in: directory).contains { name in
                    (FileManager.default.contents(atPath: directory + "/" + name)?.count ?? 0) > 1000
                }
            }
        } catch {
            stopIfRunning(process)
            throw error
        }
        return (directory, trace, process, drained)
    }

    @Test func sigintMidScriptKeepsThePreviousTrace() throws {
        let display = try TestDisplay()
        let (directory, trace, process, drained) = try startTracedRun("interrupt-trace", on: display)
        defer { stopIfRunning(process) }
        let previous = Self.previousTrace
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let stderr = drained.text()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGINT, "exit \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("interrupted by SIGINT before the script finished; nothing was written to \(trace)"), "\(stderr)")
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == previous)
        #expect(Recordings.names(in: directory) == ["script.txt", "trace.csv"])
    }

    /// SIGTERM and SIGINT back to back: the first one handled decides the
    /// exit status, and it alone is reported; the second finds the run
    /// already ending and says nothing.
    @Test func twoSignalsInARowReportTheDecidingOneOnce() throws {
        let display = try TestDisplay()
        let (_, trace, process, drained) = try startTracedRun("interrupt-twice", on: display)
        defer { stopIfRunning(process) }
        let previous = Self.previousTrace
        kill(process.processIdentifier, SIGTERM)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let stderr = drained.text()
        let reports = stderr.split(separator: "\n").filter { $0.contains("interrupted by") }
        #expect(reports.count == 1, "\(stderr)")
        let status = process.terminationStatus
        #expect(process.terminationReason == .exit && [128 + SIGTERM, 128 + SIGINT].contains(status), "exit \(status): \(stderr)")
        let decidingSignal = status == 128 + SIGTERM ? "SIGTERM" : "SIGINT"
        #expect(reports.first?.contains("interrupted by \(decidingSignal) before the script finished; nothing was written to \(trace)") == true,
                "exit \(status): \(stderr)")
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == previous)
    }
}
