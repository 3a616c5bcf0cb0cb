import Testing
import StrictJSON
import TestSupport
@testable import ChatDemoCore

/// An estimate sized for one list width reads common line counts from a table; every height
/// must still be the estimate's own, to the last bit: whole widths below the table's end and
/// past it, widths that are not whole (advances with fractions), and several paragraphs.
@Suite struct HeightEstimateAtWidthTests {
    @Test(arguments: [390.0, 844.0, 120.0, 37.5])
    func tabulatedHeightsAreTheEstimatesOwn(listWidth: Double) {
        var random = SplitMix64(seed: 0xE571 + UInt64(listWidth))
        let fractional = HeightEstimate(narrowAdvance: 9.7, mediumAdvance: 13.3, wideAdvance: 19.1, lineHeight: 23.5, verticalPadding: 16,
                                        sideMargin: 12, horizontalPadding: 12, maximumWidthFraction: 0.72, minimumTextWidth: 40)
        for estimate in [HeightEstimate.standard, fractional] {
            let sized = estimate.at(listWidth: listWidth)
            let plain = HeightEstimate.AtWidth(estimate: estimate, listWidth: listWidth, tabulated: false)
            for _ in 0..<20_000 {
                // Up to twice the table's reach at the standard advances, so both sides of its end.
                let paragraphs = (0..<Int(random.whole(1...3))).map { _ in
                    ParagraphCounts(narrow: UInt32(random.whole(0...800)), medium: UInt32(random.whole(0...20)), wide: UInt32(random.whole(0...400)))
                }
                let expected = estimate.height(ofParagraphs: paragraphs, listWidth: listWidth)
                #expect(sized.height(ofParagraphs: paragraphs).bitPattern == expected.bitPattern, "\(paragraphs)")
                #expect(plain.height(ofParagraphs: paragraphs).bitPattern == expected.bitPattern, "\(paragraphs)")
            }
        }
    }

    /// The table's last width and the first past it, where the lookup hands over.
    @Test func theTablesEdge() {
        let sized = HeightEstimate.standard.at(listWidth: 390)
        for narrow in [409, 410, 411] {  // 4 090, 4 100 and 4 110 wide at 10 a letter
            let counts = [ParagraphCounts(narrow: UInt32(narrow))]
            #expect(sized.height(ofParagraphs: counts) == HeightEstimate.standard.height(ofParagraphs: counts, listWidth: 390))
        }
        #expect(sized.height(ofParagraphs: [ParagraphCounts()]) == 40)
    }
}
