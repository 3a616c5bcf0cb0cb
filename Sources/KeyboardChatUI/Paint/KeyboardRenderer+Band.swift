import ChatDemoCore
import Keyboard

/// The globe and the microphone in the band under the bottom row (`KeyboardBand`), on every
/// keyboard: bare line glyphs on the keyboard's background, as iOS draws them on iPhones with
/// Face ID, in the key labels' colour (black on the light keyboard, white on the dark one).
@MainActor
extension KeyboardRenderer {
    /// iOS's band glyphs are a little larger than the globe on a key cap: about 23 pt against
    /// the 19.4 pt design box, where the band has room for them (portrait's 39 pt keys do;
    /// landscape's 27.5 pt keys take them at the size that fits less `labelPadding`).
    static let bandGlyphScale = 1.2

    func drawBandKey(_ placed: PlacedKey, pressed: Bool, theme: Theme, painter: Painter) {
        let frame = placed.frame
        let room = frame.insetBy(dx: Self.labelPadding, dy: Self.labelPadding)
        let scale = KeyGlyphs.scale(toFit: room, largest: Self.bandGlyphScale)
        if pressed {
            // A press shows as a grey patch around the glyph, square to its design box.
            let side = min(frame.width, frame.height)
            painter.roundedRectangle(frame.midX - side / 2, frame.midY - side / 2, side, side, radius: Self.keyCornerRadius)
            painter.fill(Colour(theme.specialKey))
        }
        let colour = Colour(theme.keyLabel)
        if placed.key.action == .dictation {
            KeyGlyphs.drawMicrophone(x: frame.midX, y: frame.midY, scale: scale, colour: colour, painter: painter)
        } else {
            KeyGlyphs.drawGlobe(x: frame.midX, y: frame.midY, scale: scale, colour: colour, painter: painter)
        }
    }
}
