import ChildProcesses
import Foundation
import Testing

/// What the command line says when it refuses, and how it ends when it cannot say anything:
/// a message names what the user typed (the options given, the script line, the command
/// `keyboard-chat` itself, never the window's internal subcommand), and help that cannot be
/// printed is a failure, not a success. None of these runs has a display: a refusal made
/// before the window opens is exit 2, one made after would be the missing display's exit 1.
@Suite(.onItsOwnThread(minutes: 2))
struct CommandLineMessageTests {
    /// A scratch folder and a script in it; the folder's name holds no "demo".
    static func place(_ name: String, _ lines: [String] = ["wait 100", "quit"]) throws -> (directory: String, script: String) {
        let directory = try makeScratchDirectory(name)
        return (directory, try writeScript(lines, in: directory, name: "s.txt"))
    }

    @Test func twoOptionsOnOnePathAreBothNamed() throws {
        let (directory, script) = try Self.place("clash-options")
        let path = directory + "/y.gif"
        let result = try runApp(["--script", script, "--save-session", path, "--video", path], display: nil)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(path): is both the --video file and the --save-session file; give each output its own path"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("--trace"), "\(result.stderr)")
    }

    /// The script's line is named with what it clashes with, before any window.
    @Test func aScriptExportOntoTheVideoOrTheScriptIsRefusedBeforeTheWindow() throws {
        let (directory, script) = try Self.place("clash-export", ["wait 100", "export-video same.mp4", "quit"])
        let onVideo = try runApp(["--script", script, "--video", "same.mp4"], display: nil, workingDirectory: directory)
        #expect(onVideo.status == 2, "\(onVideo.stderr)")
        #expect(onVideo.stderr.contains("s.txt:2:14: same.mp4: is both the --video file and an export-video"), "\(onVideo.stderr)")
        let own = try writeScript(["wait 100", "export-video \(directory)/own.mp4", "quit"], in: directory, name: "own.mp4")
        let ownText = try String(contentsOfFile: own, encoding: .utf8)
        let onScript = try runApp(["--script", own], display: nil)
        #expect(onScript.status == 2, "\(onScript.stderr)")
        #expect(onScript.stderr.contains("own.mp4:2:14: \(directory)/own.mp4: is the --script input; refusing to overwrite it"), "\(onScript.stderr)")
        #expect(try String(contentsOfFile: own, encoding: .utf8) == ownText)
    }

    /// Help and the version are the program's output: a full device is a failed run, said on
    /// standard error.
    @Test(arguments: [["--help"], ["-h"], ["help"], ["--version"], ["help", "script"], ["script"], ["demo", "--help"], ["curves", "--help"]])
    func helpOntoAFullDeviceIsExitOne(arguments: [String]) throws {
        let process = try SpawnedProcess(appBinary.path, arguments, environment: ["DISPLAY": nil, "XDG_STATE_HOME": testStateHome],
                                         input: .null, output: .file("/dev/full"), errors: .capture)
        let stderr = process.errors!.text()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(arguments): \(stderr)")
        #expect(stderr.contains("cannot write to standard output: No space left on device"), "\(arguments): \(stderr)")
    }

    /// Every refusal that prints a usage: the window's options are `keyboard-chat`'s own.
    @Test func noUsageNamesAnInternalSubcommand() throws {
        let (directory, script) = try Self.place("usage-names")
        let refused: [[String]] = [
            ["--bogus"], ["--case", "lots"], ["--slow-motion", "0"], ["--messages"], ["extra"], ["--fps", "90"],
            ["--record", directory + "/rec"], ["--trace-detail"], ["--compare", "x"], ["demo", "--bogus"],
            ["--script", script, "--video", directory + "/clip.avi"],
        ]
        for arguments in refused {
            let result = try runApp(arguments, display: nil)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("Usage: keyboard-chat") || result.stderr.contains("See 'keyboard-chat --help'"),
                    "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("demo"), "\(arguments): \(result.stderr)")
        }
        // Help on a topic that is no command is refused, naming the topic and the commands there are.
        let unknownTopic = try runApp(["help", "bogus"], display: nil)
        #expect(unknownTopic.status == 2, "help bogus: \(unknownTopic.stdout) \(unknownTopic.stderr)")
        #expect(unknownTopic.stdout.isEmpty, "help bogus: \(unknownTopic.stdout)")
        #expect(unknownTopic.stderr.hasPrefix("Error: 'help bogus': there is no such command; the commands are curves, script, profile and measure."),
                "help bogus: \(unknownTopic.stderr)")
        for arguments in [["--help"], ["demo", "--help"], ["help", "demo"]] {
            let help = try runApp(arguments, display: nil)
            #expect(help.status == 0, "\(arguments): \(help.stderr)")
            #expect(!help.stdout.contains("keyboard-chat demo") && !help.stdout.contains("demo (default)"), "\(arguments): \(help.stdout)")
        }
    }
}
