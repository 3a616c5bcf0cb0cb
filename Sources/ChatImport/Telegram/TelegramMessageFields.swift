import ChatDemoCore
import StrictJSON

/// What `TelegramScan` reads of one message object in its pass: the fields of
/// `TelegramExport.Message`, each checked to have the type that decoder wants (or `null`), a
/// plain text left as its string's body in the file. A poll, a location or a contact card (rare)
/// is only noted: such a message is then decoded by `JSONDecoder` itself.
///
/// - Complexity: O(length of the object as written).
struct TelegramMessageFields {
    var objectStart = 0
    var id: Int64?
    var type: Range<Int>?
    var from: String?
    /// The text when it is one string: its body and where its paragraphs' counts start.
    var plainText: (body: JSONStringBody, firstParagraph: Int)?
    /// The text when it is an array of parts.
    var parts: [TelegramExport.Part]?
    var forwardedFrom: String?, replyTo: Int64?, mediaType: String?, photo: String?, file: String?, fileName: String?
    var duration: Int64?, stickerEmoji: String?, performer: String?, title: String?
    /// A poll, a location or a contact card is present.
    var needsDecoder = false

    /// Nothing but an id, a type, a sender and a text of one string: the text is the body.
    var isPlain: Bool {
        parts == nil && forwardedFrom == nil && replyTo == nil && mediaType == nil && photo == nil && file == nil
            && fileName == nil && duration == nil && stickerEmoji == nil && performer == nil && title == nil && !needsDecoder
    }

    /// The message as `JSONDecoder` would give it (not for one that `needsDecoder`).
    func message(_ cursor: JSONByteCursor) -> TelegramExport.Message {
        let text: TelegramExport.Text? = parts.map { .parts($0) } ?? plainText.map { .plain($0.body.text(in: cursor.bytes)) }
        return TelegramExport.Message(
            id: id.map(JSONNumber.init), type: String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[type ?? 0..<0]), as: UTF8.self),
            from: from, from_id: nil, text: text, forwarded_from: forwardedFrom, reply_to_message_id: replyTo.map(JSONNumber.init),
            media_type: mediaType, photo: photo, file: file, file_name: fileName, duration_seconds: duration.map { JSONNumber(Int($0)) },
            sticker_emoji: stickerEmoji, performer: performer, title: title, poll: nil, location_information: nil,
            contact_information: nil)
    }
}

extension JSONByteCursor {
    /// Where a message's members lie: the export, its `messages`, the message.
    private static let messageMemberDepth = 3

    /// One message object at its `{`; nil at anything the full reader must take (a key
    /// repeated or written with escapes, a field of the wrong type, no `type`). A text of one
    /// string appends its paragraphs' counts to `paragraphs`.
    mutating func telegramMessage(paragraphs: inout [ParagraphCounts]) -> TelegramMessageFields? {
        var fields = TelegramMessageFields(objectStart: index)
        var walk = Walk()
        while let key = nextMember(&walk) {
            switch Self.messageKeys.firstIndex(where: { equals(key, $0) }) {
            case 0: guard let value = optionalInteger() else { return nil }; fields.id = value
            case 1: guard let value = plainString() else { return nil }; fields.type = value
            case 2: guard let value = optionalString() else { return nil }; fields.from = value
            case 3: guard optionalString() != nil else { return nil }
            case 4:
                if peek == UInt8(ascii: "\"") {
                    let first = paragraphs.count
                    guard let body = string(counting: true, paragraphs: &paragraphs) else { return nil }
                    fields.plainText = (body, first)
                } else if peek == UInt8(ascii: "[") {
                    guard let parts = textParts() else { return nil }
                    fields.parts = parts
                } else {
                    guard takeNull() else { return nil }
                }
            case 5: guard let value = optionalString() else { return nil }; fields.forwardedFrom = value
            case 6: guard let value = optionalInteger() else { return nil }; fields.replyTo = value
            case 7: guard let value = optionalString() else { return nil }; fields.mediaType = value
            case 8: guard let value = optionalString() else { return nil }; fields.photo = value
            case 9: guard let value = optionalString() else { return nil }; fields.file = value
            case 10: guard let value = optionalString() else { return nil }; fields.fileName = value
            case 11: guard let value = optionalInteger() else { return nil }; fields.duration = value
            case 12: guard let value = optionalString() else { return nil }; fields.stickerEmoji = value
            case 13: guard let value = optionalString() else { return nil }; fields.performer = value
            case 14: guard let value = optionalString() else { return nil }; fields.title = value
            case .some:
                fields.needsDecoder = true
                guard skipValue(depth: Self.messageMemberDepth) else { return nil }
            case nil:
                guard skipValue(depth: Self.messageMemberDepth) else { return nil }
            }
        }
        return walk.isComplete && fields.type != nil ? fields : nil
    }

    /// The keys `TelegramExport.Message` reads, in the order of the switch above.
    private static let messageKeys: [StaticString] = [
        "id", "type", "from", "from_id", "text", "forwarded_from", "reply_to_message_id", "media_type", "photo", "file",
        "file_name", "duration_seconds", "sticker_emoji", "performer", "title",
        "poll", "location_information", "contact_information",
    ]

    /// `["plain", {"type": "bold", "text": "…"}, …]` as `TelegramExport.Part`s: a string, or an
    /// object with a string `text` and an optional string `type` (other keys skipped).
    private mutating func textParts() -> [TelegramExport.Part]? {
        var parts: [TelegramExport.Part] = []
        var walk = Walk()
        while nextElement(&walk) {
            if peek == UInt8(ascii: "\"") {
                guard let body = string() else { return nil }
                parts.append(.string(body.text(in: bytes)))
            } else {
                guard let part = textPart() else { return nil }
                parts.append(part)
            }
        }
        return walk.isComplete ? parts : nil
    }

    /// `{"type": "bold", "text": "…"}`, other keys skipped (their values lie at depth 5: the
    /// export, `messages`, the message, `text`, the part).
    private mutating func textPart() -> TelegramExport.Part? {
        var type: String??
        var partText: String?
        var walk = Walk()
        while let key = nextMember(&walk) {
            if equals(key, "type") {
                guard let value = optionalString() else { return nil }
                type = value
            } else if equals(key, "text") {
                guard let body = string() else { return nil }
                partText = body.text(in: bytes)
            } else {
                guard skipValue(depth: Self.messageMemberDepth + 2) else { return nil }
            }
        }
        guard walk.isComplete, let partText else { return nil }
        return .entity(type: (type ?? nil) ?? "plain", text: partText)
    }
}
