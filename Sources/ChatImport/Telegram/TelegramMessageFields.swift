import ChatDemoCore
import Foundation
import StrictJSON

/// What `TelegramScan` reads of one message object in its pass: the fields of
/// `TelegramExport.Message`, each checked to have the type that decoder wants (or `null`), every
/// string left as its body in the file (decoded only for a message that needs it, so that
/// reading a message makes and frees no string). A poll, a location or a contact card (rare)
/// is only noted: such a message is then decoded by `JSONDecoder` itself.
///
/// - Complexity: O(length of the object as written).
struct TelegramMessageFields {
    /// A sender's name as its UTF-8 bytes in the file, or a string body with escapes.
    enum Sender {
        case inFile(Range<Int>)
        case escaped(JSONStringBody)
    }

    /// Who wrote a message: a name's bytes in the file, or the name.
    enum Author {
        case inFile(Range<Int>)
        case named(String)

        /// `sender`'s name, its escapes decoded only where it has some.
        init(_ sender: Sender, in cursor: JSONByteCursor) {
            switch sender {
            case .inFile(let range): self = .inFile(range)
            case .escaped(let body): self = .named(body.text(in: cursor.bytes))
            }
        }

        func name(_ cursor: JSONByteCursor) -> String {
            switch self {
            case .inFile(let range): cursor.string(range)
            case .named(let name): name
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
    /// The text is an array of parts, whose texts' bodies the reader keeps
    /// (`TelegramMessageScratch.texts`): the text is those joined.
    var textIsParts = false
    var forwardedFrom: JSONStringBody?, replyTo: Int64?, mediaType: JSONStringBody?, photo: JSONStringBody?
    var file: JSONStringBody?, fileName: JSONStringBody?, duration: Int64?, stickerEmoji: JSONStringBody?
    var performer: JSONStringBody?, title: JSONStringBody?

    /// A poll, a location or a contact card is present.
    var needsDecoder = false

    /// Nothing but an id, a type, a sender and a text (one string, or parts): the text is what
    /// the message shows. Cleared as soon as any other field holds a value (one of them `null`
    /// leaves it plain).
    var isPlain = true

    /// `value`, which is another field than a plain message has: one that holds a value makes
    /// the message not plain.
    mutating func noting<Value>(_ value: Value?) -> Value? {
        if value != nil { isPlain = false }
        return value
    }

    /// Who wrote the message: `from`, or "Deleted Account" when it is `null` or absent.
    func author(_ cursor: JSONByteCursor) -> Author {
        sender.map { Author($0, in: cursor) } ?? .named("Deleted Account")
    }

    /// A field that a placeholder line names is present (`TelegramMessageText.placeholder`
    /// gives nil without one of these, for a message not decoded by `JSONDecoder`).
    var hasMedia: Bool { photo != nil || mediaType != nil || file != nil || fileName != nil }

    /// The message's text, decoded: its one string, its parts joined, or empty.
    func text(_ cursor: JSONByteCursor, texts: [JSONStringBody]) -> String {
        textIsParts ? cursor.joinedText(texts) : plainText?.body.text(in: cursor.bytes) ?? ""
    }

    /// The message as `JSONDecoder` would give it (not for one that `needsDecoder`); `texts`
    /// are its text's bodies as read.
    func message(_ cursor: JSONByteCursor, texts: [JSONStringBody]) -> TelegramExport.Message {
        let text: TelegramExport.Text? = textIsParts || plainText != nil ? .plain(text(cursor, texts: texts)) : nil
        func decoded(_ body: JSONStringBody?) -> String? { body?.text(in: cursor.bytes) }
        return TelegramExport.Message(
            id: id.map(JSONNumber.init), type: String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[type ?? 0..<0]), as: UTF8.self),
            from: sender.map { Author($0, in: cursor).name(cursor) }, from_id: nil, text: text, forwarded_from: decoded(forwardedFrom),
            reply_to_message_id: replyTo.map(JSONNumber.init), media_type: decoded(mediaType), photo: decoded(photo), file: decoded(file),
            file_name: decoded(fileName), duration_seconds: duration.map { JSONNumber(Int($0)) }, sticker_emoji: decoded(stickerEmoji),
            performer: decoded(performer), title: decoded(title), poll: nil, location_information: nil,
            contact_information: nil)
    }
}

extension JSONByteCursor {
    /// Where a message's members lie: the export, its `messages`, the message.
    static let messageMemberDepth = 3

    /// One message object at its `{`, read into `fields` (new ones, made at that `{`: the
    /// caller makes them, so that they are set to nothing once); false at anything the full reader
    /// must take (a key repeated or written with escapes, a field of the wrong type, no
    /// `type`). A text of one string leaves its paragraphs' counts in `scratch.paragraphs`, and
    /// the bodies of its text (one string, or each part's) in `scratch.texts`. Values nothing reads (dates,
    /// `from_id`, `text_entities`) are checked and skipped without building a string. The bytes
    /// between members are first compared with the ones the last message had there
    /// (`separators`), and read by the general walk only where they differ.
    mutating func telegramMessage(_ fields: inout TelegramMessageFields, _ scratch: inout TelegramMessageScratch) -> Bool {
        scratch.clear()
        var seen: UInt64 = 0
        var walk = Walk()
        // The start, or the state after the last known key's value; nil after any other key.
        var state: Int? = 0
        while true {
            let known: TelegramMessageKey
            if let state, let key = scratch.separators.match(state, in: bytes, at: &index) {
                if state == 0 { walk = .opened(by: self) }
                // The separator's own whitespace ended it; a longer run is still whitespace.
                skipWhitespace()
                known = key
            } else {
                let separatorStart = index
                guard let key = nextMemberUnrecorded(&walk) else { break }
                guard let named = TelegramMessageKey.named(key, in: self) else {
                    guard recordKey(key, walk), skipValue(depth: Self.messageMemberDepth) else { return false }
                    state = nil
                    continue
                }
                if let state { scratch.separators.learn(state, UnsafeRawBufferPointer(rebasing: bytes[separatorStart..<index]), key: named) }
                known = named
            }
            guard seen & known.bit == 0 else { return false }
            seen |= known.bit
            state = TelegramMemberSeparators.state(after: known)
            guard value(of: known, into: &fields, &scratch) else { return false }
        }
        return walk.isComplete && fields.type != nil
    }

    /// The value of the known key `key`, read into `fields`; false where the full reader must
    /// take the file.
    @inline(__always)
    private mutating func value(of key: TelegramMessageKey, into fields: inout TelegramMessageFields,
                                _ scratch: inout TelegramMessageScratch) -> Bool {
        switch key {
        case .id: guard let value = optionalInteger() else { return false }; fields.id = value
        case .type: guard let value = plainString() else { return false }; fields.type = value
        case .from: guard let value = sender() else { return false }; fields.sender = value
        case .fromID: return takeNull() || skipString()
        case .text:
            if peek == UInt8(ascii: "\"") {
                let first = scratch.paragraphs.count
                guard let body = string(counting: true, paragraphs: &scratch.paragraphs) else { return false }
                fields.plainText = (body, first)
                scratch.texts.append(body)
            } else if peek == UInt8(ascii: "[") {
                guard textParts(into: &scratch.texts) else { return false }
                fields.textIsParts = true
            } else {
                return takeNull()
            }
        case .forwardedFrom: guard let value = optionalBody() else { return false }; fields.forwardedFrom = fields.noting(value)
        case .replyToMessageID: guard let value = optionalInteger() else { return false }; fields.replyTo = fields.noting(value)
        case .mediaType: guard let value = optionalBody() else { return false }; fields.mediaType = fields.noting(value)
        case .photo: guard let value = optionalBody() else { return false }; fields.photo = fields.noting(value)
        case .file: guard let value = optionalBody() else { return false }; fields.file = fields.noting(value)
        case .fileName: guard let value = optionalBody() else { return false }; fields.fileName = fields.noting(value)
        case .durationSeconds: guard let value = optionalInteger() else { return false }; fields.duration = fields.noting(value)
        case .stickerEmoji: guard let value = optionalBody() else { return false }; fields.stickerEmoji = fields.noting(value)
        case .performer: guard let value = optionalBody() else { return false }; fields.performer = fields.noting(value)
        case .title: guard let value = optionalBody() else { return false }; fields.title = fields.noting(value)
        case .poll, .locationInformation, .contactInformation:
            fields.needsDecoder = true
            fields.isPlain = false
            return skipValue(depth: Self.messageMemberDepth)
        case .textEntities:
            return skipEntities(repeating: scratch.texts, heads: &scratch.entityHeads)
        default:
            return peek == UInt8(ascii: "\"") ? skipString() : skipValue(depth: Self.messageMemberDepth)
        }
        return true
    }

    /// A string, checked and skipped: most such values (dates, ids, file types) are short
    /// and plain ASCII, read eight bytes at a time; any other is read in full.
    mutating func skipString() -> Bool {
        let start = index
        if plainString() != nil { return true }
        index = start
        return string() != nil
    }

    /// Whether a message's `type`, the body `range` of a plain string, is `message`: its seven
    /// letters and the closing quote after them compared as one 8-byte word.
    @inline(__always)
    func isMessageType(_ range: Range<Int>) -> Bool {
        guard range.count == 7 else { return false }
        // `"message"` read as a little-endian word: the body and its closing quote.
        let expected: UInt64 = 0x2265_6761_7373_656D
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self)) == expected
    }

    /// A string or `null`, taken: where the string's body lies; nil when it is neither.
    private mutating func optionalBody() -> JSONStringBody?? {
        if takeNull() { return .some(nil) }
        return string().map { .some($0) }
    }

    /// `from`: a string or `null`. A name without escapes stays as its bytes in the file.
    private mutating func sender() -> TelegramMessageFields.Sender?? {
        if peek == UInt8(ascii: "n") { return takeNull() ? .some(nil) : nil }
        let start = index
        if let plain = plainString() { return .some(.inFile(plain)) }
        index = start
        guard let body = string() else { return nil }
        return .some(body.hasEscapes ? .escaped(body) : .inFile(body.start..<body.end))
    }
}
