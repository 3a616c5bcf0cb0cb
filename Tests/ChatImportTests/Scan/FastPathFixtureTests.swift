import ChatDemoCore
import Foundation
import Testing
@testable import ChatImport

/// The fast readers give, on every hand-written export, exactly what the full readers give —
/// and take the ones they should, so the comparison is not vacuous; the bad exports still fail
/// with the full readers' file:line:column errors.
@Suite struct FastPathFixtureTests {
    static func bytes(_ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: fixture(name)) ?? Data())
    }

    @Test(arguments: [
        ("telegram-personal.json", nil), ("telegram-group.json", "Ben Kim"), ("WhatsApp Chat with Anna Berg.txt", nil),
        ("WhatsApp-Chat mit Anna Berg.txt", nil), ("whatsapp-android-ar.txt", "+49 151 2345678"), ("whatsapp-android-zh.txt", "小明"),
    ] as [(String, String?)])
    func aGoodExportOpensTheSameByBothPaths(name: String, me: String?) throws {
        let outcome = compareFastPath(Self.bytes(name), name: name, me: me)
        guard case .same(let messages, let inFile) = outcome else {
            Issue.record("\(name): \(outcome), expected the fast path to take it")
            return
        }
        #expect(messages > 0)
        #expect(inFile > 0)
    }

    /// The chat inside each zip, as the zip reader hands it on.
    @Test(arguments: ["WhatsApp Chat - Anna Berg.zip", "telegram-export.zip"])
    func theChatInsideAZipOpensTheSameByBothPaths(name: String) throws {
        let member = try ChatMember.extract(from: Self.bytes(name), file: name, limit: ChatImport.maximumFileBytes)
        let memberName = String(member.name.split(separator: "/").last ?? "")
        let chatName = WhatsAppChatName.from(fileName: memberName) != nil ? memberName : name
        let outcome = compareFastPath(member.bytes, name: chatName)
        guard case .same(let messages, let inFile) = outcome else {
            Issue.record("\(name): \(outcome), expected the fast path to take it")
            return
        }
        #expect(messages > 0 && inFile > 0)
    }

    @Test(arguments: ["telegram-group.json", "whatsapp-android-ar.txt"])
    func aGroupWithoutMeFailsTheSameByBothPaths(name: String) {
        #expect(compareFastPath(Self.bytes(name), name: name) == .sameError)
    }

    @Test(arguments: ["telegram-full.json", "telegram-truncated.json", "telegram-bad-text.json", "no-header.txt",
                      "not-utf8.txt", "other-shape.json"])
    func aFileTheFastPathDoesNotTakeIsLeftToTheFullReader(name: String) {
        #expect(compareFastPath(Self.bytes(name), name: name) == .fellBack)
    }

    /// Bytes that are not UTF-8 — a stray continuation byte, a surrogate, a cut-off character,
    /// in a text or between values — send the file to the full reader, which says where.
    @Test(arguments: [[0xFF], [0x80], [0xED, 0xA0, 0x80], [0xE4, 0xBD]] as [[UInt8]])
    func bytesThatAreNotUTF8AreLeftToTheFullReader(bad: [UInt8]) {
        for (name, anchor) in [("telegram-personal.json", "Hi Ben"), ("WhatsApp Chat with Anna Berg.txt", "Happy")] {
            var bytes = Self.bytes(name)
            let text = Array(anchor.utf8)
            guard let at = (0..<bytes.count - text.count).first(where: { Array(bytes[$0..<$0 + text.count]) == text }) else {
                Issue.record("\(name) has no \(anchor)")
                continue
            }
            bytes.insert(contentsOf: bad, at: at + 2)
            #expect(compareFastPath(bytes, name: name) == .fellBack, "\(name)")
            do {
                _ = try ChatImport.decode(bytes, file: name, name: name, chat: nil, me: nil)
                Issue.record("\(name) opened with bytes that are not UTF-8")
            } catch {
                #expect(error.description.contains("not valid UTF-8"), "\(error)")
            }
        }
    }

    @Test func errorsAreReportedAtTheirLineAndColumnThroughTheFastPath() {
        #expect(problem("telegram-truncated.json")?.contains("telegram-truncated.json:") == true)
        let truncated = problem("telegram-truncated.json") ?? ""
        let bad = problem("telegram-bad-text.json") ?? ""
        let noHeader = problem("no-header.txt") ?? ""
        let notUTF8 = problem("not-utf8.txt") ?? ""
        // The positions the full readers give, as the importer tests check them.
        for (message, name) in [(truncated, "telegram-truncated.json"), (bad, "telegram-bad-text.json"),
                                (noHeader, "no-header.txt"), (notUTF8, "not-utf8.txt")] {
            #expect(message.range(of: #"\#(name):\d+:\d+: "#, options: .regularExpression) != nil, "\(message)")
        }
    }
}
