import Testing
@testable import TerminalText

@Suite struct VisibleTextTests {
    @Test func printableTextIsUnchanged() {
        #expect(VisibleText.escaped("tap input") == "tap input")
        #expect(VisibleText.escaped("周末 😀 café e\u{301} ⇧ 空格") == "周末 😀 café e\u{301} ⇧ 空格")
    }

    @Test func nonBreakingSpaceIsNamed() {
        #expect(VisibleText.escaped("tap\u{A0}input") == "tap<U+00A0>input")
    }

    @Test func byteOrderMarkAndZeroWidthCharactersAreNamed() {
        #expect(VisibleText.escaped("\u{FEFF}{") == "<U+FEFF>{")
        #expect(VisibleText.escaped("a\u{200B}b\u{200D}c") == "a<U+200B>b<U+200D>c")
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        #expect(VisibleText.escaped("\u{1B}[31mred") == "<U+001B>[31mred")
        #expect(VisibleText.escaped("a\0b") == "a<U+0000>b")
        #expect(VisibleText.escaped("a\tb\nc\r\u{7F}\u{85}") == "a<U+0009>b<U+000A>c<U+000D><U+007F><U+0085>")
        #expect(VisibleText.escaped("\u{2028}\u{2029}") == "<U+2028><U+2029>")
    }

    @Test func privateUseAndReplacementCharactersAreNamed() {
        #expect(VisibleText.escaped("\u{E000}\u{10FFFD}") == "<U+E000><U+10FFFD>")
        // A lone surrogate decoded leniently becomes U+FFFD.
        #expect(VisibleText.escaped(String(decoding: [0xD800, 0x61] as [UInt16], as: UTF16.self)) == "<U+FFFD>a")
    }

    @Test func invalidBytesAreShownAsBytes() {
        // U+D800 encoded as if it were a scalar: not UTF-8.
        #expect(VisibleText.escaped(bytes: [0x61, 0xED, 0xA0, 0x80, 0x62]) == "a<0xED><0xA0><0x80>b")
        #expect(VisibleText.escaped(bytes: Array("ok\u{A0}\u{1B}".utf8)) == "ok<U+00A0><U+001B>")
        #expect(VisibleText.escaped(bytes: [0x00, 0xFF]) == "<U+0000><0xFF>")
    }

    /// A combining mark with nothing shown before it would sit on the quote around it (or on the
    /// `>` of an escape) and vanish into it: it is named. After a letter it is the letter's accent.
    @Test func aCombiningMarkWithNoBaseIsNamed() {
        #expect(VisibleText.escaped("\u{301}tap") == "<U+0301>tap")
        #expect(VisibleText.escaped("\u{20DD}\u{301}x") == "<U+20DD><U+0301>x")
        #expect(VisibleText.escaped("a\u{A0}\u{301}") == "a<U+00A0><U+0301>")
        #expect(VisibleText.escaped("e\u{301}\u{302} \u{301}") == "e\u{301}\u{302} \u{301}")
        #expect(VisibleText.escaped(bytes: Array("\u{301}e\u{301}".utf8)) == "<U+0301>e\u{301}")
        #expect(VisibleText.escaped(bytes: [0xFF, 0xCC, 0x81]) == "<0xFF><U+0301>")
    }

    /// The app's stand-ins for argument bytes that are not UTF-8 are shown as those bytes.
    @Test func standInsForBytesAreShownAsBytes() {
        let byte: (Unicode.Scalar) -> UInt8? = { $0.value >= 0x10FE80 && $0.value <= 0x10FEFF ? UInt8($0.value - 0x10FE00) : nil }
        #expect(VisibleText.escaped("\u{10FEFF}.csv", byte: byte) == "<0xFF>.csv")
        #expect(VisibleText.escaped("\u{10FEFF}\u{301}\u{A0}", byte: byte) == "<0xFF><U+0301><U+00A0>")
        #expect(VisibleText.escaped("\u{10FEFF}") == "<U+10FEFF>")
    }
}
