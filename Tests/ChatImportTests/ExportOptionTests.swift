import Foundation
import Testing
import TestSupport
@testable import ChatImport

/// `--me` and `--chat` given for a file they mean nothing to, and given bytes that are not UTF-8.
@Suite struct ExportOptionTests {
    /// This app's own JSON may be far larger than an export: `--me` on it is told what `--me`
    /// is for, whatever the file's size, not that it is too large for an export.
    @Test func meAndChatOnThisAppsOwnJSONSayWhatTheyAreForAtAnySize() throws {
        let directory = try makeTemporaryDirectory(prefix: "ExportOptionTests")
        defer { removeItem(directory) }
        for size in [(64 << 20) + 1, 1 << 30] {
            // Sparse: the size is what matters, and no byte past the first line is read.
            let path = directory + "/big-\(size).json"
            try Data(#"{"title": "t", "messages": ["#.utf8).write(to: URL(fileURLWithPath: path))
            #expect(truncate(path, off_t(size)) == 0)
            #expect(problem(path, me: "x") == path + #": --me "x" applies to Telegram and WhatsApp exports; this is a KeyboardChat conversation, whose messages already say "me" or "them""#)
            #expect(problem(path, chat: "Team") == path + #": --chat "Team" picks a chat from a full Telegram export; this is a KeyboardChat conversation"#)
        }
    }

    /// An argument's byte that is not UTF-8 is carried as a stand-in scalar (`PathBytes`) and
    /// shown as the byte, `<0xFF>`, as every message shows such bytes.
    @Test func aByteThatIsNotUTF8IsShownAsTheByte() {
        let byte = "\u{10FEFF}"
        #expect(problem(fixture("telegram-group.json"), me: byte)?.hasSuffix(#": --me "<0xFF>" is not a sender in this chat; the senders are "Carl Diaz" (1 message), "Dora Eze" (1 message), "Ben Kim" (1 message)"#) == true)
        #expect(problem(fixture("telegram-full.json"), chat: byte + "x")?.contains(#": --chat "<0xFF>x" is not in this export; its chats are"#) == true)
        #expect(problem(fixture("telegram-personal.json"), chat: byte)?.hasSuffix(#": --chat "<0xFF>" is not in this export: it holds one chat, "Anna Berg""#) == true)
        #expect(problem(fixture("other-shape.json"), me: byte)?.contains(#": --me "<0xFF>" applies to Telegram and WhatsApp exports"#) == true)
        #expect(problem(fixture("WhatsApp Chat with Anna Berg.txt"), chat: byte)?.contains(#": --chat "<0xFF>" picks a chat from a full Telegram export"#) == true)
    }

    func problem(_ path: String, chat: String? = nil, me: String? = nil) -> String? {
        do {
            _ = try ChatImport.load(path: path, chat: chat, me: me)
            return nil
        } catch {
            return error.description
        }
    }
}
