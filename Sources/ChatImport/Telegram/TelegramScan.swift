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
/// A file of `splitSize` bytes or more is read in two halves at once, one per core
/// (`TelegramScan+Halves.swift`).
///
/// - Complexity: O(n) in the file's size; plain texts are read once, 64 bytes at a time.
struct TelegramScan {
    private let file: MappedFile
    private var cursor: JSONByteCursor
    private(set) var chat: ScannedChat
    /// What reading a message needs besides its fields: the paragraphs' counts of its text
    /// (moved to the chat's when the text stays in the file), its text's bodies, the bytes
    /// seen between members.
    private var scratch = TelegramMessageScratch()
    /// The message shown last under each id, which a reply quotes.
    private(set) var shown = TelegramShownMessages()
    /// What a reply quotes of a message whose shown text is more than its body (a forward, a
    /// reply): the body. Any other message's body is its text.
    private(set) var bodies: [Int: String] = [:]
    /// Fewer bytes than a message of Telegram's usually takes, to size the record of ids.
    private static let bytesPerMessageAtLeast = 256
    /// Where a message must start for this scan to stop before it (the seam between two
    /// halves); -1 reads to the end.
    private let seam: Int
    /// The scan stopped at `seam`, a message's start: the rest is the second half's.
    private(set) var reachedSeam = false
    /// This scan starts at the seam: a reply to an id it has not read is left for the join,
    /// which knows the first half's messages.
    private let startsAtSeam: Bool
    /// A second half's chats, each closed by a reply left for the join, and that reply.
    private(set) var closed: [(chat: ClosedChat, reply: LeftReply)] = []
    /// The messages before `chat`'s first, in `closed`: a message's index in the whole half is
    /// `base` plus its index in `chat`.
    private var base = 0
    /// How many messages `chat` holds.
    private var chatCount = 0

    /// One of a second half's chats before a reply left for the join, and how many messages it holds.
    struct ClosedChat {
        let chat: ScannedChat
        let count: Int
    }

    /// A second half's reply to a message it has not read: shown once the first half is known.
    struct LeftReply {
        let id: Int64?
        let forwardedFrom: String?
        let sender: String
        let body: String
        let replyTo: Int64
    }

    /// A scan from `start` (to `seam`, if one is given); `startsAtSeam` for a second half.
    init(file: MappedFile, from start: Int, seam: Int = -1, startsAtSeam: Bool = false) {
        self.file = file
        cursor = JSONByteCursor(file.bytes, at: start)
        chat = ScannedChat(file: file, format: "Telegram", title: "", chatName: nil)
        self.seam = seam
        self.startsAtSeam = startsAtSeam
        // Real exports write a few hundred bytes a message.
        shown.reserveCapacity(max(0, (seam < 0 ? file.bytes.count : seam) - start) / Self.bytesPerMessageAtLeast)
    }

    static func read(_ file: MappedFile) -> ScannedChat? {
        read(file, splittingFrom: splitSize)
    }

    /// The whole export on one core; nil when the full reader must take it.
    static func readWhole(_ file: MappedFile, from start: Int) -> ScannedChat? {
        var scan = TelegramScan(file: file, from: start)
        guard scan.document() else { return nil }
        return scan.chat
    }

    /// Where the export's object starts, past a byte order mark; nil for a full export.
    static func start(of bytes: UnsafeRawBufferPointer) -> Int? {
        // The pass itself checks the UTF-8: outside strings only ASCII is JSON.
        guard !TelegramImport.isFullExport(bytes) else { return nil }
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// `{"name": …, "type": …, "messages": [...]}`, other keys checked and skipped.
    mutating func document() -> Bool {
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
                if reachedSeam { break }
            } else if cursor.equals(key, "chats") || cursor.equals(key, "left_chats") || cursor.equals(key, "personal_information") {
                return false
            } else {
                // A member of the export is at depth 1 (inside the export's object).
                guard cursor.skipValue(depth: 1) else { return false }
            }
        }
        guard reachedSeam || (walk.isComplete && cursor.isAtEnd()), sawMessages else { return false }
        chat.title = name ?? "Saved Messages"
        chat.chatName = name
        chat.isSavedMessages = type == "saved_messages"
        return true
    }

    private mutating func messages() -> Bool {
        var walk = JSONByteCursor.Walk()
        return messages(&walk)
    }

    /// The rest of the messages array from the seam, a message's opening brace, then the
    /// export's end: the second half keeps no member after the messages (a file with one is
    /// read on one core).
    mutating func documentFromSeam() -> Bool {
        var elements = JSONByteCursor.Walk.resumed()
        guard message(), messages(&elements) else { return false }
        var walk = JSONByteCursor.Walk.resumed()
        return cursor.nextMember(&walk) == nil && walk.isComplete && cursor.isAtEnd()
    }

    private mutating func messages(_ walk: inout JSONByteCursor.Walk) -> Bool {
        while cursor.nextElement(&walk) {
            if cursor.index == seam {
                reachedSeam = true
                return true
            }
            guard message() else { return false }
        }
        return walk.isComplete
    }

    /// One message: a plain one (its text one string, or none) stays in the file; one whose
    /// text is formatted parts and nothing else shows them joined; any other is shown as
    /// `TelegramImport` shows it, from the fields read here or, for a poll, a location or a
    /// contact card, from `JSONDecoder`.
    private mutating func message() -> Bool {
        var fields = TelegramMessageFields(objectStart: cursor.index)
        guard cursor.telegramMessage(&fields, &scratch), let type = fields.type else { return false }
        guard fields.isPlain else {
            if fields.needsDecoder {
                let data = Data(UnsafeRawBufferPointer(rebasing: cursor.bytes[fields.objectStart..<cursor.index]))
                guard let message = try? JSONDecoder().decode(TelegramExport.Message.self, from: data) else { return false }
                guard message.type == "message" else { return skipped() }
                return shown(id: message.id?.value, author: .named(message.from ?? "Deleted Account"), body: TelegramMessageText.body(of: message),
                             forwardedFrom: message.forwarded_from, replyTo: message.reply_to_message_id?.value)
            }
            guard cursor.isMessageType(type) else { return skipped() }
            // Only media make a placeholder line: without them the body is the text.
            let body = fields.hasMedia ? TelegramMessageText.body(of: fields.message(cursor, texts: scratch.texts)) : fields.text(cursor, texts: scratch.texts)
            return shown(id: fields.id, author: fields.author(cursor), body: body, forwardedFrom: fields.forwardedFrom?.text(in: cursor.bytes),
                         replyTo: fields.replyTo)
        }
        guard cursor.isMessageType(type) else { return skipped() }
        let text: ScannedChat.Text
        if fields.textIsParts {
            // Formatted parts: what the message shows is their texts joined, one string.
            let joined = cursor.joinedText(scratch.texts)
            guard !joined.isEmpty else { return true }
            guard joined.utf8.count <= Conversation.maximumMessageBytes else { return false }
            text = .decoded(joined)
        } else {
            guard let plain = fields.plainText, plain.body.decodedLength > 0 else { return true }
            guard plain.body.decodedLength <= Conversation.maximumMessageBytes else { return false }
            let firstParagraph = chat.paragraphs.count
            // Most texts are one paragraph: appended alone, without the general copy of a collection.
            if scratch.paragraphs.count == 1 {
                chat.paragraphs.append(scratch.paragraphs[0])
            } else {
                chat.paragraphs.append(contentsOf: scratch.paragraphs)
            }
            text = .inFile(offset: plain.body.start, length: plain.body.end - plain.body.start, hasEscapes: plain.body.hasEscapes,
                           firstParagraph: firstParagraph, paragraphCount: plain.body.paragraphCount)
        }
        let index = append(text, by: fields.author(cursor))
        if let id = fields.id { shown.record(id: id, index: index) }
        return true
    }

    /// A service message, or any other that is not "message": counted, not shown.
    private mutating func skipped() -> Bool {
        chat.skippedSystemLines += 1
        return true
    }

    /// `text` appended to the chat, written by `author`: its index in the half.
    private mutating func append(_ text: ScannedChat.Text, by author: TelegramMessageFields.Author) -> Int {
        let index: Int
        switch author {
        case .inFile(let name): index = chat.append(senderName: UnsafeRawBufferPointer(rebasing: cursor.bytes[name]), text: text)
        case .named(let name): index = chat.append(sender: name, text: text)
        }
        chatCount = index + 1
        return base + index
    }

    /// A message that is not plain, as `TelegramImport` shows it: a forward's and a reply's
    /// lines above its `body` (its placeholder line and text).
    private mutating func shown(id: Int64?, author: TelegramMessageFields.Author, body: String, forwardedFrom: String?, replyTo: Int64?) -> Bool {
        guard forwardedFrom != nil || replyTo != nil else {
            // No line above the body: what `TelegramMessageText.shown` gives is the body itself.
            return body.isEmpty || append(body, id: id, by: author, body: body)
        }
        var replied: (sender: String, text: String)?
        if let replyTo {
            if let index = shown.index(of: replyTo) {
                replied = quoted(index)
            } else if startsAtSeam {
                leaveForJoin(LeftReply(id: id, forwardedFrom: forwardedFrom, sender: author.name(cursor), body: body, replyTo: replyTo))
                return true
            }
        }
        guard let text = TelegramMessageText.shown(forwardedFrom: forwardedFrom, replyTo: replyTo, body: body, replied: { _ in replied })
        else { return true }
        return append(text, id: id, by: author, body: body)
    }

    /// `text`, which a message shows, appended as a decoded text; false when it is too long.
    private mutating func append(_ text: String, id: Int64?, by author: TelegramMessageFields.Author, body: String) -> Bool {
        guard text.utf8.count <= Conversation.maximumMessageBytes else { return false }
        let index = append(.decoded(text), by: author)
        if let id { shown.record(id: id, index: index) }
        // A body shown as it is is the same string, found equal at once.
        if text != body { bodies[index] = body }
        return true
    }

    /// The chat read, moved out (this scan keeps an empty one), so that joining it to another
    /// copies no message.
    mutating func takeChat() -> ScannedChat {
        let taken = chat
        chat = ScannedChat(file: file, format: "Telegram", title: "", chatName: nil)
        return taken
    }

    /// The chats closed by replies left for the join, with those replies, moved out.
    mutating func takeClosed() -> [(chat: ClosedChat, reply: LeftReply)] {
        let taken = closed
        closed = []
        return taken
    }

    /// The sender and body of this half's message `index` (counted from the half's start).
    private func quoted(_ index: Int) -> (sender: String, text: String) {
        if index >= base { return (chat.sender(at: index - base), bodies[index] ?? chat.text(at: index - base)) }
        var first = 0
        for (closedChat, reply) in closed {
            let count = closedChat.count
            if index < first + count {
                return (closedChat.chat.sender(at: index - first), bodies[index] ?? closedChat.chat.text(at: index - first))
            }
            // The left reply itself, after its chat: its body is kept, as every reply's is.
            if index == first + count { return (reply.sender, reply.body) }
            first += count + 1
        }
        preconditionFailure("message \(index) of a half that holds \(base + chatCount)")
    }

    /// Closes `chat` with `reply` after it, which the join shows; the reply is counted as a
    /// message of this half, so later replies to its id quote it.
    private mutating func leaveForJoin(_ reply: LeftReply) {
        let index = base + chatCount
        closed.append((ClosedChat(chat: chat, count: chatCount), reply))
        chat = ScannedChat(file: file, format: "Telegram", title: "", chatName: nil)
        base = index + 1
        chatCount = 0
        if let id = reply.id { shown.record(id: id, index: index) }
        bodies[index] = reply.body
    }
}
