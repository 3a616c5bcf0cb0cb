import Testing
import ChatDemoCore

@Suite struct HeightEstimateTests {
    let estimate = HeightEstimate.standard

    @Test func textWidthIsTheBubblesShareOfTheList() {
        #expect(abs(estimate.textWidth(inList: 390) - 239.52) < 1e-9)
        #expect(estimate.textWidth(inList: 50) == 40)
    }

    /// The worked examples of the doc comment.
    @Test func shortLatinTextIsOneLine() {
        #expect(estimate.height(of: "Hello", listWidth: 390) == 40)
        #expect(estimate.height(of: "", listWidth: 390) == 40)
    }

    @Test func wideCharactersCountDoubleAndWrap() {
        // 30 × 20 = 600 over 239.52 → 3 lines.
        #expect(estimate.height(of: String(repeating: "字", count: 30), listWidth: 390) == 3 * 24 + 16)
        // 23 × 10 = 230 fits one line; 24 × 10 = 240 needs two.
        #expect(estimate.height(of: String(repeating: "a", count: 23), listWidth: 390) == 40)
        #expect(estimate.height(of: String(repeating: "a", count: 24), listWidth: 390) == 64)
        // Two-byte characters (é) are 14 wide: 17 × 14 = 238 fits.
        #expect(estimate.height(of: String(repeating: "é", count: 17), listWidth: 390) == 40)
    }

    @Test func everyParagraphTakesAtLeastOneLine() {
        #expect(estimate.height(of: "a\nb", listWidth: 390) == 2 * 24 + 16)
        #expect(estimate.height(of: "a\n\n", listWidth: 390) == 3 * 24 + 16)
    }

    @Test func aNarrowerListWrapsMore() {
        let text = String(repeating: "word ", count: 40)  // 200 × 10 = 2000 wide
        #expect(estimate.height(of: text, listWidth: 390) == 9 * 24 + 16)   // ⌈2000 / 239.52⌉ = 9
        #expect(estimate.height(of: text, listWidth: 844) == 4 * 24 + 16)   // ⌈2000 / 566.4⌉ = 4
    }
}
