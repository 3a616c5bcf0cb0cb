import ChatDemoCore
import ChatExportSamples
import Foundation

/// `startup_ms_1gb_telegram`, `startup_ms_1gb_whatsapp` and their peak RSS: a Telegram
/// `result.json` and a WhatsApp chat export of distinct messages (`TelegramExportGenerator`,
/// `WhatsAppExportGenerator`) just under the size limit a regular file has
/// (`Conversation.maximumFileBytes`), written a batch at a time to a temporary folder and
/// removed after. Start-up is `StartupBenchmark`'s, as for this app's own JSON
/// (`LargeFileBenchmark`), so the three figures compare.
enum LargeExportBenchmark {
    struct Result {
        var startup = StartupBenchmark.Result()
        /// The file's size in bytes.
        var fileBytes = 0
    }

    /// Messages generated per write: a few megabytes, so the file ends that close to the limit.
    static let batchSize = 10_000

    static func runTelegram(limit: Int, runs: Int) throws -> Result {
        try run(name: "result.json", head: TelegramExportGenerator.head, tail: TelegramExportGenerator.tail,
                limit: limit, runs: runs) { TelegramExportGenerator.messages(in: $0) }
    }

    static func runWhatsApp(limit: Int, runs: Int) throws -> Result {
        try run(name: WhatsAppExportGenerator.fileName, head: WhatsAppExportGenerator.head, tail: "",
                limit: limit, runs: runs) { WhatsAppExportGenerator.messages(in: $0) }
    }

    private static func run(name: String, head: String, tail: String, limit: Int, runs: Int,
                            batch: (Range<Int>) -> String) throws -> Result {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-large-export"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        defer {
            unlink(path)
            rmdir(directory)
        }
        var result = Result()
        result.fileBytes = try BatchedFile.write(to: path, head: Data(head.utf8), tail: Data(tail.utf8), limit: limit,
                                                 batchSize: batchSize) { Data(batch($0).utf8) }
        result.startup = try StartupBenchmark.run(arguments: ["--conversation", path], runs: runs).withoutImportSummary()
        return result
    }
}
