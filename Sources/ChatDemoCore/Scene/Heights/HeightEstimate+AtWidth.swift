import StrictJSON

extension HeightEstimate {
    /// The estimate for one list width, with the lines of every whole paragraph width below
    /// `tableSize` worked out once: estimating millions of messages at start-up then costs a
    /// table read per paragraph instead of a division and a rounding up, which x86-64's baseline
    /// makes a call into libm. The table holds what `lines(width:available:)` gives, so every
    /// height is the estimate's own, to the last bit; a width that is not whole, or is wider,
    /// is worked out as ever.
    ///
    ///     let sized = HeightEstimate.standard.at(listWidth: 390)
    ///     sized.height(ofParagraphs: [ParagraphCounts(narrow: 5)])    // 40, as the estimate says
    ///
    /// - Complexity: O(`tableSize`) to make; then O(paragraphs) per height.
    public struct AtWidth: Sendable {
        public let estimate: HeightEstimate
        public let listWidth: Double
        private let available: Double
        /// `linesByWidth[w]`: the lines of a paragraph exactly `w` wide.
        private let linesByWidth: [Double]

        /// Whole widths below this are looked up: a paragraph of up to about 400 ASCII letters
        /// or 200 CJK characters at the standard advances, most messages' paragraphs.
        static let tableSize = 4096

        /// `tabulated`: false for a few heights only, where making the table would cost more.
        init(estimate: HeightEstimate, listWidth: Double, tabulated: Bool) {
            self.estimate = estimate
            self.listWidth = listWidth
            let available = estimate.textWidth(inList: listWidth)
            self.available = available
            linesByWidth = tabulated ? (0..<Self.tableSize).map { estimate.lines(width: Double($0), available: available) } : []
        }

        /// `estimate.height(ofParagraphs:listWidth:)`, the same number.
        public func height(ofParagraphs paragraphs: some Sequence<ParagraphCounts>) -> Double {
            var lines = 0.0
            for paragraph in paragraphs {
                lines += self.lines(width: estimate.width(narrow: Int(paragraph.narrow), medium: Int(paragraph.medium), wide: Int(paragraph.wide)))
            }
            return lines * estimate.lineHeight + estimate.verticalPadding
        }

        @inline(__always)
        private func lines(width: Double) -> Double {
            // Comparisons and conversions only: `rounded(.towardZero)` would be a libm call too.
            if width >= 0 && width < Double(linesByWidth.count) {
                let whole = Int(width)
                if Double(whole) == width { return linesByWidth[whole] }
            }
            return estimate.lines(width: width, available: available)
        }
    }

    /// This estimate for a list `listWidth` wide, its common line counts worked out once.
    public func at(listWidth: Double) -> AtWidth {
        AtWidth(estimate: self, listWidth: listWidth, tabulated: true)
    }
}
