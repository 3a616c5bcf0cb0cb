import Foundation
import StrictJSON

/// What reading a message needs beyond its fields, kept from one message to the next so that
/// reading one allocates nothing.
struct TelegramMessageScratch {
    /// The paragraphs' counts of the message's text when it is one string.
    var paragraphs: [ParagraphCounts] = []
    /// The bodies of the message's text as read: its one string, or each part's text in order.
    var texts: [JSONStringBody] = []
    /// The bytes between members as the last message had them.
    var separators = TelegramMemberSeparators()
    /// The bytes of a `text_entities` array of one entity up to its text's opening quote
    /// (`[{"type": "plain", "text": `): the first such array's, and the last other one's (a
    /// text of one bold part now and then has `"bold"` there).
    var entityHeads = (usual: LearnedBytes(), other: LearnedBytes())

    /// The last message's paragraphs and texts forgotten, their storage kept. A message holds
    /// one or two of each: removed one by one, which costs less than `removeAll`'s general
    /// replacement of a range.
    mutating func clear() {
        while !paragraphs.isEmpty { paragraphs.removeLast() }
        while !texts.isEmpty { texts.removeLast() }
    }
}

extension JSONByteCursor {
    /// `["plain", {"type": "bold", "text": "…"}, …]`: each part a string, or an object with a
    /// string `text` and an optional string `type` (other keys skipped); each part's text's body
    /// appended to `texts` (all the bubble shows of them, joined). False where the full reader
    /// must take the file.
    mutating func textParts(into texts: inout [JSONStringBody]) -> Bool {
        var walk = Walk()
        while nextElement(&walk) {
            if peek == UInt8(ascii: "\"") {
                guard let body = string() else { return false }
                texts.append(body)
            } else {
                guard let body = textPart() else { return false }
                texts.append(body)
            }
        }
        return walk.isComplete
    }

    /// `texts`' bodies joined into one string, escapes decoded.
    func joinedText(_ texts: [JSONStringBody]) -> String {
        var length = 0
        var hasEscapes = false
        for body in texts {
            length += body.end - body.start
            hasEscapes = hasEscapes || body.hasEscapes
        }
        guard !hasEscapes else { return texts.map { $0.text(in: bytes) }.joined() }
        guard length > 0, let file = bytes.baseAddress else { return "" }
        // Each body is checked UTF-8, so their bytes joined are too: nothing is repaired.
        return String(unsafeUninitializedCapacity: length) { joined in
            guard let start = joined.baseAddress else { return 0 }
            var written = 0
            for body in texts {
                UnsafeMutableRawPointer(start + written).copyMemory(from: file + body.start, byteCount: body.end - body.start)
                written += body.end - body.start
            }
            return written
        }
    }

    /// `{"type": "bold", "text": "…"}`: where its text lies, its type checked to be a string or
    /// `null`; other keys skipped (their values lie at depth 5: the export, `messages`, the
    /// message, `text`, the part). `type` and `text` are caught repeated by themselves, only
    /// other keys are recorded.
    private mutating func textPart() -> JSONStringBody? {
        var partText: JSONStringBody?
        var sawType = false
        var walk = Walk()
        while let key = nextMemberUnrecorded(&walk) {
            if equals(key, "type") {
                guard !sawType, takeNull() || skipString() else { return nil }
                sawType = true
            } else if equals(key, "text") {
                guard partText == nil, let body = string() else { return nil }
                partText = body
            } else {
                guard recordKey(key, walk), skipValue(depth: Self.messageMemberDepth + 2) else { return nil }
            }
        }
        return walk.isComplete ? partText : nil
    }

    /// `text_entities`, checked and skipped as `skipValue` would, except that the `text` of
    /// entity i whose bytes are those of `texts[i]` (the message's own text, or its part i, read
    /// before it, as Telegram writes them) is compared, not read again: the same bytes between
    /// two quotes are the same valid string. An array of one entity whose bytes up to its text
    /// are one of `heads` (bytes read before as `[{"type": "plain", "text": `) is read in one
    /// step; the general walk learns `heads` from such arrays.
    mutating func skipEntities(repeating texts: [JSONStringBody], heads: inout (usual: LearnedBytes, other: LearnedBytes)) -> Bool {
        guard !texts.isEmpty, peek == UInt8(ascii: "[") else { return skipValue(depth: Self.messageMemberDepth) }
        let arrayStart = index
        if texts.count == 1, takeEntity(after: heads.usual, repeating: texts[0]) || takeEntity(after: heads.other, repeating: texts[0]) {
            return true
        }
        var entities = Walk()
        var element = 0
        while nextElement(&entities) {
            defer { element += 1 }
            guard peek == UInt8(ascii: "{") else {
                guard skipValue(depth: Self.messageMemberDepth + 1) else { return false }
                continue
            }
            var entity = Walk()
            // `type` and `text` are caught repeated by these; other keys are recorded.
            var sawType = false, sawText = false
            while let key = nextMemberUnrecorded(&entity) {
                let depth = Self.messageMemberDepth + 2
                if equals(key, "text") {
                    guard !sawText else { return false }
                    sawText = true
                    let quote = index
                    if element < texts.count, takeCopy(of: texts[element]) {
                        if texts.count == 1, element == 0, Self.isEntityHead(bytes, arrayStart..<quote),
                           let learned = LearnedBytes(UnsafeRawBufferPointer(rebasing: bytes[arrayStart..<quote])) {
                            if heads.usual.length == 0 { heads.usual = learned } else { heads.other = learned }
                        }
                        continue
                    }
                    guard skipValue(depth: depth) else { return false }
                } else if equals(key, "type") {
                    guard !sawType, peek == UInt8(ascii: "\"") ? skipString() : skipValue(depth: depth) else { return false }
                    sawType = true
                } else {
                    guard recordKey(key, entity), skipValue(depth: depth) else { return false }
                }
            }
            guard entity.isComplete else { return false }
        }
        return entities.isComplete
    }

    /// An array of one entity here whose bytes up to its text are `head` and whose text is
    /// `text`'s bytes, taken; false (nothing taken) for anything else.
    private mutating func takeEntity(after head: LearnedBytes, repeating text: JSONStringBody) -> Bool {
        guard head.matches(bytes, at: index) else { return false }
        let arrayStart = index
        index += head.length
        if takeCopy(of: text), takeEntityEnd() { return true }
        index = arrayStart
        return false
    }

    /// The end of an array of one entity after its text: `}` then `]`, whitespace around them.
    private mutating func takeEntityEnd() -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: "}")) else { return false }
        skipWhitespace()
        return take(UInt8(ascii: "]"))
    }

    /// Whether `range` holds exactly `[{"type": <a plain string>, "text": ` with any
    /// whitespace JSON allows: the start of an array of one entity, its text next.
    static func isEntityHead(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var cursor = JSONByteCursor(bytes, at: range.lowerBound)
        func key(_ name: StaticString) -> Bool {
            guard let key = cursor.plainString(), cursor.equals(key, name) else { return false }
            cursor.skipWhitespace()
            guard cursor.take(UInt8(ascii: ":")) else { return false }
            cursor.skipWhitespace()
            return true
        }
        guard cursor.take(UInt8(ascii: "[")) else { return false }
        cursor.skipWhitespace()
        guard cursor.take(UInt8(ascii: "{")) else { return false }
        cursor.skipWhitespace()
        guard key("type"), cursor.plainString() != nil else { return false }
        cursor.skipWhitespace()
        guard cursor.take(UInt8(ascii: ",")) else { return false }
        cursor.skipWhitespace()
        return key("text") && cursor.index == range.upperBound
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
}
