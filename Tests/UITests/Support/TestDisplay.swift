import ChildProcesses
import Foundation
import TestSupport

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
    /// Its standard output is captured: read for the whole life of the server
    /// (a closed pipe would turn any later write into a SIGPIPE).
    private let server: SpawnedProcess
    private let number: Int
    /// The server's process (`run.sh` exports it as `KEYBOARDCHAT_X_SERVER_PID`: with
    /// `-displayfd` there is no `/tmp/.XN-lock` holding it).
    var processIdentifier: Int32 { server.processIdentifier }
    /// How long Xvfb may take to report its display on a loaded machine.
    static let startTimeout: TimeInterval = 30

    static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }

    /// Starts Xvfb and returns once it has said which display it serves.
    init(width: Int = 1280, height: Int = 1024) throws {
        let process = try SpawnedProcess("/usr/bin/Xvfb",
                                         ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                                         output: .capture, errors: .null)
        server = process
        guard let number = Self.readDisplayNumber(from: process.output!, timeout: Patience.stretched(Self.startTimeout)) else {
            process.send(SIGKILL)
            process.waitUntilExit()
            throw TestFailure("Xvfb -displayfd reported no display within \(Int(Patience.stretched(Self.startTimeout))) s "
                              + "(exit status \(process.terminationStatus))")
        }
        self.number = number
        name = ":\(number)"
    }

    deinit {
        // SIGKILL: a test's server has nothing to save, and must be gone before
        // its socket file is removed.
        server.send(SIGKILL)
        server.waitUntilExit()
        // A killed server cannot remove its socket file; tidy up after it.
        // (With -displayfd it writes no lock file.)
        unlink(Self.socketPath(number))
    }

    /// Reads the line `-displayfd` writes ("1042\n"); nil when the server
    /// exits or says nothing before `timeout`.
    private static func readDisplayNumber(from output: CapturedOutput, timeout: TimeInterval) -> Int? {
        guard output.wait(timeout: timeout, until: { $0.contains("\n") }),
              let line = output.textSoFar.split(separator: "\n", omittingEmptySubsequences: false).first else { return nil }
        return Int(line.trimmingCharacters(in: .whitespaces))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
