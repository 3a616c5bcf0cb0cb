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
}
