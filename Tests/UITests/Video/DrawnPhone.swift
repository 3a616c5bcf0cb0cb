import ChatDemoCore

/// A phone screen drawn pixel by pixel for the measurer's synthetic clips: a list of bubbles, an
/// input bar with a field, and a keyboard of key rows rising from the bottom edge, in a theme's
/// colours. Small (120×260) so a clip of a second encodes in a blink.
struct DrawnPhone {
    typealias Colour = (red: UInt8, green: UInt8, blue: UInt8)

    struct Theme: Sendable {
        let name: String
        let list: Colour
        let bubble: Colour
        let bar: Colour
        let field: Colour
        let keyboard: Colour
        let key: Colour

        static let dark = Theme(name: "dark", list: (0, 0, 0), bubble: (58, 58, 60), bar: (28, 28, 30), field: (72, 72, 76),
                                keyboard: (48, 48, 52), key: (110, 110, 112))
        /// A saturated blue keyboard under a white app with a grey bar.
        static let colouredKeyboard = Theme(name: "coloured keyboard", list: (255, 255, 255), bubble: (225, 225, 230),
                                            bar: (236, 236, 240), field: (255, 255, 255), keyboard: (30, 90, 200), key: (90, 150, 235))
        /// A light bar on a peach-tinted app, over the light grey keyboard.
        static let lightBarOnTint = Theme(name: "light bar on a tinted app", list: (255, 228, 200), bubble: (240, 190, 150),
                                          bar: (252, 252, 252), field: (255, 240, 225), keyboard: (209, 212, 217), key: (255, 255, 255))
    }

    var width = 120
    var height = 260
    var barHeight = 24
    var keyboardHeight = 100
    var theme = Theme.dark
    /// 1 draws the keyboard opaque; below that the content under it shows through by
    /// 1 − opacity (a translucent keyboard over the list and the bar).
    var keyboardOpacity = 1.0

    /// The frame as B, G, R, x bytes (cairo's ARGB32 on this machine, what `VideoFrame` takes),
    /// with the keyboard's top at `keyboardTop`, the bar's bottom at `barBottom`, and the list's
    /// content moved up by `scroll` rows.
    func pixels(keyboardTop: Int, barBottom: Int, scroll: Int = 0) -> [UInt8] {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var colour = content(x: x, y: y, barBottom: barBottom, scroll: scroll)
                if y >= keyboardTop { colour = blend(keyboard(x: x, row: y - keyboardTop), over: colour) }
                let index = (y * width + x) * 4
                bytes[index] = colour.blue
                bytes[index + 1] = colour.green
                bytes[index + 2] = colour.red
            }
        }
        return bytes
    }

    /// The app under the keyboard: the bar, and the list above and below it.
    private func content(x: Int, y: Int, barBottom: Int, scroll: Int) -> Colour {
        if y >= barBottom - barHeight && y < barBottom {
            let row = y - (barBottom - barHeight)
            return row >= 5 && row < barHeight - 5 && x >= 8 && x < width - 28 ? theme.field : theme.bar
        }
        // A band of bubbles every 40 rows, two thirds of the width.
        let shifted = ((y + scroll) % 40 + 40) % 40
        return shifted < 24 && x >= 8 && x < width * 2 / 3 ? theme.bubble : theme.list
    }

    /// A top margin of 6 rows, four rows of 17-row keys 5 rows apart, the rest a bottom margin.
    private func keyboard(x: Int, row: Int) -> Colour {
        guard row >= 6 && row < 6 + 4 * 22 - 5 else { return theme.keyboard }
        return (row - 6) % 22 < 17 && x % 12 >= 2 ? theme.key : theme.keyboard
    }

    private func blend(_ top: Colour, over bottom: Colour) -> Colour {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * keyboardOpacity + Double(b) * (1 - keyboardOpacity)).rounded()) }
        return (mix(top.red, bottom.red), mix(top.green, bottom.green), mix(top.blue, bottom.blue))
    }

    /// Where the keyboard's top and the bar's bottom are at each of `times` (ms): a show
    /// starting at `showMs` and, with `hideMs`, a hide, moving as `platform` does; the bar
    /// follows `lag` frames behind the keyboard (a bar drawn from a stale frame).
    func positions(times: [Double], platform: Platform, showMs: Double, hideMs: Double? = nil, lag: Int = 0)
        -> [(keyboardTop: Int, barBottom: Int)] {
        let motion = platform.profile.keyboardMotion
        let tops = times.map { time -> Int in
            let shown: Double
            if let hideMs, time >= hideMs {
                shown = 1 - motion.progress(at: (time - hideMs) / 1000)
            } else {
                shown = time >= showMs ? motion.progress(at: (time - showMs) / 1000) : 0
            }
            return height - Int((Double(keyboardHeight) * shown).rounded())
        }
        return tops.indices.map { (tops[$0], tops[max(0, $0 - lag)]) }
    }
}
