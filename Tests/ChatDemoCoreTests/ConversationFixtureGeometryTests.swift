import Testing
@testable import ChatDemoCore

/// Checks that the three shipped conversations really are the demo's three
/// cases in a 390×844 window with the English keyboard.
///
/// This is an *estimate* of the layout, not the layout itself (ChatLayout and
/// Pango own that): a bubble is 16 px of vertical padding plus 20 px per
/// line, a line holds about 22 Latin or 13 CJK/emoji characters at the
/// 260 px maximum bubble width, bubbles are 8 px apart and the first starts
/// at y = 44 (nav bar) + 8 (top padding). Word wrapping is ignored, so the
/// thresholds keep a margin on every side.
///
/// Content area H = 798 below the header bar, input bar h = 52, English
/// keyboard K = 291:
/// - d1 = H − h − K = 455: the last bubble's bottom c stays above the
///   keyboard, nothing but the bar moves (case 1: few.json, c < 400);
/// - d2 = H − h − 30 = 716: beyond it the list is already full and moves
///   whole (case 3: many.json, c > 900);
/// - between them the list shifts by just c − d1 (case 2: some.json).
@Suite struct ConversationFixtureGeometryTests {
    static let listTop = 44.0 + 8
    static let spacing = 8.0

    static func isWide(_ character: Character) -> Bool {
        let value = character.unicodeScalars.first!.value
        return value >= 0x2E80 || (0x2600..<0x27C0).contains(value)
    }

    /// Estimated number of lines of one bubble.
    static func lines(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
            let units = line.reduce(0.0) { $0 + (isWide($1) ? 1.0 / 13 : 1.0 / 22) }
            return total + max(1, Int((units - 1e-9).rounded(.up)))
        }
    }

    /// Estimated bottom of the last bubble, in logical px from the top of the content area.
    static func contentBottom(_ conversation: Conversation) -> Double {
        var y = listTop
        for (index, message) in conversation.messages.enumerated() {
            if index > 0 { y += spacing }
            y += 16 + 20 * Double(lines(message.text))
        }
        return y
    }

    private func bottom(_ name: String) throws -> Double {
        Self.contentBottom(try Conversation.load(path: conversationFixtures + "/\(name).json"))
    }

    @Test func estimateItself() {
        #expect(Self.lines("") == 1)
        #expect(Self.lines(String(repeating: "a", count: 22)) == 1)
        #expect(Self.lines(String(repeating: "a", count: 23)) == 2)
        #expect(Self.lines(String(repeating: "好", count: 13)) == 1)
        #expect(Self.lines(String(repeating: "好", count: 14)) == 2)
        #expect(Self.lines("a\nb") == 2)
        let two = Conversation(title: "", messages: [Message(sender: .me, text: "hi"), Message(sender: .them, text: "yo")])
        #expect(Self.contentBottom(two) == 52 + 36 + 8 + 36)
    }

    @Test func fewStaysAboveTheKeyboard() throws {
        let c = try bottom("few")
        #expect(c == 260)
        #expect(c < 400)
    }

    @Test func someFallsBetweenTheTwoThresholds() throws {
        let c = try bottom("some")
        #expect(c == 596)
        #expect(c > 480 && c < 690)
    }

    @Test func manyIsWellBeyondAScreen() throws {
        let chat = try Conversation.load(path: conversationFixtures + "/many.json")
        #expect(chat.messages.count >= 40)
        let c = Self.contentBottom(chat)
        #expect(c == 3052)
        #expect(c > 900)
    }
}
