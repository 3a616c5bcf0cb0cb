import ChatDemoCore
import Foundation
import StrictJSON

/// What `TelegramScan` reads of one message object in its pass: the fields of
/// `TelegramExport.Message`, each checked to have the type that decoder wants (or `null`), a
/// plain text left as its string's body in the file. A poll, a location or a contact card (rare)
/// is only noted: such a message is then decoded by `JSONDecoder` itself.
///
/// - Complexity: O(length of the object as written).
struct TelegramMessageFields {
    /// A sender's name as its UTF-8 bytes in the file, or decoded when written with escapes.
    enum Sender {
        case inFile(Range<Int>)
        case decoded(String)

        func name(_ cursor: JSONByteCursor) -> String {
            switch self {
            case .inFile(let range): cursor.string(range)
            case .decoded(let name): name
            }
        }
    }

    var objectStart = 0
    var id: Int64?
    var type: Range<Int>?
    /// `from`: nil when it is `null` or absent.
    var sender: Sender?
    /// The text when it is one string: its body and where its paragraphs' counts start.
    var plainText: (body: JSONStringBody, firstParagraph: Int)?
    /// The text when it is an array of parts: their texts joined.
    var joinedParts: String?
    var forwardedFrom: String?, replyTo: Int64?, mediaType: String?, photo: String?, file: String?, fileName: String?
    var duration: Int64?, stickerEmoji: String?, performer: String?, title: String?

    /// A poll, a location or a contact card is present.
    var needsDecoder = false

    /// Nothing but an id, a type, a sender and a text of one string: the text is the body.
    /// Cleared as soon as any other field holds a value (one of them `null` leaves it plain).
    var isPlain = true

    /// `value`, which is another field than a plain message has: one that holds a value makes
    /// the message not plain.
    mutating func noting<Value>(_ value: Value?) -> Value? {
        if value != nil { isPlain = false }
        return value
    }

    /// The message as `JSONDecoder` would give it (not for one that `needsDecoder`).
    func message(_ cursor: JSONByteCursor) -> TelegramExport.Message {
        let text: TelegramExport.Text? = joinedParts.map { .plain($0) } ?? plainText.map { .plain($0.body.text(in: cursor.bytes)) }
        return TelegramExport.Message(
            id: id.map(JSONNumber.init), type: String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[type ?? 0..<0]), as: UTF8.self),
            from: sender?.name(cursor), from_id: nil, text: text, forwarded_from: forwardedFrom, reply_to_message_id: replyTo.map(JSONNumber.init),
            media_type: mediaType, photo: photo, file: file, file_name: fileName, duration_seconds: duration.map { JSONNumber(Int($0)) },
            sticker_emoji: stickerEmoji, performer: performer, title: title, poll: nil, location_information: nil,
            contact_information: nil)
    }
}

extension JSONByteCursor {
    /// Where a message's members lie: the export, its `messages`, the message.
    private static let messageMemberDepth = 3

    /// One message object at its `{`, read into `fields`; false at anything the full reader
    /// must take (a key repeated or written with escapes, a field of the wrong type, no
    /// `type`). A text of one string appends its paragraphs' counts to `paragraphs`. Values nothing reads (dates,
    /// `from_id`, `text_entities`) are checked and skipped without building a string.
    mutating func telegramMessage(_ fields: inout TelegramMessageFields, paragraphs: inout [ParagraphCounts]) -> Bool {
        fields = TelegramMessageFields(objectStart: index)
        var seen: UInt64 = 0
        var walk = Walk()
        while let key = nextMemberUnrecorded(&walk) {
            guard let known = TelegramMessageKey.named(key, in: self) else {
                guard recordKey(key, walk), skipValue(depth: Self.messageMemberDepth) else { return false }
                continue
            }
            guard seen & known.bit == 0 else { return false }
            seen |= known.bit
            guard value(of: known, into: &fields, paragraphs: &paragraphs) else { return false }
        }
        return walk.isComplete && fields.type != nil
    }

    /// The value of the known key `key`, read into `fields`; false where the full reader must
    /// take the file.
    @inline(__always)
    private mutating func value(of key: TelegramMessageKey, into fields: inout TelegramMessageFields,
                                paragraphs: inout [ParagraphCounts]) -> Bool {
        switch key {
        case .id: guard let value = optionalInteger() else { return false }; fields.id = value
        case .type: guard let value = plainString() else { return false }; fields.type = value
        case .from: guard let value = sender() else { return false }; fields.sender = value
        case .fromID: return takeNull() || skipString()
        case .text:
            if peek == UInt8(ascii: "\"") {
                let first = paragraphs.count
                guard let body = string(counting: true, paragraphs: &paragraphs) else { return false }
                fields.plainText = (body, first)
            } else if peek == UInt8(ascii: "[") {
                guard let parts = joinedParts() else { return false }
                fields.joinedParts = parts
                fields.isPlain = false
            } else {
                return takeNull()
            }
        case .forwardedFrom: guard let value = optionalString() else { return false }; fields.forwardedFrom = fields.noting(value)
        case .replyToMessageID: guard let value = optionalInteger() else { return false }; fields.replyTo = fields.noting(value)
        case .mediaType: guard let value = optionalString() else { return false }; fields.mediaType = fields.noting(value)
        case .photo: guard let value = optionalString() else { return false }; fields.photo = fields.noting(value)
        case .file: guard let value = optionalString() else { return false }; fields.file = fields.noting(value)
        case .fileName: guard let value = optionalString() else { return false }; fields.fileName = fields.noting(value)
        case .durationSeconds: guard let value = optionalInteger() else { return false }; fields.duration = fields.noting(value)
        case .stickerEmoji: guard let value = optionalString() else { return false }; fields.stickerEmoji = fields.noting(value)
        case .performer: guard let value = optionalString() else { return false }; fields.performer = fields.noting(value)
        case .title: guard let value = optionalString() else { return false }; fields.title = fields.noting(value)
        case .poll, .locationInformation, .contactInformation:
            fields.needsDecoder = true
            fields.isPlain = false
            return skipValue(depth: Self.messageMemberDepth)
        case .textEntities:
            return skipEntities(repeating: fields.plainText?.body)
        default:
            return peek == UInt8(ascii: "\"") ? skipString() : skipValue(depth: Self.messageMemberDepth)
        }
        return true
    }

    /// A string, checked and skipped: most such values (dates, ids, file types) are short
    /// and plain ASCII, read eight bytes at a time; any other is read in full.
    private mutating func skipString() -> Bool {
        let start = index
        if plainString() != nil { return true }
        index = start
        return string() != nil
    }

    /// `text_entities`, checked and skipped as `skipValue` would, except that an entity's
    /// `text` whose bytes are those of the message's own text (read before it, as Telegram
    /// writes them) is compared, not read again: the same bytes between two quotes are the
    /// same valid string. A message of one plain part, the most common, repeats its text so.
    private mutating func skipEntities(repeating text: JSONStringBody?) -> Bool {
        guard let text, peek == UInt8(ascii: "[") else { return skipValue(depth: Self.messageMemberDepth) }
        var entities = Walk()
        while nextElement(&entities) {
            guard peek == UInt8(ascii: "{") else {
                guard skipValue(depth: Self.messageMemberDepth + 1) else { return false }
                continue
            }
            var entity = Walk()
            while let key = nextMember(&entity) {
                if equals(key, "text"), takeCopy(of: text) { continue }
                guard skipValue(depth: Self.messageMemberDepth + 2) else { return false }
            }
            guard entity.isComplete else { return false }
        }
        return entities.isComplete
    }

    /// The string here, taken, when its body is byte for byte `body`; false (nothing taken)
    /// for any other value.
    private mutating func takeCopy(of body: JSONStringBody) -> Bool {
        let length = body.end - body.start
        guard index + length + 1 < bytes.count, bytes[index] == UInt8(ascii: "\""),
              bytes[index + length + 1] == UInt8(ascii: "\""), let base = bytes.baseAddress,
              memcmp(base + index + 1, base + body.start, length) == 0 else { return false }
        index += length + 2
        return true
    }

    /// `from`: a string or `null`. A name without escapes stays as its bytes in the file.
    private mutating func sender() -> TelegramMessageFields.Sender?? {
        if peek == UInt8(ascii: "n") { return takeNull() ? .some(nil) : nil }
        let start = index
        if let plain = plainString() { return .some(.inFile(plain)) }
        index = start
        guard let body = string() else { return nil }
        return .some(body.hasEscapes ? .decoded(body.text(in: bytes)) : .inFile(body.start..<body.end))
    }

    /// `["plain", {"type": "bold", "text": "…"}, …]`, its parts' texts joined (all the bubble
    /// shows of them): each part a string, or an object with a string `text` and an optional
    /// string `type` (other keys skipped). The texts are joined as bytes, one string built.
    private mutating func joinedParts() -> String? {
        var joined: [UInt8] = []
        var walk = Walk()
        while nextElement(&walk) {
            let part: JSONStringBody
            if peek == UInt8(ascii: "\"") {
                guard let body = string() else { return nil }
                part = body
            } else {
                guard let body = textPart() else { return nil }
                part = body
            }
            if part.hasEscapes {
                joined.append(contentsOf: part.text(in: bytes).utf8)
            } else {
                joined.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[part.start..<part.end]))
            }
        }
        // Each part is checked UTF-8, so their bytes joined are too: nothing is repaired.
        return walk.isComplete ? String(decoding: joined, as: UTF8.self) : nil
    }

    /// `{"type": "bold", "text": "…"}`: where its text lies, its type checked to be a string or
    /// `null`; other keys skipped (their values lie at depth 5: the export, `messages`, the
    /// message, `text`, the part).
    private mutating func textPart() -> JSONStringBody? {
        var partText: JSONStringBody?
        var walk = Walk()
        while let key = nextMember(&walk) {
            if equals(key, "type") {
                guard takeNull() || string() != nil else { return nil }
            } else if equals(key, "text") {
                guard let body = string() else { return nil }
                partText = body
            } else {
                guard skipValue(depth: Self.messageMemberDepth + 2) else { return nil }
            }
        }
        return walk.isComplete ? partText : nil
    }
}
