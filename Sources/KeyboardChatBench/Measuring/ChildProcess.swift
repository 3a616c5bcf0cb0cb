import KeyboardChatUI
import Foundation

/// Runs a child process to its end and reports what only the parent can
/// see precisely: wall time from spawn to exit on the monotonic clock, and
/// the child's peak resident set (the kernel's high-water mark, so no
/// sampling can miss the peak).
///
/// The peak comes through GNU time (`/usr/bin/time -f %M`), not from our own
/// `wait4`: at exec Linux folds the peak RSS of the address space being
/// replaced into the new program's ru_maxrss, and posix_spawn's child runs
/// on *our* address space (this benchmark process, ~90 MB with GTK and
/// fonts loaded) until its exec, so our rusage of the child can never read
/// lower than our own peak. GNU time is a few hundred kilobytes, forks the
/// app from that, and reports the app's own peak. Without it the wait4
/// figure is used and marked as an upper bound.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var wallMilliseconds: Double
        var peakResidentMegabytes: Double
        /// What the child wrote to standard error (GTK criticals would show here).
        var standardError: String
    }

    struct SpawnFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// ru_maxrss and GNU time's %M are in kibibytes on Linux.
    static let kibibytesPerMebibyte = 1024.0
    static let gnuTime = "/usr/bin/time"
    static var hasGNUTime: Bool { access(gnuTime, X_OK) == 0 }
    static var peakSource: String {
        hasGNUTime ? "GNU time %M (the app's own peak RSS)" : "wait4 ru_maxrss (upper bound: includes the benchmark's own peak)"
    }

    /// Spawns `executable` with `arguments` (environment inherited, standard
    /// output discarded, standard error captured through a temporary file)
    /// and waits for it.
    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let base = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())"
        let errorPath = base + "-stderr.txt", peakPath = base + "-peak.txt"
        defer { unlink(errorPath); unlink(peakPath) }
        let viaTime = hasGNUTime
        let command = viaTime ? [gnuTime, "-f", "%M", "-o", peakPath, executable] + arguments : [executable] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

        var pid: pid_t = 0
        let start = Stopwatch.nanoseconds()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw SpawnFailure(description: "cannot start \(command[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw SpawnFailure(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let wall = Stopwatch.elapsed(since: start) / 1_000_000
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        var peakKibibytes = Double(usage.ru_maxrss)
        if viaTime {
            let reported = (try? String(contentsOfFile: peakPath, encoding: .utf8))?.split(separator: "\n").last
            peakKibibytes = reported.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? .nan
        }
        return Outcome(status: exitStatus(status), wallMilliseconds: wall,
                       peakResidentMegabytes: peakKibibytes / kibibytesPerMebibyte, standardError: errors)
    }

    /// A child started by `start`, watched while it runs and stopped at the end.
    final class Running {
        let processIdentifier: pid_t
        private var reaped = false

        init(_ processIdentifier: pid_t) { self.processIdentifier = processIdentifier }

        /// Whether it still runs (reaps it, without waiting, once it has exited).
        var isRunning: Bool {
            guard !reaped else { return false }
            var status: Int32 = 0
            if waitpid(processIdentifier, &status, WNOHANG) != 0 { reaped = true }
            return !reaped
        }

        /// SIGTERM unless it has already exited (never to a reaped PID), then waits for it.
        func stop() {
            guard isRunning else { return }
            kill(processIdentifier, SIGTERM)
            var status: Int32 = 0
            while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
            reaped = true
        }
    }

    /// Spawns `executable` with `arguments` (environment inherited, standard output and error
    /// discarded) and returns at once. posix_spawn like `run`, not Foundation's `Process`,
    /// whose `run()` can crash the spawning process on this toolchain.
    static func start(_ executable: String, _ arguments: [String]) throws -> Running {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw SpawnFailure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        return Running(pid)
    }

    /// The exit code, or 128 + the signal for a child killed by one (as shells report it).
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The app the benchmarks start (start-up, idle CPU, pacing): `keyboard-chat`, built beside
    /// this binary by the same `swift build`.
    static var appExecutable: String {
        let benchmark = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: benchmark).deletingLastPathComponent().appendingPathComponent("keyboard-chat").path
    }
}
