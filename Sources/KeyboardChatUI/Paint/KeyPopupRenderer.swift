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
@MainActor
final class KeyPopupRenderer {
    static let headCornerRadius = 8.0
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
        shape(popup, painter: painter, dy: KeyboardRenderer.shadowOffset)
        painter.fill(Colour(theme.keyShadow))
        shape(popup, painter: painter, dy: 0)
        painter.fill(Colour(theme.letterKey))
        let label = look.isUppercase ? placed.key.label.uppercased() : placed.key.label
        letterStyle.drawCentred(label, on: painter.cr, x: popup.head.midX, y: popup.head.midY, colour: Colour(theme.keyLabel))
        painter.restore()
    }

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
