import Testing
@testable import ChatDemoCore

@Suite struct ConversationGeneratorTests {
    @Test func documentedExample() {
        #expect(ConversationGenerator.make(count: 3).messages.map(\.sender) == [.them, .me, .them])
    }

    @Test func sameCountSameMessages() {
        #expect(ConversationGenerator.make(count: 500) == ConversationGenerator.make(count: 500))
    }

    @Test func longerConversationExtendsTheShorterOne() {
        let short = ConversationGenerator.make(count: 100).messages
        let long = ConversationGenerator.make(count: 1000).messages
        #expect(Array(long.prefix(100)) == short)
    }

    @Test func sendersAlternateStartingWithThem() {
        let messages = ConversationGenerator.make(count: 1001).messages
        #expect(messages.count == 1001)
        for (index, message) in messages.enumerated() {
            #expect(message.sender == (index.isMultiple(of: 2) ? .them : .me))
        }
    }

    @Test func textsComeFromThePhrasesAndMixThem() {
        let texts = ConversationGenerator.make(count: 1000).messages.map(\.text)
        #expect(texts.allSatisfy(ConversationGenerator.phrases.contains))
        #expect(Set(texts).count == ConversationGenerator.phrases.count)
    }

    @Test func firstMessagesArePinned() {
        // Pinned so a change to the generator (which benchmarks and
        // screenshots depend on) is a visible decision.
        #expect(ConversationGenerator.make(count: 4).messages.map(\.text) == [
            "Did you see the new build? The input bar finally sticks to the keyboard, even when you switch to Pinyin.",
            "我们明天再聊吧，晚安 🌙",
            "你好！今天忙吗？",
            "你好！今天忙吗？",
        ])
    }

    @Test func titles() {
        #expect(ConversationGenerator.make(count: 12).title == "12 messages")
        #expect(ConversationGenerator.make(count: 12, title: "Bench").title == "Bench")
    }

    @Test func zeroAndNegativeCountsAreEmpty() {
        #expect(ConversationGenerator.make(count: 0).messages.isEmpty)
        #expect(ConversationGenerator.make(count: -5).messages.isEmpty)
    }
}
