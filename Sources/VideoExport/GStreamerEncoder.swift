import CGStreamer
import OutputFiles

/// MP4 and WebM through a GStreamer pipeline in this process:
///
///     appsrc ! videoconvert ! video/x-raw,format=I420 ! x264enc … ! mp4mux faststart=true ! filesink
///     appsrc ! videoconvert ! video/x-raw,format=I420 ! vp9enc … ! webmmux ! filesink
///
/// The I420 caps matter: left to negotiate, `x264enc` picks 4:4:4 (High 4:4:4), which browsers
/// and QuickTime do not play. Frames are stamped with exact times (frame n at n / rate), so
/// the file's duration is the recording's. `appsrc` blocks when four frames wait, so memory
/// stays flat however long the recording; encoding runs on GStreamer's threads meanwhile.
final class GStreamerEncoder {
    /// Four frames of queue between the window and the encoder.
    static let queuedFrames = 4
    /// VP9's rate for a 390×844 pane at 60 fps (its 256 kbit/s default blurs text to 32 dB
    /// luma; 2 Mbit/s gives 37 dB), scaled by pixels per second for other sizes and rates.
    static let vp9BitsPerPixel = 0.1
    /// H.264's rate the same way: x264enc's 2048 kbit/s default is 0.1 bit per pixel for one
    /// pane at 60 fps (47 dB luma), and three panes at 120 fps get six times as much.
    static let h264BitsPerPixel = 0.1
    /// One 390×844 pane at 60 fps. Above twice this pixel rate x264 runs its `veryfast` preset,
    /// which keeps a compare clip at 120 fps near real time on two cores.
    static let onePanePixelRate = 390 * 844 * 60
    /// Frames x264 looks ahead to plan its bits: 10, not 40, halves its memory (about 60 MB
    /// less for one pane) for a file about 3 % larger.
    static let lookahead = 10

    let size: (width: Int, height: Int)
    let frameRate: Int
    private let pipeline: UnsafeMutablePointer<GstElement>
    private let source: UnsafeMutablePointer<GstElement>
    private let bus: OpaquePointer
    private(set) var pushed = 0
    private var isRunning = true
    /// The path the user named, for messages.
    private let target: String
    /// mp4mux's own scratch file (`faststart-file`), removed when the pipeline stops.
    private let muxerScratch: ScratchFile

    init(format: VideoFormat, target: String, location: String, width: Int, height: Int, frameRate: Int) throws(InputError) {
        self.target = target
        muxerScratch = ScratchFile(beside: target, role: .muxing)
        self.frameRate = frameRate
        size = VideoFrame.evenSize(width: width, height: height)
        GStreamer.initialise()
        var failure: UnsafeMutablePointer<GError>?
        let description = Self.pipelineDescription(format, size: size, frameRate: frameRate)
        guard let pipeline = gst_parse_launch(description, &failure), failure == nil else {
            let reason = failure.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let failure { g_error_free(failure) }
            throw InputError(file: target, "cannot build the encoding pipeline (\(reason))")
        }
        self.pipeline = pipeline
        bus = OpaquePointer(gst_element_get_bus(pipeline))
        let bin = UnsafeMutablePointer<GstBin>(OpaquePointer(pipeline))
        source = gst_bin_get_by_name(bin, "source")
        let sink = gst_bin_get_by_name(bin, "sink")!
        PathBytes.withCString(location) { setString(sink, "location", $0) }
        gst_object_unref(UnsafeMutableRawPointer(sink))
        // mp4mux keeps the frames in a file of its own until it writes the index first; beside
        // the target, as a partial file, not in /tmp where a killed run would leave it.
        if let muxer = gst_bin_get_by_name(bin, "muxer") {
            PathBytes.withCString(muxerScratch.path) { setString(muxer, "faststart-file", $0) }
            gst_object_unref(UnsafeMutableRawPointer(muxer))
        }
        let caps = gst_caps_from_string("video/x-raw,format=BGRx,width=\(size.width),height=\(size.height),framerate=\(frameRate)/1,pixel-aspect-ratio=1/1")
        let appSource = UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source))
        gst_app_src_set_caps(appSource, caps)
        gst_caps_unref(caps)
        gst_app_src_set_max_bytes(appSource, UInt(Self.queuedFrames * size.width * size.height * 4))
        set(source, "format", "time")
        set(source, "block", "true")
        if gst_element_set_state(pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE {
            let reason = takeError() ?? "the pipeline did not start"
            stop()
            throw InputError(file: target, "cannot start encoding: \(reason)")
        }
    }

    /// The pipeline for `format`, with the source named "source" and the sink "sink".
    static func pipelineDescription(_ format: VideoFormat, size: (width: Int, height: Int), frameRate: Int) -> String {
        let head = "appsrc name=source ! videoconvert ! video/x-raw,format=I420 ! "
        switch format {
        case .mp4:
            let pixelRate = size.width * size.height * frameRate
            let kilobits = max(2048, Int(Double(pixelRate) * h264BitsPerPixel / 1000))
            let preset = pixelRate > 2 * onePanePixelRate ? " speed-preset=veryfast" : ""
            return head + "x264enc bitrate=\(kilobits) rc-lookahead=\(lookahead)\(preset) ! mp4mux name=muxer faststart=true ! filesink name=sink"
        case .webm:
            let bitrate = max(1_000_000, Int(Double(size.width * size.height * frameRate) * vp9BitsPerPixel))
            return head + "vp9enc target-bitrate=\(bitrate) deadline=1 cpu-used=4 row-mt=true ! webmmux ! filesink name=sink"
        case .gif:
            preconditionFailure("GIFs are written by giflib")
        }
    }

    /// Hands one frame to the encoder (padded to the even size), stamped with its time.
    func push(_ frame: VideoFrame) throws(InputError) {
        let bytes = size.width * size.height * 4
        guard let buffer = gst_buffer_new_allocate(nil, gsize(bytes), nil) else {
            throw InputError(file: target, "cannot allocate a frame for the encoder")
        }
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_WRITE) != 0 else {
            gst_buffer_unref(buffer)
            throw InputError(file: target, "cannot map a frame for the encoder")
        }
        frame.copyPadded(to: UnsafeMutableRawPointer(map.data), size: size)
        gst_buffer_unmap(buffer, &map)
        let start = Self.time(ofFrame: pushed, frameRate: frameRate)
        buffer.pointee.pts = start
        buffer.pointee.dts = UInt.max
        buffer.pointee.duration = Self.time(ofFrame: pushed + 1, frameRate: frameRate) - start
        let result = gst_app_src_push_buffer(UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source)), buffer)
        if let reason = takeError() { throw InputError(file: target, "encoding failed: \(reason)") }
        guard result == GST_FLOW_OK else { throw InputError(file: target, "the encoder refused frame \(pushed)") }
        pushed += 1
    }

    /// Frame n's time in nanoseconds: exactly n / rate seconds, rounded down.
    static func time(ofFrame index: Int, frameRate: Int) -> UInt {
        UInt(index) * 1_000_000_000 / UInt(frameRate)
    }

    /// Ends the stream and waits until the muxer has written the file.
    func finish() throws(InputError) {
        gst_app_src_end_of_stream(UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source)))
        let types = GstMessageType(rawValue: GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
        let message = gst_bus_timed_pop_filtered(UnsafeMutablePointer(bus), UInt.max, types)
        var reason: String?
        if let message {
            if message.pointee.type == GST_MESSAGE_ERROR { reason = Self.errorText(message) }
            gst_message_unref(message)
        } else {
            reason = "the pipeline ended without finishing the file"
        }
        stop()
        if let reason { throw InputError(file: target, "encoding failed: \(reason)") }
    }

    /// Stops the pipeline, whatever it was doing; what it wrote is the caller's to drop.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        gst_element_set_state(pipeline, GST_STATE_NULL)
        gst_object_unref(UnsafeMutableRawPointer(source))
        gst_object_unref(UnsafeMutableRawPointer(bus))
        gst_object_unref(UnsafeMutableRawPointer(pipeline))
        muxerScratch.remove()
    }

    deinit { stop() }

    /// The first error the pipeline posted, if any, without waiting.
    private func takeError() -> String? {
        guard let message = gst_bus_pop_filtered(UnsafeMutablePointer(bus), GST_MESSAGE_ERROR) else { return nil }
        defer { gst_message_unref(message) }
        return Self.errorText(message)
    }

    private static func errorText(_ message: UnsafeMutablePointer<GstMessage>) -> String {
        var error: UnsafeMutablePointer<GError>?
        var debug: UnsafeMutablePointer<gchar>?
        gst_message_parse_error(message, &error, &debug)
        defer {
            if let error { g_error_free(error) }
            g_free(debug)
        }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }

    private func set(_ element: UnsafeMutablePointer<GstElement>, _ property: String, _ value: String) {
        gst_util_set_object_arg(UnsafeMutablePointer<GObject>(OpaquePointer(element)), property, value)
    }
}

/// A string property set from a path's own bytes (not necessarily UTF-8).
private func setString(_ element: UnsafeMutablePointer<GstElement>, _ property: String, _ text: UnsafePointer<CChar>) {
    var value = GValue()
    g_value_init(&value, GType(stringType))
    g_value_set_string(&value, text)
    g_object_set_property(UnsafeMutablePointer<GObject>(OpaquePointer(element)), property, &value)
    g_value_unset(&value)
}

/// `G_TYPE_STRING` is a macro Swift does not import: the fundamental type number 16 shifted
/// by `G_TYPE_FUNDAMENTAL_SHIFT` (2).
private let stringType = 16 << 2
