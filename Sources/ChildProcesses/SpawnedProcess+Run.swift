import Foundation

extension SpawnedProcess {
    /// What a child run to its end left behind.
    public struct Completion: Sendable {
        /// The exit code, or 128 + the signal that ended it (`shellStatus`).
        public let status: Int32
        /// Everything it wrote on standard output.
        public let output: String
        /// Everything it wrote on standard error.
        public let errors: String
        /// Its peak resident set in kibibytes, from `wait4` (see `peakResidentKibibytes`).
        public let peakResidentKibibytes: Int?
    }

    /// The child outlived its time limit; it has been killed.
    public struct TimedOut: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `executable` to its end, both output streams drained while it runs (a chatty child
    /// never blocks on a full pipe), and standard input from `/dev/null`.
    ///
    /// A child still running after `timeout` seconds is killed with SIGKILL, and `TimedOut`
    /// names the command and what it had written on standard error by then, so a hang is a
    /// failure that says where it stopped, never a run that waits for ever.
    ///
    /// ```swift
    /// let done = try SpawnedProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], timeout: 10)
    /// // done.status == 3, done.output == "out\n", done.errors == "err\n"
    /// ```
    ///
    /// - Parameters:
    ///   - environment: changes to this process's environment, as for `init`.
    ///   - grace: how long, after the exit, to wait for the streams to end (a daemon the child
    ///     started may hold them open); what arrived by then is returned.
    /// - Throws: `SpawnError` when the child cannot start, `TimedOut` when it outlives `timeout`.
    public static func run(_ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:],
                           workingDirectory: String? = nil, timeout: TimeInterval,
                           grace: TimeInterval = 5) throws -> Completion {
        let child = try SpawnedProcess(executable, arguments, environment: environment, workingDirectory: workingDirectory,
                                       input: .null, output: .capture, errors: .capture)
        guard child.waitUntilExit(timeout: timeout) else {
            child.send(SIGKILL)
            child.waitUntilExit()
            let command = ([executable] + arguments).joined(separator: " ")
            throw TimedOut(description: "\(command) was still running after \(Int(timeout)) s and was killed; "
                           + "its standard error so far: \(child.errors?.textSoFar ?? "")")
        }
        return Completion(status: child.shellStatus,
                          output: child.output?.textAfterExit(grace: grace) ?? "",
                          errors: child.errors?.textAfterExit(grace: grace) ?? "",
                          peakResidentKibibytes: child.peakResidentKibibytes)
    }
}
