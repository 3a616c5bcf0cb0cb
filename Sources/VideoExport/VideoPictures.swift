import CGStreamer
import Foundation
import OutputFiles

/// A video's frames as pictures for the screen, decoded once up front and scaled to a pane
/// (`DecodingPipeline` with these caps):
///
///     videoscale add-borders=true ! video/x-raw,format=BGRx,width=W,height=H,pixel-aspect-ratio=1/1
///
/// `videoscale` keeps the picture's aspect ratio and fills the rest with black bars
/// (letterbox); at the video's own size it copies the frames unchanged. BGRx is cairo's
/// `CAIRO_FORMAT_RGB24` on a little-endian machine, so a picture is painted as it is.
///
/// Frames before `from` are decoded and dropped (an opened recording needs none before its
/// first motion). Consecutive frames whose decoded bytes are equal share one buffer: a still
/// screen often decodes to the same bytes, though an encoder that refines a still picture frame
/// by frame makes each one new. Past `memoryCapBytes` no further picture is kept: the decode stops
/// there and `isCut` says so, and the pane stays on the last picture kept.
public struct VideoPictures {
    /// The pictures' size in pixels (the pane's, in device pixels).
    public let width: Int
    public let height: Int
    /// Each kept frame's number among all the video's decoded frames (from 0, as `measure` counts).
    public private(set) var frameNumbers: [Int] = []
    /// Each kept frame's time stamp in milliseconds from the video's first frame.
    public private(set) var timesMilliseconds: [Double] = []
    /// Each kept frame's index in `buffers`.
    private var bufferIndex: [Int] = []
    private var buffers: [[UInt8]] = []
    /// True when the memory cap stopped the decode before the file's end.
    public private(set) var isCut = false

    /// Bytes a row of a picture takes (cairo's stride for RGB24 at this width).
    public var stride: Int { width * 4 }
    /// How many bytes the kept pictures hold.
    public var bytes: Int { buffers.count * stride * height }

    /// The bytes of kept frame `index` (`stride` × `height`, BGRx), for the duration of `body`.
    public func withPicture<R>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try buffers[bufferIndex[index]].withUnsafeBytes(body)
    }

    /// How much memory an opened recording's pictures may take: 400 MiB, about 300 frames of a
    /// 390 × 844 pane at scale 1 (5 s at 60 fps) and 75 at scale 2, more where equal frames
    /// share their bytes.
    public static let defaultMemoryCapBytes = 400 << 20

    /// Decodes `path` into pictures `width` × `height`, keeping the frames stamped at or after
    /// `from` milliseconds (from the first frame). Throws `VideoDecoder.Failure` as
    /// `VideoDecoder.decode` does; a stream that breaks after a kept frame keeps what came before.
    public static func decode(path: String, width: Int, height: Int, from: Double,
                              memoryCapBytes: Int = defaultMemoryCapBytes) throws -> VideoPictures {
        precondition(width > 0 && height > 0, "a picture has pixels")
        let pipeline = try DecodingPipeline(
            path: path, caps: "videoscale add-borders=true ! video/x-raw,format=BGRx,width=\(width),height=\(height),pixel-aspect-ratio=1/1")
        var pictures = VideoPictures(width: width, height: height)
        var decoded = 0
        var firstTime: UInt64?
        pulling: while true {
            switch pipeline.next() {
            case .sample(let sample):
                defer { gst_sample_unref(sample) }
                let number = decoded
                decoded += 1
                guard let buffer = gst_sample_get_buffer(sample) else { continue }
                let pts = buffer.pointee.pts == GstClockTime.max ? 0 : UInt64(buffer.pointee.pts)
                let start = firstTime ?? pts
                firstTime = start
                let time = Double(pts &- start) / 1_000_000
                guard time >= from else { continue }
                if !pictures.keep(buffer, number: number, time: time, memoryCapBytes: memoryCapBytes) {
                    pictures.isCut = true
                    break pulling
                }
            case .failed(let reason):
                if pictures.frameNumbers.isEmpty { throw VideoDecoder.Failure.unreadable(reason) }
                break pulling
            case .ended:
                break pulling
            }
        }
        if pictures.frameNumbers.isEmpty { throw VideoDecoder.Failure.unreadable("the file holds no video frame from \(from) ms on") }
        return pictures
    }

    private init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Keeps `buffer`'s picture; false when it would pass the memory cap.
    private mutating func keep(_ buffer: UnsafeMutablePointer<GstBuffer>, number: Int, time: Double, memoryCapBytes: Int) -> Bool {
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return true }
        defer { gst_buffer_unmap(buffer, &map) }
        let size = stride * height
        guard Int(map.size) >= size, let data = map.data else { return true }
        let bytes = UnsafeBufferPointer(start: data, count: size)
        if let last = buffers.last, last.withUnsafeBytes({ memcmp($0.baseAddress!, data, size) == 0 }) {
            bufferIndex.append(buffers.count - 1)
        } else {
            guard self.bytes + size <= memoryCapBytes else { return false }
            buffers.append(Array(bytes))
            bufferIndex.append(buffers.count - 1)
        }
        frameNumbers.append(number)
        timesMilliseconds.append(time)
        return true
    }
}
