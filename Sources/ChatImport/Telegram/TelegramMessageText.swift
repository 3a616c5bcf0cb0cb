/// The text one Telegram message shows: a placeholder line for its media
/// ("Photo", "Voice message (0:12)", "Sticker 😀", "File: report.pdf", …),
/// then its text or caption as plain text.
enum TelegramMessageText {
    static func body(of message: TelegramExport.Message) -> String {
        let text = message.text?.plainText ?? ""
        guard let placeholder = placeholder(for: message) else { return text }
        return text.isEmpty ? placeholder : placeholder + "\n" + text
    }

    /// Everything a message shows: "Forwarded from NAME", the reply's line ("↩ NAME: “…”"
    /// from `replied`, the sender and body of the message with that id shown before), then
    /// `body`; nil when that is nothing.
    static func shown(_ message: TelegramExport.Message, body: String,
                      replied: (Int64) -> (sender: String, text: String)?) -> String? {
        shown(forwardedFrom: message.forwarded_from, replyTo: message.reply_to_message_id?.value, body: body, replied: replied)
    }

    /// `shown` from the message's two fields it reads besides `body`.
    static func shown(forwardedFrom: String?, replyTo: Int64?, body: String,
                      replied: (Int64) -> (sender: String, text: String)?) -> String? {
        var lines: [String] = []
        if let forwarded = forwardedFrom { lines.append("Forwarded from \(forwarded)") }
        if let reply = replyTo {
            lines.append(replied(reply).map { "↩ \($0.sender): \(excerpt($0.text))" } ?? "↩ a message not in this export")
        }
        if !body.isEmpty { lines.append(body) }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    static func placeholder(for message: TelegramExport.Message) -> String? {
        let duration = message.duration_seconds.map { " (\(clock($0.value)))" } ?? ""
        if message.photo != nil { return "Photo" }
        switch message.media_type {
        case "sticker": return message.sticker_emoji.map { "Sticker \($0)" } ?? "Sticker"
        case "voice_message": return "Voice message" + duration
        case "video_message": return "Video message" + duration
        case "video_file": return "Video" + duration
        case "animation": return "GIF"
        case "audio_file":
            let name = [message.performer, message.title].compactMap { $0 }.joined(separator: " – ")
            return (name.isEmpty ? "Audio" : "Audio: \(name)") + duration
        default: break
        }
        if message.file != nil || message.file_name != nil {
            let name = message.file_name ?? message.file.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "file"
            return "File: \(name)"
        }
        if let poll = message.poll { return "Poll: \(poll.question ?? "")" }
        if message.location_information != nil { return "Location" }
        if let contact = message.contact_information {
            let name = [contact.first_name, contact.last_name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return name.isEmpty ? "Contact" : "Contact: \(name)"
        }
        return nil
    }

    /// `0:12`, `12:05`, `1:02:03`.
    static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
    }

    /// The start of a replied-to message, on one line: `“Hi there, are you…”`.
    ///
    /// The first line ends at the first character that is a line feed: a line feed not after a
    /// carriage return (a CR LF pair is one character). Found in the UTF-8 bytes and cut at 40
    /// characters without counting the rest, so a long text costs no more than a short one.
    static func excerpt(_ text: String) -> String {
        if let excerpt = excerptOfLoneScalars(text) { return excerpt }
        let utf8 = text.utf8
        var end = utf8.endIndex
        var previous: UInt8 = 0
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == 0x0A, previous != 0x0D {
                end = index
                break
            }
            previous = byte
        }
        let firstLine = text[..<end]
        let kept = firstLine.prefix(40)
        return kept.endIndex < firstLine.endIndex ? "“\(kept)…”" : "“\(kept)”"
    }

    /// `excerpt` without splitting into characters, for a first line whose scalars up to the
    /// 41st are each a character of their own: printable ASCII, basic Cyrillic (U+0400–U+047F)
    /// and the common CJK ideographs (U+4E00–U+9FFF). Unicode breaks between any two of these
    /// (none extends, joins or prepends, none is a carriage return), so their characters are
    /// their scalars. Nil for any other line, which `excerpt` then splits into characters.
    static func excerptOfLoneScalars(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { utf8 -> String? in
            var index = 0
            var scalars = 0
            var fortieth = 0
            while index < utf8.count {
                let byte = utf8[index]
                // A line feed after one of these scalars (never a carriage return) ends the line.
                if byte == 0x0A { break }
                let width: Int
                if byte >= 0x20, byte < 0x7F {
                    width = 1
                } else if byte == 0xD0 || byte == 0xD1 {
                    width = 2
                } else if (byte == 0xE4 && utf8[index + 1] >= 0xB8) || (byte >= 0xE5 && byte <= 0xE9) {
                    width = 3
                } else {
                    return nil
                }
                scalars += 1
                if scalars == 41 {
                    return "“" + String(decoding: UnsafeBufferPointer(rebasing: utf8[..<fortieth]), as: UTF8.self) + "…”"
                }
                index += width
                if scalars == 40 { fortieth = index }
            }
            return "“" + String(decoding: UnsafeBufferPointer(rebasing: utf8[..<index]), as: UTF8.self) + "”"
        }
    }
}
