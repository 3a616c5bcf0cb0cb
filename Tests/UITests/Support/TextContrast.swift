import ChatDemoCore

extension PixelImage {
    /// The contrast of the text drawn in a rectangle against `background`, read from its
    /// pixels as a reader sees them: the text's colour is taken where its strokes are solid,
    /// the strongest quarter of its ink (pixels at least 1.2:1 from the background), since
    /// antialiasing spreads small text over paler edge pixels and a single darkest pixel
    /// overstates it. 1 when the rectangle holds no ink.
    ///
    /// Example: "three-case · case 2" in black at 55 % on #F7F7F7 — darkest pixel 4.6:1, its
    /// strongest quarter 3.3:1.
    func textContrast(on background: RGBColour, x: Range<Int>, y: Range<Int>) -> Double {
        var ink: [Double] = []
        for row in y {
            for column in x {
                let contrast = colour(column, row).contrastRatio(with: background)
                if contrast >= 1.2 { ink.append(contrast) }
            }
        }
        guard !ink.isEmpty else { return 1 }
        ink.sort(by: >)
        return ink[ink.count / 4]
    }

    /// The rows of column `x` (from the bottom up) holding exactly `colour`.
    func rows(of colour: RGBColour, atColumn x: Int, in rows: Range<Int>) -> [Int] {
        rows.reversed().filter { self.colour(x, $0) == colour }
    }
}
