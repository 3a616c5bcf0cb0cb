@testable import StrictJSON
import Testing
import TestSupport

/// The string scan that reads 64 bytes at a time must answer exactly as the byte-at-a-time
/// reading (`scanBytewise`) on every string: the same verdict, and for a string it takes the
/// same body, the same index after it and the same paragraph counts. Strings are generated from
/// fixed seeds out of pieces that sit across block edges — ASCII runs of every length, Chinese,
/// two- and four-byte characters, escapes, surrogate pairs — and then, in half the cases, one
/// piece that JSON or UTF-8 refuses, at a random place.
@Suite struct JSONStringBodyBlockTests {
    /// Pieces that are a string's valid body.
    static let validPieces: [[UInt8]] = [
        Array("a".utf8), Array("hello world ".utf8), Array("你".utf8), Array("你好 ".utf8), Array("é".utf8),
        Array("привет".utf8), Array("😀".utf8), Array("\u{10FFFF}".utf8), Array("\u{E000}\u{D7FF}\u{800}\u{7FF}\u{80}".utf8),
        Array(#"\n"#.utf8), Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\/\b\f\r\t"#.utf8),
        Array(#"\u00e9"#.utf8), Array(#"\u4F60"#.utf8), Array(#"\u000A"#.utf8), Array(#"\ud83d\ude00"#.utf8),
        Array(repeating: UInt8(ascii: "x"), count: 61), Array(String(repeating: "好", count: 21).utf8), Array("\u{7F}".utf8),
    ]

    /// Pieces that end the scan's acceptance: overlong and truncated UTF-8, surrogates in UTF-8
    /// or alone as escapes, stray and impossible bytes, control bytes, unknown escapes.
    static let brokenPieces: [[UInt8]] = [
        [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF], [0xF0, 0x80, 0x80, 0xAF], [0xF0, 0x8F, 0xBF, 0xBF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE],
        [0x80], [0xBF], [0xE4, 0xBD], [0xE4], [0xF0, 0x9F, 0x98], [0xC3], [0xC3, 0xC3], [0xE4, 0x41, 0x80],
        [0x01], [0x0A], [0x1F], [0x00], Array(#"\x"#.utf8), Array(#"\u12G4"#.utf8), Array(#"\ude00"#.utf8),
        Array(#"\ud83d x"#.utf8), Array(#"\ud83d\u0041"#.utf8), Array(#"\u"#.utf8), [0x5C],
    ]

    /// One case: a few bytes before the opening quote, the body, usually a closing quote, and
    /// padding after it (nothing, or enough for whole blocks past the string's end).
    static func bytes(_ random: inout SplitMix64, broken: Bool) -> [UInt8] {
        var bytes = Array(repeating: UInt8(ascii: " "), count: Int.random(in: 0...3, using: &random))
        bytes.append(UInt8(ascii: "\""))
        var body: [UInt8] = []
        for _ in 0..<Int.random(in: 0...14, using: &random) {
            body += validPieces.randomElement(using: &random)!
        }
        if broken {
            let piece = brokenPieces.randomElement(using: &random)!
            body.insert(contentsOf: piece, at: Int.random(in: 0...body.count, using: &random))
        }
        bytes += body
        if Int.random(in: 0..<20, using: &random) != 0 { bytes.append(UInt8(ascii: "\"")) }
        let padding = [0, 1, 63, 64, 65, 130].randomElement(using: &random)!
        let following = Array(#", "next": "x\"y"} "#.utf8)
        bytes += following.prefix(padding)
        bytes += Array(repeating: UInt8(ascii: " "), count: max(0, padding - following.count))
        return bytes
    }

    private func agree(_ bytes: [UInt8], counting: Bool, _ label: String) {
        let start = bytes.firstIndex(of: UInt8(ascii: "\""))!
        var fastIndex = start, referenceIndex = start
        var fastParagraphs: [ParagraphCounts] = [], referenceParagraphs: [ParagraphCounts] = []
        let (fast, reference) = bytes.withUnsafeBytes { buffer in
            (JSONStringBody.scan(buffer, at: &fastIndex, counting: counting, paragraphs: &fastParagraphs),
             JSONStringBody.scanBytewise(buffer, at: &referenceIndex, counting: counting, paragraphs: &referenceParagraphs))
        }
        #expect(fast == reference, "\(label): \(bytes)")
        // On nil both leave the index part-way, each at its own place: only a taken string has one answer.
        if reference != nil {
            #expect(fastIndex == referenceIndex, "\(label)")
            #expect(fastParagraphs == referenceParagraphs, "\(label)")
        }
    }

    @Test func thousandsOfValidStringsReadAlike() {
        var random = SplitMix64(seed: 44)
        var taken = 0
        for number in 0..<6_000 {
            let bytes = Self.bytes(&random, broken: false)
            agree(bytes, counting: number % 3 != 0, "valid \(number)")
            var index = bytes.firstIndex(of: UInt8(ascii: "\""))!
            var none: [ParagraphCounts] = []
            if bytes.withUnsafeBytes({ JSONStringBody.scanBytewise($0, at: &index, counting: false, paragraphs: &none) }) != nil { taken += 1 }
        }
        // Only the cases without a closing quote (one in twenty) are refused.
        #expect(taken >= 5_400)
    }

    @Test func thousandsOfBrokenStringsAreRefusedAlike() {
        var random = SplitMix64(seed: 4_419)
        for number in 0..<6_000 {
            agree(Self.bytes(&random, broken: true), counting: true, "broken \(number)")
        }
    }

    /// Every length of plain text and of Chinese around one and two blocks, so each byte of a
    /// block is once its last, and a three-byte character is cut by a block's end in each way.
    @Test func everyLengthAroundTheBlockEdges() {
        for prefix in 0..<3 {
            for length in 0...140 {
                let ascii = Array(repeating: UInt8(ascii: "a"), count: length)
                let chinese = Array(repeating: UInt8(ascii: "b"), count: prefix) + Array(String(repeating: "你", count: length / 3 + 1).utf8)
                for body in [ascii, chinese, chinese + [0xE4, 0xBD]] {
                    agree([UInt8(ascii: "\"")] + body + Array("\" ".utf8) + Array(repeating: UInt8(ascii: " "), count: 64),
                          counting: true, "length \(length)")
                }
            }
        }
    }

    /// The vector classes of a block are the byte-at-a-time ones, on random blocks whose bytes
    /// are mostly the values where the classes change.
    @Test func theVectorClassesOfABlockAreTheBytewiseOnes() {
        var random = SplitMix64(seed: 64)
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2,
                              0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<3_000 {
            let bytes = (0...StringBlock.size).map { _ in
                Bool.random(using: &random) ? edges.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            bytes.withUnsafeBytes { buffer in
                let block = StringBlock(buffer, at: 1), portable = StringBlock.portable(buffer, at: 1)
                #expect(block.stops == portable.stops && block.nonASCII == portable.nonASCII, "\(bytes)")
                let utf8 = UTF8Block(buffer, at: 1), portableUTF8 = UTF8Block.portable(buffer, at: 1)
                #expect(utf8.continuations == portableUTF8.continuations && utf8.leadsOfThreeOrMore == portableUTF8.leadsOfThreeOrMore
                        && utf8.leadsOfFour == portableUTF8.leadsOfFour && utf8.malformed == portableUTF8.malformed, "\(bytes)")
            }
        }
    }

    /// A mapped file's UTF-8 check reads the same blocks: it must name the same first bad byte
    /// as a character-at-a-time walk, on texts with one broken piece at a random place or none.
    @Test func utf8ValidationByBlocksFindsTheSameFirstBadByte() {
        var random = SplitMix64(seed: 8_259)
        var refused = 0
        for number in 0..<4_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...16, using: &random) {
                bytes += Self.validPieces.randomElement(using: &random)!
            }
            if number % 2 == 0 {
                let piece = Self.brokenPieces.randomElement(using: &random)!
                bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &random))
            }
            let (blocks, walked) = bytes.withUnsafeBytes { buffer in
                (UTF8Validation.firstInvalidOffset(in: buffer), Self.firstInvalidOffsetWalked(buffer))
            }
            #expect(blocks == walked, "\(number): \(bytes)")
            #expect((blocks == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(number)")
            if walked != nil { refused += 1 }
        }
        // Some broken pieces are UTF-8 that only JSON refuses (control bytes, escapes).
        #expect(refused >= 1_000)
    }

    private static func firstInvalidOffsetWalked(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let width = UTF8Validation.sequenceWidth(at: index, in: bytes) else { return index }
            index += width
        }
        return nil
    }
}
