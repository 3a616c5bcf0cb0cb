import ChatDemoCore
import Testing
@testable import ChatImport
import ChatExportSamples

/// The benchmark's own Telegram- and WhatsApp-shaped exports (several seeds, a few hundred
/// messages each: formatted parts, photos with captions, voice messages, replies, service
/// messages, multi-line texts, `<Media omitted>`, the encryption notice) open the same through
/// the fast reader as through the full one — and the fast reader takes them, leaving most
/// texts in the file, which is what makes their start-up fast.
@Suite struct FastPathGeneratedExportTests {
    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func telegramShapedExportsOpenTheSameByBothPaths(seed: Int) {
        let outcome = compareFastPath(TelegramExportGenerator.make(count: 300 + seed * 37, seed: seed), name: "result.json")
        guard case .same(let messages, let inFile) = outcome else {
            Issue.record("seed \(seed): \(outcome), expected the fast path to take it")
            return
        }
        #expect(messages > 250)
        #expect(inFile * 10 >= messages * 7, "\(inFile) of \(messages) texts left in the file")
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func whatsAppShapedExportsOpenTheSameByBothPaths(seed: Int) {
        let outcome = compareFastPath(WhatsAppExportGenerator.make(count: 300 + seed * 37, seed: seed),
                                      name: WhatsAppExportGenerator.fileName)
        guard case .same(let messages, let inFile) = outcome else {
            Issue.record("seed \(seed): \(outcome), expected the fast path to take it")
            return
        }
        #expect(messages == 300 + seed * 37)
        #expect(inFile * 10 >= messages * 9, "\(inFile) of \(messages) texts left in the file")
    }
}
