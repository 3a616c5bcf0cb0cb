import ChatDemoCore
import Foundation
import OutputFiles
import StrictJSON

/// The fast reader of a one-chat Telegram export (`result.json`): one validating pass over
/// the mapped bytes (StrictJSON's fast path, `JSONByteCursor`) that keeps each plain message's text in the file — a byte
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
    private var cursor: JSONByteCursor
    private var chat: ScannedChat
    /// The message shown last under each id (its index in the chat), which a reply quotes.
    private var shown: [Int64: Int] = [:]
    /// What a reply quotes of a message whose text is more than its body (media, a forward,
    /// a reply): the body. A plain message's body is its text.
    private var bodies: [Int: String] = [:]

    static func read(_ file: MappedFile) -> ScannedChat? {
        let bytes = file.bytes
        // The pass itself checks the UTF-8: outside strings only ASCII is JSON.
        guard !TelegramImport.isFullExport(bytes) else { return nil }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scan = TelegramScan(cursor: JSONByteCursor(bytes, at: start),
                                chat: ScannedChat(file: file, format: "Telegram", title: "", chatName: nil))
        guard scan.document() else { return nil }
        return scan.chat
    }

    /// `{"name": …, "type": …, "messages": [...]}`, other keys checked and skipped.
    private mutating func document() -> Bool {
        cursor.skipWhitespace()
        var name: String?
        var type: String?
        var sawMessages = false
        var walk = JSONByteCursor.Walk()
        while let key = cursor.nextMember(&walk) {
            if cursor.equals(key, "name") || cursor.equals(key, "type") {
                guard let value = cursor.optionalString() else { return false }
                if cursor.equals(key, "name") { name = value } else { type = value }
            } else if cursor.equals(key, "messages") {
                guard messages() else { return false }
                sawMessages = true
            } else if cursor.equals(key, "chats") || cursor.equals(key, "left_chats") || cursor.equals(key, "personal_information") {
                return false
            } else {
                // A member of the export is at depth 1 (inside the export's object).
                guard cursor.skipValue(depth: 1) else { return false }
            }
        }
        guard walk.isComplete, cursor.isAtEnd(), sawMessages else { return false }
        chat.title = name ?? "Saved Messages"
        chat.chatName = name
        chat.isSavedMessages = type == "saved_messages"
        return true
    }

    private mutating func messages() -> Bool {
        var walk = JSONByteCursor.Walk()
        while cursor.nextElement(&walk) {
            guard message() else { return false }
        }
        return walk.isComplete
    }

    /// One message: a plain one (its text one string, or none) stays in the file; any other
    /// is shown as `TelegramImport` shows it, from the fields read here or, for a poll, a
    /// location or a contact card, from `JSONDecoder`.
    private mutating func message() -> Bool {
        guard let fields = cursor.telegramMessage(paragraphs: &chat.paragraphs), let type = fields.type else { return false }
        guard fields.isPlain else {
            if fields.needsDecoder {
                let data = Data(UnsafeRawBufferPointer(rebasing: cursor.bytes[fields.objectStart..<cursor.index]))
                guard let message = try? JSONDecoder().decode(TelegramExport.Message.self, from: data) else { return false }
                return shown(message)
            }
            return shown(fields.message(cursor))
        }
        guard cursor.equals(type, "message") else {
            chat.skippedSystemLines += 1
            return true
        }
        let sender = fields.from ?? "Deleted Account"
        guard let text = fields.plainText, text.body.decodedLength > 0 else { return true }
        guard text.body.decodedLength <= Conversation.maximumMessageBytes else { return false }
        let index = chat.append(sender: sender, text: .inFile(
            offset: text.body.start, length: text.body.end - text.body.start, hasEscapes: text.body.hasEscapes,
            firstParagraph: text.firstParagraph, paragraphCount: text.body.paragraphCount))
        if let id = fields.id { shown[id] = index }
        return true
    }

    /// A message whose text is more than one string, as `TelegramImport` shows it.
    private mutating func shown(_ message: TelegramExport.Message) -> Bool {
        guard message.type == "message" else {
            chat.skippedSystemLines += 1
            return true
        }
        let sender = message.from ?? "Deleted Account"
        let body = TelegramMessageText.body(of: message)
        // A reply quotes what is already read; the closure reads it in place (no copy of the
        // chat outlives this call, so appending below does not copy the messages).
        var replied: (sender: String, text: String)??
        if let id = message.reply_to_message_id?.value {
            replied = shown[id].map { (chat.sender(at: $0), bodies[$0] ?? chat.text(at: $0)) }
        }
        guard let text = TelegramMessageText.shown(message, body: body, replied: { _ in replied ?? nil }) else { return true }
        guard text.utf8.count <= Conversation.maximumMessageBytes else { return false }
        let index = chat.append(sender: sender, text: .decoded(text))
        if let id = message.id?.value { shown[id] = index }
        bodies[index] = body
        return true
    }
}
