import CGtk
import ChatDemoCore
import Foundation
import VideoExport
import OutputFiles

/// `--video FILE`: the recorder hands it each frame it draws (the same cairo image the PNG of
/// that frame is encoded from, so the video and `--record`'s frames are the same pictures),
/// and it passes the pixels to the encoder. In compare mode the drawn widget is the row of
/// panes, so the video is one clip with every pane side by side.
@MainActor
package final class VideoSink {
    let writer: VideoWriter
    /// About how many frames the run makes (its script's waits), for the percent shown.
    private let plannedFrames: Int?
    /// Progress is drawn only for a person watching a terminal; a log gets the last line alone.
    private let showsProgress = isatty(STDERR_FILENO) == 1
    private var isProgressShown = false
    /// A terminal line rewritten every this many frames: often enough to look alive, seldom
    /// enough to cost nothing beside the encoder.
    private static let framesPerProgressLine = 10
    /// The SIGINT or SIGTERM that stopped the last write, which then failed for it alone.
    private(set) var interruptingSignal: Int32?
    /// What the file's title metadata will say: the panes and every speed the frames were made at.
    private var title = VideoTitle()

    /// Opens the video's partial file; says before any frame when a GIF changes the rate.
    init(path: String, frameRate: Int, plannedMilliseconds: Int? = nil) throws(InputError) {
        writer = try VideoWriter(path: path, frameRate: frameRate)
        plannedFrames = plannedMilliseconds.map { $0 * frameRate / 1000 }
        writer.interrupt { [weak self, path, isGif = writer.format == .gif] written in
            if isGif { GifWriteHold.holdIfAsked(path: path, written: written) }
            guard let signal = TerminationSignal.received else { return nil }
            self?.interruptingSignal = signal
            return "interrupted by \(Interruption.signalName(signal))"
        }
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
        if showsProgress && writer.frameCount % Self.framesPerProgressLine == 0 {
            let line = VideoProgressText.progress(frames: writer.frameCount, plannedFrames: plannedFrames)
            StandardError.write("\r\u{1B}[Kkeyboard-chat: writing \(writer.path): \(line)")
            isProgressShown = true
        }
    }

    /// The frame just added: `note` tells the title its panes and the slow-motion factor its
    /// captions name (`PaneRow.noteVideoTitle`).
    func noteTitle(_ note: (inout VideoTitle) -> Void) {
        note(&title)
    }

    func isReadyForFrame() throws(InputError) -> Bool { try writer.isReadyForFrame() }
    func seal() throws(InputError) {
        writer.setTitle(title.text)
        try writer.seal()
    }
    func sealWithoutBlocking() throws(InputError) -> Bool {
        writer.setTitle(title.text)
        return try writer.sealWithoutBlocking(waiting: 0)
    }
    /// Puts the clip in place and says so: its file, its length and its size.
    func commit() throws(InputError) {
        try writer.commit()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: writer.path)[.size] as? Int64) ?? 0
        let line = VideoProgressText.finished(path: writer.path, frames: writer.frameCount, frameRate: writer.frameRate,
                                              bytes: bytes)
        StandardError.write((isProgressShown ? "\r\u{1B}[K" : "") + "keyboard-chat: \(line)\n")
        isProgressShown = false
    }

    func abandon() {
        writer.abandon()
        // The failure's own message follows on a clean line.
        if isProgressShown { StandardError.write("\n") }
        isProgressShown = false
    }
}

/// The tests' hold of a GIF's last pass (`DiagnosticSwitch.holdGifWriteAfter`).
enum GifWriteHold {
    static let holdAfter = DiagnosticSwitch.holdGifWriteAfter.value.flatMap { Int($0) }
    /// The longest a hold waits for a signal before the write goes on.
    static let longestHoldMicroseconds = 60_000_000
    static let pollMicroseconds: UInt32 = 10_000

    static func holdIfAsked(path: String, written: Int) {
        guard let holdAfter, written == holdAfter else { return }
        StandardError.write("gif: holding \(path) after \(written) frames\n")
        var waited = 0
        while TerminationSignal.received == nil && waited < longestHoldMicroseconds {
            usleep(pollMicroseconds)
            waited += Int(pollMicroseconds)
        }
    }
}
