import ChatDemoCore

/// How the timeline tells its curves apart: one colour per quantity (the debug overlay's for
/// the keyboard top and the bar bottom, so the two read alike) and one line style per pane
/// (solid, dashed, dotted, left to right), which the legend spells out.
@MainActor
enum TimelineStyle {
    static let keyboardTop = Colour(hex: 0xFF2D55)
    static let barBottom = Colour(hex: 0x34C759)
    static let listShift = Colour(hex: 0xFF9500)
    static let contentShift = Colour(hex: 0x5856D6)
    /// The gap: a filled amber band between the keyboard's top and the bar's bottom, a colour no
    /// curve has, so it never reads as the keyboard's red.
    static let gap = Colour(hex: 0xFFCC00, alpha: 0.5)
    static let playhead = Colour(hex: 0x007AFF)

    /// Cairo dash patterns: pane 1 solid, pane 2 dashed, pane 3 dotted.
    static let dashes: [[Double]] = [[], [8, 4], [2, 3]]
    /// The same, as the legend draws them in text.
    static let dashGlyphs = ["━━", "╍╍", "┅┅"]

    static func dash(forPane pane: Int) -> [Double] { dashes[pane % dashes.count] }

    static func hex(_ colour: Colour) -> String {
        let parts = [colour.red, colour.green, colour.blue].map { Int(($0 * 255).rounded()) }
        return "#" + parts.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }
}

/// The legend above the plot: each quantity in its colour, then each pane's strategy in its
/// line style (compare mode), as Pango markup.
@MainActor
enum TimelineLegend {
    static func markup(paneNames: [String]) -> String {
        let quantities = [("keyboard top", TimelineStyle.keyboardTop), ("bar bottom", TimelineStyle.barBottom),
                          ("list shift", TimelineStyle.listShift), ("content shift", TimelineStyle.contentShift),
                          ("gap", TimelineStyle.gap)]
        // A no-break space inside a name, so a narrow window wraps between entries, not in one.
        var parts = quantities.map { name, colour in
            "<span foreground='\(TimelineStyle.hex(colour))'>━</span>\u{00A0}" + name.replacingOccurrences(of: " ", with: "\u{00A0}")
        }
        if paneNames.count > 1 {
            parts.append(contentsOf: paneNames.enumerated().map { pane, name in
                "<b>\(TimelineStyle.dashGlyphs[pane % TimelineStyle.dashGlyphs.count]) \(MarkupText.escaped(name))</b>"
            })
        }
        return parts.joined(separator: "   ")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
