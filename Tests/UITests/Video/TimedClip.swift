import CGStreamer
import Foundation

/// An H.264 (or H.265) clip whose every frame carries the time stamp the test gives it, encoded
/// in this process:
///
///     appsrc ! videoconvert ! video/x-raw,format=I420 ! x264enc bframes=0 ! mp4mux|qtmux ! filesink
///
/// `VideoWriter` stamps frame n at n / rate and writes only MP4 and WebM; a phone's recorder
/// stamps frames as they come (a variable frame rate) and an iPhone writes MOV, which this
/// makes. Without B-frames, as a screen recorder writes: with them and uneven time stamps,
/// x264enc and mp4mux wrote a file one frame short (its own duration ended at the frame before
/// the last), a loss in the writing that no reader could make up.
enum TimedClip {
    enum Container: String {
        case mp4 = "mp4mux"
        case mov = "qtmux"
    }

    /// The encoder and the parser that hands its stream to the muxer. H.265 needs
    /// gstreamer1.0-plugins-bad's x265enc, which the project does not install: the HEVC clip the
    /// tests read is made once with it and committed (`Fixtures/README.md`).
    enum Codec: String {
        case h264 = "x264enc bframes=0"
        case h265 = "x265enc option-string=bframes=0 ! h265parse"
    }

    /// Writes `times.count` frames of `width`×`height` to `path`, frame i stamped `times[i]` ms
    /// and drawn by `frame(i)` as B, G, R, x bytes. Throws the pipeline's error.
    static func write(_ path: String, container: Container, codec: Codec = .h264, width: Int, height: Int, times: [Double],
                      frame: (Int) -> [UInt8]) throws {
        gst_init(nil, nil)
        let description = "appsrc name=source format=time max-bytes=0 ! videoconvert ! video/x-raw,format=I420 ! \(codec.rawValue) ! "
            + "\(container.rawValue) ! filesink name=sink"
        var failure: UnsafeMutablePointer<GError>?
        guard let pipeline = gst_parse_launch(description, &failure), failure == nil else {
            let reason = failure.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let failure { g_error_free(failure) }
            throw TestFailure("cannot build \(description): \(reason)")
        }
        let bin = UnsafeMutablePointer<GstBin>(OpaquePointer(pipeline))
        let sink = gst_bin_get_by_name(bin, "sink")!
        gst_util_set_object_arg(UnsafeMutablePointer<GObject>(OpaquePointer(sink)), "location", path)
        gst_object_unref(UnsafeMutableRawPointer(sink))
        let source = gst_bin_get_by_name(bin, "source")!
        let appSource = UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source))
        // A frame rate of 0/1 is GStreamer's "variable": every buffer brings its own time. x265
        // refuses to start without a nominal rate, so an H.265 clip says 60/1; its buffers still
        // carry their own times.
        let rate = codec == .h265 ? "60/1" : "0/1"
        let caps = gst_caps_from_string("video/x-raw,format=BGRx,width=\(width),height=\(height),framerate=\(rate),pixel-aspect-ratio=1/1")
        gst_app_src_set_caps(appSource, caps)
        gst_caps_unref(caps)
        let bus = gst_element_get_bus(pipeline)!
        defer {
            gst_element_set_state(pipeline, GST_STATE_NULL)
            gst_object_unref(UnsafeMutableRawPointer(bus))
            gst_object_unref(UnsafeMutableRawPointer(source))
            gst_object_unref(UnsafeMutableRawPointer(pipeline))
        }
        guard gst_element_set_state(pipeline, GST_STATE_PLAYING) != GST_STATE_CHANGE_FAILURE else {
            throw TestFailure("\(path): the encoding pipeline did not start")
        }
        let nanoseconds = times.map { UInt64(($0 * 1_000_000).rounded()) }
        for index in nanoseconds.indices {
            let bytes = frame(index)
            guard bytes.count == width * height * 4 else { throw TestFailure("frame \(index) has \(bytes.count) bytes, not \(width)×\(height)×4") }
            let buffer = gst_buffer_new_allocate(nil, gsize(bytes.count), nil)!
            _ = bytes.withUnsafeBytes { gst_buffer_fill(buffer, 0, $0.baseAddress, gsize(bytes.count)) }
            let end = index + 1 < nanoseconds.count ? nanoseconds[index + 1] : nanoseconds[index] + 16_666_667
            buffer.pointee.pts = GstClockTime(nanoseconds[index])
            buffer.pointee.dts = GstClockTime.max
            buffer.pointee.duration = GstClockTime(end - nanoseconds[index])
            // The queue is unbounded (max-bytes=0), so the push never waits on a failed pipeline.
            guard gst_app_src_push_buffer(appSource, buffer) == GST_FLOW_OK else {
                throw TestFailure("\(path): the encoder refused frame \(index)")
            }
        }
        gst_app_src_end_of_stream(appSource)
        let types = GstMessageType(rawValue: GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
        guard let message = gst_bus_timed_pop_filtered(bus, 120 * 1_000_000_000, types) else {
            throw TestFailure("\(path): the encoder did not finish within 120 s")
        }
        defer { gst_message_unref(message) }
        if message.pointee.type == GST_MESSAGE_ERROR {
            var error: UnsafeMutablePointer<GError>?
            var debug: UnsafeMutablePointer<gchar>?
            gst_message_parse_error(message, &error, &debug)
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            g_free(debug)
            throw TestFailure("\(path): encoding failed: \(reason)")
        }
    }
}
