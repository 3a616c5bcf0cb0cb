import CGStreamer
import OutputFiles

/// MP4 and WebM through a GStreamer pipeline in this process:
///
///     appsrc ! videoconvert ! video/x-raw,format=I420 ! x264enc … ! mp4mux faststart=true ! filesink
///     appsrc ! videoconvert ! video/x-raw,format=I420 ! vp9enc … ! webmmux ! filesink
///
/// The I420 caps matter: left to negotiate, `x264enc` picks 4:4:4 (High 4:4:4), which browsers
/// and QuickTime do not play. Frames are stamped with exact times (frame n at n / rate), so
/// the file's duration is the recording's. At most four frames wait in `appsrc`, so memory
/// stays flat however long the recording; encoding runs on GStreamer's threads meanwhile.
///
/// `appsrc` never blocks: its own blocking push waits for room that a failed pipeline never
/// makes (a full disk stops `filesink`, and with it everything upstream), which would hold the
/// main thread for ever, signals unanswered. Instead `push` waits here for room while watching
/// the bus, and the first error from any element ends the export with its reason.
final class GStreamerEncoder {
    /// Four frames of queue between the window and the encoder.
    static let queuedFrames = 4
    /// How long one look at the bus waits while the queue is full or the file is being finished.
    static let busPollNanoseconds: UInt = 10_000_000
    /// An encoder that takes no frame (or does not finish the file) for this long has stalled:
    /// a busy two-core machine encodes a frame in well under a second.
    static let stallMicroseconds: gint64 = 60_000_000

    let size: (width: Int, height: Int)
    let frameRate: Int
    private let pipeline: UnsafeMutablePointer<GstElement>
    private let source: UnsafeMutablePointer<GstElement>
    private let bus: OpaquePointer
    private(set) var pushed = 0
    /// The bytes of `queuedFrames` frames: `push` waits while this much is queued.
    private let queueLimit: guint64
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
        queueLimit = guint64(Self.queuedFrames * size.width * size.height * 4)
        GStreamer.initialise()
        var failure: UnsafeMutablePointer<GError>?
        let description = EncoderPipeline.description(format, size: size, frameRate: frameRate)
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
        PathBytes.withCString(location) { setStringProperty(sink, "location", $0) }
        gst_object_unref(UnsafeMutableRawPointer(sink))
        // mp4mux keeps the frames in a file of its own until it writes the index first; beside
        // the target, as a partial file, not in /tmp where a killed run would leave it.
        if format == .mp4, let muxer = gst_bin_get_by_name(bin, "muxer") {
            PathBytes.withCString(muxerScratch.path) { setStringProperty(muxer, "faststart-file", $0) }
            gst_object_unref(UnsafeMutableRawPointer(muxer))
        }
        let caps = gst_caps_from_string("video/x-raw,format=BGRx,width=\(size.width),height=\(size.height),framerate=\(frameRate)/1,pixel-aspect-ratio=1/1")
        let appSource = UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source))
        gst_app_src_set_caps(appSource, caps)
        gst_caps_unref(caps)
        gst_app_src_set_max_bytes(appSource, UInt(queueLimit))
        set(source, "format", "time")
        set(source, "block", "false")
        if gst_element_set_state(pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE {
            let reason = takeError() ?? "the pipeline did not start"
            stop()
            throw InputError(file: target, "cannot start encoding: \(reason)")
        }
    }

    /// Whether a frame can be pushed now without waiting for the encoder; throws the pipeline's
    /// first error, or that it stalled (no frame taken for `stallMicroseconds`).
    func hasRoom() throws(InputError) -> Bool {
        if let reason = takeError() { throw InputError(file: target, "encoding failed: \(reason)") }
        let level = queuedBytes, now = g_get_monotonic_time()
        defer { watchedLevel = level }
        if level < queueLimit || level < watchedLevel {
            lastProgress = now
            return level < queueLimit
        }
        if now - lastProgress > Self.stallMicroseconds {
            throw InputError(file: target, "encoding failed: the encoder took no frame for \(Self.stallMicroseconds / 1_000_000) s")
        }
        return false
    }

    private var watchedLevel: guint64 = 0
    private var lastProgress = g_get_monotonic_time()

    private var queuedBytes: guint64 {
        gst_app_src_get_current_level_bytes(UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source)))
    }

    /// Hands one frame to the encoder (padded to the even size), stamped with its time, once
    /// the queue has room for it.
    func push(_ frame: VideoFrame) throws(InputError) {
        try waitForRoom()
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
        let start = EncoderPipeline.time(ofFrame: pushed, frameRate: frameRate)
        buffer.pointee.pts = start
        buffer.pointee.dts = UInt.max
        buffer.pointee.duration = EncoderPipeline.time(ofFrame: pushed + 1, frameRate: frameRate) - start
        let result = gst_app_src_push_buffer(UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source)), buffer)
        if let reason = takeError() { throw InputError(file: target, "encoding failed: \(reason)") }
        guard result == GST_FLOW_OK else { throw InputError(file: target, "the encoder refused frame \(pushed)") }
        pushed += 1
    }

    /// Waits until fewer than `queuedFrames` frames are queued, watching the bus meanwhile.
    private func waitForRoom() throws(InputError) {
        while try !hasRoom() {
            if let reason = takeError(waiting: Self.busPollNanoseconds) { throw InputError(file: target, "encoding failed: \(reason)") }
        }
    }

    /// Ends the stream and waits until the muxer has written the file, asking `interruption`
    /// between its waits: a reason it gives stops the wait, thrown with the file's name.
    func finish(interruption: () -> String? = { nil }) throws(InputError) {
        endStream()
        while try !isFinished(waiting: Self.busPollNanoseconds) {
            if let reason = interruption() { throw InputError(file: target, "the video was not written: \(reason)") }
        }
    }

    /// Gives the file the title tag `title` (GStreamer's `title`: MP4's `©nam`, WebM's TITLE).
    /// Both muxers write their tags when the stream ends, so it is set just before `endStream`.
    func setTitle(_ title: String) {
        let bin = UnsafeMutablePointer<GstBin>(OpaquePointer(pipeline))
        guard isRunning, !hasEnded, let muxer = gst_bin_get_by_name(bin, "muxer") else { return }
        defer { gst_object_unref(UnsafeMutableRawPointer(muxer)) }
        var value = GValue()
        g_value_init(&value, GType(gStringType))
        g_value_set_string(&value, title)
        gst_tag_setter_add_tag_value(OpaquePointer(muxer), GST_TAG_MERGE_REPLACE, "title", &value)
        g_value_unset(&value)
    }

    /// Tells the encoder that no frame follows; `isFinished` then says when the file is written.
    func endStream() {
        guard isRunning, !hasEnded else { return }
        hasEnded = true
        endedAt = g_get_monotonic_time()
        gst_app_src_end_of_stream(UnsafeMutablePointer<GstAppSrc>(OpaquePointer(source)))
    }

    private var hasEnded = false
    private var endedAt: gint64 = 0

    /// After `endStream`: true once the muxer has written the whole file (the pipeline is then
    /// stopped), false while it still works, waiting at most `nanoseconds` for it; throws the
    /// pipeline's error, or that it stalled.
    func isFinished(waiting nanoseconds: UInt) throws(InputError) -> Bool {
        guard isRunning else { return true }
        let types = GstMessageType(rawValue: GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
        var reason: String?
        if let message = gst_bus_timed_pop_filtered(UnsafeMutablePointer(bus), nanoseconds, types) {
            if message.pointee.type == GST_MESSAGE_ERROR { reason = Self.errorText(message) }
            gst_message_unref(message)
        } else if g_get_monotonic_time() - endedAt > Self.stallMicroseconds {
            reason = "the encoder did not finish the file within \(Self.stallMicroseconds / 1_000_000) s"
        } else {
            return false
        }
        stop()
        if let reason { throw InputError(file: target, "encoding failed: \(reason)") }
        return true
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

    /// The first error the pipeline posted, if any, waiting at most `nanoseconds` for one.
    private func takeError(waiting nanoseconds: UInt = 0) -> String? {
        guard let message = gst_bus_timed_pop_filtered(UnsafeMutablePointer(bus), nanoseconds, GST_MESSAGE_ERROR) else { return nil }
        defer { gst_message_unref(message) }
        return Self.errorText(message)
    }

    private static func errorText(_ message: UnsafeMutablePointer<GstMessage>) -> String {
        let error = GStreamerError(message)
        let text = error.text
        // mp4mux says only "Failed to write to temporary file"; why is in its debug text's
        // last line ("system error: No space left on device").
        guard let why = error.debug.split(separator: "\n").last,
              why.hasPrefix(systemErrorPrefix) else { return text }
        return "\(text) (\(why.dropFirst(systemErrorPrefix.count)))"
    }

    private func set(_ element: UnsafeMutablePointer<GstElement>, _ property: String, _ value: String) {
        gst_util_set_object_arg(UnsafeMutablePointer<GObject>(OpaquePointer(element)), property, value)
    }
}


/// How GStreamer's `GST_ERROR_SYSTEM` begins an error's debug text, before `strerror`'s words.
private let systemErrorPrefix = "system error: "
