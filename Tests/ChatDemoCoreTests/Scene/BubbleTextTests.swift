import Testing
@testable import ChatDemoCore

/// What of a message a bubble lays out, so that no pasted text makes a bubble slow, with worked
/// examples.
@Suite struct BubbleTextTests {
    private let small = BubbleText.Limits(maximumCharacters: 6, maximumScalarsPerCharacter: 2,
                                          maximumUnbrokenRun: 4, maximumLines: 3)
    private let zwsp = "\u{200B}"

    @Test func documentedExample() {
        let bounded = BubbleText("xxxxxxxxxx", limits: small)
        #expect(bounded.shaped == "xxxx\(zwsp)xx")
        #expect(bounded.omittedCharacters == 4)
        #expect(bounded.omittedMarks == 0)
        #expect(bounded.laidOut == "xxxx\(zwsp)xx\n… (4 more characters not shown)")
    }

    @Test func ordinaryTextIsLaidOutUnchanged() {
        let text = "Hello there, how are you? 你好 👩‍👩‍👧 שלום"
        let bounded = BubbleText(text)
        #expect(bounded.laidOut == text)
        #expect(bounded.isComplete)
        #expect(bounded.notice == nil)
    }

    @Test func whiteSpaceEndsARunSoNoBreakIsInserted() {
        let bounded = BubbleText("xxxx xxxx", limits: BubbleText.Limits(
            maximumCharacters: 100, maximumScalarsPerCharacter: 2, maximumUnbrokenRun: 4, maximumLines: 3))
        #expect(bounded.shaped == "xxxx xxxx")
        // A fifth letter in a row gets a break opportunity before it.
        #expect(BubbleText("xxxxx xxxxxxxxx", limits: BubbleText.Limits(
            maximumCharacters: 100, maximumScalarsPerCharacter: 2, maximumUnbrokenRun: 4, maximumLines: 3)).shaped
            == "xxxx\(zwsp)x xxxx\(zwsp)xxxx\(zwsp)x")
    }

    @Test func wordsUpToTheRunLimitStayWholeLongerRunsAreCutFromTheirStart() {
        let limits = BubbleText.Limits(maximumCharacters: 100, maximumScalarsPerCharacter: 2, maximumUnbrokenRun: 6,
                                       maximumLines: 3, breakInterval: 4)
        #expect(BubbleText("abcdef ghi", limits: limits).shaped == "abcdef ghi")
        #expect(BubbleText("abcdefg hi", limits: limits).shaped == "abcd\(zwsp)efg hi")
        #expect(BubbleText("abcdefghij", limits: limits).shaped == "abcd\(zwsp)efgh\(zwsp)ij")
        // The app's: "internationalization" (20 letters) stays whole; 25 letters are cut at 16.
        #expect(BubbleText("say internationalization twice").shaped == "say internationalization twice")
        let long = String(repeating: "y", count: 25)
        #expect(BubbleText(long).shaped == String(repeating: "y", count: 16) + zwsp + String(repeating: "y", count: 9))
    }

    @Test func anExistingZeroWidthSpaceEndsARun() {
        let bounded = BubbleText("xxx\(zwsp)xxx", limits: small)
        #expect(bounded.shaped == "xxx\(zwsp)xx")  // six clusters: x x x ZWSP x x
        #expect(bounded.omittedCharacters == 1)
    }

    @Test func clustersAreNeverSplitAndCountAsOne() {
        // e + two combining accents is one cluster of three scalars; the
        // cap keeps its first two scalars (base and first mark).
        let bounded = BubbleText("e\u{301}\u{302}ab", limits: small)
        #expect(bounded.shaped == "e\u{301}ab")
        #expect(bounded.omittedCharacters == 0)
        #expect(bounded.omittedMarks == 1)
        #expect(bounded.notice == "… (1 combining mark not shown)")
        // A family emoji is one cluster: seven of them are six laid out and one omitted.
        let family = "👩‍👩‍👧"
        let families = BubbleText(String(repeating: family, count: 7), limits: BubbleText.Limits(
            maximumCharacters: 6, maximumScalarsPerCharacter: 8, maximumUnbrokenRun: 100, maximumLines: 3))
        #expect(families.shaped == String(repeating: family, count: 6))
        #expect(families.omittedCharacters == 1)
        #expect(families.notice == "… (1 more character not shown)")
    }

    @Test func aHundredThousandCombiningMarksOnOneLetter() {
        let text = "a" + String(repeating: "\u{301}", count: 100_000)
        let bounded = BubbleText(text)
        #expect(bounded.shaped == "a" + String(repeating: "\u{301}", count: 31))
        #expect(bounded.omittedCharacters == 0)
        #expect(bounded.omittedMarks == 99_969)
        #expect(bounded.notice == "… (99,969 combining marks not shown)")
    }

    @Test func fiftyThousandUnbrokenLetters() {
        let bounded = BubbleText(String(repeating: "x", count: 50_000))
        // 2 000 letters in runs of 16, a zero-width space between runs: 124 of them.
        #expect(bounded.shaped == Array(repeating: String(repeating: "x", count: 16), count: 125).joined(separator: zwsp))
        #expect(bounded.shaped.unicodeScalars.count == 2_124)
        #expect(bounded.omittedCharacters == 48_000)
        #expect(bounded.laidOut.hasSuffix("\n… (48,000 more characters not shown)"))
    }

    @Test func linesAreCappedAtTheLineBreakThatWouldStartAHiddenLine() {
        let bounded = BubbleText("a\nb\nc\nd", limits: small)
        #expect(bounded.shaped == "a\nb\nc")
        #expect(bounded.omittedCharacters == 2)  // the third line break and "d"
        #expect(bounded.laidOut == "a\nb\nc\n… (2 more characters not shown)")
        #expect(BubbleText("a\r\nb", limits: small).shaped == "a\r\nb")  // CR LF is one cluster, one break
    }

    @Test func charactersAndMarksTogether() {
        let bounded = BubbleText("e\u{301}\u{302}\u{303}bcdefgh", limits: small)
        #expect(bounded.shaped == "e\u{301}bcd\(zwsp)ef")
        #expect(bounded.notice == "… (2 more characters and 2 combining marks not shown)")
    }

    @Test func theLaidOutTextIsBoundedWhateverTheInput() {
        let limits = BubbleText.Limits.standard
        let bound = limits.maximumCharacters * limits.maximumScalarsPerCharacter
            + limits.maximumCharacters / limits.breakInterval + 100
        let hostile = [
            String(repeating: "x", count: 60_000),
            String(repeating: "\n", count: 60_000),
            "a" + String(repeating: "\u{301}", count: 60_000),
            String(repeating: "a" + String(repeating: "\u{301}", count: 40), count: 3_000),
            String(repeating: "長", count: 60_000),
        ]
        for text in hostile {
            let count = BubbleText(text).laidOut.unicodeScalars.count
            #expect(count <= bound, "\(count) scalars laid out for a text of \(text.unicodeScalars.count)")
        }
    }

    @Test func groupedCounts() {
        #expect(BubbleText.grouped(0) == "0")
        #expect(BubbleText.grouped(999) == "999")
        #expect(BubbleText.grouped(1_000) == "1,000")
        #expect(BubbleText.grouped(48_000) == "48,000")
        #expect(BubbleText.grouped(1_234_567) == "1,234,567")
    }
}

extension BubbleTextTests {
    @Test func characterCountMatchesSwiftsGraphemeCount() {
        for text in ["", "abc", "a\r\nb", "\r\n\r\n", "\r\r\n\n", "x\u{301}y", "👩‍👩‍👧 ok", "שלום\r\n"] {
            #expect(BubbleText.characterCount(Substring(text)) == text.count, "\(text.debugDescription)")
        }
    }
}
