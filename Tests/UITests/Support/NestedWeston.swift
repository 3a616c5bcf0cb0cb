import Foundation

/// A Wayland compositor with a real seat for one test: Debian's weston on
/// its X11 backend, nested in a private Xvfb (`--use-pixman`: no GPU). X's
/// pointer and keys reach weston's seat, so xdotool clicks reach the app.
///
/// kiosk-shell shows the one client full-screen at the output's origin, and
/// with no X window manager weston's window sits at the root's origin: a
/// point of the app is the same point of the X screen.
final class NestedWeston {
    let display: TestDisplay
    let socket: String
    let runtimeDirectory: String
    let size: (width: Int, height: Int)
    private let process: Process
    private let log = StreamCollector()
    private let logPipe = Pipe()

    init(width: Int = 430, height: Int = 900) throws {
        display = try TestDisplay()
        size = (width, height)
        runtimeDirectory = try makeScratchDirectory("wayland-runtime")
        // Wayland refuses a runtime directory others can read.
        chmod(runtimeDirectory, 0o700)
        socket = "keyboardchat-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/weston")
        process.arguments = ["--backend=x11-backend.so", "--use-pixman", "--shell=kiosk-shell.so", "--socket=\(socket)",
                             "--width=\(width)", "--height=\(height)", "--idle-time=0"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        process.environment = environment
        process.standardOutput = logPipe
        process.standardError = logPipe
        let log = self.log
        logPipe.fileHandleForReading.readabilityHandler = { log.append($0.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: runtimeDirectory + "/" + socket) {
            guard Date() < deadline, process.isRunning else { throw TestFailure("weston did not start: \(log.text)") }
            usleep(50_000)
        }
    }

    deinit {
        // SIGKILL: like Xvfb, a child spawned by Foundation blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        logPipe.fileHandleForReading.readabilityHandler = nil
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// What a GTK client needs to run on this compositor, not on X.
    var clientEnvironment: [String: String] {
        ["GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory]
    }
}
