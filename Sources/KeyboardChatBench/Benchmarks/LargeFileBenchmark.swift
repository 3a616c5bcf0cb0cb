import ChatDemoCore
import Foundation

/// `startup_ms_1gb_file`, `rss_mb_1gb_file` and `scan_gb_per_s`: a conversation file of
/// distinct messages (`DistinctConversationGenerator`) just under the size limit
/// (`Conversation.maximumFileBytes`), written to a temporary folder and removed after.
///
/// Start-up is `StartupBenchmark`'s: the app spawned on the file with a `quit` script, wall
/// time to its exit and its peak RSS. The scan's own rate is the file's size over the time
/// `Conversation.load` takes in this process (map, validating pass, message records), the file
/// read through before each load (`WarmPageCache`), as for the app.
enum LargeFileBenchmark {
    struct Result {
        var startup = StartupBenchmark.Result()
        /// The file's size in bytes.
        var fileBytes = 0
        /// The scan's rate, GB (10⁹ bytes) per second, one sample a load.
        var scanRates = Samples()
    }

    /// Messages written per JSON encoding: about 2 MB, so the file ends that close to the limit.
    static let batchSize = 10_000
    static let scanRuns = 5

    /// Measures on a file of at most `limit` bytes: `startupRuns` start-ups, `scanRuns` loads.
    static func run(limit: Int, startupRuns: Int, scanRuns: Int = scanRuns) throws -> Result {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-large"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/distinct.json"
        defer {
            unlink(path)
            rmdir(directory)
        }
        var result = Result()
        result.fileBytes = try write(to: path, limit: limit)
        for _ in 0..<scanRuns {
            try WarmPageCache.read(path)
            let start = Stopwatch.nanoseconds()
            let conversation = try Conversation.load(path: path)
            let seconds = Stopwatch.elapsed(since: start) / 1e9
            guard conversation.messages.count > 0 else { throw RuntimeFailure(message: "the generated file has no messages") }
            result.scanRates.append(Double(result.fileBytes) / 1e9 / seconds)
        }
        result.startup = try StartupBenchmark.run(arguments: ["--conversation", path], runs: startupRuns)
        return result
    }

    /// Writes `{"title": …, "messages": [ … ]}` of as many distinct messages as fit in
    /// `limit` bytes, a batch at a time; returns the file's size.
    static func write(to path: String, limit: Int) throws -> Int {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return try BatchedFile.write(to: path, head: Data(#"{"title": "Distinct messages just under the limit", "messages": ["#.utf8),
                                     tail: Data("]}\n".utf8), limit: limit, batchSize: batchSize) { range in
            let batch = try encoder.encode(DistinctConversationGenerator.messages(in: range))
            // The batch's elements without its brackets, after a comma unless it is the first.
            let elements = batch.dropFirst().dropLast()
            return range.lowerBound > 0 ? Data(",".utf8) + elements : Data(elements)
        }
    }
}
