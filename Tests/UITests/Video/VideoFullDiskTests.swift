import Foundation
import Testing

/// A video to a disk that fills up mid-export: the encoder's write error ends the export (exit
/// 1, the reason said), the earlier file stays whole and nothing partial is left. Before, the
/// frame source blocked for ever once the pipeline had failed, and only SIGKILL ended the run.
///
/// The disk is a 200 KB tmpfs mounted in a mount namespace of the run's own (`unshare -m`), so
/// nothing outside the run sees it and nothing is left mounted if the test dies.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct VideoFullDiskTests {
    static let earlier = Data("an earlier video".utf8)

    /// Mounts the tmpfs at `$1`, puts the earlier video in it, runs the rest of the arguments
    /// (killed if it hangs, so no orphan outlives the test), then writes what is left in the
    /// tmpfs to `$2/left.txt` and the earlier file to `$2/earlier-after` before the namespace goes.
    static let wrapper = """
        tiny=$1; out=$2; name=$3; shift 3
        mount -t tmpfs -o size=200k tmpfs "$tiny" || exit 97
        printf 'an earlier video' > "$tiny/$name"
        timeout -s KILL \(hangSeconds) "$@"
        status=$?
        ls -A "$tiny" > "$out/left.txt"
        cp "$tiny/$name" "$out/earlier-after" 2>/dev/null
        exit $status
        """

    /// Far beyond what these 1.5 s scripts need, stretched as every wait is: a run still going then hangs.
    static let hangSeconds = Int(Patience.stretched(30))

    struct TinyDiskRun {
        let directory: String
        let result: CommandResult
        var tiny: String { directory + "/tiny" }

        /// Runs the app with `arguments(tiny)` (the tmpfs's path), `name` being the video's name there.
        init(_ label: String, name: String, script lines: (String) -> [String], arguments: (String) -> [String]) throws {
            directory = try makeScratchDirectory(label)
            let tiny = directory + "/tiny"
            try FileManager.default.createDirectory(atPath: tiny, withIntermediateDirectories: false)
            let wrapper = directory + "/wrapper.sh"
            try Self.write(VideoFullDiskTests.wrapper, to: wrapper)
            let script = try writeScript(lines(tiny), in: directory)
            let display = try TestDisplay()
            result = try runCommand(URL(fileURLWithPath: "/usr/bin/unshare"),
                                    ["-m", "/bin/sh", wrapper, tiny, directory, name, appBinary.path, "--script", script] + arguments(tiny),
                                    display: display.name,
                                    environment: ["XDG_STATE_HOME": testStateHome, "KEYBOARDCHAT_REPORT_EXPORT": "1"],
                                    timeout: TimeInterval(VideoFullDiskTests.hangSeconds + 60))
        }

        private static func write(_ text: String, to path: String) throws {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
        }

        /// Exit 1 with the reason, the earlier file whole, nothing else left in the tmpfs.
        func expectFailedCleanly(name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(result.status != 97, "could not mount the tmpfs: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.status != 128 + SIGKILL, "the run hung and was killed after \(hangSeconds) s: \(result.stderr)",
                    sourceLocation: sourceLocation)
            #expect(result.status == 1, "exit \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.contains("\(tiny)/\(name)") && result.stderr.contains("No space left"), "\(result.stderr)",
                    sourceLocation: sourceLocation)
            #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)",
                    sourceLocation: sourceLocation)
            let left = try String(contentsOfFile: directory + "/left.txt", encoding: .utf8).split(separator: "\n")
            #expect(left == [Substring(name)], "left in the tmpfs: \(left)", sourceLocation: sourceLocation)
            #expect(FileManager.default.contents(atPath: directory + "/earlier-after") == VideoFullDiskTests.earlier,
                    "the earlier video changed", sourceLocation: sourceLocation)
        }
    }

    /// Three panes (at 120 fps for `--video`) keep the encoder's queue full, as on the machine
    /// where it was seen: the pipeline then fails while the frame source waits for room.
    static let compare = ["--compare", "three-case,always,never"]

    @Test(arguments: ["webm", "mp4"])
    func aVideoToAFullDiskEndsWithTheReason(_ format: String) throws {
        let name = "keep." + format
        let run = try TinyDiskRun("full-disk-video-\(format)", name: name, script: { _ in VideoRecording.showAndHide }) { tiny in
            Self.compare + ["--fps", "120", "--video", "\(tiny)/\(name)"]
        }
        try run.expectFailedCleanly(name: name)
    }

    @Test func aScriptsExportToAFullDiskEndsWithTheReason() throws {
        let run = try TinyDiskRun("full-disk-export", name: "keep.webm",
                                  script: { HistoryExportTests.showAndHide + ["export-video \($0)/keep.webm", "quit"] },
                                  arguments: { _ in Self.compare })
        try run.expectFailedCleanly(name: "keep.webm")
        #expect(run.result.stderr.contains("script.txt:6: export-video: \(run.tiny)/keep.webm:"), "\(run.result.stderr)")
    }

    /// SIGTERM in the middle of an export (held after 10 frames, so it is still running however
    /// fast the machine): the run ends at once, 128 + 15, nothing written, nothing partial left.
    @Test func sigtermEndsAnExportAndLeavesNothing() throws {
        let directory = try makeScratchDirectory("export-sigterm")
        let clip = directory + "/clip.webm"
        try Self.earlier.write(to: URL(fileURLWithPath: clip))
        let script = try writeScript(HistoryExportTests.showAndHide + ["export-video \(clip)", "quit"], in: directory)
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", script], display: display.name,
                                              environment: ["KEYBOARDCHAT_REPORT_EXPORT": "1", "KEYBOARDCHAT_TEST_HOLD_EXPORT_AFTER": "10"])
        defer { stopIfRunning(process) }
        #expect(drained.wait(timeout: 300) { $0.contains("export: holding \(clip) after 10 frames") }, "\(drained.textSoFar)")
        let status = terminateGracefully(process)
        let stderr = drained.text()
        #expect(status != -1, "SIGTERM was ignored: \(stderr)")
        #expect(status == 128 + SIGTERM, "exit \(status): \(stderr)")
        #expect(stderr.contains("interrupted by SIGTERM"), "\(stderr)")
        #expect(FileManager.default.contents(atPath: clip) == Self.earlier, "the earlier video changed")
        let partials = Recordings.names(in: directory).filter { $0.hasSuffix(".partial") }
        #expect(partials.isEmpty, "\(partials)")
    }

    /// SIGTERM while a GIF's last pass writes the file (held after 2 of its frames, so the signal
    /// comes mid-write however fast the machine): the run ends at once, 128 + 15, saying so; the
    /// earlier GIF stays whole and nothing partial is left beside it. Before, the last pass ran
    /// inside the window's "destroy", where GLib never dispatched the signal: the whole file was
    /// written and put in place, and the run exited 0.
    @Test func sigtermDuringAGifsLastPassEndsTheRunAndLeavesNothing() throws {
        let directory = try makeScratchDirectory("gif-sigterm")
        let gif = directory + "/clip.gif"
        try Self.earlier.write(to: URL(fileURLWithPath: gif))
        let script = try writeScript(VideoRecording.showAndHide, in: directory)
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", script, "--video", gif], display: display.name,
                                              environment: ["KEYBOARDCHAT_TEST_HOLD_GIF_WRITE_AFTER": "2"])
        defer { stopIfRunning(process) }
        #expect(drained.wait(timeout: 300) { $0.contains("gif: holding \(gif) after 2 frames") }, "\(drained.textSoFar)")
        let status = terminateGracefully(process)
        let stderr = drained.text()
        #expect(status != -1, "SIGTERM was ignored: \(stderr)")
        #expect(status == 128 + SIGTERM, "exit \(status): \(stderr)")
        #expect(stderr.contains("keyboard-chat: interrupted by SIGTERM while the outputs were written; nothing was written to \(gif)"),
                "\(stderr)")
        #expect(FileManager.default.contents(atPath: gif) == Self.earlier, "the earlier GIF changed")
        #expect(Recordings.names(in: directory).sorted() == ["clip.gif", "script.txt"], "left beside it: \(Recordings.names(in: directory))")
    }
}
