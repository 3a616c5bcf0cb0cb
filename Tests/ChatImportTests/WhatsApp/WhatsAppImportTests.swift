import ChatDemoCore
import Foundation
import Testing
@testable import ChatImport

/// WhatsApp chat exports in four locales, with the messages (and the lines they start on)
/// worked out by hand from the fixtures.
@Suite struct WhatsAppImportTests {
    func lines(_ name: String) throws -> [Int] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: fixture(name))))
        return try WhatsAppImport.read(bytes, file: name, fileName: name).messages.map(\.origin)
    }

    /// Continuation lines join their message; a line that looks like a header of another
    /// shape, or a date with no time, is text; the sender who is not the file's chat name is
    /// "me"; system lines are left out.
    @Test func androidEnglish() throws {
        let opened = try open("WhatsApp Chat with Anna Berg.txt")
        #expect(opened.conversation.title == "Anna Berg")
        #expect(opened.conversation.messages == [
            them("Happy new year!"),
            me("Same to you\nand a second line"),
            them("Media omitted"),
            me("This message was deleted"),
            them("🎉"),
            me("👨‍👩‍👧‍👦"),
            them("I remember\n[31/12/2023, 21:41:05] Ben Kim: this line looks like an iOS header\n12/31/23 was the day"),
            me("Photo"),
        ])
        #expect(try lines("WhatsApp Chat with Anna Berg.txt") == [2, 3, 5, 6, 7, 8, 9, 12])
        #expect(opened.summary?.contains("8 messages (2 system lines left out); \"me\" is \"Ben Kim\": the sender who is not \"Anna Berg\", the chat's name") == true)
    }

    /// Day-first dates with dots, 24-hour times, Windows line ends.
    @Test func androidGerman() throws {
        let opened = try open("WhatsApp-Chat mit Anna Berg.txt")
        #expect(opened.conversation.messages == [them("Frohes neues Jahr!"), me("Media omitted"), me("Danke\nZeile zwei")])
        #expect(try lines("WhatsApp-Chat mit Anna Berg.txt") == [2, 3, 4])
    }

    @Test func androidChineseNeedsMeWithoutAChatName() throws {
        #expect(problem("whatsapp-android-zh.txt")?.hasSuffix(": cannot tell which sender is you (the export does not name the other side): give --me NAME; the senders are \"安娜\" (2 messages), \"小明\" (2 messages)") == true)
        let opened = try open("whatsapp-android-zh.txt", me: "小明")
        #expect(opened.conversation.messages == [them("新年快乐！"), me("Media omitted"), them("Media omitted"), me("谢谢\n第二行")])
        #expect(try lines("whatsapp-android-zh.txt") == [2, 3, 4, 5])
    }

    /// The phone-number sender is wrapped in embedding marks, which are not part of its name.
    @Test func androidArabic() throws {
        let opened = try open("whatsapp-android-ar.txt", me: "+49 151 2345678")
        #expect(opened.conversation.messages == [them("كل عام وأنت بخير"), me("Media omitted"), them("شكرا")])
        #expect(opened.summary?.contains("(1 system line left out)") == true)
    }

    /// iOS's zip: `_chat.txt` inside, the chat named by the zip's own name, the encryption
    /// notice filed under the chat's name left out.
    @Test func iOSZip() throws {
        let opened = try open("WhatsApp Chat - Anna Berg.zip")
        #expect(opened.conversation.title == "Anna Berg")
        #expect(opened.conversation.messages == [
            them("Happy new year"),
            me("Photo"),
            them("Photo"),
            me("First line\n31/12/2023, 21:45 - quoted, not a header"),
            them("This message was deleted."),
        ])
        #expect(opened.summary?.contains("from \(fixture("WhatsApp Chat - Anna Berg.zip")) (_chat.txt): 5 messages (1 system line left out)") == true)
    }

    @Test func aTenThousandLineMessageIsOneMessage() throws {
        var text = "12/31/23, 9:41 PM - Anna: line 1\n"
        for line in 2...10_000 { text += "line \(line)\n" }
        text += "12/31/23, 9:42 PM - Ben: ok\n"
        let opened = try ChatImport.decode(Array(text.utf8), file: "long.txt", name: "WhatsApp Chat with Anna.txt", chat: nil, me: nil)
        #expect(opened.conversation.messages.count == 2)
        #expect(opened.conversation.messages[0].text.split(separator: "\n").count == 10_000)
        #expect(opened.conversation.messages[0].text.hasSuffix("\nline 10000"))
        #expect(opened.conversation.messages[1] == me("ok"))
    }

    @Test func aMessageOverTheSizeLimitIsRefusedWithItsLine() {
        let big = String(repeating: "x", count: Conversation.maximumMessageBytes + 1)
        let text = "12/31/23, 9:41 PM - Anna: hi\n12/31/23, 9:42 PM - Ben: \(big)\n"
        #expect(problem(text: text, file: "WhatsApp Chat with Anna.txt")
            == "WhatsApp Chat with Anna.txt:2:1: a message of \(Conversation.maximumMessageBytes + 1) bytes; one message may hold at most \(Conversation.maximumMessageBytes) bytes")
    }

    @Test func aFileWithNoRecognisableLineIsRefusedAtItsFirstLine() {
        #expect(problem("no-header.txt") == fixture("no-header.txt")
            + ":1:1: not a chat this app can open: this line does not start like a WhatsApp message (\"12/31/23, 9:41 PM - Name: text\" or \"[31/12/2023, 21:41:05] Name: text\"), and the file is not JSON (a KeyboardChat conversation or a Telegram export)")
        #expect(problem(text: "", file: "empty.txt") == "empty.txt:1:1: the file is empty; nothing to open")
    }

    @Test func invalidUTF8IsRefusedAtTheBadByte() {
        #expect(problem("not-utf8.txt") == fixture("not-utf8.txt") + ":1:35: the file is not valid UTF-8")
    }

    @Test func mediaNotesBecomePlaceholders() {
        #expect(WhatsAppMedia.placeholder(for: "<Media omitted>") == "Media omitted")
        #expect(WhatsAppMedia.placeholder(for: "<تم استبعاد الوسائط>") == "Media omitted")
        #expect(WhatsAppMedia.placeholder(for: "\u{200E}video omitted") == "Video")
        #expect(WhatsAppMedia.placeholder(for: "<attached: 00000031-AUDIO-2023-12-31-21-41-05.opus>") == "Voice message")
        #expect(WhatsAppMedia.placeholder(for: "<attached: 00000032-Plan.pdf>") == "File: 00000032-Plan.pdf")
        #expect(WhatsAppMedia.placeholder(for: "PTT-20240101-WA0002.opus (file attached)") == "Voice message")
        #expect(WhatsAppMedia.placeholder(for: "Plan.pdf (file attached)\nread this") == "File: Plan.pdf\nread this")
        #expect(WhatsAppMedia.placeholder(for: "I omitted nothing") == nil)
    }

    @Test func theFileNameNamesTheOtherSide() {
        #expect(WhatsAppChatName.from(fileName: "WhatsApp Chat with Anna Berg.txt") == "Anna Berg")
        #expect(WhatsAppChatName.from(fileName: "WhatsApp Chat - Anna Berg.zip") == "Anna Berg")
        #expect(WhatsAppChatName.from(fileName: "WhatsApp-Chat mit Anna Berg.txt") == "Anna Berg")
        #expect(WhatsAppChatName.from(fileName: "WhatsApp Chat with Anna Berg (2).txt") == "Anna Berg")
        #expect(WhatsAppChatName.from(fileName: "chat.txt") == nil)
    }
}
