/// The input bar's look, taken from the first frame (keyboard down, bar at the bottom), and
/// where that look is found again in a later frame.
struct BarTemplate: Sendable {
    let frame: SampledFrame
    /// The bar's rows in `frame`.
    let top: Int
    let bottom: Int
    var height: Int { bottom - top }

    /// The bar ending at `bottom` in the first frame: its bottom row's colour (the bar's own
    /// margin) and every row above that still has `RowShare.bar` of it. Nil when the bottom row
    /// has no colour of its own or the band is not bar-like (too thin, or a third of the screen).
    init?(rest: SampledFrame, bottom: Int) {
        guard bottom > 0, bottom <= rest.height, let colour = rest.uniformColour(row: bottom - 1) else { return nil }
        var top = bottom - 1
        while top > 0 && rest.fraction(row: top - 1, matching: colour) >= RowShare.bar { top -= 1 }
        guard bottom - top > FrameMeasurer.edgeRows, bottom - top < rest.height / 3 else { return nil }
        frame = rest
        self.top = top
        self.bottom = bottom
    }

    /// The bar's bottom in `frame`, searching up from the keyboard's top: of the places where
    /// the bar's top rows match, the one whose rows in sight agree the most in all (so the bar
    /// in full beats a margin that looks like its top), within half the height above the
    /// keyboard; nil when fewer than
    /// `FrameMeasurer.edgeRows` of its rows show anywhere.
    func bottom(in other: SampledFrame, above keyboardTop: Int) -> Int? {
        var best: (top: Int, score: Double)?
        var y = min(keyboardTop, other.height) - FrameMeasurer.edgeRows
        var highest = max(0, y - other.height / 2 - height)
        while y >= highest {
            if let score = score(other, top: y, visibleTo: keyboardTop), score > (best?.score ?? 0) {
                best = (y, score)
                // The whole bar in sight and agreeing: only a place a few rows higher (the
                // same bar, better aligned) can beat it.
                if score >= Double(height) * RowShare.same { highest = max(highest, y - FrameMeasurer.edgeRows) }
            }
            y -= 1
        }
        return best.map { $0.top + height }
    }

    /// The summed agreement of the bar's rows in sight with its top at `y`, if its top rows
    /// agree (`RowShare.edge`) and the rest agree `RowShare.body` on average; nil otherwise.
    /// Text in the field is drawn a little differently once it has focus, so its rows agree
    /// less than the margins do.
    private func score(_ other: SampledFrame, top y: Int, visibleTo keyboardTop: Int) -> Double? {
        var total = 0.0
        for row in 0..<FrameMeasurer.edgeRows {
            let agreement = other.agreement(row: y + row, with: frame, row: top + row)
            guard agreement >= RowShare.edge else { return nil }
            total += agreement
        }
        let visible = min(height, keyboardTop - y, other.height - y)
        guard visible > FrameMeasurer.edgeRows else { return total }
        var body = 0.0
        for row in FrameMeasurer.edgeRows..<visible { body += other.agreement(row: y + row, with: frame, row: top + row) }
        guard body >= Double(visible - FrameMeasurer.edgeRows) * RowShare.body else { return nil }
        return total + body
    }
}
