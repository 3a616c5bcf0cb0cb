import Testing
@testable import ChatDemoCore

@Suite struct DistinctConversationGeneratorTests {
    @Test func messageIDependsOnItsIndexAloneSoEveryCountAgrees() {
        let short = DistinctConversationGenerator.make(count: 300).messages
        let long = DistinctConversationGenerator.make(count: 3000).messages
        #expect(Array(long.prefix(300)) == short)
        #expect(DistinctConversationGenerator.make(count: 500) == DistinctConversationGenerator.make(count: 500))
        #expect(long[2999].text == DistinctConversationGenerator.text(at: 2999))
    }

    /// Long conversations are made in blocks on several threads: the result is still message i
    /// at index i, in order.
    @Test func aConversationMadeInBlocksIsTheSameAsOneMadeMessageByMessage() {
        let count = DistinctConversationGenerator.parallelThreshold + 7
        let messages = DistinctConversationGenerator.make(count: count).messages
        #expect(messages.count == count)
        for index in messages.indices {
            #expect(messages[index].text == DistinctConversationGenerator.text(at: index), "message \(index)")
            #expect(messages[index].sender == (index.isMultiple(of: 2) ? .them : .me))
        }
    }

    @Test func everyTextIsDifferent() {
        let texts = DistinctConversationGenerator.make(count: 20_000).messages.map(\.text)
        #expect(Set(texts).count == 20_000)
    }

    @Test func messagesHaveOneToSixtyWords() {
        let counts = DistinctConversationGenerator.make(count: 5000).messages.map { $0.text.split(separator: " ").count }
        #expect(counts.min() == 1)
        #expect(counts.max() == 60)
    }

    @Test func messagesAreEnglishAndChinese() {
        let messages = DistinctConversationGenerator.make(count: 1000).messages
        let chinese = messages.filter { $0.text.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF } }
        let english = messages.filter { $0.text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII } }
        #expect(chinese.count > 300)
        #expect(english.count > 300)
    }

    /// The index, in base 128 least significant digit first, opens every message.
    @Test func theIndexWordsOpenTheMessage() {
        let words = DistinctConversationGenerator.indexWords
        #expect(DistinctConversationGenerator.text(at: 0).split(separator: " ").first.map(String.init) == words[0])
        #expect(DistinctConversationGenerator.text(at: 129).hasPrefix("river river"))
        #expect(DistinctConversationGenerator.text(at: 128 * 128 + 2).hasPrefix("window apple river"))
    }

    @Test func sendersAlternateAndTheTitleCountsTheMessages() {
        let chat = DistinctConversationGenerator.make(count: 3)
        #expect(chat.messages.map(\.sender) == [.them, .me, .them])
        #expect(chat.title == "3 messages")
        #expect(DistinctConversationGenerator.make(count: -1).messages.isEmpty)
    }
}
