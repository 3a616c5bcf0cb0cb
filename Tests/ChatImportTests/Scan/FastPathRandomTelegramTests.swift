import ChatDemoCore
import TestSupport
import Testing
@testable import ChatImport

/// Seeded random Telegram exports — texts as strings with every kind of escape, as formatted
/// parts, empty or null; photos, voice messages, forwards, replies to earlier, later and
/// missing ids; service messages; senders null, absent or escaped; unknown keys holding any
/// JSON; keys in any order, compact or spread out — open the same through the fast reader as
/// through the full one, message for message.
@Suite struct FastPathRandomTelegramTests {
    static let plainTexts = [
        "Hi", "", "line one\nline two", "quote \" and backslash \\", "tab\tand\rreturn", "👨‍👩‍👧‍👦", "🎉", "é and e\u{301}",
        "مرحبا", "\u{0}nul", "slash / here", "a\n\n", "\n",
    ]

    /// A JSON string literal of `text`, escaping at random: `\n` or `\u000a`, non-ASCII as is or as `\u` escapes.
    static func json(_ text: String, _ random: inout SplitMix64) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let escape = random.whole(0...3) == 0
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += escape ? "\\u000A" : "\\n"
            case "/": out += escape ? "\\/" : "/"
            default:
                if scalar.value < 0x20 || (escape && scalar.value > 0x7F) {
                    for unit in String(scalar).utf16 { out += "\\u" + String(String(unit, radix: 16).reversed()).padding(toLength: 4, withPad: "0", startingAt: 0).reversed() }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func export(seed: UInt64) -> (bytes: [UInt8], me: String?) {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ items: [T]) -> T { items[Int(random.whole(0...(items.count - 1)))] }
        func chance(_ percent: Int) -> Bool { random.whole(1...100) <= Double(percent) }
        let space = chance(50) ? " " : ""
        let gap = chance(50) ? "\n  " : ""
        let count = Int(random.whole(0...50))
        var messages: [String] = []
        for index in 0..<count {
            var text = chance(50) ? DistinctConversationGenerator.text(at: Int(seed) * 100 + index) : pick(plainTexts)
            var fields: [String] = ["\"id\":\(space)\(chance(5) ? "null" : "\(index + 1)")", "\"date\":\(space)\"2024-01-01T10:00:00\""]
            fields.append("\"type\":\(space)\"\(chance(8) ? "service" : "message")\"")
            let sender = chance(3) ? pick(["null", "absent"]) : pick(["\"Anna Berg\"", "\"Ben Kim\"", "\"Ben Kim\"", "\"Ann\\u0061 Berg\""])
            if sender != "absent" { fields.append("\"from\":\(space)\(sender)") }
            if chance(50) { fields.append("\"from_id\":\(space)\"user\(index % 2)\"") }
            if chance(10) { fields.append("\"photo\":\(space)\"photos/p\(index).jpg\"") }
            if chance(5) { fields.append("\"media_type\": \"voice_message\", \"duration_seconds\": \(index * 7)"); text = "" }
            if chance(5) { fields.append("\"forwarded_from\":\(space)\(json("Carl \"C\"", &random))") }
            if chance(3) { fields.append(pick(["\"location_information\": {\"latitude\": 52.5, \"longitude\": 13}", "\"poll\": {\"question\": \"Tea?\"}",
                                               "\"contact_information\": {\"first_name\": \"Dora\", \"last_name\": \"\"}"])) }
            if chance(3) { fields.append(pick(["\"media_type\": \"sticker\", \"sticker_emoji\": \"😀\"", "\"media_type\": \"audio_file\", \"performer\": \"P\", \"title\": null",
                                               "\"file\": \"files/a.pdf\", \"file_name\": \"a.pdf\"", "\"media_type\": \"animation\", \"duration_seconds\": null"])) }
            if chance(10) { fields.append("\"reply_to_message_id\":\(space)\(Int(random.whole(0...(count + 2))))") }
            if chance(20) { fields.append("\"edited\": \"2024\", \"x\": {\"a\": [1, -2.5e3, true, false, null, \"\\ud83d\\ude00\", {}], \"b\": []}") }
            switch random.whole(0...9) {
            case 0: fields.append("\"text\":\(space)[\(json("Bold", &random)), {\"type\": \"bold\", \"text\": \(json(text, &random))}, {\"type\": \"text_link\", \"text\": \"x\", \"href\": \"h\"}]")
            case 1: fields.append("\"text\":\(space)null")
            case 2: break
            default: fields.append("\"text\":\(space)\(json(text, &random))")
            }
            if chance(50) { fields.append("\"text_entities\": [{\"type\": \"plain\", \"text\": \(json(text, &random))}]") }
            var shuffled = fields
            shuffled.shuffle(using: &random)
            messages.append("{" + shuffled.joined(separator: ",\(space)") + "}")
        }
        var top = ["\"id\":\(space)4417", "\"messages\":\(space)[\(gap)" + messages.joined(separator: ",\(gap)") + "\(gap)]"]
        top.append("\"name\":\(space)\(chance(10) ? "\"Ann\\u0061 Berg\"" : chance(5) ? "null" : "\"Anna Berg\"")")
        top.append("\"type\":\(space)\"\(chance(10) ? "saved_messages" : "personal_chat")\"")
        let first = top.removeFirst()
        top.shuffle(using: &random)
        // "name" or "type" first, as Telegram writes them and as format detection needs.
        let text = "{\(gap)" + ([top[0], first] + top.dropFirst()).joined(separator: ",\(gap)") + "\(gap)}\n"
        return (Array(text.utf8), chance(20) ? pick(["Ben Kim", "Anna Berg", "Nobody"]) : nil)
    }

    @Test func randomExportsOpenTheSameByBothPaths() {
        expectRandomExportsOpenTheSameByBothPaths { seed in
            let (bytes, me) = Self.export(seed: seed)
            return (bytes, "result.json", me)
        }
    }
}
