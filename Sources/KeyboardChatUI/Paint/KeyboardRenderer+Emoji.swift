import CGtk
import ChatDemoCore
import Keyboard

/// iOS's emoji keyboard has no key caps: emoji sit bare on the keyboard's
/// background in the scrolling grid, and the bar under it shows ABC, the
/// category icons (the one in view on a rounded grey patch) and backspace.
@MainActor
extension KeyboardRenderer {
    /// Emoji at iOS's size where a cell has room for it, smaller where the cells are lower:
    /// the rows are 37.4 pt in portrait and 26.3 pt in landscape (the band under the bar takes
    /// the rest), in which a 26 pt emoji (42 pt of ink) would run into the next row.
    static let largestEmojiSize = 26
    /// Room kept between an emoji's ink and its cell's sides, and above and below it, so
    /// neighbouring emoji never touch.
    static let emojiClearance = (sideways: 2.0, upAndDown: 0.5)
    /// Every cell takes the size at which this one fits, so the grid keeps one size.
    static let referenceEmoji = "😀"
    static let barIconStyle = TextStyle("Sans 15")
    /// Inset of the lit category's patch from its slot.
    static let barHighlightInset = 3.0

    /// The emoji grid's area in keyboard coordinates (`EmojiGrid.gridFrame`): between the
    /// landscape side insets, so a cell scrolled part-way out never shows in them.
    static func emojiGridFrame(_ keyboard: KeyboardAppearance) -> Rect {
        let metrics = keyboard.layout.layoutMetrics(for: keyboard.look.orientation)
        return EmojiGrid.keyboard(width: keyboard.look.width, metrics: metrics).gridFrame(gridTop: metrics.topInset)
    }

    func drawEmojiKey(_ placed: PlacedKey, pressed: Bool, grid: Rect, look: KeyboardLook, theme: Theme, painter: Painter) {
        let frame = placed.frame
        let isCell = if case .character = placed.key.action { true } else { false }
        if isCell {
            // Clipped sideways only: a shortened keyboard squeezes the cells vertically.
            painter.save()
            painter.clip(grid.minX, 0, grid.width, look.height)
        }
        defer { if isCell { painter.restore() } }
        if pressed {
            painter.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: Self.keyCornerRadius)
            painter.fill(Colour(theme.pressedKey))
        }
        switch placed.key.action {
        case .character(let emoji):
            let style = emojiStyles.style(fitting: Self.referenceEmoji,
                                          width: frame.width - 2 * Self.emojiClearance.sideways,
                                          height: frame.height - 2 * Self.emojiClearance.upAndDown, on: painter.cr)
            style.drawCentred(emoji, on: painter.cr, x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel))
        case .emojiCategory(let category):
            if category == look.selectedEmojiCategory {
                let inset = Self.barHighlightInset
                painter.roundedRectangle(frame.x + inset, frame.y + inset, frame.width - 2 * inset, frame.height - 2 * inset,
                                         radius: Self.keyCornerRadius)
                painter.fill(Colour(theme.specialKey))
            }
            let icon = EmojiCatalog.standard.indices.contains(category) ? EmojiCatalog.standard[category].icon : placed.key.label
            Self.barIconStyle.drawCentred(icon, on: painter.cr, x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel))
        case .backspace:
            Self.barIconStyle.drawCentred("⌫", on: painter.cr, x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel))
        default:
            Self.barIconStyle.drawCentred(placed.key.label, on: painter.cr, x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel))
        }
    }
}
