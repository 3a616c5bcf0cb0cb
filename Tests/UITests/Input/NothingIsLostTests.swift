import Foundation
import Testing

/// Nothing typed is lost, and huge or odd text goes through.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct NothingIsLostTests {
    func sentMessages(_ script: [String], arguments: [String] = [], name: String) throws -> [String] {
        let directory = try makeScratchDirectory(name)
        let path = try writeScript(script, in: directory)
        let display = try TestDisplay()
        let result = try runApp(arguments + ["--script", path], display: display.name,
                                environment: ["KEYBOARDCHAT_REPORT_SENT": "1"], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("WARNING") && !result.stderr.contains("CRITICAL"), "\(result.stderr)")
        return result.stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") }.map { String($0.dropFirst(6)) }
    }

    @Test func theDraftSurvivesHideShowLayoutsRotationCaseSwitchAndDismiss() throws {
        let sent = try sentMessages([
            "tap input", "wait 300", "type draft 草稿 ✍️", "escape", "wait 300", "tap input", "keyboard pinyin",
            "wait 300", "rotate", "wait 300", "rotate", "wait 300", "case many", "wait 300", "tap input", "wait 500",
            "drag list 0 420 300", "wait 600",
            "tap input", "wait 300", "keyboard english", "tap key s", "send", "wait 200", "quit",
        ], name: "draft")
        #expect(sent == ["draft 草稿 ✍️s"])
    }

    @Test func blankTextNeverSends() throws {
        let sent = try sentMessages(["tap input", "type    ", "send", "tap send", "wait 200", "quit"], name: "blank")
        #expect(sent.isEmpty)
    }

    @Test func aFiftyThousandCharacterMessageTypesSendsAndScrolls() throws {
        // CJK, emoji, combining marks, right-to-left text and one unbroken word.
        let mixture = "长文本测试 👩‍👩‍👧 e\u{301}\u{302} שלום עולם " + String(repeating: "x", count: 400) + " "
        var text = ""
        while text.count < 50_000 { text += mixture }
        let sent = try sentMessages(["tap input", "wait 300", "type \(text)", "send", "wait 400",
                                     "drag list 0 -300 200", "wait 300", "quit"], name: "huge")
        #expect(sent.count == 1)
        #expect(sent.first?.count == text.count, "the message lost characters")
    }
}

extension NothingIsLostTests {
    /// Leaving Pinyin from the menu (or a script) mid-composition keeps the
    /// letters typed so far.
    @Test func pinyinLettersSurviveASwitchFromTheMenu() throws {
        let sent = try sentMessages(["tap input", "wait 300", "keyboard pinyin", "wait 300", "tap key n", "tap key i",
                                     "keyboard english", "wait 300", "send", "quit"], name: "pinyin-switch")
        #expect(sent == ["ni"])
    }
}
