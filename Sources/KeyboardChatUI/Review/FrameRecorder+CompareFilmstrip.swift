import CGtk
import ChatDemoCore
import Foundation

/// A compare run's `filmstrip.png`: one row per pane (`CompareFilmstripLayout`), each row
/// labelled with the pane's variant and showing the same sampled frames cropped to that pane,
/// with a dark band between rows. Tiling the whole multi-pane frame instead made each tile a
/// strip of tiny phones, and a reviewer could not tell one strategy's row of motion from another's.
extension FrameRecorder {
    static let compareSeparator = Colour(0.25, 0.25, 0.25)

    /// The sheet of the `chosen` frames (positions in `frames`), one row for each of `panes`
    /// (the first chosen frame's panes name the rows and size the tiles), encoded as a PNG.
    func drawCompareFilmstrip(_ chosen: [Int], panes: [RecordedPane]) throws(CairoFailure) -> Data {
        let first = try CairoCheck.surface(Self.readPNG(frames[chosen[0]].path), "read frame \(frames[chosen[0]].index)")
        let frameHeight = Int(cairo_image_surface_get_height(first))
        cairo_surface_destroy(first)
        let layout = CompareFilmstripLayout(panes: panes.map(\.span), frameHeight: frameHeight, tiles: chosen.count,
                                            scale: Self.thumbnailScale)
        let sheet = try CairoCheck.surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(layout.width), Int32(layout.height)),
                                           "create the contact sheet")
        defer { cairo_surface_destroy(sheet) }
        let cr = try CairoCheck.context(on: sheet)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let rowLabel = TextStyle("Sans Bold 13"), label = TextStyle("Sans 10"), mark = TextStyle("Sans Bold 9")
        let events = FilmstripSampling.eventsUpTo(chosen, in: frames.map(\.scriptLines))
        for (pane, recorded) in panes.enumerated() {
            let band = layout.labelBand(pane: pane)
            rowLabel.draw(recorded.name, on: cr, x: 8, y: Double(band.y) + 5, colour: Colour(0.1, 0.1, 0.1))
            if pane + 1 < panes.count {
                let line = layout.separator(below: pane)
                cairo_rectangle(cr, Double(line.x), Double(line.y), Double(line.width), Double(line.height))
                Painter(cr: cr).fill(Self.compareSeparator)
            }
        }
        for (slot, position) in chosen.enumerated() {
            let frame = frames[position]
            // A frame that cannot be read is a surface in an error state;
            // painting it puts `cr` in that state, which `finish` reports.
            let image = Self.readPNG(frame.path)
            defer { cairo_surface_destroy(image) }
            for pane in panes.indices {
                let tile = layout.tile(pane: pane, slot: slot)
                // This frame's own span: a resize mid-recording moves the panes.
                let span = pane < frame.panes.count ? frame.panes[pane].span : panes[pane].span
                let (x, y) = (Double(tile.x), Double(tile.y))
                cairo_save(cr)
                cairo_rectangle(cr, x, y, Double(tile.width), Double(tile.height))
                cairo_clip(cr)
                cairo_translate(cr, x, y)
                cairo_scale(cr, Self.thumbnailScale, Self.thumbnailScale)
                cairo_set_source_surface(cr, image, -Double(span.x), 0)
                cairo_paint(cr)
                cairo_restore(cr)
                cairo_rectangle(cr, x + 0.5, y + 0.5, Double(tile.width) - 1, Double(tile.height) - 1)
                cairo_set_source_rgb(cr, 0.8, 0.8, 0.8)
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
                label.drawCentred(Self.tileLabel(index: frame.index, time: frame.time), on: cr,
                                  x: x + Double(tile.width) / 2, y: y + Double(tile.height) + Double(CompareFilmstripLayout.tileLabelHeight) / 2,
                                  colour: Colour(0.2, 0.2, 0.2))
                Self.drawEventMark(events[slot], on: cr, x: x, y: y, style: mark)
            }
        }
        try CairoCheck.finish(cr, "draw the contact sheet")
        return try encodePNG(sheet)
    }
}
