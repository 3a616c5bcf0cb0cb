import ChildProcesses
import Foundation
import KeyboardChatUI

/// The benchmarks' runs of the app, through the project's one way to start a child
/// (`SpawnedProcess`), with what only the parent can see precisely: wall time from spawn to exit
/// on the monotonic clock, and the child's peak resident set (the kernel's high-water mark, so no
/// sampling can miss the peak).
///
/// The peak comes through GNU time (`/usr/bin/time -f %M`), not from our own `wait4`: at exec
/// Linux folds the peak RSS of the address space being replaced into the new program's
/// ru_maxrss, and posix_spawn's child runs on *our* address space (this benchmark process,
/// ~90 MB with GTK and fonts loaded) until its exec, so our rusage of the child can never read
/// lower than our own peak. GNU time is a few hundred kilobytes, forks the app from that, and
/// reports the app's own peak. Without it the wait4 figure is used and marked as an upper bound.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var wallMilliseconds: Double
        var peakResidentMegabytes: Double
        /// What the child wrote to standard error (GTK criticals would show here).
        var standardError: String
    }

    /// ru_maxrss and GNU time's %M are in kibibytes on Linux.
    static let kibibytesPerMebibyte = 1024.0
    static let gnuTime = "/usr/bin/time"
    static var hasGNUTime: Bool { access(gnuTime, X_OK) == 0 }
    static var peakSource: String {
        hasGNUTime ? "GNU time %M (the app's own peak RSS)" : "wait4 ru_maxrss (upper bound: includes the benchmark's own peak)"
    }
    /// No benchmark run takes this long; one that does has hung, and is killed and reported.
    static let timeLimit: TimeInterval = 600

    /// Runs `executable` with `arguments` (environment inherited, standard output discarded,
    /// standard error captured) to its end, and times it from spawn to exit.
    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let peakPath = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-peak.txt"
        defer { unlink(peakPath) }
        let viaTime = hasGNUTime
        let command = viaTime ? [gnuTime, "-f", "%M", "-o", peakPath, executable] + arguments : [executable] + arguments
        let start = Stopwatch.nanoseconds()
        let child = try SpawnedProcess(command[0], Array(command.dropFirst()), input: .null, output: .null, errors: .capture)
        // The exit is waited for by blocking, not by polling, so the wall time ends at the exit
        // itself; a watchdog, not the wait, enforces the time limit.
        let watchdog = DispatchWorkItem { child.send(SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        child.waitUntilExit()
        let wall = Stopwatch.elapsed(since: start) / 1_000_000
        watchdog.cancel()
        var errors = child.errors?.textAfterExit() ?? ""
        if child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGKILL {
            errors += "killed after \(Int(timeLimit)) s: the run hung\n"
        }
        var peakKibibytes = child.peakResidentKibibytes.map(Double.init) ?? .nan
        if viaTime {
            let reported = (try? String(contentsOfFile: peakPath, encoding: .utf8))?.split(separator: "\n").last
            peakKibibytes = reported.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? .nan
        }
        return Outcome(status: child.shellStatus, wallMilliseconds: wall,
                       peakResidentMegabytes: peakKibibytes / kibibytesPerMebibyte, standardError: errors)
    }

    /// Starts `executable` with `arguments` (environment inherited, standard output and error
    /// discarded) and returns at once; `stop(_:)` ends it.
    static func start(_ executable: String, _ arguments: [String]) throws -> SpawnedProcess {
        try SpawnedProcess(executable, arguments, input: .null, output: .null, errors: .null)
    }

    /// SIGTERM unless it has already exited, then waits for it.
    static func stop(_ child: SpawnedProcess) {
        child.terminate()
        child.waitUntilExit()
    }

    /// The app the benchmarks start (start-up, idle CPU, pacing): `keyboard-chat`, built beside
    /// this binary by the same `swift build`.
    static var appExecutable: String {
        let benchmark = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: benchmark).deletingLastPathComponent().appendingPathComponent("keyboard-chat").path
    }
}
