import CGtk
import Keyboard

/// Key symbols drawn with cairo rather than from a font, so they look the
/// same on every machine and never come out as colour emoji: iOS's Shift
/// arrow (outlined off, filled on, filled and underlined for Caps Lock), its
/// plain line-drawn globe and the dictation key's outlined microphone.
@MainActor
enum KeyGlyphs {
    /// The Shift arrow's width and height, in points (iOS's is about 18 × 16 at 390 pt).
    static let arrowWidth = 18.0
    static let arrowHeight = 16.0
    /// The arrow's stem is half its width.
    static let arrowStemWidth = 9.0
    /// Caps Lock's underline below the arrow.
    static let capsBarHeight = 2.0
    static let capsBarGap = 2.0
    /// The globe's radius and line width.
    static let globeRadius = 9.0
    static let lineWidth = 1.4

    /// The box both glyphs are designed for: the Shift arrow with Caps Lock's bar under it,
    /// and the globe, whose diameter (plus its line) is the taller of the two.
    static let designWidth = 2 * globeRadius + lineWidth
    static let designHeight = max(arrowHeight + capsBarGap + capsBarHeight, 2 * globeRadius + lineWidth)

    /// How much to shrink a glyph so it fits `room` (1 when it fits at its design size, as on
    /// every key of a 390 pt keyboard; about 0.8 on the narrowest window's keys), never more
    /// than `largest` (the band's glyphs are drawn larger than a key's, as iOS's are).
    static func scale(toFit room: Rect, largest: Double = 1) -> Double {
        min(largest, max(0, room.width) / designWidth, max(0, room.height) / designHeight)
    }

    enum ShiftState {
        case off, shifted, capsLocked
    }

    /// Draws the Shift arrow centred at (`x`, `y`), `scale` times its design size.
    static func drawShift(_ state: ShiftState, x: Double, y: Double, scale: Double = 1, colour: Colour, painter: Painter) {
        let cr = painter.cr
        guard scale == 1 else {
            drawScaled(x: x, y: y, scale: scale, painter: painter) {
                drawShift(state, x: 0, y: 0, colour: colour, painter: painter)
            }
            return
        }
        // Caps Lock lifts the arrow to make room for its bar, keeping the pair centred.
        let lift = state == .capsLocked ? (capsBarHeight + capsBarGap) / 2 : 0
        let top = y - arrowHeight / 2 - lift
        let shoulder = top + arrowHeight * 0.55
        let bottom = top + arrowHeight
        cairo_new_path(cr)
        cairo_move_to(cr, x, top)
        cairo_line_to(cr, x + arrowWidth / 2, shoulder)
        cairo_line_to(cr, x + arrowStemWidth / 2, shoulder)
        cairo_line_to(cr, x + arrowStemWidth / 2, bottom)
        cairo_line_to(cr, x - arrowStemWidth / 2, bottom)
        cairo_line_to(cr, x - arrowStemWidth / 2, shoulder)
        cairo_line_to(cr, x - arrowWidth / 2, shoulder)
        cairo_close_path(cr)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        if state == .off {
            painter.stroke(colour, width: lineWidth)
        } else {
            painter.fill(colour)
        }
        if state == .capsLocked {
            painter.rectangle(x - arrowStemWidth / 2, bottom + capsBarGap, arrowStemWidth, capsBarHeight)
            painter.fill(colour)
        }
    }

    /// Draws a monochrome globe (circle, meridian, equator and two parallels) centred at (`x`, `y`),
    /// `scale` times its design size.
    static func drawGlobe(x: Double, y: Double, scale: Double = 1, colour: Colour, painter: Painter) {
        let cr = painter.cr
        guard scale == 1 else {
            drawScaled(x: x, y: y, scale: scale, painter: painter) {
                drawGlobe(x: 0, y: 0, colour: colour, painter: painter)
            }
            return
        }
        let r = globeRadius
        cairo_new_path(cr)
        cairo_arc(cr, x, y, r, 0, 2 * Double.pi)
        // The meridian: an ellipse half as wide as the globe.
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, 0.45, 1)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, r, 0, 2 * Double.pi)
        cairo_restore(cr)
        cairo_move_to(cr, x, y - r)
        cairo_line_to(cr, x, y + r)
        cairo_move_to(cr, x - r, y)
        cairo_line_to(cr, x + r, y)
        // Two parallels at half the radius: chords of the circle.
        let offset = r / 2
        let halfChord = (r * r - offset * offset).squareRoot()
        for dy in [-offset, offset] {
            cairo_move_to(cr, x - halfChord, y + dy)
            cairo_line_to(cr, x + halfChord, y + dy)
        }
        painter.stroke(colour, width: lineWidth)
    }

    /// Draws an outlined microphone centred at (`x`, `y`), `scale` times its design size: a
    /// capsule, the cradle (a half ring under it), a stem and a foot, in the globe's line width
    /// and within its design box, so the band's two glyphs read as a pair.
    static func drawMicrophone(x: Double, y: Double, scale: Double = 1, colour: Colour, painter: Painter) {
        let cr = painter.cr
        guard scale == 1 else {
            drawScaled(x: x, y: y, scale: scale, painter: painter) {
                drawMicrophone(x: 0, y: 0, colour: colour, painter: painter)
            }
            return
        }
        let halfHeight = (designHeight - lineWidth) / 2
        let capsuleRadius = 3.5
        let capsuleTop = y - halfHeight
        let capsuleBottom = capsuleTop + 12
        cairo_new_path(cr)
        cairo_arc(cr, x, capsuleTop + capsuleRadius, capsuleRadius, Double.pi, 2 * Double.pi)
        cairo_arc(cr, x, capsuleBottom - capsuleRadius, capsuleRadius, 0, Double.pi)
        cairo_close_path(cr)
        // The cradle: the lower half of a ring around the capsule's lower end.
        let cradleRadius = 6.5
        let cradleCentre = capsuleBottom - capsuleRadius
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, cradleCentre, cradleRadius, 0, Double.pi)
        let stemTop = cradleCentre + cradleRadius
        let foot = y + halfHeight
        cairo_move_to(cr, x, stemTop)
        cairo_line_to(cr, x, foot)
        cairo_move_to(cr, x - 4, foot)
        cairo_line_to(cr, x + 4, foot)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        painter.stroke(colour, width: lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }

    /// Runs `draw`, which draws a glyph centred at the origin, scaled about (`x`, `y`): the
    /// line width shrinks with the glyph, so a small globe keeps its proportions.
    private static func drawScaled(x: Double, y: Double, scale: Double, painter: Painter, _ draw: () -> Void) {
        painter.save()
        painter.translate(x, y)
        cairo_scale(painter.cr, scale, scale)
        draw()
        painter.restore()
    }
}
