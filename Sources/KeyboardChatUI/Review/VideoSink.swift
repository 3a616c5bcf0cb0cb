import CGtk
import ChatDemoCore
import VideoExport
import OutputFiles

/// `--video FILE`: the recorder hands it each frame it draws (the same cairo image the PNG of
/// that frame is encoded from, so the video and `--record`'s frames are the same pictures),
/// and it passes the pixels to the encoder. In compare mode the drawn widget is the row of
/// panes, so the video is one clip with every pane side by side.
@MainActor
package final class VideoSink {
    let writer: VideoWriter

    /// Opens the video's partial file; says before any frame when a GIF changes the rate.
    init(path: String, frameRate: Int) throws(InputError) {
        writer = try VideoWriter(path: path, frameRate: frameRate)
        if let notice = writer.notice { StandardError.write("keyboard-chat: \(notice)\n") }
    }

    var path: String { writer.path }

    /// One frame, read straight from the image surface cairo drew it into.
    func add(_ surface: OpaquePointer) throws(InputError) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw InputError(file: writer.path, "cannot read the drawn frame's pixels")
        }
        try writer.add(VideoFrame(pixels: UnsafeRawPointer(pixels),
                                  width: Int(cairo_image_surface_get_width(surface)),
                                  height: Int(cairo_image_surface_get_height(surface)),
                                  stride: Int(cairo_image_surface_get_stride(surface))))
    }

    func isReadyForFrame() throws(InputError) -> Bool { try writer.isReadyForFrame() }
    func seal() throws(InputError) { try writer.seal() }
    func sealWithoutBlocking() throws(InputError) -> Bool { try writer.sealWithoutBlocking(waiting: 0) }
    func commit() throws(InputError) { try writer.commit() }
    func abandon() { writer.abandon() }
}
