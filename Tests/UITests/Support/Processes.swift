import Foundation

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
                environment extra: [String: String] = [:], timeout: TimeInterval = 60) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["G_DEBUG"] = "fatal-criticals"
    // The desktop's own GSettings (a dark color-scheme) must not change what tests see.
    environment["GSETTINGS_BACKEND"] = "memory"
    environment.removeValue(forKey: "DISPLAY")
    if let display { environment["DISPLAY"] = display }
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Drain both pipes while the process runs so a chatty child never blocks.
    let outData = DrainedPipe(out), errData = DrainedPipe(err)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw TestFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) timed out after \(Int(timeout)) s; stderr: \(errData.text())")
    }
    return CommandResult(status: process.terminationStatus, stdout: outData.text(), stderr: errData.text())
}

/// Runs the app under test.
func runApp(_ arguments: [String], display: String? = nil, environment: [String: String] = [:],
            timeout: TimeInterval = 60) throws -> CommandResult {
    try runCommand(appBinary, arguments, display: display, environment: environment, timeout: timeout)
}

/// Reads a pipe to its end on a background thread, so a chatty child
/// process never blocks on a full pipe while we wait for it.
final class DrainedPipe: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried; waits for the writer to close it.
    func text() -> String {
        done.wait()
        done.signal()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Starts the app under test without waiting for it, for tests that act
/// while it runs (sample its memory, pull a directory from under it).
/// Returns the process and its stderr, drained in the background.
func startApp(_ arguments: [String], display: String) throws -> (Process, DrainedPipe) {
    let process = Process()
    process.executableURL = appBinary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["G_DEBUG"] = "fatal-criticals"
    // The desktop's own GSettings (a dark color-scheme) must not change what tests see.
    environment["GSETTINGS_BACKEND"] = "memory"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let drained = DrainedPipe(errors)
    try process.run()
    return (process, drained)
}

/// Sends SIGTERM and returns the exit status, or -1 when the process ignored it for 10 s and
/// had to be killed.
func terminateGracefully(_ process: Process) -> Int32 {
    process.terminate()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return -1
    }
    return process.terminationStatus
}
