import CGtk
import ChatDemoCore
import Foundation
import OutputFiles

/// `filmstrip.png`: a contact sheet of about a dozen recorded frames that samples the motion,
/// not the clock (`FilmstripSampling`): from the first frame that moves to the last, with the
/// fastest frame of every movement. Each tile is labelled with its frame's number — the
/// `frame-NNNN.png` it came from — and its time; a tile at or after a script step that acted
/// (a tap, a send, a switch; not a wait or a screenshot) since the tile before it carries an
/// orange mark naming the step's script line, so a reviewer can tell what set the motion off.
extension FrameRecorder {
    static let eventMark = Colour(hex: 0xFF9500)

    /// Writes the sheet; returns the numbers of the frames it shows (`recording.txt` lists them).
    func writeFilmstrip() throws(InputError) -> [Int] {
        let chosen = FilmstripSampling.pick(frames.map(\.positions), count: Self.filmstripFrames)
        guard !chosen.isEmpty, let folder = stagingDirectory else { return [] }
        let path = folder + "/filmstrip.png"
        let png: Data
        do {
            let panes = frames[chosen[0]].panes
            png = try panes.count > 1 ? drawCompareFilmstrip(chosen, panes: panes) : drawFilmstrip(chosen)
        } catch { throw InputError(file: path, error.description) }
        try AtomicFile.write(png, to: path)
        return chosen.map { frames[$0].index }
    }

    /// The contact sheet of the `chosen` frames (positions in `frames`),
    /// read back from their PNGs, encoded as a PNG.
    private func drawFilmstrip(_ chosen: [Int]) throws(CairoFailure) -> Data {
        let first = try CairoCheck.surface(Self.readPNG(frames[chosen[0]].path), "read frame \(frames[chosen[0]].index)")
        let frameWidth = Double(cairo_image_surface_get_width(first)) * Self.thumbnailScale
        let frameHeight = Double(cairo_image_surface_get_height(first)) * Self.thumbnailScale
        cairo_surface_destroy(first)
        let columns = min(Self.filmstripColumns, chosen.count)
        let rows = (chosen.count + columns - 1) / columns
        let cellHeight = frameHeight + Self.labelHeight
        let sheet = try CairoCheck.surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frameWidth * Double(columns)),
                                                                      Int32(cellHeight * Double(rows))), "create the contact sheet")
        defer { cairo_surface_destroy(sheet) }
        let cr = try CairoCheck.context(on: sheet)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let label = TextStyle("Sans 10"), mark = TextStyle("Sans Bold 9")
        let events = FilmstripSampling.eventsUpTo(chosen, in: frames.map(\.scriptLines))
        for (slot, position) in chosen.enumerated() {
            let frame = frames[position]
            let x = Double(slot % columns) * frameWidth, y = Double(slot / columns) * cellHeight
            // A frame that cannot be read is a surface in an error state;
            // painting it puts `cr` in that state, which `finish` reports.
            let image = Self.readPNG(frame.path)
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, Self.thumbnailScale, Self.thumbnailScale)
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(image)
            cairo_rectangle(cr, x + 0.5, y + 0.5, frameWidth - 1, frameHeight - 1)
            cairo_set_source_rgb(cr, 0.8, 0.8, 0.8)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            label.drawCentred(Self.tileLabel(index: frame.index, time: frame.time), on: cr,
                              x: x + frameWidth / 2, y: y + frameHeight + Self.labelHeight / 2, colour: Colour(0.2, 0.2, 0.2))
            Self.drawEventMark(events[slot], on: cr, x: x, y: y, style: mark)
        }
        try CairoCheck.finish(cr, "draw the contact sheet")
        return try encodePNG(sheet)
    }

    /// The orange "line 3, 5" mark in a tile's top-left corner at (x, y): the script lines that
    /// acted since the tile before; nothing when none did.
    static func drawEventMark(_ lines: [Int], on cr: OpaquePointer, x: Double, y: Double, style mark: TextStyle) {
        guard !lines.isEmpty else { return }
        let text = "line " + lines.map(String.init).joined(separator: ", ")
        let size = mark.size(of: text, on: cr)
        let painter = Painter(cr: cr)
        painter.roundedRectangle(x + 3, y + 3, size.width + 8, size.height + 2, radius: 4)
        painter.fill(Self.eventMark)
        mark.draw(text, on: cr, x: x + 7, y: y + 4, colour: Colour(1, 1, 1))
    }

    /// "0042 · 700 ms": the number of the tile's `frame-0042.png`, and its time.
    static func tileLabel(index: Int, time: Double) -> String {
        String(format: "%04d · %.0f ms", index, time * 1000)
    }

    /// A frame read back; the path's own bytes reach cairo (`PathBytes`).
    static func readPNG(_ path: String) -> OpaquePointer {
        PathBytes.withCString(path) { cairo_image_surface_create_from_png($0) }!
    }
}
