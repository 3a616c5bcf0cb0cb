import Benchmark
import StrictJSON

/// The strict JSON reader over a conversation file of 1 000 messages (the app's own format:
/// a title and messages with a sender and a text, some texts escaped and non-ASCII): the full
/// check that words an error (`JSONSyntax.check`) and the fast path that reads a mapped file in
/// place (`JSONByteCursor`).
enum JSONScannerBenchmarks {
    static let messageCount = 1_000

    static let conversation: [UInt8] = {
        var text = #"{"title": "Benchmark", "messages": ["#
        for index in 0..<messageCount {
            if index > 0 { text += ", " }
            let sender = index.isMultiple(of: 3) ? "me" : "them"
            let body = switch index % 4 {
            case 0: "Message \(index): see you at the station at \(index % 24):30"
            case 1: #"A quote: \"fine\" and a line break\nthen more"#
            case 2: "Ünïcödé, 中文, emoji 🙂 and a number \(index * 37)"
            default: String(repeating: "a longer paragraph of plain text ", count: 6)
            }
            text += #"{"sender": "\#(sender)", "text": "\#(body)"}"#
        }
        return Array((text + "]}").utf8)
    }()

    static func register() {
        let bytes = conversation
        Benchmark("StrictJSON: full check, 1000 messages (\(bytes.count / 1024) KiB)") { _ in
            do {
                try JSONSyntax.check(bytes, file: "conversation.json")
            } catch {
                fatalError("the benchmark's conversation is not valid JSON: \(error)")
            }
        }
        Benchmark("StrictJSON: fast path skip, 1000 messages (\(bytes.count / 1024) KiB)") { _ in
            let skipped = bytes.withUnsafeBytes { buffer in
                var cursor = JSONByteCursor(buffer, at: 0)
                return cursor.skipValue(depth: 0) && cursor.isAtEnd()
            }
            precondition(skipped, "the fast path refused the benchmark's conversation")
        }
    }
}
