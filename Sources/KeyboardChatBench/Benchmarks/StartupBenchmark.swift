import KeyboardChatUI
import ChatDemoCore
import Foundation

/// `startup_ms_100k` and `rss_mb_100k`: the app is spawned with a generated
/// conversation and a script whose first line is `quit`, so it exits right
/// after its first presented frame. Spawn-to-exit wall time therefore bounds
/// "start to first frame" from above (it also includes tearing the window
/// down), and the child's peak RSS is the memory the first frame needed.
/// The same is measured at 100 messages in the same run, as the baseline.
///
/// Every generated conversation has distinct texts (`DistinctConversationGenerator`), so
/// `startup_ms_100k` is `startup_ms_100k_distinct`. Also measured: a million
/// messages (`startup_ms_1m_distinct`), and the same 100 000 messages read from a JSON file
/// (`startup_ms_100k_distinct_file`, also `startup_ms_100k_file`), which adds mapping and checking
/// the file, and a million from a file (`startup_ms_1m_file`, `rss_mb_1m_file`, `file_mb_1m_file`).
/// A file is read through before each run (`WarmPageCache`): the figures are for a warm cache.
enum StartupBenchmark {
    static let largeCount = 100_000
    static let smallCount = 100
    static let millionCount = 1_000_000
    static let runs = 7
    /// The million and the file take seconds each: fewer runs.
    static let longRuns = 3

    struct Result {
        var milliseconds = Samples()
        var megabytes = Samples()
        var failures: [String] = []
        /// Distinct lines the children wrote to standard error.
        var warnings: Set<String> = []
    }

    static func run(messages: Int, runs: Int = runs) throws -> Result {
        try run(arguments: ["--messages", String(messages)], runs: runs)
    }

    /// Start-up on a conversation file of `count` distinct messages, written to the
    /// temporary directory for the run and removed after, and the file's size in MB.
    static func runFile(count: Int, runs: Int) throws -> (result: Result, megabytes: Double) {
        let path = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-distinct.json"
        let data = try JSONEncoder().encode(DistinctConversationGenerator.make(count: count))
        try data.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        try BatchedFile.settle(path)
        return (try run(arguments: ["--conversation", path], runs: runs), Double(data.count) / 1_048_576)
    }

    /// The same for any conversation arguments (`--conversation FILE`).
    static func run(arguments: [String], runs: Int = runs) throws -> Result {
        let script = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-quit.txt"
        try "quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script) }
        var result = Result()
        let file = WarmPageCache.conversationFile(in: arguments)
        for _ in 0..<runs {
            if let file { try WarmPageCache.read(file) }
            let outcome = try ChildProcess.run(ChildProcess.appExecutable, arguments + ["--script", script])
            for line in outcome.standardError.split(separator: "\n") { result.warnings.insert(String(line)) }
            guard outcome.status == 0 else {
                result.failures.append("exit \(outcome.status)")
                continue
            }
            result.milliseconds.append(outcome.wallMilliseconds)
            result.megabytes.append(outcome.peakResidentMegabytes)
        }
        return result
    }
}
