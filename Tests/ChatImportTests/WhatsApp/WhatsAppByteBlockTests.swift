import StrictJSON
import TestSupport
import Testing
@testable import ChatImport

/// `WhatsAppByteBlock.forEachLine`, the one pass over a WhatsApp export's bytes 64 at a time,
/// answers what the byte-at-a-time readings answer — the lines between LFs,
/// `ParagraphCounts.of` for each, `UTF8Validation.isValid` for the whole — on thousands of
/// generated runs: every length around the 64-byte steps, ranges starting at every offset and
/// reaching the file's end, line breaks, CJK, emoji, direction marks, and broken UTF-8 (stray
/// continuations, overlong forms, surrogates, past U+10FFFF, characters cut by a block's or
/// the range's end).
@Suite struct WhatsAppByteBlockTests {
    static let pieces: [[UInt8]] = [
        "word ", "a", "\n", "\n\n", "\r\n", "你好", "🎉", "é", "\u{200E}", "<Media omitted>", "mañana ", "\u{FEFF}", "\u{E000}",
        "\u{10FFFF}", "\u{0800}", "\u{D7FF}", "\u{10000}", "\u{0080}", String(repeating: "x", count: 61),
    ].map { Array($0.utf8) } + [[0xFF], [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
                                [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
                                [0xE4, 0xB8], [0xF0, 0x9F, 0x8E], [0xC2], [0xE0], [0xED], [0xF4]]
    static let brokenFrom = 19

    @Test func oneBlockPassAnswersWhatTheByteReadingsAnswer() {
        var random = SplitMix64(seed: 16)
        var valid = 0, invalid = 0, lines = 0
        for round in 0..<5000 {
            let isBroken = round % 3 == 0
            var text: [UInt8] = []
            let length = Int(random.whole(0...300))
            while text.count < length {
                text += Self.pieces[Int(random.whole(0...(isBroken ? Self.pieces.count - 1 : Self.brokenFrom - 1)))]
            }
            let before = Int(random.whole(0...70))
            let atFileEnd = round % 2 == 0
            let file = Array(repeating: UInt8(ascii: "b"), count: before) + text + (atFileEnd ? [] : Array("\n1/1/26 – more".utf8))
            let range = before..<(before + text.count)
            file.withUnsafeBytes { bytes in
                var read: [(Range<Int>, ParagraphCounts)] = []
                let isUTF8 = WhatsAppByteBlock.forEachLine(in: bytes, range) { line, counts in
                    read.append((line, counts.paragraph(droppingCarriageReturn: false)))
                    return true
                }
                let isValid = UTF8Validation.isValid(UnsafeRawBufferPointer(rebasing: bytes[range]))
                #expect(isUTF8 == isValid, "round \(round): \(text)")
                guard isValid else {
                    invalid += 1
                    return
                }
                valid += 1
                var expected: [Range<Int>] = []
                var start = range.lowerBound
                for index in range where bytes[index] == 0x0A {
                    expected.append(start..<index)
                    start = index + 1
                }
                if start < range.upperBound { expected.append(start..<range.upperBound) }
                #expect(read.map(\.0) == expected, "round \(round)")
                for (line, counts) in read {
                    let string = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[line]), as: UTF8.self)
                    #expect([counts] == ParagraphCounts.of(string), "round \(round), line \(line)")
                }
                lines += read.count
            }
        }
        #expect(valid > 2000 && invalid > 1000 && lines > 10000, "\(valid) valid runs, \(invalid) broken, \(lines) lines")
    }

    /// A line's own reading stops early when asked to, and a range that ends inside a
    /// character is not UTF-8 even when the file goes on with the rest of it.
    @Test func aLineCanStopTheReadingAndARangeCanCutACharacter() {
        let file = Array("one\ntwo\nthree 你".utf8)
        file.withUnsafeBytes { bytes in
            var seen = 0
            #expect(!WhatsAppByteBlock.forEachLine(in: bytes, 0..<bytes.count) { _, _ in
                seen += 1
                return seen < 2
            })
            #expect(seen == 2)
            #expect(!WhatsAppByteBlock.forEachLine(in: bytes, 0..<bytes.count - 1) { _, _ in true })
            #expect(WhatsAppByteBlock.forEachLine(in: bytes, 0..<bytes.count) { _, _ in true })
        }
    }

    /// `WhatsAppScan.firstLineMayBeNote`, the test that spares most texts the search for a
    /// note's words, passes every text `WhatsAppMedia.placeholder` turns into a placeholder.
    @Test func everyNoteFirstLinePassesThePreTest() {
        var random = SplitMix64(seed: 61)
        let notes = Array(WhatsAppMedia.omitted.keys) + ["<attached: 00000012-PHOTO-2023-12-31-21-41-05.jpg>",
                                                         "IMG-20231231-WA0001.jpg (file attached)", "report.pdf (Datei angehängt)",
                                                         "<附件：00000012-PHOTO-2023.jpg>", String(repeating: "long-name", count: 20) + ".pdf (file attached)"]
        let around = ["", " ", "\u{200E}", "\u{200F}", "  ", " \r", "\n", "\nsecond line", "\n\n"]
        var placeholders = 0
        for round in 0..<3000 {
            let note = notes[Int(random.whole(0...(notes.count - 1)))]
            let text = around[Int(random.whole(0...(around.count - 1)))] + note + around[Int(random.whole(0...(around.count - 1)))]
            guard WhatsAppMedia.placeholder(for: text) != nil else { continue }
            placeholders += 1
            let bytes = Array(text.utf8)
            let firstLineEnd = bytes.firstIndex(of: 0x0A) ?? bytes.count
            bytes.withUnsafeBytes { #expect(WhatsAppScan.firstLineMayBeNote($0, 0..<firstLineEnd), "round \(round): \(text)") }
        }
        #expect(placeholders > 1000, "\(placeholders) texts made placeholders")
    }
}
