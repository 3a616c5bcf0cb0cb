import ChildProcesses
import Foundation
import TestSupport

/// The `keyboard-chat` binary under test: `$KEYBOARD_CHAT_BIN` (set by
/// run.sh), else the one SwiftPM built next to this test bundle.
let appBinary: URL = {
    if let path = ProcessInfo.processInfo.environment["KEYBOARD_CHAT_BIN"] {
        return URL(fileURLWithPath: path)
    }
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("keyboard-chat")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/keyboard-chat")
}()

/// The `keyboard-chat-bench` binary: built beside `keyboard-chat` by the same `swift build`.
let benchBinary = appBinary.deletingLastPathComponent().appendingPathComponent("keyboard-chat-bench")

/// Runs the benchmark binary and waits for it.
func runBench(_ arguments: [String], display: String? = nil, environment: [String: String] = [:],
              timeout: TimeInterval = 60) throws -> CommandResult {
    try runCommand(benchBinary, arguments, display: display, environment: environment, timeout: timeout)
}

/// What a finished command printed and returned.
struct CommandResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs `executable` to completion with an optional display and extra environment.
func runCommand(_ executable: URL, _ arguments: [String], display: String? = nil,
                environment extra: [String: String] = [:], workingDirectory: String? = nil,
                timeout: TimeInterval = 60) throws -> CommandResult {
    var environment: [String: String?] = [
        "G_DEBUG": "fatal-criticals",
        // The desktop's own GSettings (a dark color-scheme) must not change what tests see.
        "GSETTINGS_BACKEND": "memory",
        "DISPLAY": display,
    ]
    environment.merge(extra.mapValues { Optional($0) }) { $1 }
    let done = try SpawnedProcess.run(executable.path, arguments, environment: environment, workingDirectory: workingDirectory,
                                      timeout: Patience.stretched(timeout))
    return CommandResult(status: done.status, stdout: done.output, stderr: done.errors)
}

/// What the app remembers between runs (Recent Profiles) goes here during the tests, never into
/// the real home; a test that checks that memory gives its runs a state directory of its own.
let testStateHome = NSTemporaryDirectory() + "keyboardchat-state-\(getpid())"

/// Runs the app under test.
func runApp(_ arguments: [String], display: String? = nil, environment: [String: String] = [:],
            workingDirectory: String? = nil, timeout: TimeInterval = 60) throws -> CommandResult {
    try runCommand(appBinary, arguments, display: display, environment: ["XDG_STATE_HOME": testStateHome].merging(environment) { $1 },
                   workingDirectory: workingDirectory, timeout: timeout)
}

/// Starts the app under test without waiting for it, for tests that act
/// while it runs (sample its memory, pull a directory from under it).
/// Returns the process and its stderr, drained in the background.
func startApp(_ arguments: [String], display: String, environment extra: [String: String] = [:]) throws -> (SpawnedProcess, CapturedOutput) {
    var environment: [String: String?] = [
        "DISPLAY": display,
        "G_DEBUG": "fatal-criticals",
        // The desktop's own GSettings (a dark color-scheme) must not change what tests see.
        "GSETTINGS_BACKEND": "memory",
        "XDG_STATE_HOME": testStateHome,
    ]
    environment.merge(extra.mapValues { Optional($0) }) { $1 }
    let process = try SpawnedProcess(appBinary.path, arguments, environment: environment, output: .null, errors: .capture)
    return (process, process.errors!)
}

/// Sends SIGTERM and returns the exit status, or -1 when the process ignored it for 10 s (as
/// `Patience` stretches it) and had to be killed.
func terminateGracefully(_ process: SpawnedProcess) -> Int32 {
    process.terminate()
    guard process.waitUntilExit(timeout: Patience.stretched(10)) else {
        process.send(SIGKILL)
        process.waitUntilExit()
        return -1
    }
    return process.terminationStatus
}
