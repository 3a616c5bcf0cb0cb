import ChatDemoCore
import OutputFiles
import Testing
import TestSupport
@testable import ChatImport

/// The Telegram fast reader recognises bytes it has read before: the separators between a
/// message's members (`TelegramMemberSeparators`) and the start of a `text_entities` array of
/// one entity (`TelegramMessageScratch.entityHead`). Seeded random exports whose messages mostly
/// repeat one shape and spacing — so those bytes are learned — and then stray from it (keys
/// swapped, spacing changed, a key repeated where a learned separator would take it, an unknown
/// key, an entity with more keys or a different text, formatted parts whose entities repeat
/// them or not, photos, files, forwards and replies with ids that skip) open the same through
/// the fast reader as through the full one, whole, in halves and broken at a random byte.
@Suite struct FastPathRepeatedShapeTests {
    static let texts = [
        "Hi there", "river that when keyboard on bar gap", "window 动画 动 移动 我们 的时候 一起 我们 的时候 可以 秒 列表 动 秒 动画 好的 键盘 有缝 弹簧",
        "Привет, как дела? Всё хорошо, спасибо большое за вопрос, правда", "line one\nline two", "", "tab\there", "quote \" inside",
        "e\u{301} combining", "👍🏽 thumbs", String(repeating: "x", count: 41), String(repeating: "动", count: 40) + "\u{301}",
    ]

    static func export(seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        func chance(_ percent: Int) -> Bool { random.whole(1...100) <= Double(percent) }
        func pick<T>(_ items: [T]) -> T { items[Int(random.whole(0...(items.count - 1)))] }
        let usualComma = pick([", ", ",", ",\n   "])
        let usualColon = pick([": ", ":"])
        var id = 0
        var messages: [String] = []
        for _ in 0..<Int(random.whole(1...60)) {
            id += chance(10) ? Int(random.whole(2...4)) : 1
            let comma = chance(5) ? pick([", ", ",", " ,\n ", ",  "]) : usualComma
            let colon = chance(5) ? pick([": ", ":", " : ", ":  "]) : usualColon
            func member(_ key: String, _ value: String) -> String { "\"\(key)\"\(colon)\(value)" }
            let text = pick(texts)
            let quoted = FastPathRandomTelegramTests.json(text, &random)
            var fields = [member("id", "\(id)"), member("date", "\"2023-01-01T00:00:\(10 + id % 50)\""),
                          member("date_unixtime", "\"\(1_672_531_200 + id)\""),
                          member("type", chance(4) ? "\"service\"" : "\"message\""), member("from", pick(["\"Anna Berg\"", "\"Ben Kim\"", "null"])),
                          member("from_id", "\"user\(id % 2)\"")]
            if chance(6) { fields.append(member("photo", "\"photos/p\(id).jpg\"")) }
            if chance(4) { fields.append(member("file", "\"voice/a\(id).ogg\"") + comma + member("media_type", "\"voice_message\"")) }
            if chance(8) { fields.append(member("reply_to_message_id", "\(Int(random.whole(0...(id + 1))))")) }
            if chance(3) { fields.append(member("forwarded_from", "\"Carl\"")) }
            if chance(3) { fields.append(member("x_unknown", pick(["1", "{\"a\": [true]}", "\"s\""]))) }
            // A known key twice: the full reader refuses the file, and so must the fast one.
            if chance(1) { fields.append(member(pick(["id", "date", "from_id", "text"]), "\"again\"")) }
            let parts = chance(15)
            if parts {
                let bold = FastPathRandomTelegramTests.json(pick(texts), &random)
                fields.append(member("text", "[{\"type\": \"bold\", \"text\": \(bold)}, \(quoted), {\"type\": \"text_link\", \"text\": \"a\", \"href\": \"h\"}]"))
                let entities = chance(80)
                    ? "[{\"type\": \"bold\", \"text\": \(bold)}, {\"type\": \"plain\", \"text\": \(quoted)}, {\"type\": \"text_link\", \"text\": \"a\", \"href\": \"h\"}]"
                    : "[{\"type\": \"bold\", \"text\": \(quoted)}]"
                fields.append(member("text_entities", entities))
            } else {
                fields.append(member("text", quoted))
                let again = chance(90) ? quoted : FastPathRandomTelegramTests.json(text, &random)
                let entities = switch Int(random.whole(0...9)) {
                case 0: "[{\"type\": \"plain\", \"text\": \(again), \"href\": \"h\"}]"
                case 1: "[{\"type\": \"plain\", \"text\": \(again)}, {\"type\": \"plain\", \"text\": \(again)}]"
                case 2: "[{\"text\": \(again), \"type\": \"plain\"}]"
                case 3: "[ {\"type\":\"bold\" , \"text\" :\(again)} ]"
                case 4: "[{\"type\": \"plain\", \"text\": \(again)}\n]"
                default: text.isEmpty ? "[]" : "[{\"type\": \"plain\", \"text\": \(again)}]"
                }
                fields.append(member("text_entities", entities))
            }
            if chance(5) { fields.swapAt(Int(random.whole(0...(fields.count - 1))), Int(random.whole(0...(fields.count - 1)))) }
            messages.append("{" + fields.joined(separator: comma) + "}")
        }
        return Array(("{\n \"name\": \"Anna Berg\",\n \"type\": \"personal_chat\",\n \"messages\": [\n  " + messages.joined(separator: ",\n  ") + "\n ]\n}\n").utf8)
    }

    @Test func exportsOfOneShapeOpenTheSameByBothPaths() {
        // More than one sender besides the chat's name: "me" is given.
        expectRandomExportsOpenTheSameByBothPaths(count: 300) { (Self.export(seed: $0), "result.json", "Anna Berg") }
    }

    @Test func exportsOfOneShapeReadTheSameInHalves() {
        for seed in UInt64(1000)..<1040 {
            TelegramHalvesTests.expectSameAtEveryBrace(Self.export(seed: seed))
        }
    }

    /// A byte changed, dropped or doubled anywhere, often inside a separator or an entity's
    /// start that was learned: the same verdict, text or error as the full reader's.
    @Test func brokenExportsOfOneShapeAreReadAsTheFullReaderReadsThem() {
        var random = SplitMix64(seed: 4416)
        for seed in UInt64(2000)..<2300 {
            var bytes = Self.export(seed: seed)
            let place = Int(random.whole(1...(bytes.count - 2)))
            switch Int(random.whole(0...2)) {
            case 0: bytes[place] = [UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: ":"), 0xC3, 0x00, UInt8(ascii: " ")][Int(random.whole(0...6))]
            case 1: bytes.remove(at: place)
            default: bytes.insert(bytes[place], at: place)
            }
            _ = compareFastPath(bytes, name: "result.json", me: "Ben Kim")
        }
    }
}
