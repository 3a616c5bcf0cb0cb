import ChatDemoCore
import ChildProcesses
import KeyboardChatUI
import Foundation

/// `idle_cpu_percent`: the app and the X server's CPU time while the window sits
/// idle, keyboard hidden and shown, as a share of one core. The app runs as a child on the
/// bench's own display; the X server is the process named in that display's lock file. Both are
/// read from `/proc/PID/stat` (utime + stime) at the start and end of the interval.
enum IdleCPUBenchmark {
    /// Seconds watched, after the window has settled.
    static let interval = 10.0
    /// Time given to start up and settle (the keyboard's show takes 0.5 s) before watching.
    static let settle = 3.0
    static let clockTicksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    struct Result {
        /// App plus X server, percent of one core.
        var percent = Double.nan
        var appPercent = Double.nan
        var seconds = Double.nan
        var serverPercent = Double.nan
        var warnings: [String] = []

    }

    /// - Parameter keyboardShown: raise the keyboard first (a script of one `tap input`: the
    ///   script ends at once, so it does not keep the frame clock running).
    static func run(keyboardShown: Bool, seconds: Double = interval) throws -> Result {
        var result = Result()
        guard let server = xServerProcess() else {
            result.warnings.append("no X server lock file for DISPLAY; not measured")
            return result
        }
        var arguments = ["--\(ConversationCase.actionName)", ConversationCase.some.rawValue]
        let scriptPath = NSTemporaryDirectory() + "keyboard-chat-idle-\(getpid()).txt"
        defer { unlink(scriptPath) }
        if keyboardShown {
            try "tap input\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
            arguments += ["--script", scriptPath]
        }
        let app = try ChildProcess.start(ChildProcess.appExecutable, arguments)
        defer { ChildProcess.stop(app) }
        Thread.sleep(forTimeInterval: settle)
        let pid = app.processIdentifier
        guard app.isRunning, let appStart = cpuTicks(pid), let serverStart = cpuTicks(server) else {
            result.warnings.append("the app exited before it was watched")
            return result
        }
        let start = Stopwatch.nanoseconds()
        Thread.sleep(forTimeInterval: seconds)
        guard let appEnd = cpuTicks(pid), let serverEnd = cpuTicks(server) else { return result }
        let seconds = Stopwatch.elapsed(since: start) / 1e9
        result.seconds = seconds
        let percent = { (ticks: Int) in Double(ticks) / clockTicksPerSecond / seconds * 100 }
        result.appPercent = percent(appEnd - appStart)
        result.serverPercent = percent(serverEnd - serverStart)
        result.percent = result.appPercent + result.serverPercent
        return result
    }

    /// utime + stime of `pid`, in clock ticks (fields 14 and 15 of /proc/PID/stat, counted after
    /// the command name's closing parenthesis, which may itself hold spaces).
    static func cpuTicks(_ pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After ")": state is field 3, so utime (14) and stime (15) are at offsets 11 and 12.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The X server of `$DISPLAY`: `KEYBOARDCHAT_X_SERVER_PID` when `run.sh` started it (with
    /// `-displayfd`, which writes no lock file), else the PID in `/tmp/.XN-lock` for ":N".
    static func xServerProcess() -> Int32? {
        if let pid = DiagnosticSwitch.xServerProcessID.value.flatMap({ Int32($0) }), kill(pid, 0) == 0 { return pid }
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], display.hasPrefix(":") else { return nil }
        let number = display.dropFirst().prefix { $0.isNumber }
        guard let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else { return nil }
        return Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
