import Foundation

/// Runs a child process to its end and reports what only the parent can
/// see precisely: wall time from spawn to exit on the monotonic clock, and
/// the child's peak resident set from `wait4`'s rusage (the kernel's
/// high-water mark, so no sampling can miss the peak).
///
/// One Linux subtlety: at exec the kernel folds the peak RSS of the address
/// space being replaced into the child's ru_maxrss, and posix_spawn's child
/// runs on *our* address space until its exec. So the child's figure is at
/// least our own peak. Just before spawning, our peak is reset to our
/// current RSS ("5" into /proc/self/clear_refs), and that floor is reported
/// with the result; the runner also spawns children before it grows.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var wallMilliseconds: Double
        var peakResidentMegabytes: Double
        /// Our own RSS at spawn: the lowest peak the kernel can report for the child.
        var floorMegabytes: Double
        /// What the child wrote to standard error (GTK criticals would show here).
        var standardError: String
    }

    struct SpawnFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// ru_maxrss is in kibibytes on Linux.
    static let kibibytesPerMebibyte = 1024.0

    /// Spawns `executable` with `arguments` (environment inherited, standard
    /// output discarded, standard error captured through a temporary file)
    /// and waits for it.
    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let errorPath = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-stderr.txt"
        defer { unlink(errorPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

        resetOwnPeakResidentSet()
        let floor = ownResidentMegabytes
        var pid: pid_t = 0
        let start = Stopwatch.nanoseconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw SpawnFailure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw SpawnFailure(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let wall = Stopwatch.elapsed(since: start) / 1_000_000
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return Outcome(status: exitStatus(status), wallMilliseconds: wall,
                       peakResidentMegabytes: Double(usage.ru_maxrss) / kibibytesPerMebibyte,
                       floorMegabytes: floor, standardError: errors)
    }

    /// The exit code, or 128 + the signal for a child killed by one (as shells report it).
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Sets this process's peak RSS (VmHWM) to its current RSS (Linux ≥ 4.0).
    private static func resetOwnPeakResidentSet() {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return }
        _ = write(descriptor, "5", 1)
        close(descriptor)
    }

    /// This process's resident set now (VmRSS), in MiB.
    static var ownResidentMegabytes: Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kibibytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? .nan
            return kibibytes / kibibytesPerMebibyte
        }
        return .nan
    }

    /// This executable's path, to spawn the app itself.
    static var selfExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
