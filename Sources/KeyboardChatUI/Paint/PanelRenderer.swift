import CGtk
import ChatDemoCore
import Keyboard

/// What the attachment panel's pixels depend on: its size and the colour scheme. The items
/// and their grid follow from these (`AttachmentPanel.cells`), so an equal look is equal pixels.
struct PanelLook: Hashable {
    var width: Double
    var height: Double
    var colourScheme: ColourScheme
    /// Right to left, the items run from the right (`AttachmentPanel.cells`).
    var direction = StageDirection.ltr
}

/// Draws the attachment panel like the keyboard: the keyboard's background, and per item a
/// key-coloured rounded tile with the keys' one-point shadow, a line glyph in the key label's
/// colour, and the item's name below — light or dark with the theme.
@MainActor
final class PanelRenderer {
    private let labelStyle = TextStyle("Sans 12")
    static let glyphLineWidth = 2.0

    func draw(_ look: PanelLook, top: Double, painter: Painter) {
        guard look.height > 0, look.width > 0 else { return }
        let theme = Theme.of(look.colourScheme)
        painter.save()
        painter.translate(0, top)
        painter.rectangle(0, 0, look.width, look.height)
        painter.fill(Colour(theme.keyboardBackground))
        for cell in AttachmentPanel.cells(width: look.width, height: look.height, direction: look.direction) {
            let tile = cell.tile
            let radius = tile.width / 4
            painter.roundedRectangle(tile.x, tile.y + KeyboardRenderer.shadowOffset, tile.width, tile.height, radius: radius)
            painter.fill(Colour(theme.keyShadow))
            painter.roundedRectangle(tile.x, tile.y, tile.width, tile.height, radius: radius)
            painter.fill(Colour(theme.letterKey))
            drawGlyph(cell.item, in: tile, colour: Colour(theme.keyLabel), cr: painter.cr)
            labelStyle.drawCentred(cell.item.label, on: painter.cr, x: cell.labelCentre.x, y: cell.labelCentre.y,
                                   colour: Colour(theme.keyLabel))
        }
        painter.restore()
    }

    /// A simple line drawing per item, in a square of side `tile.width / 2` at the tile's centre.
    private func drawGlyph(_ item: AttachmentPanel.Item, in tile: Rect, colour: Colour, cr: OpaquePointer) {
        let s = tile.width / 2, x = tile.midX - s / 2, y = tile.y + tile.height / 2 - s / 2
        cairo_save(cr)
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_set_line_width(cr, Self.glyphLineWidth * tile.width / AttachmentPanel.tileSide)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        switch item {
        case .photos:  // A frame, a mountain and the sun.
            cairo_rectangle(cr, x, y + s * 0.1, s, s * 0.8)
            cairo_move_to(cr, x, y + s * 0.8)
            cairo_line_to(cr, x + s * 0.4, y + s * 0.4)
            cairo_line_to(cr, x + s * 0.75, y + s * 0.8)
            cairo_stroke(cr)
            cairo_arc(cr, x + s * 0.72, y + s * 0.32, s * 0.09, 0, 2 * .pi)
            cairo_fill(cr)
        case .camera:  // A body with a lens.
            cairo_rectangle(cr, x, y + s * 0.25, s, s * 0.6)
            cairo_rectangle(cr, x + s * 0.3, y + s * 0.12, s * 0.4, s * 0.13)
            cairo_stroke(cr)
            cairo_arc(cr, x + s / 2, y + s * 0.55, s * 0.18, 0, 2 * .pi)
            cairo_stroke(cr)
        case .location:  // A pin: a head and its point.
            cairo_arc(cr, x + s / 2, y + s * 0.38, s * 0.3, .pi * 0.85, .pi * 2.15)
            cairo_line_to(cr, x + s / 2, y + s)
            cairo_close_path(cr)
            cairo_stroke(cr)
            cairo_arc(cr, x + s / 2, y + s * 0.38, s * 0.1, 0, 2 * .pi)
            cairo_fill(cr)
        case .file:  // A page with a folded corner.
            cairo_move_to(cr, x + s * 0.15, y)
            cairo_line_to(cr, x + s * 0.6, y)
            cairo_line_to(cr, x + s * 0.85, y + s * 0.25)
            cairo_line_to(cr, x + s * 0.85, y + s)
            cairo_line_to(cr, x + s * 0.15, y + s)
            cairo_close_path(cr)
            cairo_move_to(cr, x + s * 0.6, y)
            cairo_line_to(cr, x + s * 0.6, y + s * 0.25)
            cairo_line_to(cr, x + s * 0.85, y + s * 0.25)
            cairo_stroke(cr)
        case .contact:  // A head and shoulders.
            cairo_arc(cr, x + s / 2, y + s * 0.3, s * 0.22, 0, 2 * .pi)
            cairo_stroke(cr)
            cairo_arc(cr, x + s / 2, y + s, s * 0.42, .pi, 2 * .pi)
            cairo_stroke(cr)
        case .poll:  // Three bars.
            for (index, fraction) in [0.5, 0.9, 0.7].enumerated() {
                let barX = x + s * (0.1 + 0.3 * Double(index))
                cairo_rectangle(cr, barX, y + s * (1 - fraction), s * 0.2, s * fraction)
            }
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}
