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

/// The eight-bytes-at-a-time count agrees with a character-by-character one, wherever the
/// line breaks and multi-byte characters fall against the eight-byte chunks.
@Suite struct HeightEstimateChunkTests {
    static func reference(_ text: String, listWidth: Double) -> Double {
        let estimate = HeightEstimate.standard
        let available = estimate.textWidth(inList: listWidth)
        var lines = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let width = paragraph.unicodeScalars.reduce(0.0) { sum, scalar in
                switch UTF8.width(scalar) {
                case 1: sum + estimate.narrowAdvance
                case 2: sum + estimate.mediumAdvance
                default: sum + estimate.wideAdvance
                }
            }
            lines += max(1, (width / available).rounded(.up))
        }
        return lines * estimate.lineHeight + estimate.verticalPadding
    }

    @Test func chunkedCountsEqualPerCharacterCounts() {
        let pieces = ["a", "é", "字", "😀", "\n", "word ", "ñandú", "键盘弹出"]
        var state: UInt64 = 7
        for length in 0..<300 {
            var text = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            #expect(HeightEstimate.standard.height(of: text, listWidth: 390) == Self.reference(text, listWidth: 390),
                    "\(text.debugDescription)")
        }
    }
}
