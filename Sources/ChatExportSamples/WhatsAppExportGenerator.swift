/// A WhatsApp chat export (Android, English, month-first 12-hour times), shaped like a
/// real one, for the start-up benchmark (`startup_ms_whatsapp_100k`): the encryption
/// notice, then `count` messages. Save it as "WhatsApp Chat with Anna Berg.txt" so the
/// app takes the other sender as "me".
///
/// Message `i`, by its index:
/// - `i % 40 == 7`: `<Media omitted>`;
/// - `i % 150 == 11`: "This message was deleted";
/// - `i % 10 == 3`: the text over several lines;
/// - otherwise the text on one line.
public enum WhatsAppExportGenerator {
    /// The name the export is saved under, which names the chat.
    public static let fileName = "WhatsApp Chat with \(ChatExportShape.otherName).txt"

    public static func make(count: Int, seed: Int = 0) -> [UInt8] {
        Array((head + messages(in: 0..<count, seed: seed)).utf8)
    }

    /// The export's first line, the encryption notice.
    public static let head = "1/1/23, 12:00 AM - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.\n"

    /// Messages `range`, each a line or more: written a batch at a time after `head`, they make
    /// the same file as `make`, so a benchmark can write a file of a gigabyte without holding it.
    public static func messages(in range: Range<Int>, seed: Int = 0) -> String {
        let conversation = ChatExportShape.conversation(in: range, seed: seed)
        var out = ""
        out.reserveCapacity(range.count * 150)
        for (offset, message) in conversation.enumerated() {
            let index = range.lowerBound + offset
            let t = ChatExportShape.moment(index)
            let hour = t.hour % 12 == 0 ? 12 : t.hour % 12
            out += "\(t.month)/\(t.day)/\(t.year % 100), \(hour):\(ChatExportShape.two(t.minute))\u{202F}\(t.hour < 12 ? "AM" : "PM") - "
            out += message.sender == .me ? ChatExportShape.ownName : ChatExportShape.otherName
            out += ": "
            if index % 40 == 7 {
                out += "<Media omitted>"
            } else if index % 150 == 11 {
                out += "This message was deleted"
            } else if index % ChatExportShape.multiLinePeriod == ChatExportShape.multiLineOffset {
                out += ChatExportShape.multiLine(message.text)
            } else {
                out += message.text
            }
            out += "\n"
        }
        return out
    }
}
