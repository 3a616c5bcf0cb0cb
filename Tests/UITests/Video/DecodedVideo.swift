import CGStreamer
import Foundation

/// A video file decoded in the test with GStreamer: `decodebin` into an `appsink` that accepts
/// only I420, so a file whose decoder gives any other pixel format (4:4:4, say) fails to
/// decode instead of being converted behind the test's back. Keeps each frame's luma plane.
struct DecodedVideo {
    struct Frame {
        let time: UInt
        let duration: UInt
        let luma: [UInt8]
    }

    let width: Int
    let height: Int
    let frames: [Frame]

    /// The end of the last frame, in nanoseconds.
    var duration: UInt { frames.last.map { $0.time + $0.duration } ?? 0 }

    init(path: String) throws {
        (width, height, frames) = try Self.pull("filesrc name=source ! decodebin ! appsink name=sink sync=false caps=video/x-raw,format=I420",
                                                location: path)
    }

    /// A PNG's luma through the same conversion the encoder's pipeline makes (`videoconvert`
    /// to I420), so luma is compared with luma, not with a formula of the test's own.
    static func luma(ofPNG path: String) throws -> (width: Int, height: Int, luma: [UInt8]) {
        let decoded = try pull("filesrc name=source ! pngdec ! videoconvert ! video/x-raw,format=I420 ! appsink name=sink sync=false",
                               location: path)
        guard let frame = decoded.frames.first else { throw TestFailure("\(path): no picture decoded") }
        return (decoded.width, decoded.height, frame.luma)
    }

    private static func pull(_ description: String, location: String) throws -> (width: Int, height: Int, frames: [Frame]) {
        gst_init(nil, nil)
        var failure: UnsafeMutablePointer<GError>?
        guard let pipeline = gst_parse_launch(description, &failure), failure == nil else {
            throw TestFailure("cannot build \(description): \(failure.map { String(cString: $0.pointee.message) } ?? "?")")
        }
        defer {
            gst_element_set_state(pipeline, GST_STATE_NULL)
            gst_object_unref(UnsafeMutableRawPointer(pipeline))
        }
        let bin = UnsafeMutablePointer<GstBin>(OpaquePointer(pipeline))
        let source = gst_bin_get_by_name(bin, "source")!
        gst_util_set_object_arg(UnsafeMutablePointer<GObject>(OpaquePointer(source)), "location", location)
        gst_object_unref(UnsafeMutableRawPointer(source))
        let sinkElement = gst_bin_get_by_name(bin, "sink")!
        defer { gst_object_unref(UnsafeMutableRawPointer(sinkElement)) }
        let sink = UnsafeMutablePointer<GstAppSink>(OpaquePointer(sinkElement))
        gst_element_set_state(pipeline, GST_STATE_PLAYING)
        var frames: [Frame] = []
        var width = 0, height = 0
        while let sample = gst_app_sink_pull_sample(sink) {
            defer { gst_sample_unref(sample) }
            let structure = gst_caps_get_structure(gst_sample_get_caps(sample), 0)
            var w: Int32 = 0, h: Int32 = 0
            gst_structure_get_int(structure, "width", &w)
            gst_structure_get_int(structure, "height", &h)
            (width, height) = (Int(w), Int(h))
            let buffer = gst_sample_get_buffer(sample)!
            var map = GstMapInfo()
            guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { throw TestFailure("cannot map a decoded frame") }
            // I420's luma rows are padded to a multiple of 4 bytes.
            let stride = (width + 3) / 4 * 4
            var luma = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { luma[y * width + x] = map.data[y * stride + x] }
            }
            gst_buffer_unmap(buffer, &map)
            // Running time: an MP4's edit list starts the stream two frames into the media (x264's
            // B-frame delay), which the segment, not the buffer's own stamp, takes away.
            let time = gst_segment_to_running_time(gst_sample_get_segment(sample), GST_FORMAT_TIME, buffer.pointee.pts)
            frames.append(Frame(time: time, duration: buffer.pointee.duration, luma: luma))
        }
        let bus = gst_element_get_bus(pipeline)
        defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
        if let message = gst_bus_pop_filtered(bus, GST_MESSAGE_ERROR) {
            var error: UnsafeMutablePointer<GError>?
            var debug: UnsafeMutablePointer<gchar>?
            gst_message_parse_error(message, &error, &debug)
            let text = error.map { String(cString: $0.pointee.message) } ?? "?"
            if let error { g_error_free(error) }
            g_free(debug)
            gst_message_unref(message)
            throw TestFailure("\(location): decoding failed: \(text)")
        }
        return (width, height, frames)
    }

    /// Peak signal-to-noise ratio of two luma planes, in dB (infinity when equal).
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0.0
        for index in a.indices {
            let d = Double(Int(a[index]) - Int(b[index]))
            sum += d * d
        }
        let mse = sum / Double(a.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}

/// What `gst-discoverer-1.0 -v` says about a file.
func discover(_ path: String) throws -> String {
    let result = try runCommand(URL(fileURLWithPath: "/usr/bin/gst-discoverer-1.0"), ["-v", path])
    guard result.status == 0 else { throw TestFailure("gst-discoverer-1.0 \(path) exited \(result.status): \(result.stderr)") }
    return result.stdout
}

/// The top-level boxes of an MP4, in order (`ftyp`, `moov`, `mdat`, …).
func mp4Boxes(_ path: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var boxes: [String] = [], offset = 0
    while offset + 8 <= data.count {
        var size = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
        if size == 1, offset + 16 <= data.count { size = data[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) } }
        guard size >= 8 else { break }
        boxes.append(type)
        offset += size
    }
    return boxes
}
