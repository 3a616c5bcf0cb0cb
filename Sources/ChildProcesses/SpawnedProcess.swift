import Foundation

/// A child process started, watched and stopped: the project's one way to run another program
/// (the tests' app runs, X servers and tools, and the benchmarks' timed runs).
///
/// It does not use Foundation's `Process`: on this toolchain its `run()` can crash the whole
/// parent with SIGSEGV while it looks for the child's highest open descriptor, which ended
/// whole test runs at random. This type asks the C library directly (see
/// `SpawnedProcess+Launch`) and reads the child's exit, and its peak memory, with `wait4`.
///
/// Its queries keep `Process`'s names (`isRunning`, `terminationStatus`, `terminationReason`,
/// `waitUntilExit`) and meanings. `run(_:_:environment:timeout:)` in `SpawnedProcess+Run` is the
/// short form for a child that is run to its end under a time limit.
///
/// ```swift
/// let child = try SpawnedProcess("/bin/sh", ["-c", "echo hi"], output: .capture)
/// child.waitUntilExit()
/// child.output?.text()   // "hi\n"
/// ```
public final class SpawnedProcess: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// The test process's own descriptor.
        case inherit
        /// `/dev/null`.
        case null
        /// A pipe the parent reads to its end as the child writes (`output` or `errors`), so a
        /// chatty child never blocks on a full pipe. Not for standard input.
        case capture
        /// A file: read for standard input; for an output, opened for writing and created or
        /// truncated (`/dev/full` for a disk that is full).
        case file(String)
        /// Standard error only: the same place as standard output, one log of both.
        case standardOutput
    }

    /// How the child ended, as `Process` names it.
    public enum TerminationReason: Sendable, Equatable {
        case exit
        case uncaughtSignal
    }

    /// The child could not be started (no such program, not executable, a file that cannot be
    /// opened for one of its streams). Its description names the program and the reason.
    public struct SpawnError: Error, CustomStringConvertible {
        public let description: String
    }

    public let processIdentifier: Int32
    /// What the child writes on standard output, when that is `.capture`d.
    public let output: CapturedOutput?
    /// What the child writes on standard error, when that is `.capture`d (or `.standardOutput`
    /// into a captured standard output: then it is in `output`).
    public let errors: CapturedOutput?

    private let lock = NSLock()
    /// The exit, once `waitpid` has reaped the child. Until then the PID is still ours (at
    /// worst a zombie), so a signal sent under the lock cannot reach another process.
    private var ending: (reason: TerminationReason, status: Int32)?
    /// The child's peak resident set in kibibytes, as `wait4` reported it when it was reaped.
    private var peakKibibytes: Int?

    /// Starts `executable` (a path; no `PATH` search) with `arguments`.
    ///
    /// - Parameters:
    ///   - environment: changes to the test process's own environment: a value replaces or adds
    ///     a variable, `nil` removes it. Everything else is passed on as it is.
    ///   - workingDirectory: where the child starts; the test process's own when nil.
    /// - Throws: `SpawnError` when the child cannot be started.
    public init(_ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:],
                workingDirectory: String? = nil,
                input: Stream = .inherit, output: Stream = .inherit, errors: Stream = .inherit) throws {
        let launched = try Self.launch(executable, arguments, environment: Self.environment(applying: environment),
                                       workingDirectory: workingDirectory, streams: [input, output, errors])
        processIdentifier = launched.processIdentifier
        self.output = launched.readEnds[1].map(CapturedOutput.init(reading:))
        self.errors = launched.readEnds[2].map(CapturedOutput.init(reading:))
    }

    /// Whether the child is still running (reaps it, without waiting, if it has exited).
    public var isRunning: Bool { !reapIfExited() }

    /// Waits for the child to exit and reaps it.
    public func waitUntilExit() {
        while !reapIfExited() {
            // Waits for the exit without reaping, outside the lock, so other threads can
            // still ask `isRunning` meanwhile; the reaping itself happens under the lock.
            var info = siginfo_t()
            if waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) < 0 && errno != EINTR { break }
        }
    }

    /// Waits at most `timeout` seconds for the child to exit; whether it did.
    public func waitUntilExit(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while isRunning {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// The exit code, or the number of the signal that ended the child (as `Process` reports
    /// it: look at `terminationReason` to tell them apart). Waits for the exit first.
    public var terminationStatus: Int32 { ended().status }

    /// Whether the child exited or was killed by a signal. Waits for the exit first.
    public var terminationReason: TerminationReason { ended().reason }

    /// The exit code, or 128 + the signal for a child a signal ended: one number, as shells
    /// report it. Waits for the exit first.
    public var shellStatus: Int32 {
        let (reason, status) = ended()
        return reason == .exit ? status : 128 + status
    }

    /// The child's peak resident set in kibibytes (the kernel's high-water mark from `wait4`,
    /// nil when the exit was reaped elsewhere). Waits for the exit first.
    ///
    /// Linux folds the peak of the address space an exec replaces into the new program's, and
    /// `posix_spawn`'s child runs on a copy of the parent's until its exec: this figure is never
    /// below the parent's own peak at the spawn. A child that must be measured alone is started
    /// through a small program that reports it (GNU time's `%M`).
    public var peakResidentKibibytes: Int? {
        waitUntilExit()
        lock.lock()
        defer { lock.unlock() }
        return peakKibibytes
    }

    /// Sends `signal` to the child, unless it has already been reaped (its PID may then be
    /// another process's).
    public func send(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if ending == nil { kill(processIdentifier, signal) }
    }

    /// Sends SIGTERM.
    public func terminate() { send(SIGTERM) }

    private func ended() -> (reason: TerminationReason, status: Int32) {
        waitUntilExit()
        lock.lock()
        defer { lock.unlock() }
        return ending ?? (.exit, -1)
    }

    /// Reaps the child if it has exited, without blocking; true once it has been reaped.
    private func reapIfExited() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if ending != nil { return true }
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let reaped = wait4(processIdentifier, &status, WNOHANG, &usage)
            if reaped == 0 { return false }
            if reaped == processIdentifier {
                ending = Self.decode(status)
                peakKibibytes = usage.ru_maxrss
                return true
            }
            if errno == EINTR { continue }
            // ECHILD: something else in this process reaped it; its status is lost.
            ending = (.exit, -1)
            return true
        }
    }

    /// `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG`, which Swift does not import (they are macros).
    static func decode(_ status: Int32) -> (reason: TerminationReason, status: Int32) {
        let signal = status & 0x7F
        return signal == 0 ? (.exit, (status >> 8) & 0xFF) : (.uncaughtSignal, signal)
    }
}
