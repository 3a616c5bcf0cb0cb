import CGtk
import ChatDemoCore
import Curves
import Foundation
import OutputFiles

/// Draws `CurveTable`'s curves into a PNG with cairo: grid, labelled axes,
/// a legend and one colour per curve. Needs no display (an image surface).
///
/// The PNG is encoded in memory and written with `AtomicFile`, so a reader
/// never sees a half-written image and a failure leaves the old file intact.
package enum CurvePlot {
    static let width: Int32 = 800
    static let height: Int32 = 600
    /// Points per curve when the caller does not choose: enough for smooth
    /// lines at this size (the spring bends sharply in the first 0.1 s).
    package static let defaultSamples = 201

    /// Space around the plot area for the title, tick labels and axis names.
    private static let margin = (left: 80.0, right: 30.0, top: 60.0, bottom: 70.0)

    /// One colour per curve, in `CurveTable.curves` order: the keyboard's
    /// spring in a strong red so it stands out from the four Béziers.
    static let colours: [(red: Double, green: Double, blue: Double)] = [
        (0.45, 0.45, 0.45),  // linear
        (0.13, 0.42, 0.85),  // ease-in
        (0.93, 0.50, 0.08),  // ease-out
        (0.16, 0.62, 0.28),  // ease-in-out
        (0.86, 0.10, 0.18),  // keyboard
    ]

    static let labels = ["linear", "ease-in (0.42, 0, 1, 1)", "ease-out (0, 0, 0.58, 1)",
                         "ease-in-out (0.42, 0, 0.58, 1)", "keyboard (curve 7, spring)"]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Renders the plot and writes it atomically to `path`. Throws a
    /// `CairoFailure` when drawing or encoding fails, an `InputError`
    /// naming `path` when the file cannot be written; either way the file
    /// that was at `path` is left as it was.
    package static func write(to path: String, samples: Int = defaultSamples) throws {
        let rows: [(time: Double, progress: [Double])]
        do { rows = try CurveTable.rows(samples: samples) } catch { throw Failure(description: "\(error)") }

        let surface = try CairoCheck.surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
                                             "create a \(width)×\(height) image")
        defer { cairo_surface_destroy(surface) }
        let cr = try CairoCheck.context(on: surface)
        draw(rows, on: cr)
        try CairoCheck.finish(cr, "draw the plot")
        // Encoded in memory, then written through AtomicFile like every
        // other output: a reader sees the old file or the whole new one.
        try AtomicFile.write(encodePNG(surface), to: path)
    }

    // MARK: - Drawing

    /// The plot area in device pixels.
    private static let area = (
        x: margin.left, y: margin.top,
        width: Double(width) - margin.left - margin.right,
        height: Double(height) - margin.top - margin.bottom
    )

    /// Maps (time in s, progress) to device pixels; progress grows upward.
    private static func point(_ time: Double, _ progress: Double) -> (x: Double, y: Double) {
        (area.x + time / CurveTable.duration * area.width, area.y + (1 - progress) * area.height)
    }

    private static func draw(_ rows: [(time: Double, progress: [Double])], on cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)

        // Grid: every 0.05 s and every 0.1 of progress, hairlines on the
        // half-pixel so they stay crisp.
        cairo_set_line_width(cr, 1)
        cairo_set_source_rgb(cr, 0.88, 0.88, 0.88)
        for i in 0...10 {
            let (x, _) = point(Double(i) * 0.05, 0)
            cairo_move_to(cr, x.rounded() + 0.5, area.y)
            cairo_line_to(cr, x.rounded() + 0.5, area.y + area.height)
            let (_, y) = point(0, Double(i) / 10)
            cairo_move_to(cr, area.x, y.rounded() + 0.5)
            cairo_line_to(cr, area.x + area.width, y.rounded() + 0.5)
        }
        cairo_stroke(cr)

        // Axes and tick labels.
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, area.x, area.y)
        cairo_line_to(cr, area.x, area.y + area.height)
        cairo_line_to(cr, area.x + area.width, area.y + area.height)
        cairo_stroke(cr)
        cairo_set_font_size(cr, 12)
        for i in 0...5 {
            let time = Double(i) * 0.1
            let (x, y) = point(time, 0)
            text(String(format: "%.1f", time), centredAt: x, baseline: y + 20, on: cr)
            let progress = Double(i) * 0.2
            let (_, py) = point(0, progress)
            text(String(format: "%.1f", progress), rightAlignedAt: area.x - 8, baseline: py + 4, on: cr)
        }
        cairo_set_font_size(cr, 14)
        text("time (s)", centredAt: area.x + area.width / 2, baseline: area.y + area.height + 48, on: cr)
        cairo_save(cr)
        cairo_translate(cr, 28, area.y + area.height / 2)
        cairo_rotate(cr, -Double.pi / 2)
        text("progress", centredAt: 0, baseline: 0, on: cr)
        cairo_restore(cr)
        cairo_set_font_size(cr, 18)
        text("Keyboard curve 7 vs UIKit's public curves (0.5 s)", centredAt: Double(width) / 2, baseline: 36, on: cr)

        // The curves, the keyboard's last and thickest so it is on top.
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for (column, colour) in colours.enumerated() {
            cairo_set_source_rgb(cr, colour.red, colour.green, colour.blue)
            cairo_set_line_width(cr, column == colours.count - 1 ? 3.5 : 2.5)
            for (index, row) in rows.enumerated() {
                let (x, y) = point(row.time, row.progress[column])
                if index == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
            }
            cairo_stroke(cr)
        }

        // Legend in the lower right, where every curve is already near 1
        // or still far below it, so it hides nothing important.
        cairo_set_font_size(cr, 13)
        let legendX = area.x + area.width - 250, legendY = area.y + area.height - 20 - 22 * Double(labels.count)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_rectangle(cr, legendX - 12, legendY - 16, 250, 22 * Double(labels.count) + 10)
        cairo_fill_preserve(cr)
        cairo_set_source_rgb(cr, 0.7, 0.7, 0.7)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        for (index, label) in labels.enumerated() {
            let y = legendY + 22 * Double(index)
            let colour = colours[index]
            cairo_set_source_rgb(cr, colour.red, colour.green, colour.blue)
            cairo_set_line_width(cr, 3)
            cairo_move_to(cr, legendX, y - 4)
            cairo_line_to(cr, legendX + 28, y - 4)
            cairo_stroke(cr)
            cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
            cairo_move_to(cr, legendX + 38, y)
            cairo_show_text(cr, label)
        }
    }

    private static func text(_ string: String, centredAt x: Double, baseline y: Double, on cr: OpaquePointer) {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        cairo_move_to(cr, x - extents.width / 2 - extents.x_bearing, y)
        cairo_show_text(cr, string)
    }

    private static func text(_ string: String, rightAlignedAt x: Double, baseline y: Double, on cr: OpaquePointer) {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        cairo_move_to(cr, x - extents.x_advance, y)
        cairo_show_text(cr, string)
    }
}
