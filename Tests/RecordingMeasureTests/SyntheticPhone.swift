import RecordingMeasure

/// A drawn phone screen for the tests: a list, an input bar with a field, and a keyboard of
/// keys in rows, each placed where the test says, in the theme's colours.
struct SyntheticPhone {
    typealias Colour = (UInt8, UInt8, UInt8)

    struct Theme {
        let list: Colour
        let bubble: Colour
        let bar: Colour
        let field: Colour
        let keyboard: Colour
        let key: Colour

        static let light = Theme(list: (255, 255, 255), bubble: (233, 233, 235), bar: (240, 240, 242), field: (255, 255, 255),
                                 keyboard: (209, 212, 217), key: (255, 255, 255))
        static let dark = Theme(list: (0, 0, 0), bubble: (58, 58, 60), bar: (28, 28, 30), field: (72, 72, 76),
                                keyboard: (44, 44, 46), key: (107, 107, 107))
    }

    var width = 180
    var height = 400
    var barHeight = 30
    var keyboardHeight = 150
    var theme = Theme.light
    /// A dark pill over the bottom rows, as a phone without a home button draws.
    var homeIndicator = false

    /// The frame with the keyboard's top at `keyboardTop` and the bar's bottom at `barBottom`
    /// (the keyboard drawn over the bar where they overlap).
    func frame(keyboardTop: Int, barBottom: Int) -> SampledFrame {
        SampledFrame(width: width, height: height, columnCount: SampledFrame.defaultColumnCount) { x, y in
            if y >= keyboardTop { return keyboardColour(x: x, row: y - keyboardTop) }
            if homeIndicator && y >= height - 4 && x > width / 4 && x < width * 3 / 4 { return (20, 20, 20) }
            if y >= barBottom - barHeight && y < barBottom { return barColour(x: x, row: y - (barBottom - barHeight)) }
            // Bubbles: a band of them every 40 rows, covering two thirds of the width.
            return y % 40 < 24 && x > 10 && x < width * 2 / 3 ? theme.bubble : theme.list
        }
    }

    /// A top margin of 8 rows, then rows of 30-row keys with 6-row gaps, 20 columns wide, and a
    /// bottom margin of 12 rows (where a phone's keyboard has its globe and home indicator).
    private func keyboardColour(x: Int, row: Int) -> Colour {
        guard row >= 8 && row < keyboardHeight - 12 else { return theme.keyboard }
        let inRow = (row - 8) % 36
        return inRow < 30 && x % 20 >= 3 ? theme.key : theme.keyboard
    }

    /// Margins of the bar's colour, the field in the middle with its own colour.
    private func barColour(x: Int, row: Int) -> Colour {
        row >= 5 && row < barHeight - 5 && x >= 12 && x < width - 40 ? theme.field : theme.bar
    }

    /// The rows a measurer reads for a run of frames at 60 fps.
    func measure(_ positions: [(keyboardTop: Int, barBottom: Int)], hints: FrameMeasurer.Hints = .init()) -> [MeasuredRow] {
        var measurer = FrameMeasurer(hints: hints)
        return positions.enumerated().map { index, position in
            measurer.measure(frame(keyboardTop: position.keyboardTop, barBottom: position.barBottom),
                             number: index, timeMilliseconds: Double(index) * 1000 / 60)
        }
    }
}
