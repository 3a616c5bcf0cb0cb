/// A Telegram Desktop `result.json` of one personal chat, shaped like a real export, for
/// the start-up benchmark (`startup_ms_telegram_100k`): `count` entries, each with
/// `date`, `from_id` and `text_entities` beside `text`.
///
/// Entry `i` (id `i + 1`), by its index:
/// - `i % 250 == 249`: a service message (a pin), which the app leaves out;
/// - `i % 20 == 5`: a photo with the text as its caption;
/// - `i % 40 == 7`: a voice message of `i % 90 + 1` seconds and no text;
/// - `i % 10 == 0`: the text as formatted parts (first word bold, a link, a mention);
/// - `i % 30 == 9`: a reply to entry `i - 3`;
/// - `i % 10 == 3`: the text over several lines;
/// - otherwise the text as a plain string.
public enum TelegramExportGenerator {
    public static func make(count: Int, seed: Int = 0) -> [UInt8] {
        Array((head + messages(in: 0..<count, seed: seed) + tail).utf8)
    }

    /// The export's start, up to the messages array's opening bracket.
    public static let head = "{\n \"name\": \"\(ChatExportShape.otherName)\",\n \"type\": \"personal_chat\",\n \"id\": 4417,\n \"messages\": ["
    /// The export's end, from the messages array's closing bracket.
    public static let tail = "\n ]\n}\n"

    /// Entries `range`, each after a comma unless it is the first of the export: written a
    /// batch at a time between `head` and `tail`, they make the same file as `make`, so a
    /// benchmark can write a file of a gigabyte without holding it.
    public static func messages(in range: Range<Int>, seed: Int = 0) -> String {
        let conversation = ChatExportShape.conversation(in: range, seed: seed)
        var out = ""
        out.reserveCapacity(range.count * 400)
        for (offset, message) in conversation.enumerated() {
            let index = range.lowerBound + offset
            let t = ChatExportShape.moment(index)
            let date = "\(t.year)-\(ChatExportShape.two(t.month))-\(ChatExportShape.two(t.day))T\(ChatExportShape.two(t.hour)):\(ChatExportShape.two(t.minute)):\(ChatExportShape.two(t.second))"
            out += index == 0 ? "\n  {" : ",\n  {"
            out += "\"id\": \(index + 1), \"date\": \"\(date)\", \"date_unixtime\": \"\(1_672_531_200 + index * 37)\", "
            if index % 250 == 249 {
                out += "\"type\": \"service\", \"actor\": \"\(ChatExportShape.ownName)\", \"actor_id\": \"user111\", \"action\": \"pin_message\", \"message_id\": \(index), \"text\": \"\", \"text_entities\": []}"
                continue
            }
            let mine = message.sender == .me
            out += "\"type\": \"message\", \"from\": \"\(mine ? ChatExportShape.ownName : ChatExportShape.otherName)\", \"from_id\": \"user\(mine ? 111 : 4417)\", "
            var text = message.text
            if index % 30 == 9 { out += "\"reply_to_message_id\": \(index - 2), " }
            if index % 20 == 5 {
                out += "\"photo\": \"photos/photo_\(index)@01-01-2023.jpg\", \"width\": 1280, \"height\": 960, "
            } else if index % 40 == 7 {
                out += "\"file\": \"voice_messages/audio_\(index).ogg\", \"media_type\": \"voice_message\", \"mime_type\": \"audio/ogg\", \"duration_seconds\": \(index % 90 + 1), "
                text = ""
            }
            if index % ChatExportShape.multiLinePeriod == ChatExportShape.multiLineOffset { text = ChatExportShape.multiLine(text) }
            if index % 10 == 0 {
                let parts = formattedParts(text)
                out += "\"text\": [" + parts.map { $0.type == "plain" ? json($0.text) : entity($0) }.joined(separator: ", ") + "], "
                out += "\"text_entities\": [" + parts.map(entity).joined(separator: ", ") + "]}"
            } else {
                out += "\"text\": \(json(text)), \"text_entities\": [\(text.isEmpty ? "" : entity((type: "plain", text: text, href: nil)))]}"
            }
        }
        return out
    }

    /// The first word bold, the second a link, the third a mention, the rest plain.
    static func formattedParts(_ text: String) -> [(type: String, text: String, href: String?)] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 4 else { return [("bold", text, nil)] }
        return [("bold", words[0], nil), ("plain", " ", nil), ("text_link", words[1], "https://example.com/\(words[1].utf8.count)"),
                ("plain", " ", nil), ("mention", "@" + words[2], nil), ("plain", " " + words[3...].joined(separator: " "), nil)]
    }

    static func entity(_ part: (type: String, text: String, href: String?)) -> String {
        "{\"type\": \"\(part.type)\", \"text\": \(json(part.text))" + (part.href.map { ", \"href\": \(json($0))" } ?? "") + "}"
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
