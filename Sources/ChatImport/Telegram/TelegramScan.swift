import ChatDemoCore
import Foundation
import OutputFiles

/// The fast reader of a one-chat Telegram export (`result.json`): one validating pass over
/// the mapped bytes (`JSONCursor`) that keeps each plain message's text in the file — a byte
/// range of its JSON string with its paragraphs' counts — and builds a string only for the
/// few messages whose text is more than one string: formatted parts, media, a forward, a
/// reply. Those are decoded one message at a time by the same `TelegramExport.Message` and
/// `TelegramMessageText` the full reader (`TelegramImport`) uses, so every message reads
/// exactly as it would there.
///
/// It answers nil — and the full reader takes the file, its errors worded as ever — for a
/// full export, for anything not strict JSON or not of the expected types (a wrong type, a
/// key repeated, a key written with escapes, a number that is not a plain integer where one
/// is read, a lone surrogate), and for a message over `Conversation.maximumMessageBytes`.
///
///     TelegramScan.read(mapped)   // {"name": "Anna", "messages": [{"id": 1, "type": "message",
///                                 //  "from": "Anna", "text": "Hi"}]} → one message, "Hi" in the file
///
/// - Complexity: O(n) in the file's size; plain texts are read once, eight bytes at a time.
struct TelegramScan {
    private var cursor: JSONCursor
    private var chat: ScannedChat
    /// The message shown last under each id (its index in the chat), which a reply quotes.
    private var shown: [Int64: Int] = [:]
    /// What a reply quotes of a message whose text is more than its body (media, a forward,
    /// a reply): the body. A plain message's body is its text.
    private var bodies: [Int: String] = [:]

    /// Keys of `TelegramExport.Message` that make a message more than one string: such a
    /// message is decoded whole, as the full reader decodes it.
    private static let decodedKeys: Set<String> = [
        "forwarded_from", "reply_to_message_id", "media_type", "photo", "file", "file_name", "duration_seconds",
        "sticker_emoji", "performer", "title", "poll", "location_information", "contact_information",
    ]

    static func read(_ file: MappedFile) -> ScannedChat? {
        let bytes = file.bytes
        let utf8 = UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        guard String(validating: utf8, as: UTF8.self) != nil, !TelegramImport.isFullExport(bytes) else { return nil }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scan = TelegramScan(cursor: JSONCursor(bytes, at: start),
                                chat: ScannedChat(file: file, format: "Telegram", title: "", chatName: nil))
        guard scan.document() else { return nil }
        scan.chat.paragraphs = scan.cursor.paragraphs
        return scan.chat
    }

    /// `{"name": …, "type": …, "messages": [...]}`, other keys checked and skipped.
    private mutating func document() -> Bool {
        cursor.skipWhitespace()
        guard cursor.take(UInt8(ascii: "{")) else { return false }
        var name: String?
        var type: String?
        var seen: Set<String> = []
        cursor.skipWhitespace()
        while true {
            guard let key = cursor.plainString() else { return false }
            let keyName = String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[key]), as: UTF8.self)
            cursor.skipWhitespace()
            guard cursor.take(UInt8(ascii: ":")) else { return false }
            cursor.skipWhitespace()
            switch keyName {
            case "name", "type":
                guard seen.insert(keyName).inserted else { return false }
                if !cursor.takeNull() {
                    guard let body = cursor.string(counting: false) else { return false }
                    let value = decode(body)
                    if keyName == "name" { name = value } else { type = value }
                }
            case "messages":
                guard seen.insert(keyName).inserted, messages() else { return false }
            case "chats", "left_chats", "personal_information":
                return false
            default:
                guard cursor.skipValue() else { return false }
            }
            cursor.skipWhitespace()
            if cursor.take(UInt8(ascii: ",")) { cursor.skipWhitespace(); continue }
            guard cursor.take(UInt8(ascii: "}")) else { return false }
            break
        }
        cursor.skipWhitespace()
        guard cursor.index == cursor.bytes.count, seen.contains("messages") else { return false }
        chat.title = name ?? "Saved Messages"
        chat.chatName = name
        chat.isSavedMessages = type == "saved_messages"
        return true
    }

    private mutating func messages() -> Bool {
        guard cursor.take(UInt8(ascii: "[")) else { return false }
        cursor.skipWhitespace()
        if cursor.take(UInt8(ascii: "]")) { return true }
        while true {
            guard message() else { return false }
            cursor.skipWhitespace()
            if cursor.take(UInt8(ascii: ",")) { cursor.skipWhitespace(); continue }
            return cursor.take(UInt8(ascii: "]"))
        }
    }

    /// One message: a plain one (its text a string, or none) is recorded from the pass; any
    /// other is decoded whole.
    private mutating func message() -> Bool {
        let objectStart = cursor.index
        guard cursor.take(UInt8(ascii: "{")) else { return false }
        var id: Int64?
        var type: Range<Int>?
        var from: JSONCursor.StringBody?
        var text: (body: JSONCursor.StringBody, firstParagraph: Int)?
        var decodeWhole = false
        var seen: UInt8 = 0
        func once(_ bit: UInt8) -> Bool {
            defer { seen |= bit }
            return seen & bit == 0
        }
        cursor.skipWhitespace()
        if cursor.take(UInt8(ascii: "}")) { return false }
        while true {
            guard let key = cursor.plainString() else { return false }
            cursor.skipWhitespace()
            guard cursor.take(UInt8(ascii: ":")) else { return false }
            cursor.skipWhitespace()
            if cursor.equals(key, "id") {
                guard once(1) else { return false }
                if !cursor.takeNull() {
                    guard let value = cursor.integer() else { return false }
                    id = value
                }
            } else if cursor.equals(key, "type") {
                guard once(2), let value = cursor.plainString() else { return false }
                type = value
            } else if cursor.equals(key, "from") {
                guard once(4) else { return false }
                if !cursor.takeNull() {
                    guard let body = cursor.string(counting: false) else { return false }
                    from = body
                }
            } else if cursor.equals(key, "from_id") {
                guard once(8) else { return false }
                if !cursor.takeNull() { guard cursor.string(counting: false) != nil else { return false } }
            } else if cursor.equals(key, "text") {
                guard once(16) else { return false }
                if cursor.peek == UInt8(ascii: "\"") {
                    let first = cursor.paragraphs.count
                    guard let body = cursor.string(counting: true) else { return false }
                    text = (body, first)
                } else if cursor.peek == UInt8(ascii: "[") {
                    decodeWhole = true
                    guard cursor.skipValue() else { return false }
                } else {
                    guard cursor.takeNull() else { return false }
                }
            } else {
                if Self.decodedKeys.contains(String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[key]), as: UTF8.self)) {
                    decodeWhole = true
                }
                guard cursor.skipValue() else { return false }
            }
            cursor.skipWhitespace()
            if cursor.take(UInt8(ascii: ",")) { cursor.skipWhitespace(); continue }
            guard cursor.take(UInt8(ascii: "}")) else { return false }
            break
        }
        guard let type else { return false }
        if decodeWhole { return decodedMessage(objectStart..<cursor.index) }
        guard cursor.equals(type, "message") else {
            chat.skippedSystemLines += 1
            return true
        }
        let sender = from.map(decode) ?? "Deleted Account"
        guard let text, text.body.decodedLength > 0 else { return true }
        guard text.body.decodedLength <= Conversation.maximumMessageBytes else { return false }
        let index = chat.append(sender: sender, text: .inFile(
            offset: text.body.start, length: text.body.end - text.body.start, hasEscapes: text.body.hasEscapes,
            firstParagraph: text.firstParagraph, paragraphCount: text.body.paragraphCount))
        if let id { shown[id] = index }
        return true
    }

    /// A message decoded whole, as `TelegramImport` decodes and shows it.
    private mutating func decodedMessage(_ range: Range<Int>) -> Bool {
        let data = Data(UnsafeRawBufferPointer(rebasing: cursor.bytes[range]))
        guard let message = try? JSONDecoder().decode(TelegramExport.Message.self, from: data) else { return false }
        guard message.type == "message" else {
            chat.skippedSystemLines += 1
            return true
        }
        let sender = message.from ?? "Deleted Account"
        let body = TelegramMessageText.body(of: message)
        // A reply quotes what is already read; the closure reads it in place (no copy of the
        // chat outlives this call, so appending below does not copy the messages).
        var replied: (sender: String, text: String)??
        if let id = message.reply_to_message_id {
            replied = shown[id].map { (chat.sender(at: $0), bodies[$0] ?? chat.text(at: $0)) }
        }
        guard let text = TelegramMessageText.shown(message, body: body, replied: { _ in replied ?? nil }) else { return true }
        guard text.utf8.count <= Conversation.maximumMessageBytes else { return false }
        let index = self.chat.append(sender: sender, text: .decoded(text))
        if let id = message.id { self.shown[id] = index }
        self.bodies[index] = body
        return true
    }

    private func decode(_ body: JSONCursor.StringBody) -> String {
        MessageList.text(in: chat.file, offset: body.start, length: body.end - body.start, hasEscapes: body.hasEscapes)
    }
}
