import ChatDemoCore
import CGtk

/// Paints the jump-to-latest button where the scene says it is in this frame: a
/// circle in the bars' colour with a hairline rim and a down chevron in the accent blue. The
/// bars' colour sets it off the list's background in both themes (#F7F7F7 on white, #1C1C1E on
/// black), and the accent blue reads on either.
@MainActor
enum JumpToLatestRenderer {
    /// The chevron's half-width and half-height, and its stroke, for the 36-pt circle.
    static let chevronHalfWidth = 7.0
    static let chevronHalfHeight = 3.5
    static let chevronLineWidth = 2.5
    static let rimWidth = 1.0

    /// The soft shadow under the circle, as iOS's floating buttons have: rings stroked around
    /// it, widest faintest, `shadowDrop` lower, so the button lifts off the bubbles it floats on.
    /// The widest reaches 8 / 2 − 1.5 = 2.5 pt above the circle, inside `JumpToLatest.drawnReach`,
    /// which the stage's repaint band keeps around the button.
    static let shadowRings: [(width: Double, opacity: Double)] = [(8, 0.04), (5, 0.06), (2.5, 0.1)]
    static let shadowDrop = 1.5

    /// Draws the button at its opacity in `frame` (fading in and out, `JumpToLatestFade`) over
    /// its scroll edge across the stage's `width`; nothing when it is hidden.
    static func draw(_ frame: SceneFrame, width: Double, painter: Painter) {
        guard let button = frame.jumpToLatestDrawn, frame.jumpOpacity > 0 else { return }
        let cr = painter.cr
        drawScrollEdge(button, opacity: frame.jumpOpacity, width: width, cr: cr)
        // Drawn whole into a group and laid down at the fade's opacity, so the shadow, rim and
        // chevron fade together instead of showing through one another.
        let fading = frame.jumpOpacity < 1
        if fading { cairo_push_group(cr) }
        drawOpaque(button, painter: painter)
        if fading {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, frame.jumpOpacity)
        }
    }

    /// The list fading into its background above the button and hidden under it
    /// (`JumpToLatest.edgeSolidTop`), at the button's opacity so the two come and go together.
    /// Never above the navigation bar, which may already be painted.
    private static func drawScrollEdge(_ button: JumpToLatest, opacity: Double, width: Double, cr: OpaquePointer) {
        let background = Palette.background
        let fadeTop = max(ChatScene.navigationBarHeight, button.edgeFadeTop)
        guard button.edgeBottom > fadeTop else { return }
        let gradient = cairo_pattern_create_linear(0, button.edgeFadeTop, 0, button.edgeSolidTop)!
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgba(gradient, 0, background.red, background.green, background.blue, 0)
        cairo_pattern_add_color_stop_rgba(gradient, 1, background.red, background.green, background.blue, opacity)
        cairo_save(cr)
        cairo_rectangle(cr, 0, fadeTop, width, button.edgeBottom - fadeTop)
        cairo_set_source(cr, gradient)  // past its last stop the gradient pads: solid down to the bar
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private static func drawOpaque(_ button: JumpToLatest, painter: Painter) {
        let cr = painter.cr
        let centre = button.centre
        let radius = JumpToLatest.diameter / 2
        for ring in shadowRings {
            cairo_new_path(cr)
            cairo_arc(cr, centre.x, centre.y + shadowDrop, radius, 0, 2 * Double.pi)
            painter.stroke(Colour(0, 0, 0, ring.opacity), width: ring.width)
        }
        cairo_new_path(cr)
        cairo_arc(cr, centre.x, centre.y, radius - rimWidth / 2, 0, 2 * Double.pi)
        cairo_close_path(cr)
        // Opaque, unlike the navigation bar's 96 %: the list must not show through the chevron.
        let fill = Colour(Palette.theme.navigationBar)
        cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
        cairo_fill_preserve(cr)
        painter.stroke(Palette.separator, width: rimWidth)
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, centre.x - chevronHalfWidth, centre.y - chevronHalfHeight)
        cairo_line_to(cr, centre.x, centre.y + chevronHalfHeight)
        cairo_line_to(cr, centre.x + chevronHalfWidth, centre.y - chevronHalfHeight)
        painter.stroke(Palette.outgoingBubble, width: chevronLineWidth)
        cairo_restore(cr)
    }
}
