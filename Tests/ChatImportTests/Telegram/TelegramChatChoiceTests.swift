import ChatDemoCore
import OutputFiles
import Testing
@testable import ChatImport

/// `--chat` in a full export where two chats share a name: the name alone does not pick one
/// (the first is not quietly taken); both are listed with their ids, and `--chat ID` picks one.
@Suite struct TelegramChatChoiceTests {
    static let export = """
        {"personal_information": {"user_id": 111}, "chats": {"list": [
         {"name": "Anna", "type": "personal_chat", "id": 4417, "messages": [
          {"id": 1, "type": "message", "from": "Anna", "from_id": "user4417", "text": "Hi from the first"},
          {"id": 2, "type": "message", "from": "Ben", "from_id": "user111", "text": "Hi"}]},
         {"name": "Team", "type": "private_group", "id": 9001, "messages": []},
         {"name": "Anna", "type": "personal_chat", "id": 5000, "messages": [
          {"id": 3, "type": "message", "from": "Anna", "from_id": "user5000", "text": "Hi from the second"}]}
        ]}}
        """

    static func open(chat: String?) throws(InputError) -> ChatImport.Opened {
        try ChatImport.decode(Array(export.utf8), file: "result.json", name: "result.json", chat: chat, me: nil)
    }

    static func problem(chat: String?) -> String? {
        do { _ = try open(chat: chat); return nil } catch { return error.description }
    }

    @Test func aNameTwoChatsShareIsAmbiguousAndListsTheirIds() {
        #expect(Self.problem(chat: "Anna") == "result.json: --chat \"Anna\" is ambiguous: 2 chats in this export have that name, "
            + "\"Anna\" (id 4417, 2 messages) and \"Anna\" (id 5000, 1 message): pick one with --chat ID")
    }

    @Test func anIdPicksOneOfThem() throws {
        #expect(try Self.open(chat: "5000").conversation.messages == [them("Hi from the second")])
        #expect(try Self.open(chat: "4417").conversation.messages == [them("Hi from the first"), me("Hi")])
        #expect(try Self.open(chat: "Team").conversation.messages.isEmpty)
        #expect(try ChatImport.load(path: fixture("telegram-full.json"), chat: "9001", me: nil).conversation.title == "Team")
    }

    /// Without `--chat`, chats that share a name are listed with their ids, so either can be picked.
    @Test func theListOfChatsShowsTheIdsOfSharedNames() {
        #expect(Self.problem(chat: nil) == "result.json: this Telegram export holds 3 chats: pick one with --chat NAME; "
            + "its chats are \"Anna\" (id 4417, 2 messages), \"Team\" (0 messages), \"Anna\" (id 5000, 1 message)")
    }
}
