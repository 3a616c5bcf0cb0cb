import ChatDemoCore
import ChatExportSamples
import OutputFiles
import Testing
import TestSupport
@testable import ChatImport

/// A Telegram export read in two halves (`TelegramScan+Halves.swift`) gives exactly what one
/// pass gives — every message's side, text, sender and estimated height, the title, the
/// summary, the skipped count, or the same nil — wherever the seam lies: at every message's
/// start and at every other opening brace (a formatted part, an object inside a skipped value,
/// where the first half never stops), in seeded random exports whose replies quote messages
/// before the seam, after it, both, or none.
@Suite struct TelegramHalvesTests {
    /// `bytes` read whole and read with the seam at `seam`: the same, or both nil.
    static func expectSame(_ bytes: [UInt8], seam: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let file = MappedFile(copying: bytes)
        let whole = TelegramScan.readWhole(file, from: 0)
        let halves = TelegramScan.readInHalves(file, from: 0, seam: seam)
        guard let whole, let halves else {
            #expect((whole == nil) == (halves == nil), "seam \(seam): one way read it, the other did not", sourceLocation: sourceLocation)
            return (whole == nil) == (halves == nil)
        }
        #expect(halves.title == whole.title && halves.chatName == whole.chatName, sourceLocation: sourceLocation)
        #expect(halves.isSavedMessages == whole.isSavedMessages, sourceLocation: sourceLocation)
        #expect(halves.skippedSystemLines == whole.skippedSystemLines, sourceLocation: sourceLocation)
        let got = halves.conversation(me: nil).messages, want = whole.conversation(me: nil).messages
        guard got.count == want.count else {
            Issue.record("seam \(seam): \(got.count) messages, not \(want.count)", sourceLocation: sourceLocation)
            return false
        }
        for index in 0..<want.count {
            guard got[index] == want[index], halves.sender(at: index) == whole.sender(at: index),
                  halves.text(at: index) == whole.text(at: index),
                  got.estimatedHeight(at: index, by: .standard, listWidth: 390) == want.estimatedHeight(at: index, by: .standard, listWidth: 390)
            else {
                Issue.record("seam \(seam), message \(index): \(got[index]) ≠ \(want[index])", sourceLocation: sourceLocation)
                return false
            }
        }
        for me in [nil, "Anna Berg", "Ben Kim"] {
            let fast = try? ChatImport.finish(halves, file: "result.json", me: me)
            let slow = try? ChatImport.finish(whole, file: "result.json", me: me)
            #expect(fast?.summary == slow?.summary && fast?.me == slow?.me, sourceLocation: sourceLocation)
        }
        return true
    }

    /// Every opening brace of `bytes`, each the seam of one reading in halves.
    static func expectSameAtEveryBrace(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "{") && offset > 0 {
            guard expectSame(bytes, seam: offset, sourceLocation: sourceLocation) else { return }
        }
    }

    /// An export whose messages hold, in a key nothing reads, an array of objects that starts
    /// like the messages array (`}, {"id": …`), so the seam's guess can fall inside a message.
    static func withLookalikes(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.replacingOccurrences(of: "\"date\":", with: "\"reactions\": [{\"id\": 1}, {\"id\": 2}], \"date\":").utf8)
    }

    @Test func randomExportsReadTheSameInHalvesWhereverTheSeamLies() {
        for seed in UInt64(0)..<120 {
            let bytes = FastPathRandomTelegramTests.export(seed: seed).bytes
            Self.expectSameAtEveryBrace(seed % 3 == 0 ? Self.withLookalikes(bytes) : bytes)
        }
    }

    /// Broken exports — a byte changed, dropped or doubled at a random place — give the same
    /// nil (or the same chat, where the change left valid JSON) in halves as in one pass.
    @Test func brokenExportsAreRefusedInHalvesAsInOnePass() {
        var random = SplitMix64(seed: 1515)
        var refused = 0
        for seed in UInt64(500)..<580 {
            var bytes = FastPathRandomTelegramTests.export(seed: seed).bytes
            guard bytes.count > 2 else { continue }
            let place = Int(random.whole(1...(bytes.count - 2)))
            switch Int(random.whole(0...2)) {
            case 0: bytes[place] = [UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: ","), 0xC3, 0x00, UInt8(ascii: "\\")][Int(random.whole(0...5))]
            case 1: bytes.remove(at: place)
            default: bytes.insert(bytes[place], at: place)
            }
            if TelegramScan.readWhole(MappedFile(copying: bytes), from: 0) == nil { refused += 1 }
            Self.expectSameAtEveryBrace(bytes)
        }
        // Most changes break the file; the test is of those.
        #expect(refused >= 40, "only \(refused) of 80 broken")
    }

    /// The generator's exports: replies two messages back, so a reply just after the seam
    /// quotes the first half, one further on the second.
    @Test func generatedExportsReadTheSameInHalves() {
        Self.expectSameAtEveryBrace(TelegramExportGenerator.make(count: 120, seed: 3))
    }

    /// Replies to ids from before the seam, some shown twice (the later one is quoted), a
    /// reply to a reply that was itself left for the join, one to a message never shown.
    @Test func repliesAcrossTheSeamQuoteTheFirstHalf() throws {
        let messages = [
            #"{"id": 1, "type": "message", "from": "Anna", "text": "first one\nsecond line"}"#,
            #"{"id": 2, "type": "message", "from": "Ben", "text": "hello"}"#,
            #"{"id": 2, "type": "message", "from": "Ben", "text": "hello again"}"#,
            #"{"id": 3, "type": "service", "actor": "Ben", "text": ""}"#,
            #"{"id": 4, "type": "message", "from": "Anna", "reply_to_message_id": 2, "text": "to two"}"#,
            #"{"id": 5, "type": "message", "from": "Ben", "reply_to_message_id": 4, "text": "to the reply"}"#,
            #"{"id": 6, "type": "message", "from": "Ben", "reply_to_message_id": 3, "text": "to a service message"}"#,
            #"{"id": 7, "type": "message", "from": "Anna", "forwarded_from": "Carl", "reply_to_message_id": 1, "text": "fwd"}"#,
            #"{"id": 8, "type": "message", "from": "Anna", "reply_to_message_id": 7, "text": ["a ", {"type": "bold", "text": "b"}]}"#,
        ]
        let bytes = Array((#"{"name": "Anna", "type": "personal_chat", "messages": ["# + messages.joined(separator: ",\n") + "]}").utf8)
        Self.expectSameAtEveryBrace(bytes)
        // The seam at message 4: replies 4, 6 and 7 are left for the join, 5 quotes 4 and 8 quotes 7.
        let marker = Array(#"{"id": 4"#.utf8)
        let seam = try #require(bytes.indices.first { bytes[$0...].starts(with: marker) })
        let file = MappedFile(copying: bytes)
        var second = TelegramScan(file: file, from: seam, startsAtSeam: true)
        let read = second.documentFromSeam()
        #expect(read)
        #expect(second.closed.map(\.reply.replyTo) == [2, 3, 1])
        let chat = TelegramScan.readInHalves(file, from: 0, seam: seam)
        #expect(chat?.text(at: 3) == "↩ Ben: “hello again”\nto two")
        #expect(chat?.text(at: 4) == "↩ Anna: “to two”\nto the reply")
        #expect(chat?.text(at: 5) == "↩ a message not in this export\nto a service message")
        #expect(chat?.text(at: 6) == "Forwarded from Carl\n↩ Anna: “first one”\nfwd")
        #expect(chat?.text(at: 7) == "↩ Anna: “fwd”\na b")
    }

    /// Through `read`, split from any size: the seam is guessed at a message near the middle
    /// (not at a formatted part, which also follows `}, {`), and the chat is one pass's.
    @Test func theSeamIsGuessedAtAMessageNearTheMiddle() throws {
        let bytes = TelegramExportGenerator.make(count: 300, seed: 8)
        let seam = try #require(bytes.withUnsafeBytes { TelegramScan.seam(in: $0, searchingFrom: bytes.count / 2) })
        #expect(bytes[seam...].starts(with: Array(#"{"id": "#.utf8)))
        #expect(seam >= bytes.count / 2 && seam < bytes.count / 2 + 2_000)
        let file = MappedFile(copying: bytes)
        let split = try #require(TelegramScan.read(file, splittingFrom: 0))
        let whole = try #require(TelegramScan.readWhole(file, from: 0))
        let got = split.conversation(me: nil).messages, want = whole.conversation(me: nil).messages
        #expect(got.count == want.count)
        #expect((0..<min(got.count, want.count)).allSatisfy { got[$0] == want[$0] })
    }

    /// A member after the messages is read on one core, with the same answer.
    @Test func aMemberAfterTheMessagesIsReadOnOneCore() {
        let bytes = Array(#"{"name": "Anna", "messages": [{"id": 1, "type": "message", "from": "A", "text": "x"}, {"id": 2, "type": "message", "from": "B", "text": "y"}], "id": 5}"#.utf8)
        Self.expectSameAtEveryBrace(bytes)
        let seam = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }[2]
        #expect(TelegramScan.readInHalves(MappedFile(copying: bytes), from: 0, seam: seam)?.text(at: 1) == "y")
    }
}
