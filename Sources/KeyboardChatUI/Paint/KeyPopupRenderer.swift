import ChatDemoCore
import CGtk
import Keyboard

/// Draws iOS's balloon above a pressed letter key: the outline `KeyPopup` computes (key, neck and
/// head as one shape), its shadow and the letter large in the head. The geometry is all
/// `KeyPopup`'s; this only follows its path with cairo.
///
/// It is drawn over the whole window's content (after the input bar), not
/// into the keyboard layer: its head reaches above the keyboard's top over
/// the bar and the list, as on iOS, while the keyboard's own pixels and
/// `keyboard_top` stay exactly the keyboard's.
///
/// A balloon over the row above is a key-coloured shape over keys of the same colour, so, as iOS
/// does, it is outlined and lifted by a shadow: without them its edge vanishes and the
/// neighbouring key under it (the `t` beside an `r`) just disappears. Cairo has no blur, so the
/// shadow is the outline filled a little lower and stroked a few times, wider and fainter each time.
@MainActor
final class KeyPopupRenderer {
    /// The outline around the balloon, in points: one device pixel at 1×, outside the fill.
    static let outlineWidth = 1.0
    /// How far below the balloon the soft shadow is centred, in points.
    static let shadowDrop = 1.5
    /// The shadow's rings: stroke width in points and black's opacity, widest faintest.
    static let shadowRings: [(width: Double, opacity: Double)] = [(8, 0.05), (5, 0.08), (2.5, 0.14)]
    private let letterStyle = TextStyle("Sans 30")

    /// Paints the balloon of `keyboard`'s pressed key, if it has one.
    /// `keyboard.top` is in the coordinates of `painter`.
    func draw(_ keyboard: KeyboardAppearance, painter: Painter) {
        let look = keyboard.look
        guard let index = look.pressedKey, look.keys.indices.contains(index), look.height > 0 else { return }
        let placed = look.keys[index]
        guard KeyPopup.shows(for: placed.key, on: look.layout) else { return }
        let theme = Theme.of(look.colourScheme)
        let popup = KeyPopup(keys: look.keys, index: index, keyboardWidth: look.width,
                             keyCornerRadius: KeyboardRenderer.keyCornerRadius)
        let outline = popup.outline
        let strength = Self.shadowStrength(look.colourScheme)
        painter.save()
        painter.translate(0, keyboard.top)
        trace(outline, painter: painter, dy: Self.shadowDrop)
        painter.fill(Colour(0, 0, 0, 0.12 * strength))
        for ring in Self.shadowRings {
            trace(outline, painter: painter, dy: Self.shadowDrop)
            painter.stroke(Colour(0, 0, 0, ring.opacity * strength), width: ring.width)
        }
        // Stroked twice as wide and then covered by the fill: only the outer half stays, one
        // line from the key's bottom up the neck and round the head.
        trace(outline, painter: painter, dy: 0)
        painter.stroke(Colour(0, 0, 0, Self.outlineOpacity(look.colourScheme)), width: 2 * Self.outlineWidth)
        trace(outline, painter: painter, dy: 0)
        painter.fill(Colour(theme.letterKey))
        let label = look.isUppercase ? placed.key.label.uppercased() : placed.key.label
        letterStyle.drawCentred(label, on: painter.cr, x: popup.head.midX, y: popup.head.midY, colour: Colour(theme.keyLabel))
        painter.restore()
    }

    /// The outline's opacity: darker on the dark keyboard, whose keys are grey on grey.
    static func outlineOpacity(_ scheme: ColourScheme) -> Double { scheme == .dark ? 0.8 : 0.3 }
    /// The dark keyboard needs a stronger shadow to read at all.
    static func shadowStrength(_ scheme: ColourScheme) -> Double { scheme == .dark ? 2.5 : 1 }

    /// Sets `path`, moved down by `dy`, as the context's current path.
    private func trace(_ path: [PathElement], painter: Painter, dy: Double) {
        let cr = painter.cr
        cairo_new_path(cr)
        for element in path {
            switch element {
            case .move(let point): cairo_move_to(cr, point.x, point.y + dy)
            case .line(let point): cairo_line_to(cr, point.x, point.y + dy)
            case .curve(let first, let second, let end):
                cairo_curve_to(cr, first.x, first.y + dy, second.x, second.y + dy, end.x, end.y + dy)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
