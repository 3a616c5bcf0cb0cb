import Foundation

/// A private X server for one test, torn down when the test ends.
///
/// Started the way `run.sh` starts its own: `Xvfb -displayfd FD` picks a
/// display number nobody uses (tests running in parallel, other processes'
/// servers) and writes it to FD once it accepts connections. So there is no
/// number to guess and no socket to poll: the number arriving is the
/// server being ready. FD is Xvfb's standard output, which it writes
/// nothing else to.
final class TestDisplay {
    let name: String
    private let server: Process
    /// Xvfb's standard output, kept open for its whole life (a closed pipe
    /// would turn any later write into a SIGPIPE).
    private let numberPipe = Pipe()
    private let number: Int
    /// The server's process (`run.sh` exports it as `KEYBOARDCHAT_X_SERVER_PID`: with
    /// `-displayfd` there is no `/tmp/.XN-lock` holding it).
    var processIdentifier: Int32 { server.processIdentifier }
    /// How long Xvfb may take to report its display on a loaded machine.
    static let startTimeout: TimeInterval = 30

    static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }

    /// Starts Xvfb and returns once it has said which display it serves.
    init(width: Int = 1280, height: Int = 1024) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = numberPipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        server = process
        guard let number = Self.readDisplayNumber(from: numberPipe.fileHandleForReading, timeout: Self.startTimeout) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TestFailure("Xvfb -displayfd reported no display within \(Int(Self.startTimeout)) s "
                              + "(exit status \(process.terminationStatus))")
        }
        self.number = number
        name = ":\(number)"
    }

    deinit {
        // SIGKILL, not SIGTERM: Foundation spawns children from a thread
        // that blocks signals, and Xvfb inherits that mask, so a SIGTERM
        // would wait forever.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        // A killed server cannot remove its socket file; tidy up after it.
        // (With -displayfd it writes no lock file.)
        unlink(Self.socketPath(number))
    }

    /// Reads the line `-displayfd` writes ("1042\n"); nil when the server
    /// exits or says nothing before `timeout`.
    private static func readDisplayNumber(from handle: FileHandle, timeout: TimeInterval) -> Int? {
        let line = LineReader(handle)
        guard let text = line.wait(timeout: timeout) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The first line a pipe carries, read on a background thread so the
/// reader can give up after a timeout.
private final class LineReader: @unchecked Sendable {
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var bytes = Data()
            // Byte by byte: nothing after the newline is ours to take.
            while let byte = try? handle.read(upToCount: 1), !byte.isEmpty {
                if byte.first == UInt8(ascii: "\n") { break }
                bytes.append(byte)
            }
            text = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }
    }

    /// The line, or nil when none arrived within `timeout` (or the writer closed the pipe first).
    func wait(timeout: TimeInterval) -> String? {
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return text.isEmpty ? nil : text
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
