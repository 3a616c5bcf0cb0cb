import CGStreamer
import Foundation
import OutputFiles

/// A video file's decoding pipeline, pulled a sample at a time in this process:
///
///     filesrc ! decodebin ! videoconvert ! CAPS ! appsink
///
/// What `VideoDecoder` (I420 planes for `measure`) and `VideoPictures` (scaled BGRx pictures for
/// an opened recording) share: building the pipeline from a path that need not be UTF-8, pulling
/// samples while asking the bus whether something failed, wording the failure for a person, and
/// tearing it all down. At most two frames wait in `appsink`, so memory stays flat however long
/// the file is.
///
///     let pipeline = try DecodingPipeline(path: "clip.mp4", caps: "video/x-raw,format=I420")
///     while case .sample(let sample) = pipeline.next() { … gst_sample_unref(sample) }
///
/// - Complexity: O(1) memory beyond GStreamer's own; each `next()` waits for one frame.
final class DecodingPipeline {
    /// What the next pull gave.
    enum Pulled {
        /// A decoded frame; the caller unrefs it (`gst_sample_unref`).
        case sample(OpaquePointer)
        /// The bus's first error, worded for a person.
        case failed(String)
        /// The stream ended without an error.
        case ended
    }

    private let pipeline: UnsafeMutablePointer<GstElement>
    private let sink: UnsafeMutablePointer<GstElement>
    private let bus: UnsafeMutablePointer<GstBus>

    /// How long to wait for the next frame before asking the bus whether something failed.
    static let pullNanoseconds: GstClockTime = 200_000_000

    /// A playing pipeline decoding `path` to `caps`; throws `VideoDecoder.Failure.unreadable`
    /// when GStreamer cannot build it.
    init(path: String, caps: String) throws(VideoDecoder.Failure) {
        GStreamer.initialise()
        var failure: UnsafeMutablePointer<GError>?
        let description = "filesrc name=source ! decodebin ! videoconvert ! \(caps) ! appsink name=sink sync=false max-buffers=2"
        guard let pipeline = gst_parse_launch(description, &failure), failure == nil else {
            let reason = failure.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let failure { g_error_free(failure) }
            throw VideoDecoder.Failure.unreadable("cannot build the decoding pipeline (\(reason))")
        }
        let bin = UnsafeMutablePointer<GstBin>(OpaquePointer(pipeline))
        let source = gst_bin_get_by_name(bin, "source")!
        PathBytes.withCString(path) { setStringProperty(source, "location", $0) }
        gst_object_unref(UnsafeMutableRawPointer(source))
        self.pipeline = pipeline
        sink = gst_bin_get_by_name(bin, "sink")!
        bus = gst_element_get_bus(pipeline)!
        gst_element_set_state(pipeline, GST_STATE_PLAYING)
    }

    deinit {
        gst_element_set_state(pipeline, GST_STATE_NULL)
        gst_object_unref(UnsafeMutableRawPointer(bus))
        gst_object_unref(UnsafeMutableRawPointer(sink))
        gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }

    /// The next decoded frame, the bus's error, or the end of the stream.
    func next() -> Pulled {
        let appSink = UnsafeMutablePointer<GstAppSink>(OpaquePointer(sink))
        while true {
            if let sample = gst_app_sink_try_pull_sample(appSink, Self.pullNanoseconds) { return .sample(sample) }
            if let reason = error() { return .failed(reason) }
            if gst_app_sink_is_eos(appSink) != 0 { return .ended }
        }
    }

    /// The bus's first error not yet read, worded for a person; nil when there is none.
    func error() -> String? {
        guard let message = gst_bus_pop_filtered(bus, GST_MESSAGE_ERROR) else { return nil }
        defer { gst_message_unref(message) }
        return Self.worded(GStreamerError(message))
    }

    /// The stream's length as its index gives it, in nanoseconds; nil when it gives none.
    var durationNanoseconds: UInt64? {
        var duration: gint64 = -1
        guard gst_element_query_duration(pipeline, GST_FORMAT_TIME, &duration) != 0, duration > 0 else { return nil }
        return UInt64(duration)
    }

    /// GStreamer's words for a person: a missing decoder is named as GStreamer names it
    /// ("H.265"), without the profile in parentheses; a file that is no video says so.
    static func worded(_ error: GStreamerError) -> String {
        let text = error.text, details = error.debug
        if let range = details.range(of: "Missing decoder: ") {
            let missing = details[range.upperBound...].prefix { $0 != "(" && $0 != "\n" }.trimmingCharacters(in: .whitespaces)
            return "no installed GStreamer decoder reads its \(missing) video"
        }
        if text.contains("Could not determine type of stream") { return "not a video file GStreamer can read (\(text))" }
        return text
    }
}
