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
        var lines: [String] = []
        if let forwarded = message.forwarded_from { lines.append("Forwarded from \(forwarded)") }
        if let reply = message.reply_to_message_id?.value {
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
    static func excerpt(_ text: String) -> String {
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let cut = firstLine.count > 40 ? firstLine.prefix(40) + "…" : Substring(firstLine)
        return "“\(cut)”"
    }
}
