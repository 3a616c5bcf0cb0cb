import Testing
@testable import ChatImport

/// Which sender is "me", by the stated rule.
@Suite struct MeRuleTests {
    func chat(_ senders: [String], chatName: String? = nil) -> ImportedChat {
        var chat = ImportedChat(format: "WhatsApp", title: "t", chatName: chatName, locate: { ($0, 1) })
        chat.messages = senders.enumerated().map { .init(sender: $0.element, text: "x", origin: $0.offset) }
        return chat
    }

    @Test func theSenderWhoIsNotTheChatsName() throws {
        #expect(try MeRule.choose(for: chat(["Anna", "Ben", "Anna"], chatName: "Anna"), requested: nil, file: "f").me == "Ben")
    }

    @Test func nobodyWhenEveryMessageIsFromTheChatsName() throws {
        #expect(try MeRule.choose(for: chat(["Anna", "Anna"], chatName: "Anna"), requested: nil, file: "f").me == nil)
    }

    @Test func aGroupOrAnUnnamedChatAsksForMe() {
        #expect(throws: (any Error).self) { try MeRule.choose(for: chat(["Anna", "Ben", "Carl"], chatName: "Anna"), requested: nil, file: "f") }
        #expect(throws: (any Error).self) { try MeRule.choose(for: chat(["Anna", "Ben"]), requested: nil, file: "f") }
    }

    @Test func sendersAreListedBusiestFirst() {
        #expect(MeRule.list([("A", 1), ("B", 3), ("C", 1)]) == "\"B\" (3 messages), \"A\" (1 message), \"C\" (1 message)")
    }
}
