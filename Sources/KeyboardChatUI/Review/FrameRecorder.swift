import CGtk
import ChatDemoCore
import Curves
import Foundation
import OutputFiles

/// `--record DIR`: every frame as `DIR/frame-NNNN.png`, then a contact sheet
/// `DIR/filmstrip.png` of about a dozen frames across the motion, each
/// labelled with its time, and `DIR/recording.txt`, which says which build made the
/// recording, at what frame rate and how many frames it holds (so a clip in a bug report can
/// be traced to its build). A recording is complete or absent: everything
/// goes into a hidden sibling folder (`StagedFolder`) that replaces DIR
/// only when `finish()` succeeds, so an earlier recording never ends up
/// mixed with a shorter new one, and a failed or interrupted run leaves
/// the earlier recording as it was.
@MainActor
package final class FrameRecorder {
    static let filmstripFrames = 12
    static let filmstripColumns = 6
    /// Thumbnails are a third of the window, so a 6×2 sheet fits a README.
    static let thumbnailScale = 1.0 / 3
    static let labelHeight = 22.0

    /// The `--record` folder; nil when only a video is made (`--video` alone).
    let directory: String?
    private let staged: StagedFolder?
    /// `--video`: each frame is handed to it too (FrameRecorder+Video.swift).
    let video: VideoSink?
    let frameRate: Int
    private var frames: [(index: Int, time: Double, keyboardTop: Int?, path: String)] = []

    init(directory: String?, frameRate: Int = 60, video: VideoSink? = nil) throws(InputError) {
        self.directory = directory
        self.frameRate = frameRate
        self.video = video
        staged = try directory.map { folder throws(InputError) in try StagedFolder(target: folder) }
    }

    /// Where files of this recording are written until `finish()`.
    var stagingDirectory: String? { staged?.path }

    func capture(_ widget: UnsafeMutablePointer<GtkWidget>, frameIndex: Int, time: Double, keyboardTop: Int? = nil) throws(InputError) {
        let path = (staged?.path ?? directory ?? "") + "/" + String(format: "frame-%04d.png", frameIndex)
        do {
            let surface = try Self.drawn(widget, path: path)
            defer { cairo_surface_destroy(surface) }
            if staged != nil { try Self.save(surface, to: path) }
            try video?.add(surface)
        } catch {
            throw userFacing(error)
        }
        frames.append((frameIndex, time, keyboardTop, path))
    }

    /// The error with the path the user named instead of the staging folder's.
    func userFacing(_ error: InputError) -> InputError {
        InputError(file: staged?.userPath(of: error.file) ?? error.file, line: error.line, column: error.column, error.message)
    }

    /// Draws `widget` (and its children) into a PNG at the screen's scale.
    /// Called after a frame is painted (recording frames, script screenshots).
    package static func writePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws(InputError) {
        try AtomicFile.write(png(of: widget, path: path), to: path)
    }

    /// `widget` drawn as by `writePNG`, encoded; `path` names it in errors.
    static func png(of widget: UnsafeMutablePointer<GtkWidget>, path: String) throws(InputError) -> Data {
        let surface = try drawn(widget, path: path)
        defer { cairo_surface_destroy(surface) }
        do { return try encodePNG(surface) } catch { throw InputError(file: path, error.description) }
    }

    /// `widget` drawn at the screen's scale into a new image surface, which the caller destroys.
    static func drawn(_ widget: UnsafeMutablePointer<GtkWidget>, path: String) throws(InputError) -> OpaquePointer {
        completeAllocation(of: widget)
        let scale = Int32(gtk_widget_get_scale_factor(widget))
        let width = gtk_widget_get_allocated_width(widget), height = gtk_widget_get_allocated_height(widget)
        do throws(CairoFailure) {
            let surface = try CairoCheck.surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale),
                                                 "create a \(width * scale)×\(height * scale) image")
            do throws(CairoFailure) {
                cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
                let cr = try CairoCheck.context(on: surface)
                gtk_widget_draw(widget, cr)
                try CairoCheck.finish(cr, "draw the window")
            } catch {
                cairo_surface_destroy(surface)
                throw error
            }
            return surface
        } catch {
            throw InputError(file: path, error.description)
        }
    }

    /// A child may ask for a new size while the frame is painted (seen in
    /// the Pinyin steps of KeyboardLayerTests' recording), which leaves `widget`
    /// needing an allocation in after-paint, where `gtk_widget_draw` would
    /// refuse it with a critical and draw nothing. Measuring and allocating
    /// it again at the rectangle it already has settles it (GTK answers from
    /// its caches when nothing changed); the input bar's rectangle comes from the same frame's
    /// geometry through "get-child-position", so the image is that frame.
    private static func completeAllocation(of widget: UnsafeMutablePointer<GtkWidget>) {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        var minimum = GtkRequisition(), natural = GtkRequisition()
        gtk_widget_get_preferred_size(widget, &minimum, &natural)
        gtk_widget_size_allocate(widget, &allocation)
    }

    /// Encodes the surface in memory and writes it through `AtomicFile`, so
    /// a failed write never leaves a truncated PNG behind.
    package static func save(_ surface: OpaquePointer, to path: String) throws(InputError) {
        let png: Data
        do { png = try encodePNG(surface) } catch { throw InputError(file: path, error.description) }
        try AtomicFile.write(png, to: path)
    }

    /// Writes the contact sheet and puts the whole recording in place, in
    /// place of an earlier recording only (`StagedFolder.commit`).
    func finish() throws(InputError) {
        do {
            try video?.seal()
            if let staged {
                try writeFilmstrip()
                try AtomicFile.write(Data(Self.description(frameCount: frames.count, frameRate: frameRate).utf8),
                                     to: staged.path + "/recording.txt")
                try staged.commit()
            }
            try video?.commit()
        } catch {
            abandon()
            throw userFacing(error)
        }
    }

    /// `recording.txt`: one `key: value` a line, the program and its version first.
    ///
    ///     made-by: keyboard-chat 0.5.0
    ///     frame-rate: 60
    ///     frames: 97
    static func description(frameCount: Int, frameRate: Int = 60) -> String {
        "made-by: \(AppIdentity.versionLine)\nframe-rate: \(frameRate)\nframes: \(frameCount)\n"
    }

    private func writeFilmstrip() throws(InputError) {
        let chosen = Self.pickFrames(frames.map { ($0.index, $0.keyboardTop) }, count: Self.filmstripFrames)
        guard !chosen.isEmpty else { return }
        guard let staged else { return }
        let path = staged.path + "/filmstrip.png"
        let png: Data
        do { png = try drawFilmstrip(chosen) } catch { throw InputError(file: path, error.description) }
        try AtomicFile.write(png, to: path)
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
        let label = TextStyle("Sans 11")
        for (slot, frameNumber) in chosen.enumerated() {
            let frame = frames[frameNumber]
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
            label.drawCentred(String(format: "%.0f ms", frame.time * 1000), on: cr,
                              x: x + frameWidth / 2, y: y + frameHeight + Self.labelHeight / 2, colour: Colour(0.2, 0.2, 0.2))
        }
        try CairoCheck.finish(cr, "draw the contact sheet")
        return try encodePNG(sheet)
    }

    /// A frame read back; the path's own bytes reach cairo (`PathBytes`).
    private static func readPNG(_ path: String) -> OpaquePointer {
        PathBytes.withCString(path) { cairo_image_surface_create_from_png($0) }!
    }

    /// Drops the recording; DIR keeps whatever it held before.
    func abandon() {
        frames.removeAll()
        staged?.discard()
        video?.abandon()
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
