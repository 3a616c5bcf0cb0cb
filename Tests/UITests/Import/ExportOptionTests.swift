import Foundation
import Testing

/// `--chat` and `--me` as typed on the command line: a name two chats share, bytes that are
/// not UTF-8, `--me` on this app's own large JSON. Each exits 2 before any window (no display
/// is given: opening one would exit 1) with a message saying what and where.
@Suite(.serialized, .onItsOwnThread(minutes: 2))
struct ExportOptionTests {
    static let sharedNames = """
        {"personal_information": {"user_id": 111}, "chats": {"list": [
         {"name": "Anna", "type": "personal_chat", "id": 4417, "messages": [
          {"id": 1, "type": "message", "from": "Anna", "from_id": "user4417", "text": "Hi"}]},
         {"name": "Anna", "type": "personal_chat", "id": 5000, "messages": [
          {"id": 2, "type": "message", "from": "Anna", "from_id": "user5000", "text": "Hello"}]}
        ]}}
        """

    @Test func aChatNameTwoChatsShareIsRefusedListingTheirIds() throws {
        let directory = try makeScratchDirectory("chat-ambiguous")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/result.json"
        try Data(Self.sharedNames.utf8).write(to: URL(fileURLWithPath: path))
        let result = try runApp(["--conversation", path, "--chat", "Anna"], display: nil)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(#"result.json: --chat "Anna" is ambiguous: 2 chats in this export have that name, "Anna" (id 4417, 1 message) and "Anna" (id 5000, 1 message): pick one with --chat ID"#),
                "\(result.stderr)")
    }

    /// The byte 0xFF, which is no UTF-8, given to `--me` and `--chat` through a shell.
    @Test func aByteThatIsNotUTF8IsShownAsTheByte() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../ChatImportTests/Fixtures").standardized.path
        for (option, file, expected) in [("--me", "telegram-group.json", #"--me "<0xFF>" is not a sender in this chat"#),
                                         ("--chat", "telegram-full.json", #"--chat "<0xFF>" is not in this export"#)] {
            let result = try runCommand(URL(fileURLWithPath: "/bin/sh"),
                                        ["-c", "exec \"$0\" --conversation \"$1\" \"$2\" \"$(printf '\\377')\"",
                                         appBinary.path, fixtures + "/" + file, option])
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(result.stderr)")
            #expect(!result.stderr.contains("U+10FE"), "\(result.stderr)")
        }
    }

    @Test func meOnThisAppsOwnJSONOverTheExportLimitSaysWhatMeIsFor() throws {
        let directory = try makeScratchDirectory("me-own-json")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.json"
        try Data(#"{"title": "t", "messages": ["#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(truncate(path, off_t((64 << 20) + 1)) == 0)
        let result = try runApp(["--conversation", path, "--me", "x"], display: nil)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(#"big.json: --me "x" applies to Telegram and WhatsApp exports; this is a KeyboardChat conversation"#),
                "\(result.stderr)")
    }
}
