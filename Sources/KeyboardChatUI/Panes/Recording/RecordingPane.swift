import CGtk
import ChatDemoCore
import Foundation
import Keyboard
import OutputFiles
import RecordingMeasure
import VideoExport

/// An opened screen recording as a pane of the stage: its decoded frames, scaled to fit the
/// pane (aspect ratio kept, black bars around), on the stage's one clock.
///
/// The pane has no tick and no animator of its own: the frame the window's tick makes at stage
/// time t shows the recording's last frame stamped at or before t − offset (`RecordingClock`),
/// where the offset lays the recording's first will-show on the simulated lead pane's first
/// will-show. Until that will-show it shows the frame at rest before the recording's first motion.
/// The pictures are decoded once, when the pane first gets its real size, at that size in device
/// pixels (`VideoPictures`, within its memory cap); a later resize scales them with cairo.
@MainActor
final class RecordingPane {
    let drawingArea: UnsafeMutablePointer<GtkWidget>
    let recording: OpenedRecording
    private let clock: RecordingClock
    private var pictures: VideoPictures?
    /// The animation time of the simulated lead pane's first will-show; nil before it.
    private(set) var simulatedWillShow: Double?
    /// The clock's frame shown now (an index into `clock.frameTimes`).
    private(set) var shownFrame = 0
    private var observation: KeyboardObservation?

    /// The variant name the timeline's legend and the trace events give this pane.
    static let variantName = "recording"

    init(_ recording: OpenedRecording) {
        self.recording = recording
        clock = recording.clock
        drawingArea = gtk_drawing_area_new()
        gtk_widget_set_size_request(drawingArea, StageView.minimumSize.width, StageView.minimumSize.height)
        let name = (recording.path as NSString).lastPathComponent
        atk_object_set_description(gtk_widget_get_accessible(drawingArea), "Screen recording \(name)")
        gtk_widget_set_tooltip_text(drawingArea, "Recording: \(name)")
        connectDraw(drawingArea) { [unowned self] cr in self.draw(cr) }
        connectWithArgument(drawingArea, "size-allocate") { [unowned self] _ in self.decodeOnce() }
    }

    /// Lays the recording's first will-show on `keyboard`'s first will-show (the lead pane's).
    func follow(_ keyboard: KeyboardController) {
        observation = keyboard.observe([.willShow]) { [unowned self] event in
            if self.simulatedWillShow == nil { self.simulatedWillShow = event.time }
        }
    }

    /// The frame made at animation time `time` shows the recording's frame for it.
    func show(at time: Double) {
        showFrame(clock.frame(at: time, simulatedWillShow: simulatedWillShow))
    }

    /// Shows the clock's frame `index` again (a kept frame presented by the playhead).
    func showFrame(_ index: Int) {
        guard index != shownFrame else { return }
        shownFrame = index
        gtk_widget_queue_draw(drawingArea)
    }

    /// The measured row of the frame shown.
    var shownRow: MeasuredRow { recording.row(atClockFrame: shownFrame) }

    /// Decodes the pictures at the pane's first real size in device pixels; a failure (the file
    /// changed since it was measured) is said on standard error and leaves the pane black.
    private func decodeOnce() {
        guard pictures == nil else { return }
        let scale = Int(gtk_widget_get_scale_factor(drawingArea))
        let width = Int(gtk_widget_get_allocated_width(drawingArea)) * scale
        let height = Int(gtk_widget_get_allocated_height(drawingArea)) * scale
        guard width > 1, height > 1 else { return }
        do {
            let decoded = try VideoPictures.decode(path: recording.path, width: width, height: height,
                                                   from: recording.firstMotion.restBefore.timeMilliseconds)
            pictures = decoded
            if decoded.isCut {
                let last = decoded.timesMilliseconds.last ?? 0
                StandardError.write("keyboard-chat: \(PathBytes.visible(recording.path)): only the first \(decoded.frameNumbers.count) frames "
                                    + "(to \(String(format: "%.1f", last)) ms) fit in the \(VideoPictures.defaultMemoryCapBytes >> 20) MB "
                                    + "the recording may take; the pane stays on the last of them\n")
            }
        } catch {
            StandardError.write("keyboard-chat: \(PathBytes.visible(recording.path)): cannot decode the recording's pictures: \(error)\n")
        }
    }

    /// Paints the picture of the frame shown, fitted to the pane; black where it does not reach.
    private func draw(_ cr: OpaquePointer) {
        let width = Double(gtk_widget_get_allocated_width(drawingArea)), height = Double(gtk_widget_get_allocated_height(drawingArea))
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        guard let pictures else { return }
        let scale = Double(gtk_widget_get_scale_factor(drawingArea))
        let index = min(shownFrame, pictures.frameNumbers.count - 1)
        pictures.withPicture(index) { bytes in
            let data = UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_RGB24, Int32(pictures.width),
                                                                    Int32(pictures.height), Int32(pictures.stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            cairo_surface_set_device_scale(surface, scale, scale)
            let pictureWidth = Double(pictures.width) / scale, pictureHeight = Double(pictures.height) / scale
            let fit = min(width / pictureWidth, height / pictureHeight)
            cairo_save(cr)
            cairo_translate(cr, ((width - pictureWidth * fit) / 2).rounded(), ((height - pictureHeight * fit) / 2).rounded())
            if fit != 1 { cairo_scale(cr, fit, fit) }
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_finish(surface)
        }
    }

    /// Where row `y` of the video (px, y down) is in the pane (logical pixels), as drawn.
    func paneY(ofVideoRow y: Int) -> Double {
        let width = Double(gtk_widget_get_allocated_width(drawingArea)), height = Double(gtk_widget_get_allocated_height(drawingArea))
        let fit = min(width / Double(recording.videoWidth), height / Double(recording.videoHeight))
        return (height - Double(recording.videoHeight) * fit) / 2 + Double(y) * fit
    }

    /// The keyboard's visible height in the frame shown (logical pixels), for the timeline.
    var keyboardVisibleHeight: Double {
        Double(gtk_widget_get_allocated_height(drawingArea)) - paneY(ofVideoRow: shownRow.keyboardTop)
    }

    /// This pane's trace row for the frame of `base` (the lead's): the measured keyboard top and
    /// bar bottom of the frame shown, in `window`'s device pixels; a bar out of sight behind the
    /// keyboard is written at the keyboard's top. The case column says `recording`.
    func traceRow(_ base: TraceRow, in window: UnsafeMutablePointer<GtkWidget>, scale: Int) -> TraceRow {
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(drawingArea, window, 0, 0, &x, &y)
        let row = shownRow
        let top = Double(y) + paneY(ofVideoRow: row.keyboardTop)
        let bottom = Double(y) + paneY(ofVideoRow: row.barBottom ?? row.keyboardTop)
        return TraceRow(frame: base.frame, timeMilliseconds: base.timeMilliseconds,
                        keyboardTop: Int((top * Double(scale)).rounded()), barBottom: Int((bottom * Double(scale)).rounded()),
                        listShift: 0, contentShift: 0, caseLabel: Self.variantName,
                        surface: row.keyboardTop < recording.videoHeight ? BottomSurface.keyboard.rawValue : BottomSurface.none.rawValue)
    }
}
