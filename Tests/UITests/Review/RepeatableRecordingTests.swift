import ChatDemoCore
import ChildProcesses
import Foundation
import Testing
import TestSupport

/// A recording is a function of its script and the virtual clock: the same script recorded
/// twice gives frames with the same colour bytes, however the machine ran meanwhile. GTK's own
/// pictures (the Send button's CSS transition, the caret's blink, the field gliding to the
/// caret, the window's focused or backdrop look, the hover look under a resting pointer) used
/// to follow the real clock and the X server, so two runs caught them at different points. Each test records a short script twice,
/// each run on its own X server, and compares every frame.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct RepeatableRecordingTests {
    /// Short scripts, one per kind of motion a recording holds.
    static let scripts: [String: [String]] = [
        "show-send-hide": ["wait 100", "tap input", "wait 400", "type Hello there", "send", "wait 300", "escape", "wait 400", "quit"],
        "streaming-reply": ["wait 100", "tap input", "wait 300", "type Why?", "send", "wait 100",
                            "receive-stream One clock moves both, every frame. 400", "wait 500", "quit"],
        "keyboard-switches": ["wait 100", "tap input", "wait 400", "keyboard pinyin", "wait 200", "type ni", "wait 200",
                              "keyboard emoji", "wait 200", "keyboard english", "wait 300", "quit"],
        "attachment-panel": ["wait 100", "tap input", "wait 400", "panel show", "wait 400", "tap input", "wait 400", "quit"],
        "rotation": ["wait 100", "tap input", "wait 400", "rotate", "wait 500", "quit"],
        "drag": ["wait 100", "tap input", "wait 400", "drag list 0 -300 300", "wait 300", "quit"],
        // More lines than the field shows (five): GTK scrolls the field to the caret.
        "long-draft": ["wait 100", "tap input", "wait 400", "type \(longDraft)", "wait 500", "quit"],
    ]

    static let longDraft = (1...40).map { "word\($0)" }.joined(separator: " ")

    @Test(arguments: ["show-send-hide", "streaming-reply", "keyboard-switches", "attachment-panel", "rotation", "drag", "long-draft"])
    func theSameScriptRecordedTwiceGivesTheSamePixels(script: String) throws {
        let pair = try RecordingPair(Self.scripts[script]!, arguments: ["--case", "some"], name: "repeatable-\(script)")
        pair.expectSamePixels(minimumFrames: 40)
    }

    /// Three panes, one window: the lead pane's field holds the caret, and the window is wide
    /// enough for the X server's pointer (the screen's centre) to rest on it, which gives it
    /// X's focus at whatever moment the server sends it.
    @Test func compareModeWithThreePanesRecordsTheSamePixelsTwice() throws {
        let pair = try RecordingPair(Self.scripts["show-send-hide"]!,
                                     arguments: ["--compare", "three-case,always,never", "--case", "some"],
                                     name: "repeatable-compare")
        pair.expectSamePixels(minimumFrames: 40)
    }

    /// The second run shares the machine with busy loops on every core (which make frames late
    /// and GTK's idle work run at other moments), and its X server's pointer rests where the
    /// Send button comes to rest (the centre of a 640×1060 screen), which gives the window X's
    /// focus and the button GTK's hover state; the first run's pointer rests beside the window.
    @Test func aBusyMachineRecordsTheSamePixelsAsAnIdleOne() throws {
        let script = ["wait 100", "tap input", "wait 300", "keyboard pinyin", "wait 100", "type ni", "wait 200",
                      "keyboard english", "type \(Self.longDraft)", "wait 300", "send", "wait 400", "quit"]
        let pair = try RecordingPair(script, arguments: ["--case", "some"], name: "repeatable-busy",
                                     secondRunOnBusyMachine: true, secondScreen: (width: 640, height: 1060))
        pair.expectSamePixels(minimumFrames: 60)
    }

    /// The window is recorded as the focused one from its first frame (as an app on a phone is)
    /// with the caret steady in the field: before any typing, every frame shows the caret.
    @Test func theCaretIsSteadyInEveryFrameBeforeTyping() throws {
        let recording = try Recording(["wait 100", "tap input", "wait 900", "type a", "wait 100", "quit"],
                                      arguments: ["--case", "some"], name: "steady-caret")
        let beforeTyping = recording.frames.indices.filter { recording.trace[$0].timeMilliseconds < 950 }
        #expect(beforeTyping.count > 50)
        var withoutCaret: [String] = []
        for index in beforeTyping {
            let image = try recording.image(index)
            // The field is empty: the only dark pixels at its text's start are the caret's.
            let darkest = recording.fieldRows(index).map { y in (23...27).map { x in luma(image.rgb(x, y)) }.min()! }.min()!
            if darkest >= 100 { withoutCaret.append("frame \(index) (darkest luma \(darkest))") }
        }
        #expect(withoutCaret.isEmpty, "\(withoutCaret.count) of \(beforeTyping.count) frames show no caret: \(withoutCaret.prefix(5))")
    }

    /// The Send button turns from its insensitive look to its sensitive one within one frame
    /// (GTK's CSS transition between them would show blends in between).
    @Test func theSendButtonChangesLookWithinOneFrame() throws {
        let recording = try Recording(["wait 100", "tap input", "wait 500", "type ni", "wait 400", "quit"],
                                      arguments: ["--case", "some"], name: "send-look")
        var colours: [Int: Int] = [:]
        for index in recording.frames.indices {
            let image = try recording.image(index)
            // Inside the button, left of its label: `InputBar`'s 12 px padding, Send 3 px above the
            // field's bottom, half its 34 px height.
            let p = image.rgb(image.width - 8 - 80, recording.trace[index].barBottom - recording.stageOffset - 12 - 3 - 17)
            colours[p.r << 16 | p.g << 8 | p.b, default: 0] += 1
        }
        #expect(colours.count == 2, "Send's colours and their frame counts: \(colours.map { String(format: "#%06X: %d", $0.key, $0.value) })")
    }

    /// A recording ignores the X server's focus and drops GTK's hover look, but a person's
    /// click on Send while it records still sends: the button still knows the pointer is on it.
    @Test func aClickOnSendStillSendsWhileRecording() throws {
        let scratch = try makeScratchDirectory("recorded-click")
        // 4 s of recording time is 240 frames: at most 60 a second, so at least 3 s of real
        // time after the keyboard is up for the click to land.
        let script = try writeScript(["wait 100", "tap input", "type hello", "wait 4000", "quit"], in: scratch)
        let target = scratch + "/recording"
        let display = try TestDisplay()
        let process = try SpawnedProcess(appBinary.path, ["--case", "some", "--script", script, "--record", target],
                                         environment: ["DISPLAY": display.name, "G_DEBUG": "fatal-criticals",
                                                       "GSETTINGS_BACKEND": "memory", "KEYBOARDCHAT_REPORT_SENT": "1"],
                                         output: .capture, errors: .capture)
        let output = process.output!, errors = process.errors!
        defer { stopIfRunning(process) }
        // The keyboard is up by frame 60 (1 s); the frame's trace row says where the bar is.
        let staging = try Recordings.waitForStagedFrame("frame-0060.png", of: target)
        let row = try #require(lastTraceRow(of: staging + "/trace.csv", writtenBy: process.processIdentifier))
        let geometry = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                      ["search", "--onlyvisible", "--name", "^KeyboardChat$", "getwindowgeometry", "--shell"],
                                      display: display.name).stdout
        func value(_ key: String) -> Int { geometry.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0 }
        // Send's middle: `InputBar`'s 8 px padding and the button's 34 px height above the bar's bottom.
        let click = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                   ["mousemove", "\(value("X") + 390 - 8 - 43)", "\(value("Y") + row.barBottom - 8 - 17)", "click", "1"],
                                   display: display.name)
        #expect(click.status == 0, "\(click.stderr)")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors.text())")
        #expect(output.text().contains("sent: hello"), "stdout: \(output.text()); stderr: \(errors.text())")
    }

    private func luma(_ p: (r: Int, g: Int, b: Int)) -> Int { (299 * p.r + 587 * p.g + 114 * p.b) / 1000 }
}

/// One `--record` run of a script on its own X server, into `scratch/recording`: its frames
/// (paths, in order) and, for a single chat, its trace and where the stage's rows sit in the
/// window (the frames hold the stage alone).
private struct Recording {
    let frames: [String]
    let trace: [TraceRow]
    let stageOffset: Int

    init(_ script: [String], arguments: [String], name: String, busy: Bool = false,
         screen: (width: Int, height: Int) = (1280, 1024), scratch: String? = nil) throws {
        let scratch = try scratch ?? makeScratchDirectory(name)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let directory = scratch + "/recording"
        let scriptPath = try writeScript(script, in: scratch)
        let display = try TestDisplay(width: screen.width, height: screen.height)
        let loops = busy ? try BusyLoops() : nil
        let result = try runApp(arguments + ["--script", scriptPath, "--record", directory], display: display.name, timeout: 180)
        loops?.stop()
        guard result.status == 0, !result.stderr.contains("CRITICAL"), !result.stderr.contains("WARNING") else {
            throw TestFailure("recording \(name) exited \(result.status): \(result.stderr)")
        }
        frames = Recordings.names(in: directory).filter { $0.hasPrefix("frame-") }.map { directory + "/" + $0 }
        guard let first = frames.first else { throw TestFailure("\(directory): no frames") }
        // Compare mode's trace has a column group per pane; its tests need only the frames.
        guard !arguments.contains("--compare") else {
            (trace, stageOffset) = ([], 0)
            return
        }
        trace = try readTrace(directory + "/trace.csv")
        guard let row = trace.first, trace.count == frames.count else {
            throw TestFailure("\(directory): \(frames.count) frames against \(trace.count) trace rows")
        }
        stageOffset = row.keyboardTop - (try PixelImage(contentsOf: first)).height
    }

    func image(_ index: Int) throws -> PixelImage { try PixelImage(contentsOf: frames[index]) }

    /// The rows of frame `index` that the caret takes in the field's first line.
    func fieldRows(_ index: Int) -> ClosedRange<Int> {
        let barBottom = trace[index].barBottom - stageOffset
        // `InputBar`: 12 px padding, the field's 1 px border, a 7 px text margin, a 24 px line.
        let lineBottom = barBottom - 12 - 1 - 7
        return (lineBottom - 20)...(lineBottom - 4)
    }
}

/// The same script recorded twice, each run on its own X server.
private struct RecordingPair {
    let first: Recording
    let second: Recording

    init(_ script: [String], arguments: [String], name: String, secondRunOnBusyMachine: Bool = false,
         secondScreen: (width: Int, height: Int)? = nil) throws {
        let scratch = try makeScratchDirectory(name)
        first = try Recording(script, arguments: arguments, name: name, scratch: scratch + "/first")
        second = try Recording(script, arguments: arguments, name: name, busy: secondRunOnBusyMachine,
                               screen: secondScreen ?? (1280, 1024), scratch: scratch + "/second")
    }

    /// Every frame of both runs holds the same colour bytes (and both have the same frames).
    func expectSamePixels(minimumFrames: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(first.frames.count > minimumFrames, "only \(first.frames.count) frames", sourceLocation: sourceLocation)
        #expect(first.frames.map(lastComponent) == second.frames.map(lastComponent), sourceLocation: sourceLocation)
        var differing: [String] = []
        for (a, b) in zip(first.frames, second.frames) {
            // The same pixels give the same PNG bytes: decode only when the files differ.
            if FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b) { continue }
            do {
                if let difference = try PixelImage(contentsOf: a).difference(from: PixelImage(contentsOf: b)) {
                    differing.append("\(lastComponent(a)): \(difference)")
                }
            } catch {
                differing.append("\(lastComponent(a)): \(error)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(first.frames.count) frames differ: \(differing.prefix(5))",
                sourceLocation: sourceLocation)
    }

    private func lastComponent(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
}

/// A shell busy loop on every core, for as long as a test needs a loaded machine; `stop()`
/// (or the end of the test) kills exactly these processes.
private final class BusyLoops {
    private var processes: [SpawnedProcess] = []

    init() throws {
        for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
            processes.append(try SpawnedProcess("/bin/sh", ["-c", "while :; do :; done"]))
        }
    }

    deinit { stop() }

    func stop() {
        for loop in processes { stopIfRunning(loop) }
        processes.removeAll()
    }
}
