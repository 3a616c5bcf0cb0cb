import ChatDemoCore
import Foundation
import Testing

/// The review tools: recordings, bad scripts, and the
/// gtk-enable-animations setting.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ReviewToolingTests {
    static let showScript = ["tap input", "wait 700", "quit"]

    @Test func twoRecordingsOfTheSameScriptAreIdentical() throws {
        let directory = try makeScratchDirectory("record")
        let script = try writeScript(Self.showScript, in: directory)
        var traces: [String] = []
        for run in 0..<2 {
            let output = directory + "/run\(run)"
            let display = try TestDisplay()
            let result = try runApp(["--case", "some", "--script", script, "--record", output], display: display.name, timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
            traces.append(try String(contentsOfFile: output + "/trace.csv", encoding: .utf8))
            let filmstrip = try PixelImage(contentsOf: output + "/filmstrip.png")
            #expect(filmstrip.width > 600 && filmstrip.height > 200)
            let firstFrame = try PixelImage(contentsOf: output + "/frame-0000.png")
            #expect(firstFrame.width == 390)
            let files = try FileManager.default.contentsOfDirectory(atPath: output)
            #expect(!files.contains { $0.hasSuffix(".partial") }, "half-written files left: \(files)")
        }
        #expect(traces[0] == traces[1], "the two traces differ")
        let rows = try readTrace(directory + "/run0/trace.csv")
        // Exactly 1/60 s per frame.
        for (index, row) in rows.enumerated() {
            #expect(abs(row.timeMilliseconds - Double(index) * 1000 / 60) < 0.001)
        }
        #expect(rows.allSatisfy { $0.barBottom == $0.keyboardTop })
    }

    @Test func aBadScriptLineFailsBeforeAnyWindowWithItsLineAndColumn() throws {
        let directory = try makeScratchDirectory("bad-script")
        let script = try writeScript(["tap input", "wiat 300", "quit"], in: directory, name: "bad.txt")
        // No display at all: the script must be rejected before one is needed.
        let result = try runApp(["--script", script], display: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.txt:2:1: unknown command 'wiat'"), "\(result.stderr)")
    }

    @Test func withAnimationsOffTheKeyboardJumpsToItsEndState() throws {
        let directory = try makeScratchDirectory("no-animations")
        let settings = try gtkSettingsEnvironment(["gtk-enable-animations=0"], in: directory)
        let script = try writeScript(["tap input", "wait 500", "tap list", "wait 500", "quit"], in: directory)
        let display = try TestDisplay()
        let trace = directory + "/trace.csv"
        let result = try runApp(["--script", script, "--trace", trace], display: display.name,
                                environment: settings)
        #expect(result.status == 0, "\(result.stderr)")
        let tops = try readTrace(trace).map(\.keyboardTop)
        #expect(Set(tops).count == 2, "expected only rest and shown positions, got \(Set(tops).sorted())")
    }
}

extension ReviewToolingTests {
    /// A write error mid-recording (here the directory vanishes from under
    /// the app) ends the run with a clear message and exit 1, not a crash.
    @Test func aWriteErrorWhileRecordingExitsOneWithAMessage() throws {
        let directory = try makeScratchDirectory("record-fails")
        let output = directory + "/frames"
        let script = try writeScript(["tap input", "wait 3000", "quit"], in: directory)
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", script, "--record", output], display: display.name)
        let deadline = Date().addingTimeInterval(Patience.stretched(30))
        // The frames go to a staging folder beside `output` until the end.
        let staging = try Recordings.waitForStagedFrame("frame-0005.png", of: output)
        // Renamed away in one step: removing it file by file raced with the
        // app's next write and sometimes failed the removal itself.
        guard rename(staging, directory + "/moved-away") == 0 else {
            throw TestFailure("cannot move \(staging) away: \(String(cString: strerror(errno)))")
        }
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let stderr = drained.text()
        #expect(process.terminationStatus == 1, "exit \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("frames/"), "the message should name the file: \(stderr)")
        #expect(!stderr.contains("Fatal error") && !stderr.contains("CRITICAL"), "\(stderr)")
    }
}

extension ReviewToolingTests {
    /// A screenshot taken in the same frame as a case switch draws the new
    /// conversation (it used to index the old, longer one).
    @Test func aScreenshotRightAfterACaseSwitchShowsTheNewCase() throws {
        let directory = try makeScratchDirectory("switch-shot")
        let shot = directory + "/few.png"
        let script = try writeScript(["case many", "case few", "screenshot \(shot)", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--case", "some", "--script", script], display: display.name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PixelImage(contentsOf: shot).width == 390)
    }
}
