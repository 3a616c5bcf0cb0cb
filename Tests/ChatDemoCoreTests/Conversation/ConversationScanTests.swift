import Foundation
import Testing
import OutputFiles
import StrictJSON
import TestSupport
@testable import ChatDemoCore

/// The one-pass check that leaves texts in the file must read every file exactly as the full
/// check (`JSONDecoder`) does: same title, same messages, byte for byte, and the same height
/// estimates from its counts as from the decoded strings.
@Suite struct ConversationScanTests {
    /// Decodes `bytes` both ways and checks they agree; returns the lazily read conversation.
    @discardableResult
    private func agree(_ bytes: [UInt8], _ label: String) throws -> Conversation {
        let full = try Conversation.decode(bytes, file: "t.json")
        let lazy = try Conversation.decode(MappedFile(copying: bytes), file: "t.json")
        #expect(lazy.title == full.title, "\(label)")
        #expect(lazy.messages.count == full.messages.count, "\(label)")
        for index in full.messages.indices {
            // The scan took the file: nothing was decoded to read it.
            #expect(!lazy.messages.isDecoded(at: index), "\(label) message \(index)")
            let (expected, found) = (full.messages[index], lazy.messages[index])
            #expect(found.sender == expected.sender && lazy.messages.sender(at: index) == expected.sender, "\(label) message \(index)")
            #expect(Array(found.text.utf8) == Array(expected.text.utf8), "\(label) message \(index)")
            for width in [120.0, 390, 844.5] {
                #expect(lazy.messages.estimatedHeight(at: index, by: .standard, listWidth: width)
                    == HeightEstimate.standard.height(of: expected.text, listWidth: width), "\(label) message \(index) at \(width)")
            }
        }
        return lazy
    }

    @Test func everyBundledConversationReadsAlike() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: conversationFixtures).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 3)
        for name in names {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: conversationFixtures + "/" + name)))
            try agree(bytes, name)
            // And through the file path the app takes.
            let loaded = try Conversation.load(path: conversationFixtures + "/" + name)
            #expect(loaded == (try Conversation.decode(bytes, file: name)))
        }
    }

    @Test func generatedConversationsAsTheEncoderWritesThemReadAlike() throws {
        let conversation = DistinctConversationGenerator.make(count: 3_000)
        let lazy = try agree(Array(try JSONEncoder().encode(conversation)), "distinct")
        #expect(lazy == conversation)
    }

    @Test func randomTextsWithEveryKindOfEscapeReadAlike() throws {
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            var messages: [Message] = []
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                messages.append(Message(sender: Bool.random(using: &random) ? .me : .them, text: Self.text(&random)))
            }
            let title = Self.text(&random)
            let bytes = Self.json(title: title, messages: messages, &random)
            let lazy = try agree(bytes, "seed \(seed)")
            #expect(lazy == Conversation(title: title, messages: messages), "seed \(seed)")
        }
    }

    @Test func aTenThousandLineMessageKeepsEveryParagraphsCounts() throws {
        let text = (0..<10_000).map { $0 % 7 == 0 ? "" : "line \($0) שלום 你好 👨‍👩‍👧" }.joined(separator: "\n")
        let bytes = Array(try JSONEncoder().encode(Conversation(title: "long", messages: [Message(sender: .them, text: text)])))
        let lazy = try agree(bytes, "10 000 lines")
        #expect(lazy.messages[0].text == text)
    }

    @Test func countsArePerParagraph() {
        #expect(ParagraphCounts.of("Hi\nпривет 👋") == [ParagraphCounts(narrow: 2), ParagraphCounts(narrow: 1, medium: 6, wide: 1)])
        #expect(ParagraphCounts.of("") == [ParagraphCounts()])
        #expect(HeightEstimate.standard.height(ofParagraphs: ParagraphCounts.of("Hello"), listWidth: 390) == 40)
    }

    @Test func sendsAndEditsAreHeldDecoded() throws {
        let bytes = Array(#"{"title": "t", "messages": [{"sender": "them", "text": "a\u00e9"}, {"text": "b", "sender": "me"}]}"#.utf8)
        var messages = try Conversation.decode(MappedFile(copying: bytes), file: "t.json").messages
        #expect(messages.map(\.text) == ["aé", "b"])
        messages.append(Message(sender: .me, text: "sent"))
        messages[0].text = "edited"
        #expect(messages == [Message(sender: .them, text: "edited"), Message(sender: .me, text: "b"), Message(sender: .me, text: "sent")])
        #expect(messages.isDecoded(at: 0) && !messages.isDecoded(at: 1) && messages.isDecoded(at: 2))
        #expect(messages.sender(at: 0) == .them && messages.sender(at: 1) == .me)
    }

    @Test func validFilesOfAnotherLayoutStillOpenThroughTheFullCheck() throws {
        // An extra key, a key written with an escape: the scan leaves them to the decoder.
        for text in [#"{"title": "t", "messages": [{"sender": "me", "text": "a", "at": 1}], "v": [null, true]}"#,
                     #"{"title": "t", "messages": [{"sender": "me", "\u0074ext": "a"}]}"#] {
            let bytes = Array(text.utf8)
            #expect(ConversationScan.scan(MappedFile(copying: bytes), from: 0) == nil)
            let opened = try Conversation.decode(MappedFile(copying: bytes), file: "t.json")
            #expect(opened == Conversation(title: "t", messages: [Message(sender: .me, text: "a")]))
        }
    }

    @Test func aFileJustOverTheLimitIsRefusedBeforeItIsRead() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/huge.json"
        // Sparse: the size is what counts, no gigabyte is written.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(Conversation.maximumFileBytes + 1)) == 0)
        #expect(throws: InputError(file: path, "the file is 1.07 GB (1 073 741 825 bytes), over the limit of 1 GiB (1 073 741 824 bytes) for conversations")) {
            try Conversation.load(path: path)
        }
    }

    // MARK: Random conversations

    /// Pieces of every kind the scan counts differently: ASCII, two-, three- and four-byte
    /// characters, a ZWJ family, right-to-left text and marks, controls, quotes, backslashes.
    static let pieces = ["hello", " ", "é", "ß", "你好", "👋🏽", "👨‍👩‍👧", "שלום", "مرحبا", "\u{200F}", "\u{7F}",
                         "\u{1}", "\t", "\r", "\n", "\"", "\\", "/", "\u{0}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10FFFF}"]

    static func text(_ random: inout SplitMix64) -> String {
        if Int.random(in: 0..<25, using: &random) == 0 {
            return (0..<Int.random(in: 1...3_000, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: "\n")
        }
        return (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// `text` as a JSON string, each character written raw, as a short escape or as `\u`
    /// escapes (surrogate pairs beyond the BMP), chosen at random.
    static func literal(_ text: String, _ random: inout SplitMix64) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let choice = Int.random(in: 0..<4, using: &random)
            let short: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "/": "\\/"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{8}": "\\b"
            case "\u{C}": "\\f"
            default: nil
            }
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if choice == 0 || (mustEscape && short == nil) {
                for unit in String(scalar).utf16 { out += String(format: Bool.random(using: &random) ? "\\u%04X" : "\\u%04x", unit) }
            } else if let short, choice == 1 || mustEscape {
                out += short
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func json(title: String, messages: [Message], _ random: inout SplitMix64) -> [UInt8] {
        func space() -> String { ["", " ", "\n", "\t", "\r\n  "].randomElement(using: &random)! }
        let list = messages.map { message -> String in
            let sender = "\"sender\"\(space()):\(space())\"\(message.sender.rawValue)\""
            let text = "\"text\"\(space()):\(space())\(literal(message.text, &random))"
            let members = Bool.random(using: &random) ? [sender, text] : [text, sender]
            return "{\(space())\(members.joined(separator: space() + "," + space()))\(space())}"
        }
        let titleMember = "\"title\"\(space()):\(space())\(literal(title, &random))"
        let messagesMember = "\"messages\"\(space()):\(space())[\(space())\(list.joined(separator: "," + space()))\(space())]"
        let members = Bool.random(using: &random) ? [titleMember, messagesMember] : [messagesMember, titleMember]
        let bom: [UInt8] = Int.random(in: 0..<5, using: &random) == 0 ? [0xEF, 0xBB, 0xBF] : []
        return bom + Array("\(space()){\(space())\(members.joined(separator: "," + space()))\(space())}\(space())".utf8)
    }
}
