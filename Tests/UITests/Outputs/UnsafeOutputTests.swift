import ChatDemoCore
import Foundation
import OutputFiles
import Testing

/// An output never replaces a device, FIFO, symbolic link or
/// one of the run's inputs; it is refused with exit 2 before a window opens
/// (none of these needs a display), and what was there is untouched.
@Suite(.onItsOwnThread()) struct UnsafeOutputTests {
    static func expectRefused(_ arguments: [String], mentioning expected: [String]) throws {
        try BadInputTests.expectRejected(arguments, mentioning: expected)
    }

    @Test func aFIFOOrASymbolicLinkIsNotReplaced() throws {
        let directory = try makeScratchDirectory("unsafe-kinds")
        let fifo = directory + "/pipe.csv"
        #expect(mkfifo(fifo, 0o600) == 0)
        try Self.expectRefused(["--trace", fifo], mentioning: ["pipe.csv: is a FIFO, not a regular file"])
        #expect(FileStatus.of(fifo).kind == .fifo)
        let real = directory + "/real.csv", link = directory + "/link.csv"
        try "precious\n".write(toFile: real, atomically: true, encoding: .utf8)
        #expect(symlink(real, link) == 0)
        try Self.expectRefused(["--trace", link], mentioning: ["link.csv: is a symbolic link, not a regular file"])
        #expect(FileStatus.of(link).kind == .symbolicLink)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "precious\n")
    }

    /// As root the directory is writable, so only the check stands between
    /// the trace and the device. (Without the fix this run stops at "no
    /// display" before the trace is opened, so it never harms the device.)
    @Test func devFullStaysADevice() throws {
        try Self.expectRefused(["--trace", "/dev/full"], mentioning: ["/dev/full"])
        if geteuid() == 0 {
            try Self.expectRefused(["--trace", "/dev/full"], mentioning: ["/dev/full: is a character device, not a regular file"])
        }
        #expect(FileStatus.of("/dev/full").kind == .characterDevice)
    }

    @Test func anInputIsNeverAnOutput() throws {
        let directory = try makeScratchDirectory("unsafe-inputs")
        let chat = directory + "/c.json"
        let chatText = #"{"title": "t", "messages": [{"sender": "me", "text": "keep me"}]}"#
        try chatText.write(toFile: chat, atomically: true, encoding: .utf8)
        try Self.expectRefused(["--conversation", chat, "--trace", chat], mentioning: ["c.json: is the --conversation input"])
        #expect(link(chat, directory + "/same.json") == 0)
        try Self.expectRefused(["--conversation", chat, "--trace", directory + "/same.json"],
                               mentioning: ["same.json: is the --conversation input"])
        let script = try writeScript(["tap input", "quit"], in: directory)
        try Self.expectRefused(["--script", script, "--trace", script], mentioning: ["script.txt: is the --script input"])
        // A screenshot path that is another name (a hard link) for the conversation.
        #expect(link(chat, directory + "/alias.png") == 0)
        let shooter = try writeScript(["tap input", "screenshot \(directory)/alias.png", "quit"], in: directory, name: "shoot.txt")
        try Self.expectRefused(["--conversation", chat, "--script", shooter],
                               mentioning: ["shoot.txt:2:12: \(directory)/alias.png: is the --conversation input"])
        #expect(try String(contentsOfFile: chat, encoding: .utf8) == chatText)
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "tap input\nquit\n")
    }

    @Test func aScreenshotIntoAFIFOOrOverTheTraceIsRefusedWithItsLine() throws {
        let directory = try makeScratchDirectory("unsafe-shots")
        #expect(mkfifo(directory + "/pipe.png", 0o600) == 0)
        let script = try writeScript(["tap input", "wait 100", "screenshot \(directory)/pipe.png", "quit"], in: directory)
        try Self.expectRefused(["--script", script], mentioning: ["script.txt:3:12: \(directory)/pipe.png: is a FIFO"])
        let nowhere = try writeScript(["screenshot \(directory)/no/such/dir/shot.png"], in: directory, name: "nowhere.txt")
        try Self.expectRefused(["--script", nowhere], mentioning: ["nowhere.txt:1:12: \(directory)/no/such/dir/shot.png: cannot write here"])
        let overTrace = try writeScript(["screenshot \(directory)/out.png"], in: directory, name: "over.txt")
        try Self.expectRefused(["--script", overTrace, "--trace", directory + "/out.png"],
                               mentioning: ["over.txt:1:12: \(directory)/out.png: is both the --trace file and a screenshot"])
    }

    @Test func aRecordFolderHoldingOtherFilesIsNotReplaced() throws {
        let directory = try makeScratchDirectory("unsafe-record")
        let folder = directory + "/Desktop"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "mine\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let script = try writeScript(["quit"], in: directory)
        try Self.expectRefused(["--script", script, "--record", folder], mentioning: ["Desktop: holds files that are not part of a recording (notes.txt)"])
        #expect(Recordings.names(in: folder) == ["notes.txt"])
    }

    /// A name is not enough to be part of a recording: a folder, a device
    /// or a FIFO named `trace.csv`, `filmstrip.png` or `frame-NNNN.png` is
    /// refused by name and kind, and stays — even one holding the run's own script.
    @Test func thingsNamedLikeARecordingsFilesAreNotReplaced() throws {
        let directory = try makeScratchDirectory("unsafe-record-kinds")
        let folder = directory + "/rec"
        try FileManager.default.createDirectory(atPath: folder + "/trace.csv", withIntermediateDirectories: true)
        try "IMPORTANT\n".write(toFile: folder + "/trace.csv/thesis.txt", atomically: true, encoding: .utf8)
        let script = try writeScript(["quit"], in: folder + "/trace.csv", name: "s.script")
        try Self.expectRefused(["--script", script, "--record", folder],
                               mentioning: ["rec: holds files that are not part of a recording (trace.csv is a directory)"])
        #expect(Recordings.names(in: folder + "/trace.csv") == ["s.script", "thesis.txt"])
        #expect(try String(contentsOfFile: folder + "/trace.csv/thesis.txt", encoding: .utf8) == "IMPORTANT\n")

        let other = directory + "/r3"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
        #expect(mkfifo(other + "/filmstrip.png", 0o600) == 0)
        #expect(symlink(script, other + "/frame-0000.png") == 0)
        var expected = "filmstrip.png is a FIFO, frame-0000.png is a symbolic link"
        if geteuid() == 0 {
            // Device 1,7 (/dev/full), `makedev(1, 7)` in the old encoding.
            #expect(mknod(other + "/trace.csv", S_IFCHR | 0o600, 0x107) == 0)
            expected += ", trace.csv is a character device"
        }
        try Self.expectRefused(["--script", script, "--record", other], mentioning: ["r3: holds files that are not part of a recording (\(expected))"])
        #expect(FileStatus.of(other + "/filmstrip.png").kind == .fifo)
        #expect(FileStatus.of(other + "/frame-0000.png").kind == .symbolicLink)
        if geteuid() == 0 { #expect(FileStatus.of(other + "/trace.csv").kind == .characterDevice) }
    }

    /// A recording replaces its folder as a whole, which cannot be done to
    /// `.` (an empty current folder too) or a mount point: refused before a
    /// window, not after the whole recording.
    @Test func aRecordFolderThatCannotBeMovedIsRefusedAtOnce() throws {
        let directory = try makeScratchDirectory("unsafe-record-dot")
        let empty = directory + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        let script = try writeScript(["quit"], in: directory)
        let dot = try runCommand(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$1\" && exec \"$0\" --script \"$2\" --record .",
                                                                    appBinary.path, empty, script])
        #expect(dot.status == 2, "\(dot.stderr)")
        #expect(dot.stderr.contains("keyboard-chat: .: '.' cannot be moved, and a recording replaces its folder as a whole"), "\(dot.stderr)")
        #expect(Recordings.names(in: empty).isEmpty && Recordings.names(in: directory) == ["empty", "script.txt"])
        try Self.expectRefused(["--script", script, "--record", "/proc"], mentioning: ["/proc: is a mount point, which cannot be moved"])
    }

    /// A refused `curves --plot` is usage (exit 2), as the demo's outputs are.
    @Test func curvesPlotOntoADeviceOrAFIFOIsUsage() throws {
        try Self.expectRefused(["curves", "--plot", "/dev/null"],
                               mentioning: ["--plot /dev/null is a character device, not a regular file; refusing to replace it"])
        #expect(FileStatus.of("/dev/null").kind == .characterDevice)
        let directory = try makeScratchDirectory("unsafe-plot")
        #expect(mkfifo(directory + "/plot.png", 0o600) == 0)
        try Self.expectRefused(["curves", "--plot", directory + "/plot.png"], mentioning: ["plot.png is a FIFO, not a regular file"])
        #expect(FileStatus.of(directory + "/plot.png").kind == .fifo)
    }

    /// A recording without a script would never stop.
    @Test func recordNeedsAScriptAndHelpSaysSo() throws {
        let directory = try makeScratchDirectory("record-no-script")
        try Self.expectRefused(["--record", directory + "/frames"], mentioning: ["--record needs --script"])
        #expect(!FileManager.default.fileExists(atPath: directory + "/frames"))
        let help = try runApp(["demo", "--help"])
        #expect(help.status == 0)
        let flattened = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("Needs --script; the recording ends with the script"), "\(help.stdout)")
    }
}

/// A replaced output keeps its permissions (a private trace stays private).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ReplacedOutputModeTests {
    @Test func aPrivateTraceStaysPrivate() throws {
        let directory = try makeScratchDirectory("trace-mode")
        let trace = directory + "/trace.csv"
        try "old\n".write(toFile: trace, atomically: true, encoding: .utf8)
        #expect(chmod(trace, 0o600) == 0)
        let script = try writeScript(["tap input", "wait 100", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--trace", trace], display: display.name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try readTrace(trace).count > 1)
        #expect(FileStatus.of(trace).permissions == 0o600)
    }
}
