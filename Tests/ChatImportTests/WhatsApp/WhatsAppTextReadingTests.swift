import StrictJSON
import TestSupport
import Testing
@testable import ChatImport

/// `WhatsAppScan.readText`, one vector pass over a text, answers what three separate byte
/// readings answer — `ParagraphCounts.of`, `WhatsAppNoteBytes.mayBeNote` and
/// `UTF8Validation.isValid` — on thousands of generated texts: every length around the
/// 16-byte steps, line breaks, CJK, emoji, direction marks, the starts of notes, and broken
/// UTF-8 (stray continuations, overlong forms, surrogates, past U+10FFFF, characters cut by
/// the text's end), with a mark's lead right after the text, and texts at the file's very end.
@Suite struct WhatsAppTextReadingTests {
    static let pieces: [[UInt8]] = [
        "word ", "a", "\n", "\n\n", "你好", "🎉", "é", "\u{200E}", "<Media omitted>", "(file attached)", "omitted", "om", "we",
        "weggelassen", "已忽略", "تم استبعاد", "\u{FEFF}", "\u{F900}", "\u{2F800}", "mañana ", String(repeating: "x", count: 17),
    ].map { Array($0.utf8) } + [[0xFF], [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                [0xE4, 0xB8], [0xF0, 0x9F, 0x8E], [0xC2]]
    static let broken = 21

    @Test func oneVectorPassAnswersWhatTheByteReadingsAnswer() {
        var random = SplitMix64(seed: 44)
        var paragraphs: [ParagraphCounts] = []
        var checked = 0, invalid = 0, notes = 0
        for round in 0..<6000 {
            var text: [UInt8] = []
            let isBroken = round % 4 == 0
            let length = Int(random.whole(0...420))
            while text.count < length {
                let piece = Int(random.whole(0...(isBroken ? Self.pieces.count - 1 : Self.broken - 1)))
                text += Self.pieces[piece]
            }
            let atFileEnd = round % 7 == 0
            let file = Array("1/1/26, 9:41 AM - Anna: ".utf8) + text + (atFileEnd ? [] : Array("\r\n\u{200E}12/31/23, 9:41 PM - B".utf8))
            let range = 24..<(24 + text.count)
            file.withUnsafeBytes { bytes in
                let reading = WhatsAppScan.readText(bytes, range, paragraphs: &paragraphs)
                let rebased = UnsafeRawBufferPointer(rebasing: bytes[range])
                let isValid = UTF8Validation.isValid(rebased)
                #expect(reading.mayBeNote == WhatsAppNoteBytes.mayBeNote(bytes, range), "round \(round)")
                if let isUTF8 = reading.isUTF8 {
                    #expect(isUTF8 == isValid, "round \(round): \(text)")
                    checked += 1
                    if !isUTF8 { invalid += 1 }
                }
                if reading.mayBeNote { notes += 1 }
                if isValid {
                    #expect(paragraphs + [reading.lastParagraph] == ParagraphCounts.of(String(decoding: rebased, as: UTF8.self)), "round \(round)")
                }
            }
        }
        #expect(checked > 5000 && invalid > 1000 && notes > 500, "\(checked) texts checked by the vector pass, \(invalid) broken, \(notes) notes")
    }
}
