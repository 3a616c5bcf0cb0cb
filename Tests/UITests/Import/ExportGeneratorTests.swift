import Foundation
import Testing
import ChatExportSamples

/// The benchmark's generated exports open in the real app as the messages they were made
/// from: entries the app leaves out (Telegram's pins) are the only difference, and "me" is
/// found by the stated rule.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ExportGeneratorTests {
    func opened(_ bytes: [UInt8], name: String) throws -> CommandResult {
        let directory = try makeScratchDirectory("generated-export")
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let script = try writeScript(["quit"], in: directory)
        let display = try TestDisplay()
        return try runApp(["--conversation", path, "--script", script], display: display.name, timeout: 120)
    }

    @Test func aGeneratedTelegramExportOpens() throws {
        let result = try opened(TelegramExportGenerator.make(count: 1_000), name: "result.json")
        #expect(result.status == 0, "\(result.stderr)")
        // 1 000 entries, every 250th a pin: 996 messages, 4 left out.
        #expect(result.stderr.contains("Telegram chat \"Anna Berg\" from "), "\(result.stderr)")
        #expect(result.stderr.contains(": 996 messages (4 service messages left out); \"me\" is \"Ben Kim\""), "\(result.stderr)")
    }

    @Test func aGeneratedWhatsAppExportOpens() throws {
        let result = try opened(WhatsAppExportGenerator.make(count: 1_000), name: WhatsAppExportGenerator.fileName)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(": 1000 messages (1 system line left out); \"me\" is \"Ben Kim\""), "\(result.stderr)")
    }

    /// The first entries, worked out from the generator's rules.
    @Test func theGeneratorsDressMessagesByIndex() {
        let telegram = String(decoding: TelegramExportGenerator.make(count: 12), as: UTF8.self)
        #expect(telegram.contains("\"id\": 1, ") && telegram.contains("\"text\": [{\"type\": \"bold\""))
        #expect(telegram.contains("\"id\": 6, \"date\": \"2023-01-01T00:03:05\""))
        #expect(telegram.contains("\"photo\": \"photos/photo_5@01-01-2023.jpg\""))
        #expect(telegram.contains("\"media_type\": \"voice_message\", \"mime_type\": \"audio/ogg\", \"duration_seconds\": 8"))
        #expect(telegram.contains("\"reply_to_message_id\": 7"))
        let whatsApp = String(decoding: WhatsAppExportGenerator.make(count: 12), as: UTF8.self)
        let lines = whatsApp.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("1/1/23, 12:00 AM - Messages and calls are end-to-end encrypted."))
        #expect(lines[1].hasPrefix("1/1/23, 12:00\u{202F}AM - Anna Berg: "))
        #expect(whatsApp.contains("- Ben Kim: <Media omitted>\n") || whatsApp.contains("- Anna Berg: <Media omitted>\n"))
        #expect(whatsApp.contains(": This message was deleted\n"))
    }
}
