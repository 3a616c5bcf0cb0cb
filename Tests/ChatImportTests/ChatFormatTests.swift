import ChatDemoCore
import Testing
@testable import ChatImport

/// What a file is comes from its content: a renamed export opens as what it is, and this
/// project's JSON shape opens (and fails) exactly as before exports could be opened.
@Suite struct ChatFormatTests {
    func format(_ text: String, name: String? = nil) -> ChatFormat {
        ChatFormat.detect(Array(text.utf8), name: name)
    }

    @Test func detection() {
        #expect(format(#"{"title": "x", "messages": []}"#) == .projectJSON)
        #expect(format(#"{"name": "A", "type": "personal_chat", "messages": []}"#) == .telegram)
        #expect(format(#"{"about": "…", "personal_information": {"user_id": 1}}"#) == .telegram)
        // A key inside a value is not a top-level key.
        #expect(format(#"{"meta": {"name": "A"}, "title": "x", "messages": []}"#) == .projectJSON)
        #expect(format("\u{FEFF}[31/12/2023, 21:41:05] Anna: hi\n") == .whatsApp)
        #expect(format("12/31/23, 9:41 PM - Anna: hi\n", name: "chat.json") == .whatsApp)
        #expect(format("not json", name: "chat.json") == .projectJSON)
        #expect(format("[1, 2]") == .projectJSON)
        #expect(format("hello") == .whatsApp)
    }

    /// Telegram's result.json renamed to .txt still opens as Telegram.
    @Test func aRenamedTelegramExportOpens() throws {
        let bytes = Array(try [UInt8](contentsOf: fixture("telegram-personal.json")))
        let opened = try ChatImport.decode(bytes, file: "renamed.txt", name: "renamed.txt", chat: nil, me: nil)
        #expect(opened.conversation.messages.count == 11)
    }

    @Test func theProjectShapeOpensAsBeforeAndKeepsItsErrors() throws {
        let text = #"{"title": "x", "messages": [{"sender": "me", "text": "hi"}]}"#
        let opened = try ChatImport.decode(Array(text.utf8), file: "c.json", name: "c.json", chat: nil, me: nil)
        #expect(opened.conversation == Conversation(title: "x", messages: [me("hi")]))
        #expect(opened.summary == nil)
        #expect(problem("other-shape.json") == fixture("other-shape.json") + ":1:1: title is missing")
        #expect(problem(text: #"{"title": "x", "messages": [{"sender": "bob", "text": "hi"}]}"#, file: "s.json")
            == "s.json:1:40: messages[0].sender must be \"me\" or \"them\", found \"bob\"")
    }

    @Test func chatAndMeAreRefusedWhereTheyMeanNothing() {
        #expect(problem(text: #"{"title": "x", "messages": []}"#, file: "c.json", me: "Ben")
            == "c.json: --me \"Ben\" applies to Telegram and WhatsApp exports; this is a KeyboardChat conversation, whose messages already say \"me\" or \"them\"")
        #expect(problem("WhatsApp Chat with Anna Berg.txt", chat: "Team")?.hasSuffix(": --chat \"Team\" picks a chat from a full Telegram export; this is a WhatsApp chat, which holds one chat") == true)
    }
}
