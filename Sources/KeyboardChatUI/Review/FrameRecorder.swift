import CGtk
import ChatDemoCore
import Curves
import Foundation
import OutputFiles

/// `--record DIR`: every frame as `DIR/frame-NNNN.png`, then a contact sheet
/// `DIR/filmstrip.png` of about a dozen frames across the motion (FrameRecorder+Filmstrip), and `DIR/recording.txt`, which says which build made the
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
    /// Every captured frame: where its keyboard and list were (for the filmstrip's sampling),
    /// the script lines that acted in it, and its PNG.
    /// In compare mode, each pane's variant and columns in the frame (a filmstrip row per pane).
    private(set) var frames: [(index: Int, time: Double, positions: [Double], scriptLines: [Int], path: String,
                               panes: [RecordedPane])] = []

    init(directory: String?, frameRate: Int = 60, video: VideoSink? = nil) throws(InputError) {
        self.directory = directory
        self.frameRate = frameRate
        self.video = video
        staged = try directory.map { folder throws(InputError) in try StagedFolder(target: folder) }
    }

    /// Where files of this recording are written until `finish()`.
    var stagingDirectory: String? { staged?.path }

    /// `keyboardTop` and `listTop` are the frame's positions the filmstrip samples the motion
    /// by; `scriptLines`, the lines of the script steps that acted in this frame; `panes`, in
    /// compare mode, where each pane is in the frame (none: one filmstrip row of whole frames).
    func capture(_ widget: UnsafeMutablePointer<GtkWidget>, frameIndex: Int, time: Double, keyboardTop: Int? = nil,
                 listTop: Double? = nil, scriptLines: [Int] = [], panes: [RecordedPane] = []) throws(InputError) {
        let path = (staged?.path ?? directory ?? "") + "/" + String(format: "frame-%04d.png", frameIndex)
        do {
            let surface = try Self.drawn(widget, path: path)
            defer { cairo_surface_destroy(surface) }
            if staged != nil { try Self.save(surface, to: path) }
            try video?.add(surface)
        } catch {
            throw userFacing(error)
        }
        frames.append((frameIndex, time, [Double(keyboardTop ?? 0), listTop ?? 0], scriptLines, path, panes))
    }

    /// The error with the path the user named instead of the staging folder's.
    func userFacing(_ error: InputError) -> InputError {
        InputError(file: staged?.userPath(of: error.file) ?? error.file, line: error.line, column: error.column, error.message,
                   isWriteFailure: error.isWriteFailure)
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
    ///
    /// With `size`, the widget is laid out at that size for the drawing and given its own
    /// allocation back afterwards: a kept frame was made at the size the window had then, and a
    /// video keeps one size, so a window resized during Export Video changes the window, not the clip.
    static func drawn(_ widget: UnsafeMutablePointer<GtkWidget>, size: (width: Int32, height: Int32)? = nil,
                      path: String) throws(InputError) -> OpaquePointer {
        completeAllocation(of: widget)
        var own = GtkAllocation()
        gtk_widget_get_allocation(widget, &own)
        if let size, (own.width, own.height) != size {
            var laidOut = own
            laidOut.width = size.width
            laidOut.height = size.height
            gtk_widget_size_allocate(widget, &laidOut)
            defer { gtk_widget_size_allocate(widget, &own) }
            return try surface(of: widget, path: path)
        }
        return try surface(of: widget, path: path)
    }

    /// The widget drawn at its allocation into a new image surface (the caller destroys it).
    private static func surface(of widget: UnsafeMutablePointer<GtkWidget>, path: String) throws(InputError) -> OpaquePointer {
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
                let filmstrip = try writeFilmstrip()
                try AtomicFile.write(Data(Self.description(frameCount: frames.count, frameRate: frameRate,
                                                           filmstrip: filmstrip, direction: .gtkDefault).utf8),
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
    /// then the frames the filmstrip shows, by their `frame-NNNN.png` numbers, when it has any,
    /// and last the stage's direction (`--direction`, or the locale's).
    ///
    ///     made-by: keyboard-chat 0.5.0
    ///     frame-rate: 60
    ///     frames: 97
    ///     filmstrip: 0012 0014 0015 0018 …
    ///     direction: rtl
    static func description(frameCount: Int, frameRate: Int = 60, filmstrip: [Int] = [], direction: StageDirection = .ltr) -> String {
        let tiles = filmstrip.isEmpty ? "" : "filmstrip: " + filmstrip.map { String(format: "%04d", $0) }.joined(separator: " ") + "\n"
        return "made-by: \(AppIdentity.versionLine)\nframe-rate: \(frameRate)\nframes: \(frameCount)\n" + tiles
            + "direction: \(direction.rawValue)\n"
    }

    /// Drops the recording; DIR keeps whatever it held before.
    func abandon() {
        frames.removeAll()
        staged?.discard()
        video?.abandon()
    }
}

/// A compare pane as recorded: its variant (the name the timeline's legend uses) and its
/// columns in the recorded frame, in the frame PNG's pixels.
struct RecordedPane: Equatable {
    let name: String
    let span: CompareFilmstripLayout.Span
}
