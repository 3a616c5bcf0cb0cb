/// One frame as cairo renders it: `CAIRO_FORMAT_ARGB32` rows (premultiplied, native-endian,
/// so the bytes are B, G, R, A on this little-endian machine), `stride` bytes apart. The
/// window is opaque, so alpha is 255 and premultiplication changes nothing.
public struct VideoFrame {
    public let pixels: UnsafeRawPointer
    public let width: Int
    public let height: Int
    public let stride: Int

    public init(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// H.264 and VP9 in 4:2:0 need an even width and height: an odd one grows by one pixel,
    /// which repeats the last column or row (so nothing of the frame is cut off, and the added
    /// edge is the colour beside it).
    ///
    ///     VideoFrame.evenSize(width: 391, height: 844)   // (392, 844)
    public static func evenSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (width + width % 2, height + height % 2)
    }

    /// Copies the frame as tightly packed B, G, R, x rows of `size` (at least the frame's
    /// size), repeating the last column and row into any extra.
    func copyPadded(to destination: UnsafeMutableRawPointer, size: (width: Int, height: Int)) {
        let rowBytes = width * 4, paddedRowBytes = size.width * 4
        for y in 0..<size.height {
            let source = pixels + min(y, height - 1) * stride
            let target = destination + y * paddedRowBytes
            target.copyMemory(from: source, byteCount: rowBytes)
            for x in width..<size.width {
                (target + x * 4).copyMemory(from: source + (width - 1) * 4, byteCount: 4)
            }
        }
    }
}
