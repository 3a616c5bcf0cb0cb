import Foundation
import Testing
import OutputFiles
import TestSupport
@testable import ChatDemoCore

@Suite struct ConversationTests {
    private func problem(_ text: String) -> String? {
        problem(Array(text.utf8))
    }

    /// The error a file's bytes give, through the mapped path the app takes (the one-pass
    /// check, then the full check for a file it does not take); the full check alone must give
    /// the same words, and the one-pass check must not take a file the full check refuses.
    private func problem(_ bytes: [UInt8]) -> String? {
        let mapped = MappedFile(copying: bytes)
        let throughScan: String?
        do {
            _ = try Conversation.decode(mapped, file: "t.json")
            throughScan = nil
        } catch {
            throughScan = error.description
        }
        do {
            _ = try Conversation.decode(bytes, file: "t.json")
            #expect(throughScan == nil)
        } catch {
            #expect(throughScan == error.description)
            #expect(ConversationScan.scan(mapped, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0) == nil)
        }
        return throughScan
    }

    private func loadProblem(_ path: String) -> String? {
        do {
            _ = try Conversation.load(path: path)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Fixtures

    @Test func fewFixture() throws {
        let chat = try Conversation.load(path: conversationFixtures + "/few.json")
        #expect(chat.title == "Mia")
        #expect(chat.messages.count == 4)
        #expect(chat.messages[0] == Message(sender: .them, text: "Hey! Are you free for dinner tonight? 🍜"))
    }

    @Test func someFixture() throws {
        let chat = try Conversation.load(path: conversationFixtures + "/some.json")
        #expect(chat.title == "周末去哪儿")
        #expect(chat.messages.count == 7)
        #expect(chat.messages[1] == Message(sender: .me, text: "Yes! I've been wanting to see West Lake for ages."))
    }

    @Test func manyFixture() throws {
        let chat = try Conversation.load(path: conversationFixtures + "/many.json")
        #expect(chat.title == "Design review 键盘动画")
        #expect(chat.messages.count == 42)
        #expect(Set(chat.messages.map(\.sender)) == [.me, .them])
    }

    // MARK: Decoding

    @Test func minimalDocument() throws {
        let chat = try Conversation.decode(Array(#"{"title": "t", "messages": [{"sender": "me", "text": "a\nb"}]}"#.utf8), file: "t.json")
        #expect(chat == Conversation(title: "t", messages: [Message(sender: .me, text: "a\nb")]))
    }

    @Test func unknownKeysAreIgnoredAndEmptyIsFine() throws {
        let chat = try Conversation.decode(Array(#"{"title": "", "messages": [], "version": 2}"#.utf8), file: "t.json")
        #expect(chat == Conversation(title: "", messages: []))
    }

    @Test func byteOrderMarkIsIgnored() throws {
        let chat = try Conversation.decode([0xEF, 0xBB, 0xBF] + Array(#"{"title": "t", "messages": []}"#.utf8), file: "t.json")
        #expect(chat.title == "t")
        // Columns count from after the mark, as editors show them.
        #expect(problem([0xEF, 0xBB, 0xBF] + Array("{,}".utf8)) == "t.json:1:2: expected a quoted key, found ','")
    }

    @Test func encodesBackToTheSameShape() throws {
        let chat = Conversation(title: "周末", messages: [Message(sender: .them, text: "好 👍")])
        let data = try JSONEncoder().encode(chat)
        #expect(try Conversation.decode(Array(data), file: "t.json") == chat)
    }

    // MARK: Errors

    @Test func invalidUTF8NamesLineAndColumn() {
        #expect(problem(Array("{\n  \"你好".utf8) + [0xFF] + Array("\"}".utf8)) == "t.json:2:6: the file is not valid UTF-8")
        // A sequence cut short at the end of the file.
        #expect(problem(Array("ab".utf8) + [0xE4, 0xBD]) == "t.json:1:3: the file is not valid UTF-8")
        // Latin-1 "é" where UTF-8 was expected.
        #expect(problem(Array(#"{"title": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)) == "t.json:1:15: the file is not valid UTF-8")
    }

    @Test func syntaxErrorsKeepTheirPlace() {
        #expect(problem("{\"title\": \"x\",\n}") == "t.json:2:1: expected a quoted key, found '}'")
    }

    @Test func unknownSender() {
        let text = #"{"title": "t", "messages": [{"sender": "me", "text": "hi"}, {"sender": "bob", "text": "yo"}]}"#
        #expect(problem(text) == #"t.json:1:72: messages[1].sender must be "me" or "them", found "bob""#)
    }

    @Test func senderOfTheWrongType() {
        let text = #"{"title": "t", "messages": [{"sender": 1, "text": "hi"}]}"#
        #expect(problem(text) == "t.json:1:40: messages[0].sender should be a string")
    }

    @Test func missingTextNamesTheMessage() {
        let text = """
        {"title": "t", "messages": [
          {"sender": "me", "text": "a"},
          {"sender": "them", "text": "b"},
          {"sender": "me", "text": "c"},
          {"sender": "them"}
        ]}
        """
        // The place is the message that lacks it.
        #expect(problem(text) == "t.json:5:3: messages[3].text is missing")
    }

    @Test func missingTopLevelKeys() {
        #expect(problem(#"{"messages": []}"#) == "t.json:1:1: title is missing")
        #expect(problem(#"{"title": "t"}"#) == "t.json:1:1: messages is missing")
    }

    @Test func wrongTypes() {
        #expect(problem(#"{"title": "t", "messages": [{"sender": "me", "text": 5}]}"#) == "t.json:1:54: messages[0].text should be a string")
        #expect(problem(#"{"title": 7, "messages": []}"#) == "t.json:1:11: title should be a string")
        #expect(problem(#"{"title": "t", "messages": {}}"#) == "t.json:1:28: messages should be an array")
        #expect(problem(#"{"title": "t", "messages": ["hi"]}"#) == #"t.json:1:29: messages[0] should be an object with "sender" and "text""#)
        #expect(problem("[]") == #"t.json:1:1: the top level should be an object with "title" and "messages""#)
    }

    @Test func errorsOnLaterLinesNameTheValuesLineAndColumn() {
        let text = """
        {
          "title": "t",
          "messages": [
            {"sender": "me", "text": "a"},
            {"sender": "them", "text": 5}
          ]
        }
        """
        #expect(problem(text) == "t.json:5:32: messages[1].text should be a string")
        // Keys written with escapes are the same keys.
        #expect(problem(#"{"title": "t", "messages": [{"sender": "me", "\u0074ext": false}]}"#)
            == "t.json:1:59: messages[0].text should be a string")
    }

    @Test func duplicateKeysAreRefused() {
        #expect(problem(#"{"title": "a", "messages": [], "title": "b"}"#) == #"t.json:1:32: duplicate key "title" (first at 1:2)"#)
        #expect(problem("{\"title\": \"t\", \"messages\": [\n  {\"sender\": \"me\", \"text\": \"a\", \"sender\": \"them\"}]}")
            == #"t.json:2:33: duplicate key "sender" (first at 2:4)"#)
    }

    @Test func loneSurrogatesNameTheirPlace() {
        #expect(problem(#"{"title": "\uD800", "messages": []}"#)
            == #"t.json:1:12: lone surrogate \uD800 (a high surrogate must be followed by a low one, \uDC00…\uDFFF)"#)
    }

    @Test func aSecondByteOrderMarkIsShownEscaped() {
        #expect(problem([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8))
            == "t.json:1:1: expected a value, found <U+FEFF> (a byte order mark)")
    }

    @Test func quotedValuesShowInvisibleCharactersEscaped() {
        let text = #"{"title": "t", "messages": [{"sender": "me\u00a0", "text": "hi"}, {"sender": "\u001b[31m", "text": ""}]}"#
        #expect(problem(text) == #"t.json:1:40: messages[0].sender must be "me" or "them", found "me<U+00A0>""#)
    }

    @Test func nullWhereAStringBelongs() {
        #expect(problem(#"{"title": null, "messages": []}"#) == "t.json:1:11: title should be a string, found null")
    }

    @Test func hugeMessageIsRejectedWithItsIndex() {
        let big = String(repeating: "a", count: 2 << 20)
        let text = #"{"title": "t", "messages": [{"sender": "me", "text": "ok"}, {"sender": "them", "text": ""# + big + #""}]}"#
        #expect(problem(text) == "t.json:1:88: messages[1].text is 2097152 bytes; one message may hold at most 1048576 bytes")
    }

    @Test func messageAtTheLimitIsAccepted() throws {
        let text = #"{"title": "t", "messages": [{"sender": "me", "text": ""# + String(repeating: "a", count: 1 << 20) + #""}]}"#
        #expect(try Conversation.decode(Array(text.utf8), file: "t.json").messages[0].text.utf8.count == Conversation.maximumMessageBytes)
    }

    // MARK: Files

    @Test func missingFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        #expect(loadProblem(directory + "/nope.json") == directory + "/nope.json: no such file")
    }

    @Test func directoryCannotBeRead() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        #expect(loadProblem(directory) == directory + ": cannot be read: it is a directory, not a conversation file")
    }

    @Test func loadReportsTheGivenPath() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/bad.json"
        try Data("{\"title\": \"t\",\n \"messages\": [}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(loadProblem(path) == path + ":2:15: expected a value, found '}'")
    }

    @Test func aNamedPipeWithoutWriterIsRefusedAtOnce() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/chat.json"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(loadProblem(path) == path + ": is a named pipe with nothing writing to it; nothing to read")
    }

    @Test func endlessDeviceIsRefused() {
        #expect(loadProblem("/dev/zero") == "/dev/zero: the file is larger than 64 MB, the limit for conversations")
    }
}
