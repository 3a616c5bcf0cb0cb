import ChildProcesses
import Foundation
import TestSupport

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
    private let process: SpawnedProcess

    init(width: Int = 430, height: Int = 900) throws {
        display = try TestDisplay()
        size = (width, height)
        runtimeDirectory = try makeScratchDirectory("wayland-runtime")
        // Wayland refuses a runtime directory others can read.
        chmod(runtimeDirectory, 0o700)
        socket = "keyboardchat-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        process = try SpawnedProcess("/usr/bin/weston",
                                     ["--backend=x11-backend.so", "--use-pixman", "--shell=kiosk-shell.so", "--socket=\(socket)",
                                      "--width=\(width)", "--height=\(height)", "--idle-time=0"],
                                     environment: ["DISPLAY": display.name, "XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": nil],
                                     output: .capture, errors: .standardOutput)
        let deadline = Date().addingTimeInterval(Patience.stretched(20))
        while !FileManager.default.fileExists(atPath: runtimeDirectory + "/" + socket) {
            guard Date() < deadline, process.isRunning else { throw TestFailure("weston did not start: \(process.output?.textSoFar ?? "")") }
            usleep(50_000)
        }
    }

    deinit {
        // SIGKILL, as for Xvfb: nothing of a test's compositor needs a clean shutdown.
        process.send(SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// What a GTK client needs to run on this compositor, not on X.
    var clientEnvironment: [String: String] {
        ["GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory]
    }
}
