import CGStreamer
import Foundation
import OutputFiles

/// A video file decoded in this process, frame after frame, at the stream's own time stamps
/// (`DecodingPipeline` with the caps `video/x-raw,format=I420`).
///
/// `decodebin` picks whatever decoder the machine has for the container and codec (MP4, MOV or
/// WebM; H.264, VP9, HEVC where a decoder is installed); `videoconvert` does nothing when the
/// decoder already gives 4:2:0, which H.264 and VP9 at 8 bits do. At most two frames wait in
/// `appsink`, so memory stays flat however long the file is. Frames are counted as they come,
/// so a variable frame rate needs nothing special: each frame brings its own time.
public final class VideoDecoder {
    /// How a decode ended when it did not reach the end of the file.
    public enum Failure: Error, Equatable, Sendable {
        /// No frame came out: not a video, or no installed decoder reads it.
        case unreadable(String)
        /// Frames came out, then the stream broke.
        case broken(String)
    }

    /// One decoded frame's planes, valid only during the call that receives it.
    public struct Planes {
        public let width: Int
        public let height: Int
        /// Nanoseconds from the stream's start, as the file stamps the frame.
        public let time: UInt64
        public let luma: UnsafeBufferPointer<UInt8>
        public let lumaStride: Int
        public let blue: UnsafeBufferPointer<UInt8>
        public let red: UnsafeBufferPointer<UInt8>
        public let chromaStride: Int
    }

    /// Decodes `path` and hands each frame to `frame` in order; returns the number of frames.
    /// Throws `Failure.unreadable` when no frame could be decoded (naming the missing decoder
    /// when GStreamer says which), `Failure.broken` when the stream broke after some frames.
    public static func decode(path: String, frame: (Planes) throws -> Void) throws -> Int {
        let pipeline = try DecodingPipeline(path: path, caps: "video/x-raw,format=I420")
        var count = 0
        var reached: GstClockTime = 0
        pulling: while true {
            switch pipeline.next() {
            case .sample(let sample):
                defer { gst_sample_unref(sample) }
                reached = max(reached, try hand(sample, to: frame))
                count += 1
            case .failed(let reason):
                throw count == 0 ? Failure.unreadable(reason) : Failure.broken(reason)
            case .ended:
                break pulling
            }
        }
        if let reason = pipeline.error() { throw count == 0 ? Failure.unreadable(reason) : Failure.broken(reason) }
        if count == 0 { throw Failure.unreadable("the file holds no video frame") }
        // A file cut short ends early without an error from the demuxer: its index still says
        // how long it should be.
        if let duration = pipeline.durationNanoseconds, duration > UInt64(reached) + shortfallNanoseconds {
            throw Failure.broken("the file stops at \(reached / 1_000_000) ms of the \(duration / 1_000_000) ms its index gives")
        }
        return count
    }

    /// How much shorter than its index says a stream may end before it counts as cut short:
    /// a little over one frame at 24 fps, for containers that round the duration.
    static let shortfallNanoseconds: UInt64 = 50_000_000

    /// Hands the sample's frame on; returns where the frame ends (its time plus its duration).
    private static func hand(_ sample: OpaquePointer, to frame: (Planes) throws -> Void) throws -> GstClockTime {
        guard let caps = gst_sample_get_caps(sample), let structure = gst_caps_get_structure(caps, 0),
              let buffer = gst_sample_get_buffer(sample) else { return 0 }
        var width: gint = 0, height: gint = 0
        gst_structure_get_int(structure, "width", &width)
        gst_structure_get_int(structure, "height", &height)
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return 0 }
        defer { gst_buffer_unmap(buffer, &map) }
        // GStreamer's default I420 layout (no video meta is asked for): rows padded to 4 bytes,
        // luma, then the two chroma planes at half size each way.
        let w = Int(width), h = Int(height)
        let lumaStride = (w + 3) / 4 * 4, chromaStride = ((w + 1) / 2 + 3) / 4 * 4
        let lumaBytes = lumaStride * h, chromaBytes = chromaStride * ((h + 1) / 2)
        guard Int(map.size) >= lumaBytes + 2 * chromaBytes, let data = map.data else { return 0 }
        let pts = buffer.pointee.pts
        try frame(Planes(width: w, height: h, time: pts == GstClockTime.max ? 0 : UInt64(pts),
                         luma: UnsafeBufferPointer(start: data, count: lumaBytes), lumaStride: lumaStride,
                         blue: UnsafeBufferPointer(start: data + lumaBytes, count: chromaBytes),
                         red: UnsafeBufferPointer(start: data + lumaBytes + chromaBytes, count: chromaBytes),
                         chromaStride: chromaStride))
        guard pts != GstClockTime.max else { return 0 }
        return pts + (buffer.pointee.duration == GstClockTime.max ? 0 : buffer.pointee.duration)
    }
}
