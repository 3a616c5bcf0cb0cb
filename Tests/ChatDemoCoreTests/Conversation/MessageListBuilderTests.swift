import Testing
import OutputFiles
import StrictJSON
@testable import ChatDemoCore

/// A reader builds its conversation a message at a time and learns who "me" is only at the
/// end: the senders set in one pass over the records must be exactly those asked for, texts in
/// the file and texts held as strings alike, across many chunks of records.
@Suite struct MessageListBuilderTests {
    /// The type's documented example, message for message.
    @Test func theWorkedExample() {
        let mapped = MappedFile(copying: Array(String(repeating: " ", count: 120).utf8) + Array("Hello".utf8))
        var builder = MessageList.Builder(file: mapped)
        builder.paragraphs.append(ParagraphCounts(narrow: 5))
        builder.appendInFile(offset: 120, length: 5, hasEscapes: false, sender: .them, firstParagraph: 0, paragraphCount: 1)
        builder.append(Message(sender: .them, text: "Photo"))
        builder.setSender(.me) { $0 == 1 }
        let messages = builder.build()
        #expect(Array(messages) == [Message(sender: .them, text: "Hello"), Message(sender: .me, text: "Photo")])
        #expect(messages.isDecoded(at: 0) == false)
        // The one paragraph's counts moved into the record.
        #expect(builder.paragraphs.isEmpty)
    }

    /// Every third message of thousands (many chunks of records), a tenth of them held as
    /// strings, becomes "me"'s; every other stays "them"'s, and each text is unchanged.
    @Test func settingSendersInOnePassChangesExactlyTheOnesAsked() {
        let text = Array("abc".utf8)
        let mapped = MappedFile(copying: text)
        var builder = MessageList.Builder(file: mapped)
        let count = 5_000
        for index in 0..<count {
            if index % 10 == 7 {
                builder.append(Message(sender: .them, text: "decoded \(index)"))
            } else {
                builder.paragraphs.append(ParagraphCounts(narrow: 3))
                builder.appendInFile(offset: 0, length: 3, hasEscapes: false, sender: .them,
                                     firstParagraph: builder.paragraphs.count - 1, paragraphCount: 1)
            }
        }
        builder.setSender(.me) { $0 % 3 == 0 }
        let messages = builder.build()
        #expect(messages.count == count)
        for index in 0..<count {
            let expected = Message(sender: index % 3 == 0 ? .me : .them, text: index % 10 == 7 ? "decoded \(index)" : "abc")
            #expect(messages[index] == expected, "message \(index)")
        }
    }
}
