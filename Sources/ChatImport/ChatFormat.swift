/// What a file is, from its first bytes and, for JSON, its top-level keys:
/// a renamed export (`chat.json` that is WhatsApp text, `result.txt` that
/// is Telegram) still opens as what it is.
///
/// - A first line that starts like a WhatsApp message: WhatsApp.
/// - JSON (the first byte after a byte order mark and white space is `{`
///   or `[`, or the name ends in `.json`): Telegram when a top-level key that
///   Telegram writes (`chats`, `personal_information`, `name`, `type`, `id`)
///   comes before `title`; otherwise this project's shape, whose errors are
///   exactly those it had before exports could be opened.
/// - Anything else: a WhatsApp chat, whose reader says so when no line looks
///   like one of its messages.
enum ChatFormat: Equatable {
    case projectJSON, telegram, whatsApp

    static let telegramKeys: Set<String> = ["chats", "personal_information", "name", "type", "id"]

    static func detect<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, name: String?) -> ChatFormat where Bytes.Index == Int {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // iOS headers start with "[", like a JSON array: the first line decides.
        // At most 256 bytes are looked at: a JSON file written on one line is not walked whole.
        let firstLine = bytes[index...].prefix(256).prefix(while: { $0 != 0x0A })
        if WhatsAppHeader.parse(Array(String(decoding: firstLine, as: UTF8.self).unicodeScalars)) != nil { return .whatsApp }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        let isJSON = index < bytes.count && (bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "["))
        guard isJSON || name?.lowercased().hasSuffix(".json") == true else { return .whatsApp }
        guard isJSON, bytes[index] == UInt8(ascii: "{") else { return .projectJSON }
        var keys = TopLevelKeys(bytes, start: index)
        while let key = keys.next() {
            if key == "title" { return .projectJSON }
            if telegramKeys.contains(key) { return .telegram }
        }
        return .projectJSON
    }
}

/// The keys of a JSON object's own members, in order, skipping their values
/// without building them; it stops at the first thing that is not JSON (the
/// full check comes later and reports it with its position).
struct TopLevelKeys<Bytes: RandomAccessCollection<UInt8>>: IteratorProtocol where Bytes.Index == Int {
    private let bytes: Bytes
    private var index: Int
    private var depth = 0
    private var expectingKey = true

    init(_ bytes: Bytes, start: Int) {
        self.bytes = bytes
        self.index = start + 1
    }

    mutating func next() -> String? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index + 1
                guard let end = stringEnd(from: start) else { return nil }
                index = end + 1
                if depth == 0 && expectingKey {
                    expectingKey = false
                    return String(decoding: bytes[start..<end], as: UTF8.self)
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return nil }
                depth -= 1
                index += 1
            case UInt8(ascii: ","):
                if depth == 0 { expectingKey = true }
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }

    /// The index of the quote that ends the string starting at `start`.
    private func stringEnd(from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += 1
        }
        return nil
    }
}
