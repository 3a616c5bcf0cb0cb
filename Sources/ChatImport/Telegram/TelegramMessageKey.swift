import StrictJSON

/// The keys of a Telegram message object that its fast reader (`TelegramScan`) knows: the
/// ones `TelegramExport.Message` decodes, then the ones Telegram Desktop writes beside them and
/// nothing reads (dates, sizes, `text_entities`, a service message's own fields). A known key is
/// found from its length and first byte, one comparison, and its repeat within one message is
/// caught by its bit in a mask; any other key is kept in the cursor's list of keys instead.
enum TelegramMessageKey: Int, CaseIterable {
    case id, type, from, fromID, text, forwardedFrom, replyToMessageID, mediaType, photo, file
    case fileName, durationSeconds, stickerEmoji, performer, title
    /// Decoded by `JSONDecoder` only, for the message they are in.
    case poll, locationInformation, contactInformation
    // Skipped unread.
    case date, dateUnixtime, edited, editedUnixtime, textEntities, width, height, mimeType, thumbnail
    case photoFileSize, fileSize, thumbnailFileSize, actor, actorID, action, messageID, forwardedFromID
    case replyToPeerID, viaBot, author, savedFrom, reactions, inlineBotButtons, members, discardReason

    /// The key's spelling in the export.
    var spelling: StaticString {
        switch self {
        case .id: "id"
        case .type: "type"
        case .from: "from"
        case .fromID: "from_id"
        case .text: "text"
        case .forwardedFrom: "forwarded_from"
        case .replyToMessageID: "reply_to_message_id"
        case .mediaType: "media_type"
        case .photo: "photo"
        case .file: "file"
        case .fileName: "file_name"
        case .durationSeconds: "duration_seconds"
        case .stickerEmoji: "sticker_emoji"
        case .performer: "performer"
        case .title: "title"
        case .poll: "poll"
        case .locationInformation: "location_information"
        case .contactInformation: "contact_information"
        case .date: "date"
        case .dateUnixtime: "date_unixtime"
        case .edited: "edited"
        case .editedUnixtime: "edited_unixtime"
        case .textEntities: "text_entities"
        case .width: "width"
        case .height: "height"
        case .mimeType: "mime_type"
        case .thumbnail: "thumbnail"
        case .photoFileSize: "photo_file_size"
        case .fileSize: "file_size"
        case .thumbnailFileSize: "thumbnail_file_size"
        case .actor: "actor"
        case .actorID: "actor_id"
        case .action: "action"
        case .messageID: "message_id"
        case .forwardedFromID: "forwarded_from_id"
        case .replyToPeerID: "reply_to_peer_id"
        case .viaBot: "via_bot"
        case .author: "author"
        case .savedFrom: "saved_from"
        case .reactions: "reactions"
        case .inlineBotButtons: "inline_bot_buttons"
        case .members: "members"
        case .discardReason: "discard_reason"
        }
    }

    /// The key's bit in a mask of the keys one message has.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// Two slots per length and first byte (`& 31`): the raw values of the known keys there,
    /// -1 where none. No two known keys share more than a slot pair: the check below.
    private static let slots: [Int8] = {
        let longest = allCases.map { $0.spelling.utf8CodeUnitCount }.max() ?? 0
        var table = [Int8](repeating: -1, count: (longest + 1) * 64)
        for key in allCases {
            let slot = key.spelling.utf8CodeUnitCount * 64 + Int(key.spelling.utf8Start[0] & 31) * 2
            let free = table[slot] < 0 ? slot : slot + 1
            precondition(table[free] < 0, "three known keys of one length and first letter")
            table[free] = Int8(key.rawValue)
        }
        return table
    }()

    /// The known key spelled by the bytes in `range` (a plain key, as the cursor took it).
    @inline(__always)
    static func named(_ range: Range<Int>, in cursor: JSONByteCursor) -> TelegramMessageKey? {
        guard range.count > 0 else { return nil }
        let slot = range.count * 64 + Int(cursor.bytes[range.lowerBound] & 31) * 2
        guard slot + 1 < slots.count else { return nil }
        for index in slot...slot + 1 {
            guard let key = TelegramMessageKey(rawValue: Int(slots[index])) else { return nil }
            if cursor.equals(range, key.spelling) { return key }
        }
        return nil
    }
}
