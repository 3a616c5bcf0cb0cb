import KeyboardChatUI
import ChatDemoCore
import ChatLayout
import Keyboard

/// The scenes every benchmark drives: a generated conversation of a given
/// size in the portrait stage, under the default three-case strategy.
@MainActor
enum BenchScene {
    /// The stage the paint goal is stated for: 390×844 points, a phone's portrait screen.
    nonisolated static let stageSize = Size(width: 390, height: 844)
    /// The animation's frame step: 60 Hz, what the frame clock gives under Xvfb.
    nonisolated static let frameInterval = 1.0 / 60

    /// A scene of `count` distinct generated messages (`DistinctConversationGenerator`, like a
    /// real chat) whose bubble heights near the screen come from the real Pango measurement
    /// (`BubbleRenderer.height`) and the rest from estimates, exactly as the app does.
    static func make(count: Int, bubbles: BubbleRenderer, size: Size = stageSize) throws -> ChatScene {
        try make(DistinctConversationGenerator.make(count: count), bubbles: bubbles, size: size)
    }

    static func make(_ conversation: Conversation, bubbles: BubbleRenderer, size: Size = stageSize) throws -> ChatScene {
        try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(), strategy: .threeCase, contentSize: size,
                      measure: { text, width in bubbles.height(of: text, listWidth: width) })
    }

    /// The stress text: 100 ordinary messages, then one of 50 000
    /// characters mixing CJK, emoji, combining marks, right-to-left text
    /// and one unbroken word, as the last (visible) bubble.
    /// `count` messages whose texts all differ (the generator's phrases repeat): each phrase
    /// gets its index, so no layout or height cache can serve one message for another.
    /// Deterministic: message i is always the same text.
    static func distinctConversation(count: Int) -> Conversation {
        var conversation = ConversationGenerator.make(count: count, title: "\(count) distinct messages")
        for index in conversation.messages.indices {
            conversation.messages[index].text += " #\(index)"
        }
        return conversation
    }

    static func hugeMessageConversation() -> Conversation {
        let mixture = "长文本测试 👩‍👩‍👧 e\u{301}\u{302} שלום עולם " + String(repeating: "x", count: 400) + " "
        var text = ""
        while text.count < hugeMessageCharacters { text += mixture }
        var conversation = ConversationGenerator.make(count: 100)
        conversation.messages.append(Message(sender: .me, text: text))
        return conversation
    }

    nonisolated static let hugeMessageCharacters = 50_000
}
