import Foundation
import Testing
import OutputFiles
import StrictJSON
import TestSupport
@testable import ChatDemoCore

/// The scan on two cores must read every file as the one-core scan does: the same verdict,
/// and for a file it takes the same title, the same record per message and the same counts;
/// and through `Conversation.decode` the same conversation or the same error, word for word
/// with its line and column. Files are generated from fixed seeds, valid and then broken at a
/// random byte, with texts that look like the bytes between two messages so the seam guess
/// lands inside strings too.
@Suite struct ConversationScanHalvesTests {
    /// Texts that make the seam guess (`}`, `,`, `{`) wrong when they are read raw, escapes,
    /// surrogate pairs, and long runs that put the middle of the file inside a string.
    static let seamLikeTexts = ["}, {", "},{", "}\n,\n{", "\"},{\"sender\": \"me\", \"text\": \"x\"}", "😀 \\u{1F600}",
                                "\\", "\"", String(repeating: "a", count: 300), String(repeating: "你好}, {", count: 40)]

    static func message(_ random: inout SplitMix64) -> Message {
        let text = Int.random(in: 0..<3, using: &random) == 0
            ? seamLikeTexts.randomElement(using: &random)! + ConversationScanTests.text(&random)
            : ConversationScanTests.text(&random)
        return Message(sender: Bool.random(using: &random) ? .me : .them, text: text)
    }

    static func validFile(seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let messages = (0..<Int.random(in: 1...24, using: &random)).map { _ in message(&random) }
        return ConversationScanTests.json(title: ConversationScanTests.text(&random), messages: messages, &random)
    }

    /// `bytes` broken at a random place: a byte replaced, an overlong or surrogate UTF-8
    /// sequence or a lone surrogate escape put in, a byte left out, or the file cut short.
    static func broken(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let replacements: [UInt8] = [0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x01, 0x80, 0xFF, 0xC0, 0xF5, 0x20, 0x61]
            bytes[position] = replacements.randomElement(using: &random)!
        case 1:
            let insertions: [[UInt8]] = [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0xED, 0xA0, 0x80],
                                         Array(#"\ud800"#.utf8), Array(#"\udc00"#.utf8), [0x0A]]
            bytes.insert(contentsOf: insertions.randomElement(using: &random)!, at: position)
        case 2:
            bytes.remove(at: position)
        default:
            bytes.removeSubrange(position...)
        }
        return bytes
    }

    private static func start(of file: MappedFile) -> Int {
        file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Both scans of `bytes` agree; returns whether the two halves' result was the one used
    /// (the first half met the seam), nil when no seam was guessed.
    @discardableResult
    private func scansAgree(_ bytes: [UInt8], _ label: String) throws -> Bool? {
        let file = MappedFile(copying: bytes)
        let start = Self.start(of: file)
        let whole = ConversationScan.scanWhole(file, from: start)
        let halves = ConversationScan.scan(file, from: start, splittingFrom: 0)
        #expect((whole == nil) == (halves == nil), "\(label): one scan takes the file, the other does not")
        if let whole, let halves {
            #expect(whole.title == halves.title, "\(label)")
            #expect(Array(whole.messages.entries).map(Self.fileText) == Array(halves.messages.entries).map(Self.fileText), "\(label)")
            #expect(whole.messages.paragraphs == halves.messages.paragraphs, "\(label)")
        }
        let fromHalves = Result { () throws(InputError) in try Conversation.decode(file, file: "t.json", splittingFrom: 0) }
        let full = Result { () throws(InputError) in try Conversation.decode(bytes, file: "t.json") }
        #expect(Self.same(fromHalves, full), "\(label): \(fromHalves) against \(full)")
        guard let seam = ConversationScan.seam(in: file.bytes, searchingFrom: start + (bytes.count - start) / 2) else { return nil }
        var first = ConversationScan(file: file, from: start, seam: seam)
        return first.document() && first.reachedSeam
    }

    private static func fileText(_ entry: MessageList.Entry) -> MessageList.FileText? {
        entry.fileText
    }

    private static func same(_ one: Result<Conversation, InputError>, _ other: Result<Conversation, InputError>) -> Bool {
        switch (one, other) {
        case (.success(let first), .success(let second)): first == second
        case (.failure(let first), .failure(let second)): first == second
        default: false
        }
    }

    @Test func thousandsOfValidFilesReadAlikeOnOneCoreAndTwo() throws {
        var seamsMet = 0, seamsInText = 0
        for seed in UInt64(1)...2_000 {
            switch try scansAgree(Self.validFile(seed: seed), "seed \(seed)") {
            case true?: seamsMet += 1
            case false?: seamsInText += 1
            case nil: break
            }
        }
        // Both ways are taken many times: the halves joined, and the guess refused.
        #expect(seamsMet >= 1_000)
        #expect(seamsInText >= 20)
    }

    @Test func thousandsOfBrokenFilesGiveTheSameErrorOnOneCoreAndTwo() throws {
        for seed in UInt64(1)...2_000 {
            var random = SplitMix64(seed: seed &* 7_919)
            try scansAgree(Self.broken(Self.validFile(seed: seed), &random), "broken seed \(seed)")
        }
    }

    /// Texts of 20 to 120 pieces, so each crosses several of the string scan's 64-byte blocks at
    /// every offset, with escapes, surrogate pairs and non-ASCII on both sides of the edges; valid
    /// and then broken at a random byte (overlong or cut UTF-8, a control byte, a lone surrogate).
    @Test func filesOfLongMixedTextsReadAlikeValidOrBroken() throws {
        var taken = 0
        for seed in UInt64(1)...600 {
            var random = SplitMix64(seed: seed &* 104_729)
            let messages = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                Message(sender: Bool.random(using: &random) ? .me : .them,
                        text: (0..<Int.random(in: 20...120, using: &random)).map { _ in
                            ConversationScanTests.pieces.randomElement(using: &random)!
                        }.joined())
            }
            let valid = ConversationScanTests.json(title: "t", messages: messages, &random)
            try scansAgree(valid, "long texts, seed \(seed)")
            let file = MappedFile(copying: valid)
            if ConversationScan.scanWhole(file, from: Self.start(of: file)) != nil { taken += 1 }
            try scansAgree(Self.broken(valid, &random), "long texts broken, seed \(seed)")
        }
        // Every valid file is the scan's own, not left to the full check.
        #expect(taken == 600)
    }

    @Test func aSeamGuessedInsideATextIsNotTaken() throws {
        let padding = String(repeating: "x", count: 200)
        let bytes = Array(#"{"title": "t", "messages": [{"sender": "me", "text": "\#(padding)}, {\#(padding)"}, {"sender": "them", "text": "b"}]}"#.utf8)
        let file = MappedFile(copying: bytes)
        let seam = try #require(ConversationScan.seam(in: file.bytes, searchingFrom: bytes.count / 2 - 20))
        #expect(seam == 257)
        var first = ConversationScan(file: file, from: 0, seam: seam)
        let taken = first.document()
        #expect(taken)
        #expect(!first.reachedSeam)
        #expect(try scansAgree(bytes, "seam in a text") == false)
    }

    @Test func aTitleAfterTheMessagesIsReadByTheSecondHalf() throws {
        let bytes = Array(#"{"messages": [{"sender": "me", "text": "a"}, {"sender": "them", "text": "b"}, {"sender": "me", "text": "c"}], "title": "late"}"#.utf8)
        #expect(try scansAgree(bytes, "title last") == true)
        let opened = try Conversation.decode(MappedFile(copying: bytes), file: "t.json", splittingFrom: 0)
        #expect(opened.title == "late")
        #expect(!opened.messages.isDecoded(at: 2))
    }

    @Test func aTitleOnBothSidesOfTheSeamIsTheFullChecksRepeatedKey() throws {
        let bytes = Array(#"{"title": "a", "messages": [{"sender": "me", "text": "a"}, {"sender": "them", "text": "b"}], "title": "b"}"#.utf8)
        #expect(try scansAgree(bytes, "two titles") == true)
        #expect(throws: InputError.self) { try Conversation.decode(MappedFile(copying: bytes), file: "t.json", splittingFrom: 0) }
    }
}
