import CGtk
import ChatDemoCore
import Foundation

/// `--record DIR`: every frame as `DIR/frame-NNNN.png`, then a contact sheet
/// `DIR/filmstrip.png` of about a dozen frames across the motion, each
/// labelled with its time. Every PNG is written to a temporary name and
/// renamed, so a failed run never leaves a truncated image.
@MainActor
final class FrameRecorder {
    static let filmstripFrames = 12
    static let filmstripColumns = 6
    /// Thumbnails are a third of the window, so a 6×2 sheet fits a README.
    static let thumbnailScale = 1.0 / 3
    static let labelHeight = 22.0

    let directory: String
    private var frames: [(index: Int, time: Double, keyboardTop: Int?, path: String)] = []

    init(directory: String) {
        self.directory = directory
    }

    func capture(_ widget: UnsafeMutablePointer<GtkWidget>, frameIndex: Int, time: Double, keyboardTop: Int? = nil) throws(InputError) {
        let path = String(format: "%@/frame-%04d.png", directory, frameIndex)
        try Self.writePNG(of: widget, to: path)
        frames.append((frameIndex, time, keyboardTop, path))
    }

    /// Draws `widget` (and its children) into a PNG at the screen's scale.
    static func writePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws(InputError) {
        // GTK cannot draw a widget awaiting allocation, and a text view that
        // just changed queues one while it validates its lines (in idle
        // time, or while it paints): finish the layout first.
        if let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0 {
            gtk_container_check_resize(upcast(toplevel))
        }
        let scale = Int32(gtk_widget_get_scale_factor(widget))
        let width = gtk_widget_get_allocated_width(widget), height = gtk_widget_get_allocated_height(widget)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cr = cairo_create(surface)!
        gtk_widget_draw(widget, cr)
        cairo_destroy(cr)
        try save(surface, to: path)
    }

    /// Encodes the surface in memory and writes it through `AtomicFile`, so
    /// a failed write never leaves a truncated PNG behind.
    static func save(_ surface: OpaquePointer, to path: String) throws(InputError) {
        guard let png = encodePNG(surface) else { throw InputError(file: path, "cairo could not encode the PNG") }
        try AtomicFile.write(png, to: path)
    }

    /// Writes the contact sheet.
    func finish() throws(InputError) {
        let chosen = Self.pickFrames(frames.map { ($0.index, $0.keyboardTop) }, count: Self.filmstripFrames)
        guard !chosen.isEmpty else { return }
        let first = cairo_image_surface_create_from_png(frames[chosen[0]].path)!
        let frameWidth = Double(cairo_image_surface_get_width(first)) * Self.thumbnailScale
        let frameHeight = Double(cairo_image_surface_get_height(first)) * Self.thumbnailScale
        cairo_surface_destroy(first)
        let columns = min(Self.filmstripColumns, chosen.count)
        let rows = (chosen.count + columns - 1) / columns
        let cellHeight = frameHeight + Self.labelHeight
        let sheet = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frameWidth * Double(columns)), Int32(cellHeight * Double(rows)))!
        defer { cairo_surface_destroy(sheet) }
        let cr = cairo_create(sheet)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let label = TextStyle("Sans 11")
        for (slot, frameNumber) in chosen.enumerated() {
            let frame = frames[frameNumber]
            let x = Double(slot % columns) * frameWidth, y = Double(slot / columns) * cellHeight
            let image = cairo_image_surface_create_from_png(frame.path)!
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
            label.drawCentred(String(format: "%.0f ms", frame.time * 1000), on: cr,
                              x: x + frameWidth / 2, y: y + frameHeight + Self.labelHeight / 2, colour: Colour(0.2, 0.2, 0.2))
        }
        cairo_destroy(cr)
        try Self.save(sheet, to: directory + "/filmstrip.png")
    }

    func abandon() {
        frames.removeAll()
    }

    /// Positions (into `frames`) of `count` frames spread over the motion:
    /// from the frame before the keyboard first moves to the frame after it
    /// last moves, or over the whole recording when nothing moved.
    static func pickFrames(_ frames: [(index: Int, keyboardTop: Int?)], count: Int) -> [Int] {
        guard !frames.isEmpty else { return [] }
        var firstMoving: Int?, lastMoving: Int?
        for position in frames.indices.dropFirst() where frames[position].keyboardTop != frames[position - 1].keyboardTop {
            firstMoving = firstMoving ?? position - 1
            lastMoving = position
        }
        let lower = firstMoving ?? 0, upper = lastMoving ?? frames.count - 1
        let span = upper - lower
        guard span > 0 else { return [lower] }
        let wanted = min(count, span + 1)
        return (0..<wanted).map { lower + Int((Double($0) * Double(span) / Double(wanted - 1)).rounded()) }
    }
}
