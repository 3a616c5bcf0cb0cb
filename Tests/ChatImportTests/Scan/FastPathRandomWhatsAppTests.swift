import ChatDemoCore
import TestSupport
import Testing
@testable import ChatImport

/// Seeded random WhatsApp exports full of what real ones hold — every header shape, names with
/// direction marks and spaces, media notes in several languages, notices, system lines,
/// continuation lines (blank ones too), a header of another shape inside a message, CR LF
/// line ends, a byte order mark — open the same through the fast reader as through the full
/// one, message for message.
@Suite struct FastPathRandomWhatsAppTests {
    static let shapes: [@Sendable (Int) -> String] = [
        { "12/31/23, 9:4\($0 % 10) PM - " }, { "31.12.23, 21:4\($0 % 10) - " }, { "[31/12/2023, 21:41:0\($0 % 10)] " },
        { "2023/12/31 下午9:4\($0 % 10) - " }, { _ in "٣١\u{200F}/١٢\u{200F}/٢٠٢٣ ٩:٤١ م - " }, { "12/31/23, 9:4\($0 % 10)\u{202F}PM - " },
    ]
    /// The other side of the chat is "Anna Berg" (the file's name); "me" is one of these.
    static let others = ["Ben Kim", "\u{200E}Ben Kim\u{200E}", "李雷", "\u{202A}+49 151 2345678\u{202C}", "Dr. No"]
    static let texts = [
        "Hi", "", "<Media omitted>", "<Medien ausgeschlossen>", "image omitted", "\u{200E}image omitted", "Bild weggelassen",
        "IMG-20231231-WA0001.jpg (file attached)", "IMG-1.jpg (file attached)\nnice", "<attached: 00000012-PHOTO-2023.jpg>",
        "Messages and calls are end-to-end encrypted. Tap to learn more.", "Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt.",
        "消息和通话都进行端到端加密。", "الرسائل والمكالمات مشفرة تمامًا بين الطرفين.", "消息", "Nachrichten und Anrufe sind Ende-zu-Ende-verschlu\u{308}sselt.",
        "Meeting at 5", "Nope", "👨‍👩‍👧‍👦", "🎉", "مرحبا بك", "\u{200F}text after a mark", "a (b)", "x < y", "图片已忽略",
        "This message was deleted", "tab\there", "trailing space ", "Video weggelassen", "report.pdf (file attached)",
        "e\u{301}", "Ωmitted", "omitted", "image omitted\n", "\u{FEFF}<Media omitted>", "\r", "a\rb",
    ]

    static func export(seed: UInt64) -> (bytes: [UInt8], name: String, me: String?) {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ items: [T]) -> T { items[Int(random.whole(0...(items.count - 1)))] }
        func chance(_ percent: Int) -> Bool { random.whole(1...100) <= Double(percent) }
        let shape = Int(random.whole(0...(shapes.count - 1)))
        let other = pick(others)
        let names = ["Anna Berg", " Anna Berg", other, other, chance(10) ? "Carl Diaz" : other]
        let newline = chance(30) ? "\r\n" : "\n"
        var out = chance(10) ? "\u{FEFF}" : ""
        if chance(10) { out += "  \(newline)" }
        for index in 0..<Int(random.whole(1...60)) {
            let header = chance(5) ? pick(shapes)(index) : shapes[shape](index)
            let text = chance(40) ? DistinctConversationGenerator.text(at: Int(seed) * 100 + index) : pick(texts)
            switch random.whole(0...9) {
            case 0: out += header + "Anna Berg added Ben Kim"
            case 1: out += header + pick(names) + ":"
            default: out += header + pick(names) + ": " + text
            }
            for _ in 0..<(chance(25) ? Int(random.whole(1...4)) : 0) {
                out += newline + (chance(30) ? "" : chance(20) ? pick(shapes)(index) + "pasted" : pick(texts))
            }
            out += chance(5) ? "\r\n" : newline
        }
        if chance(20) { out.removeLast() }
        let name = chance(80) ? "WhatsApp Chat with Anna Berg.txt" : "chat.txt"
        return (Array(out.utf8), name, chance(20) ? pick(names) : nil)
    }

    @Test func randomExportsOpenTheSameByBothPaths() {
        expectRandomExportsOpenTheSameByBothPaths { Self.export(seed: $0) }
    }
}
