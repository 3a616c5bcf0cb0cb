import Foundation

/// The real app running on a private Xvfb, driven the way a person would:
/// xdotool clicks, ImageMagick screenshots of the root window.
final class AppSession {
    let display: TestDisplay
    private let process: Process
    private let errorPipe = Pipe()
    private let errors = StreamCollector()
    private let outputPipe = Pipe()
    private let output = StreamCollector()

    init(_ arguments: [String], environment extra: [String: String] = [:]) throws {
        display = try TestDisplay()
        process = Process()
        process.executableURL = appBinary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        environment["G_DEBUG"] = "fatal-criticals"
        // The desktop's own GSettings (a dark color-scheme) must not change what tests see.
        environment["GSETTINGS_BACKEND"] = "memory"
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let errors = self.errors, output = self.output
        errorPipe.fileHandleForReading.readabilityHandler = { handle in errors.append(handle.availableData) }
        outputPipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        try process.run()
        try waitForWindow()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        errorPipe.fileHandleForReading.readabilityHandler = nil
        outputPipe.fileHandleForReading.readabilityHandler = nil
    }

    var stderr: String { errors.text }
    var stdout: String { output.text }

    /// Blocks until a window titled KeyboardChat is mapped, then lets it paint.
    private func waitForWindow() throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                        ["search", "--onlyvisible", "--name", "^KeyboardChat$"], display: display.name)
            if result.status == 0, !result.stdout.isEmpty {
                usleep(700_000)
                return
            }
            guard process.isRunning else { throw TestFailure("the app exited before its window appeared: \(stderr)") }
            usleep(100_000)
        }
        throw TestFailure("no KeyboardChat window within 20 s; stderr: \(stderr)")
    }

    /// Where the window's client area starts on the root window.
    func windowOrigin() throws -> (x: Int, y: Int) {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                    ["search", "--onlyvisible", "--name", "^KeyboardChat$", "getwindowgeometry", "--shell"],
                                    display: display.name)
        var x = 0, y = 0
        for line in result.stdout.split(separator: "\n") {
            if line.hasPrefix("X=") { x = Int(line.dropFirst(2)) ?? 0 }
            if line.hasPrefix("Y=") { y = Int(line.dropFirst(2)) ?? 0 }
        }
        return (x, y)
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
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { throw TestFailure("the app did not exit within \(Int(timeout)) s") }
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

/// Bytes arriving from a child's pipe on GCD's reading thread.
final class StreamCollector: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
