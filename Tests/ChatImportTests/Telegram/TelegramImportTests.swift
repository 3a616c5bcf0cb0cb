import ChatDemoCore
import Testing
@testable import ChatImport

/// Telegram Desktop's JSON export, of one chat and of every chat, with the messages worked
/// out by hand from the fixtures.
@Suite struct TelegramImportTests {
    /// Entities read as their text, media as placeholders (caption below), replies and
    /// forwards as a first line, service messages (a pin, a call) left out; the sender who
    /// is not the chat's name is "me".
    @Test func aPersonalChatShowsEveryKindOfMessageAsPlainText() throws {
        let opened = try open("telegram-personal.json")
        #expect(opened.conversation.title == "Anna Berg")
        #expect(opened.conversation.messages == [
            them("Hi Ben!"),
            me("See the plan at this page, @anna and make all"),
            them("Photo\nFireworks!"),
            me("Voice message (0:12)"),
            them("Sticker 😀"),
            me("File: report.pdf"),
            them("↩ Ben Kim: “See the plan at this page, @anna and mak…”\nLooks good"),
            me("Forwarded from Carl Diaz\nParty at 10"),
            them("🎉"),
            me("👨‍👩‍👧‍👦"),
            them("Line one\n12/31/23, 9:41 PM - not a header\nLine three"),
        ])
        #expect(opened.summary?.contains("11 messages (2 service messages left out)") == true)
        #expect(opened.summary?.contains("\"me\" is \"Ben Kim\": the sender who is not \"Anna Berg\", the chat's name") == true)
    }

    @Test func meNamesTheOtherSide() throws {
        let opened = try open("telegram-personal.json", me: "Anna Berg")
        #expect(opened.conversation.messages.first == me("Hi Ben!"))
        #expect(opened.conversation.messages[1].sender == .them)
        #expect(opened.summary?.contains("\"me\" is \"Anna Berg\": given by --me") == true)
    }

    /// A full export names its exporter: their messages are "me" in any chat.
    @Test func aFullExportOpensTheChatNamedByChatWithTheExporterAsMe() throws {
        let team = try open("telegram-full.json", chat: "Team")
        #expect(team.conversation.title == "Team")
        #expect(team.conversation.messages == [
            them("Welcome"), them("Thanks all"), me("Glad to be here"), them("old words"),
        ])
        #expect(team.summary?.contains("(1 service message left out); \"me\" is \"Ben Kim\": the account that made the export") == true)
        let left = try open("telegram-full.json", chat: "Old Club")
        #expect(left.conversation.messages == [them("Bye")])
        #expect(left.summary?.contains("nobody is \"me\"") == true)
    }

    @Test func aFullExportWithSeveralChatsNeedsChat() {
        #expect(problem("telegram-full.json") == fixture("telegram-full.json")
            + ": this Telegram export holds 3 chats: pick one with --chat NAME; its chats are \"Anna Berg\" (2 messages), \"Team\" (5 messages), \"Old Club\" (1 message)")
        #expect(problem("telegram-full.json", chat: "Nobody")?.hasSuffix(": --chat \"Nobody\" is not in this export; its chats are \"Anna Berg\" (2 messages), \"Team\" (5 messages), \"Old Club\" (1 message)") == true)
        #expect(problem("telegram-personal.json", chat: "Team")?.hasSuffix(": --chat \"Team\" is not in this export: it holds one chat, \"Anna Berg\"") == true)
    }

    @Test func aGroupNeedsMe() throws {
        #expect(problem("telegram-group.json")?.hasSuffix(": cannot tell which sender is you (more than one sender is not the chat's name): give --me NAME; the senders are \"Carl Diaz\" (1 message), \"Dora Eze\" (1 message), \"Ben Kim\" (1 message)") == true)
        #expect(try open("telegram-group.json", me: "Dora Eze").conversation.messages == [them("Welcome"), me("Thanks"), them("Hello")])
        #expect(problem("telegram-group.json", me: "Zed")?.hasSuffix(": --me \"Zed\" is not a sender in this chat; the senders are \"Carl Diaz\" (1 message), \"Dora Eze\" (1 message), \"Ben Kim\" (1 message)") == true)
    }

    @Test func aTruncatedExportIsRefusedAtItsEnd() {
        #expect(problem("telegram-truncated.json") == fixture("telegram-truncated.json") + ":21:4: unterminated string (no closing quote before the end of the file)")
    }

    @Test func aValueOfTheWrongTypeIsRefusedWithItsPosition() {
        #expect(problem("telegram-bad-text.json") == fixture("telegram-bad-text.json")
            + ":7:59: Telegram export: messages[1].text should be a string or an array of strings and {\"type\", \"text\"} parts")
        #expect(problem(text: #"{"name": "A", "type": "personal_chat", "messages": [{"id": 1, "from": "A", "text": "x"}]}"#, file: "t.json")
            == "t.json:1:53: Telegram export: messages[0].type is missing")
    }

    @Test func durationsReadAsAClock() {
        #expect(TelegramMessageText.clock(0) == "0:00")
        #expect(TelegramMessageText.clock(12) == "0:12")
        #expect(TelegramMessageText.clock(725) == "12:05")
        #expect(TelegramMessageText.clock(3723) == "1:02:03")
    }
}
