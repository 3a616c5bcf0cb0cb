import KeyboardChatUI
import Foundation

/// `pacing_late_frames`: the app runs a script of show-and-hide cycles with
/// `--trace`, and the trace's frame-clock times say which frames came late:
/// a frame is late when the time since the previous frame exceeds 1.5× the
/// median interval. Only frames presented while the keyboard moved
/// count (its drawn top differs from the previous frame's), since the goal
/// is about animations; the whole run's figure is reported beside it.
enum PacingBenchmark {
    static let messages = 100_000
    static let cycles = 6
    /// Long enough for the 0.5 s spring to finish, with a little rest.
    static let holdMilliseconds = 700
    static let lateFactor = 1.5

    struct Result {
        var late = 0
        var frames = 0
        var lateAll = 0
        var framesAll = 0
        var medianIntervalMilliseconds = Double.nan
        var intervals = Samples()
        var warnings: Set<String> = []

    }

    static var script: String {
        let cycle = "tap input\nwait \(holdMilliseconds)\nescape\nwait \(holdMilliseconds)\n"
        return "# show and hide the keyboard \(cycles) times\nwait 300\n"
            + String(repeating: cycle, count: cycles) + "quit\n"
    }

    static func run() throws -> Result {
        let base = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-pacing"
        let scriptPath = base + ".txt", tracePath = base + ".csv"
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        defer { unlink(scriptPath); unlink(tracePath) }
        let outcome = try ChildProcess.run(
            ChildProcess.appExecutable, ["--messages", String(messages), "--script", scriptPath, "--trace", tracePath])
        guard outcome.status == 0 else {
            throw PacingRunFailure(description: "the pacing run exited \(outcome.status): \(outcome.standardError)")
        }
        var result = analyse(trace: try String(contentsOfFile: tracePath, encoding: .utf8))
        result.warnings = Set(outcome.standardError.split(separator: "\n").map(String.init))
        return result
    }

    /// Counts late frames in a `--trace` CSV (header `frame,time_ms,keyboard_top,…`).
    static func analyse(trace: String) -> Result {
        let rows = trace.split(separator: "\n").dropFirst().compactMap { line -> (time: Double, top: Int)? in
            let fields = line.split(separator: ",")
            guard fields.count > 2, let time = Double(fields[1]), let top = Int(fields[2]) else { return nil }
            return (time, top)
        }
        var result = Result()
        guard rows.count > 2 else { return result }
        let intervals = (1..<rows.count).map { rows[$0].time - rows[$0 - 1].time }
        result.intervals = Samples(intervals)
        let median = result.intervals.median
        result.medianIntervalMilliseconds = median
        for index in 1..<rows.count {
            let isLate = intervals[index - 1] > lateFactor * median
            result.framesAll += 1
            if isLate { result.lateAll += 1 }
            guard rows[index].top != rows[index - 1].top else { continue }
            result.frames += 1
            if isLate { result.late += 1 }
        }
        return result
    }
}

/// The pacing run did not finish as a run of the app should; the description says how.
struct PacingRunFailure: Error, CustomStringConvertible {
    let description: String
}
