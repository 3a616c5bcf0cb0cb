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

    /// The bar's bottom in `frame`, searching up from the keyboard's top: the place where the
    /// bar's top rows match and the most of its rows show and match; nil when fewer than
    /// `FrameMeasurer.edgeRows` of its rows show anywhere.
    func bottom(in other: SampledFrame, above keyboardTop: Int) -> Int? {
        var best: (top: Int, rows: Int)?
        var y = min(keyboardTop, other.height) - FrameMeasurer.edgeRows
        while y >= 0 {
            if let rows = matchingRows(other, top: y, visibleTo: keyboardTop), rows > (best?.rows ?? 0) {
                best = (y, rows)
                if rows == height { break }
            }
            y -= 1
        }
        return best.map { $0.top + height }
    }

    /// How many of the bar's rows show when its top is at `y`, if its top rows and
    /// `RowShare.same` of the rest of what shows match `other`; nil otherwise.
    private func matchingRows(_ other: SampledFrame, top y: Int, visibleTo keyboardTop: Int) -> Int? {
        for row in 0..<FrameMeasurer.edgeRows where other.agreement(row: y + row, with: frame, row: top + row) < RowShare.same {
            return nil
        }
        let visible = min(height, keyboardTop - y, other.height - y)
        var agreeing = 0
        for row in FrameMeasurer.edgeRows..<max(FrameMeasurer.edgeRows, visible)
        where other.agreement(row: y + row, with: frame, row: top + row) >= RowShare.same {
            agreeing += 1
        }
        let checked = visible - FrameMeasurer.edgeRows
        return checked <= 0 || Double(agreeing) >= Double(checked) * RowShare.same ? visible : nil
    }
}
