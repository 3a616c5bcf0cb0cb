import ChatDemoCore
import CGtk
import Keyboard

/// Draws iOS's balloon above a pressed letter key (`KeyPopup`): the
/// enlarged key with the letter large, joined to the key by a stem.
///
/// It is drawn over the whole window's content (after the input bar), not
/// into the keyboard layer: its head reaches above the keyboard's top over
/// the bar and the list, as on iOS, while the keyboard's own pixels and
/// `keyboard_top` stay exactly the keyboard's.
///
/// A balloon over the row above is white on white keys, so, as iOS does, it is outlined by a
/// hairline and lifted by a soft shadow: without them its edge vanishes and the neighbouring
/// key under it (the `t` beside an `r`) just disappears. Cairo has no blur, so the shadow is
/// the balloon's outline stroked a few times, wider and fainter each time.
@MainActor
final class KeyPopupRenderer {
    static let headCornerRadius = 8.0
    /// The hairline around the balloon: half a point (one device pixel at 2×).
    static let outlineWidth = 0.5
    /// How far below the balloon the soft shadow is centred, in points.
    static let shadowDrop = 1.0
    /// The shadow's rings: stroke width in points and black's opacity, widest faintest.
    static let shadowRings: [(width: Double, opacity: Double)] = [(6, 0.04), (4, 0.06), (2, 0.10)]
    private let letterStyle = TextStyle("Sans 30")

    /// Paints the balloon of `keyboard`'s pressed key, if it has one.
    /// `keyboard.top` is in the coordinates of `painter`.
    func draw(_ keyboard: KeyboardAppearance, painter: Painter) {
        let look = keyboard.look
        guard let index = look.pressedKey, look.keys.indices.contains(index), look.height > 0 else { return }
        let placed = look.keys[index]
        guard KeyPopup.shows(for: placed.key, on: look.layout) else { return }
        let theme = Theme.of(look.colourScheme)
        let popup = KeyPopup(key: placed.frame, keyboardWidth: look.width)
        painter.save()
        painter.translate(0, keyboard.top)
        for ring in Self.shadowRings {
            shape(popup, painter: painter, dy: Self.shadowDrop)
            painter.stroke(Colour(0, 0, 0, ring.opacity * Self.shadowStrength(look.colourScheme)), width: ring.width)
        }
        shape(popup, painter: painter, dy: KeyboardRenderer.shadowOffset)
        painter.fill(Colour(theme.keyShadow))
        // Stroked twice as wide and then covered by the fill: only the outer half stays, so the
        // head and the stem get one outline, with no seam where the stem enters the head.
        shape(popup, painter: painter, dy: 0)
        painter.stroke(Colour(0, 0, 0, Self.outlineOpacity(look.colourScheme)), width: 2 * Self.outlineWidth)
        shape(popup, painter: painter, dy: 0)
        painter.fill(Colour(theme.letterKey))
        let label = look.isUppercase ? placed.key.label.uppercased() : placed.key.label
        letterStyle.drawCentred(label, on: painter.cr, x: popup.head.midX, y: popup.head.midY, colour: Colour(theme.keyLabel))
        painter.restore()
    }

    /// The hairline's opacity: darker on the dark keyboard, whose keys are grey on grey.
    static func outlineOpacity(_ scheme: ColourScheme) -> Double { scheme == .dark ? 0.7 : 0.35 }
    /// The dark keyboard needs a stronger shadow to read at all.
    static func shadowStrength(_ scheme: ColourScheme) -> Double { scheme == .dark ? 2.5 : 1 }

    /// The head and stem as one path (both wind the same way, so they fill as one).
    private func shape(_ popup: KeyPopup, painter: Painter, dy: Double) {
        let head = popup.head, stem = popup.stem
        painter.roundedRectangle(head.x, head.y + dy, head.width, head.height, radius: Self.headCornerRadius)
        // The stem starts inside the head so no seam shows between them.
        let overlap = Self.headCornerRadius
        painter.roundedRectangle(stem.x, stem.y - overlap + dy, stem.width, stem.height + overlap,
                                 radius: KeyboardRenderer.keyCornerRadius)
    }
}
