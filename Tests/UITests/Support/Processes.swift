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
    environment.removeValue(forKey: "DISPLAY")
    if let display { environment["DISPLAY"] = display }
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Drain both pipes while the process runs so a chatty child never blocks.
    var outData = Data(), errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter()
    DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        group.wait()
        throw TestFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) timed out after \(Int(timeout)) s; stderr: \(String(decoding: errData, as: UTF8.self))")
    }
    group.wait()
    return CommandResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}

/// Runs the app under test.
func runApp(_ arguments: [String], display: String? = nil, environment: [String: String] = [:],
            timeout: TimeInterval = 60) throws -> CommandResult {
    try runCommand(appBinary, arguments, display: display, environment: environment, timeout: timeout)
}
