import Testing
import TestSupport
@testable import ChatImport

/// A reply's quoted line (`TelegramMessageText.excerpt`) is found in the text's bytes; it must
/// quote exactly what splitting the text into characters at the first line feed and counting
/// 40 of them gives, whatever the text holds around its first line break.
@Suite struct TelegramExcerptTests {
    /// The excerpt by characters, as it was first written: the reference.
    static func byCharacters(_ text: String) -> String {
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let cut = firstLine.count > 40 ? firstLine.prefix(40) + "…" : Substring(firstLine)
        return "“\(cut)”"
    }

    @Test func workedExamples() {
        #expect(TelegramMessageText.excerpt("Hi there\nsecond") == "“Hi there”")
        #expect(TelegramMessageText.excerpt("") == "“”")
        #expect(TelegramMessageText.excerpt("\nafter") == "“”")
        // A CR LF pair is one character, not a line feed: the line goes on past it.
        #expect(TelegramMessageText.excerpt("a\r\nb\nc") == "“a\r\nb”")
        #expect(TelegramMessageText.excerpt(String(repeating: "x", count: 40)) == "“\(String(repeating: "x", count: 40))”")
        #expect(TelegramMessageText.excerpt(String(repeating: "x", count: 41)) == "“\(String(repeating: "x", count: 40))…”")
        // Forty characters of a family emoji each are far more than forty bytes.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 41)
        #expect(TelegramMessageText.excerpt(families) == "“\(String(repeating: "👨‍👩‍👧‍👦", count: 40))…”")
    }

    /// Random texts of line feeds, carriage returns, combining marks, joiners, flags and
    /// characters of every width, around the 40th character: the same excerpt both ways.
    @Test func randomTextsQuoteAsTheCharacterReadingDoes() {
        let pieces = ["a", "\n", "\r", "\r\n", "\u{301}", "\u{200D}", "👍", "🏽", "🇩🇪", "é", "你", "\t", " ", "\u{0}", "ש", "\u{FE0F}"]
        var random = SplitMix64(seed: 44)
        for _ in 0..<3000 {
            let length = Int(random.whole(0...90))
            var text = ""
            for _ in 0..<length { text += pieces[Int(random.whole(0...(pieces.count - 1)))] }
            #expect(TelegramMessageText.excerpt(text) == Self.byCharacters(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// Texts mostly of scalars that are characters of their own (ASCII, basic Cyrillic, common
    /// CJK ideographs), which the excerpt reads without splitting into characters, with now and
    /// then one that is not (a combining mark, a Cyrillic combining sign, a joiner, a carriage
    /// return, the ideographs' neighbours) at any place around the 40th: the same excerpt as
    /// the character reading gives.
    @Test func textsOfLoneScalarsQuoteAsTheCharacterReadingDoes() {
        let lone = ["a", " ", "~", "Я", "ѿ", "Ѐ", "一", "鿿", "动", "画"]
        let others = ["\u{301}", "\u{483}", "\u{480}", "\u{200D}", "\r", "\r\n", "\n", "㐀", "ꀀ", "\u{4DFF}", "\u{FE0F}", "🏽", "é", "\u{7F}"]
        var random = SplitMix64(seed: 4040)
        var quick = 0
        for _ in 0..<4000 {
            var text = ""
            for _ in 0..<Int(random.whole(0...50)) {
                text += random.whole(0...30) == 0 ? others[Int(random.whole(0...(others.count - 1)))] : lone[Int(random.whole(0...(lone.count - 1)))]
            }
            if TelegramMessageText.excerptOfLoneScalars(text) != nil { quick += 1 }
            #expect(TelegramMessageText.excerpt(text) == Self.byCharacters(text), "\(Array(text.unicodeScalars))")
        }
        #expect(quick >= 1000, "only \(quick) texts read without splitting")
    }
}
