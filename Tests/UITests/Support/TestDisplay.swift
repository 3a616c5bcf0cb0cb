import Foundation
import Synchronization

/// A private X server for one test: `Xvfb :N` on a display number nobody
/// else uses, torn down when the test ends.
final class TestDisplay {
    let name: String
    private let server: Process
    private static let issued = Atomic<Int>(0)
    private static let numbersPerProcess = 400
    private let number: Int

    static func lockPath(_ number: Int) -> String { "/tmp/.X\(number)-lock" }
    static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }

    /// Starts Xvfb and waits until it accepts connections.
    init(width: Int = 1280, height: Int = 1024) throws {
        var number = 0
        // Tests run in parallel inside one process: each display takes the
        // next number of a per-process series (so two tests never race for
        // one), skipping numbers another process holds (a lock file).
        let base = 1000 + Int(getpid() % 50) * Self.numbersPerProcess
        for _ in 0..<Self.numbersPerProcess {
            let candidate = base + Self.issued.wrappingAdd(1, ordering: .relaxed).oldValue % Self.numbersPerProcess
            if !FileManager.default.fileExists(atPath: Self.lockPath(candidate)),
               !FileManager.default.fileExists(atPath: Self.socketPath(candidate)) {
                number = candidate
                break
            }
        }
        guard number != 0 else { throw TestFailure("no free X display number") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        name = ":\(number)"
        self.number = number
        server = process
        let socket = Self.socketPath(number)
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline, process.isRunning else {
                throw TestFailure("Xvfb \(name) did not start")
            }
            usleep(20_000)
        }
    }

    deinit {
        // SIGKILL, not SIGTERM: Foundation spawns children from a thread
        // that blocks signals, and Xvfb inherits that mask, so a SIGTERM
        // would wait forever.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        // A killed server leaves its lock and socket behind; without this a
        // later display would look taken, or look ready before it is.
        unlink(Self.lockPath(number))
        unlink(Self.socketPath(number))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
