import ChatExportSamples
import Foundation

/// `startup_ms_telegram_100k` and `startup_ms_whatsapp_100k`: start-up, as
/// `StartupBenchmark` measures it, on a Telegram `result.json` and a WhatsApp chat export
/// of `StartupBenchmark.largeCount` messages from the generators, written to the temporary
/// directory for the run and removed after: what a reviewer opening their own export waits.
enum ImportStartupBenchmark {
    static func runTelegram(runs: Int) throws -> StartupBenchmark.Result {
        try run(TelegramExportGenerator.make(count: StartupBenchmark.largeCount), name: "result.json", runs: runs)
    }

    static func runWhatsApp(runs: Int) throws -> StartupBenchmark.Result {
        try run(WhatsAppExportGenerator.make(count: StartupBenchmark.largeCount), name: WhatsAppExportGenerator.fileName, runs: runs)
    }

    private static func run(_ bytes: [UInt8], name: String, runs: Int) throws -> StartupBenchmark.Result {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())-import"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer {
            unlink(path)
            rmdir(directory)
        }
        return try StartupBenchmark.run(arguments: ["--conversation", path], runs: runs).withoutImportSummary()
    }
}

extension StartupBenchmark.Result {
    /// The result without the app's line saying what export it opened and who is "me", which
    /// is not a warning.
    func withoutImportSummary() -> Self {
        var result = self
        result.warnings = warnings.filter { !$0.hasPrefix("keyboard-chat: Telegram chat ") && !$0.hasPrefix("keyboard-chat: WhatsApp chat ") }
        return result
    }
}
