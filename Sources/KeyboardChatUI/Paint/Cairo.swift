import ChatDemoCore
import CGtk
import Foundation

/// A colour as the drawing code uses it: components 0…1.
package struct Colour {
    package var red: Double, green: Double, blue: Double, alpha: Double = 1

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `Colour(hex: 0x007AFF)`, the way design specs write colours.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    /// A theme colour, opaque or with `alpha`.
    init(_ colour: RGBColour, alpha: Double = 1) {
        self.init(colour.red, colour.green, colour.blue, alpha)
    }
}

/// Thin Swift wrappers over the cairo calls the renderers use, so the
/// drawing code reads as geometry rather than C.
package struct Painter {
    let cr: OpaquePointer

    package init(cr: OpaquePointer) {
        self.cr = cr
    }

    func fill(_ colour: Colour) {
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_fill(cr)
    }

    func stroke(_ colour: Colour, width: Double) {
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(cr, x, y, width, height)
    }

    /// A rectangle with circular corners of `radius` (clamped to fit).
    func roundedRectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) {
        let r = max(0, min(radius, width / 2, height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func horizontalLine(y: Double, from x0: Double, to x1: Double, colour: Colour, width: Double = 1, dashed: Bool = false) {
        if dashed {
            let pattern: [Double] = [6, 4]
            cairo_set_dash(cr, pattern, 2, 0)
        }
        cairo_move_to(cr, x0, y)
        cairo_line_to(cr, x1, y)
        stroke(colour, width: width)
        if dashed { cairo_set_dash(cr, nil, 0, 0) }
    }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    func clip(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
    }
}

/// Pango text with one font description, laid out and drawn with cairo.
@MainActor
final class TextStyle {
    private let font: OpaquePointer

    init(_ description: String) {
        font = pango_font_description_from_string(description)
    }

    isolated deinit {
        pango_font_description_free(font)
    }

    /// A layout for `text`, wrapped at `width` points when given.
    func layout(_ text: String, on cr: OpaquePointer, width: Double? = nil,
                alignment: PangoAlignment = PANGO_ALIGN_LEFT) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_alignment(layout, alignment)
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        return layout
    }

    /// Draws `text` centred on a point, on one line; text wider than
    /// `maximumWidth` ends in "…" (PANGO_ELLIPSIZE_END).
    func drawCentred(_ text: String, on cr: OpaquePointer, x: Double, y: Double, colour: Colour,
                     maximumWidth: Double? = nil) {
        let layout = self.layout(text, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let maximumWidth {
            pango_layout_set_width(layout, Int32(maximumWidth * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_move_to(cr, x - Double(width) / 2, y - Double(height) / 2)
        pango_cairo_show_layout(cr, layout)
    }

    /// The size `text` takes on one line, in points.
    func size(of text: String, on cr: OpaquePointer) -> (width: Double, height: Double) {
        let layout = self.layout(text, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Double(width), Double(height))
    }

    /// The box `text`'s glyphs cover when `drawCentred` draws it: the ink's width, and the
    /// height of a box centred where the line is centred that holds all of the ink (twice the
    /// ink's farther reach above or below the line's middle; a capital reaches further up
    /// than down, since the line keeps room for descenders). In points.
    func centredInkSize(of text: String, on cr: OpaquePointer) -> (width: Double, height: Double) {
        let layout = self.layout(text, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let middle = Double(logical.y) + Double(logical.height) / 2
        let reachUp = middle - Double(ink.y)
        let reachDown = Double(ink.y + ink.height) - middle
        return (Double(ink.width), 2 * max(reachUp, reachDown, 0))
    }

    /// Draws `text` with its top-left corner at a point.
    func draw(_ text: String, on cr: OpaquePointer, x: Double, y: Double, colour: Colour) {
        let layout = self.layout(text, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }
}
