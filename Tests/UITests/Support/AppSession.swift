import ChildProcesses
import Foundation
import TestSupport

/// The real app running on a private Xvfb, driven the way a person would:
/// xdotool clicks, ImageMagick screenshots of the root window. It always runs
/// with a `--trace` and the rest and draft reports on, which the waits of
/// `AppSession+Waiting` read.
final class AppSession {
    let display: TestDisplay
    private let process: SpawnedProcess

    /// The `--trace` file the app writes (the test's own, or one in a
    /// scratch folder): each row is written once its frame is painted, so
    /// the rows so far say which frames are on screen.
    let tracePath: String
    /// Starts the app and returns once its window is mapped and its first
    /// frame painted, and (without a script) once it has come to rest: what a
    /// person sees when the window has opened.
    init(_ arguments: [String], environment extra: [String: String] = [:]) throws {
        display = try TestDisplay()
        var arguments = arguments
        if let option = arguments.firstIndex(of: "--trace"), option + 1 < arguments.count {
            tracePath = arguments[option + 1]
        } else {
            tracePath = try makeScratchDirectory("session-trace") + "/trace.csv"
            arguments += ["--trace", tracePath]
        }
        var environment: [String: String?] = [
            "DISPLAY": display.name,
            "G_DEBUG": "fatal-criticals",
            // The desktop's own GSettings (a dark color-scheme) must not change what tests see.
            "GSETTINGS_BACKEND": "memory",
            // What the waits read (AppSession+Waiting): stderr lines when the tick
            // stops and starts, and the draft's length after each change.
            "KEYBOARDCHAT_REPORT_REST": "1",
            "KEYBOARDCHAT_REPORT_DRAFT": "1",
            "XDG_STATE_HOME": testStateHome,
        ]
        environment.merge(extra.mapValues { Optional($0) }) { $1 }
        process = try SpawnedProcess(appBinary.path, arguments, environment: environment, output: .capture, errors: .capture)
        try waitFor("a visible window titled KeyboardChat") { try isWindowMapped() }
        try waitFor("the first frame painted (a row in the trace)") { paintedFrame != nil }
        // A script keeps the tick running until it ends: no rest to wait for before that.
        if !arguments.contains("--script") { try waitForRest("the window at rest after opening") }
    }

    deinit {
        if process.isRunning {
            process.send(SIGKILL)
            process.waitUntilExit()
        }
    }

    var stderr: String { process.errors?.textSoFar ?? "" }
    /// Whether the app's stderr has ended (it exited): `stderr` then holds its last words.
    var stderrHasEnded: Bool { process.errors?.isClosed ?? true }
    /// What the app printed on stdout. Its `print`s are block-buffered into
    /// a pipe: read this after the app has exited.
    var stdout: String { process.output?.textSoFar ?? "" }
    var processIdentifier: Int32 { process.processIdentifier }

    /// Whether a window titled KeyboardChat is mapped.
    private func isWindowMapped() throws -> Bool {
        guard process.isRunning else {
            throw TestFailure("the app exited (status \(process.terminationStatus)) before its window appeared\n\(recentActivity)")
        }
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                    ["search", "--onlyvisible", "--name", "^KeyboardChat$"], display: display.name)
        return result.status == 0 && !result.stdout.isEmpty
    }

    /// Where the window's client area starts on the root window.
    func windowOrigin() throws -> (x: Int, y: Int) {
        let frame = try windowFrame()
        return (frame.x, frame.y)
    }

    /// The window's client area on the root window, as xdotool reports it.
    func windowFrame() throws -> (x: Int, y: Int, width: Int, height: Int) {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                    ["search", "--onlyvisible", "--name", "^KeyboardChat$", "getwindowgeometry", "--shell"],
                                    display: display.name)
        var values: [String: Int] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (values["X"] ?? 0, values["Y"] ?? 0, values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
    }

    /// A left click at root-window coordinates.
    func click(x: Int, y: Int) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                    ["mousemove", "\(x)", "\(y)", "click", "1"], display: display.name)
        guard result.status == 0 else { throw TestFailure("xdotool click failed: \(result.stderr)") }
    }

    /// A real screenshot of the whole screen, as a person would take it.
    func screenshot(_ path: String) throws -> PixelImage {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/import"), ["-window", "root", path], display: display.name)
        guard result.status == 0 else { throw TestFailure("import failed: \(result.stderr)") }
        return try PixelImage(contentsOf: path)
    }

    /// Sends SIGTERM and returns the exit status (-1 when the app ignored
    /// it for 10 s and had to be killed).
    func terminate() -> Int32 {
        terminateGracefully(process)
    }

    /// Waits for the app to exit by itself (a script that ends with quit).
    func waitForExit(timeout: TimeInterval = 60) throws -> Int32 {
        try waitFor("the app to exit", timeout: timeout) { !process.isRunning }
        return process.terminationStatus
    }

    var isRunning: Bool { process.isRunning }
}

/// A temporary directory for one test's files.
func makeScratchDirectory(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "keyboardchat-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// GTK settings for the app under test: writes `settings` (lines such as
/// `gtk-cursor-blink=0`) as `directory/gtk-3.0/settings.ini` and returns the
/// environment that points GTK at it.
func gtkSettingsEnvironment(_ settings: [String], in directory: String) throws -> [String: String] {
    try FileManager.default.createDirectory(atPath: directory + "/gtk-3.0", withIntermediateDirectories: true)
    try (["[Settings]"] + settings).joined(separator: "\n").appending("\n")
        .write(toFile: directory + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
    return ["XDG_CONFIG_HOME": directory]
}
