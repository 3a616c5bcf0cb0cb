import Foundation
import OutputFiles

/// One pass over a conversation file's bytes that checks everything the full check does —
/// UTF-8, JSON syntax, the shape (an object with "title" and "messages", each message an
/// object with "sender" "me" or "them" and a string "text"), no repeated key, no lone
/// surrogate, no message over `Conversation.maximumMessageBytes` — and records per message
/// only what the scene needs before the message can reach the screen (`MessageList`): its
/// sender, where its text lies, whether it holds escapes, its paragraphs' character counts.
///
/// It accepts exactly the files of that shape, and says nil for anything else: a broken file,
/// and also a valid one it does not take (an extra key, a key written with escapes), which
/// the full check (`Conversation.decode(_:file:)`) then reads or reports with file, line,
/// column and the same message as ever. So the errors stay the full check's, word for word,
/// and a good file is read once, without building a string per message.
///
///     ConversationScan.scan(file, from: 0)
///     // {"title": "T", "messages": [{"sender": "me", "text": "Hi\n👋"}]}
///     // → title "T", one message still in the file, paragraphs [(2,0,0), (0,0,1)]
///
/// - Complexity: O(n) in the file's size; eight bytes at a time through plain ASCII text.
struct ConversationScan {
    private let bytes: UnsafeRawBufferPointer
    private var index: Int
    private var entries = ChunkedArray<MessageList.Entry>()
    private var paragraphs: [ParagraphCounts] = []
    private let file: MappedFile
    /// Where the pages behind the scan were last given back (`MappedFile.releasePages`).
    private var releasedUpTo = 0
    /// How far the scan goes between two releases.
    private static let releaseStride = 16 << 20

    /// Reads `file` from `start` (past a byte order mark); nil when the full check must.
    static func scan(_ file: MappedFile, from start: Int) -> (title: String, messages: MessageList)? {
        var scan = ConversationScan(bytes: file.bytes, index: start, file: file)
        guard let title = scan.document() else { return nil }
        return (title, MessageList(file: file, entries: scan.entries, paragraphs: scan.paragraphs))
    }

    // MARK: The shape

    private mutating func document() -> String? {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var title: String?
        var sawMessages = false
        skipWhitespace()
        while true {
            guard let key = plainKey() else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            if equals(key, "title") {
                guard title == nil, let body = string(counting: false) else { return nil }
                let raw = UnsafeRawBufferPointer(rebasing: bytes[body.start..<body.end])
                title = body.hasEscapes ? JSONEscapes.decode(raw) : String(decoding: raw, as: UTF8.self)
            } else if equals(key, "messages") {
                guard !sawMessages, messageArray() else { return nil }
                sawMessages = true
            } else {
                return nil
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            break
        }
        skipWhitespace()
        guard index == bytes.count, sawMessages else { return nil }
        return title
    }

    private mutating func messageArray() -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return true }
        while true {
            guard message() else { return false }
            if index - releasedUpTo > Self.releaseStride {
                file.releasePages(before: index)
                releasedUpTo = index
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
            return take(UInt8(ascii: "]"))
        }
    }

    private mutating func message() -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        var sender: Sender?
        var text: JSONStringBody?
        var firstParagraph = 0
        skipWhitespace()
        while true {
            guard let key = plainKey() else { return false }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            if equals(key, "sender") {
                guard sender == nil, let value = plainKey() else { return false }
                if equals(value, "me") { sender = .me } else if equals(value, "them") { sender = .them } else { return false }
            } else if equals(key, "text") {
                guard text == nil else { return false }
                firstParagraph = paragraphs.count
                guard let body = string(counting: true) else { return false }
                text = body
            } else {
                return false
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { skipWhitespace(); continue }
            guard take(UInt8(ascii: "}")), let sender, let text else { return false }
            entries.append(.inFile(MessageList.FileText(
                offset: text.start, length: UInt32(text.end - text.start), firstParagraph: UInt32(firstParagraph),
                paragraphCount: UInt32(text.paragraphCount), sender: sender, hasEscapes: text.hasEscapes)))
            return true
        }
    }

    // MARK: Tokens

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A string of plain ASCII without escapes (a key, a sender), as its body's range.
    private mutating func plainKey() -> Range<Int>? { JSONStringBody.scanPlainASCII(bytes, at: &index) }

    @inline(__always)
    private func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount
            && memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
    }

    /// A string value at the opening quote. `counting`: its paragraphs' counts are appended to
    /// `paragraphs`. Nil at anything the full check would refuse or word differently, a text
    /// longer than a message may be included.
    private mutating func string(counting: Bool) -> JSONStringBody? {
        guard let body = JSONStringBody.scan(bytes, at: &index, counting: counting, paragraphs: &paragraphs),
              body.decodedLength <= Conversation.maximumMessageBytes else { return nil }
        return body
    }
}
