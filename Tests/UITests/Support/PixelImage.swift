import CGtk
import Foundation

/// A PNG read with GdkPixbuf, for asserting on real pixels.
struct PixelImage {
    let width: Int
    let height: Int
    private let rowStride: Int
    private let channels: Int
    private let bytes: [UInt8]

    init(contentsOf path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw TestFailure("cannot load \(path): \(message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let count = rowStride * (height - 1) + width * channels
        bytes = Array(UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf), count: count))
    }

    /// The (red, green, blue) of one pixel.
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let offset = y * rowStride + x * channels
        return (Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]))
    }

    /// How many distinct colours a rectangle holds (a blank region has one).
    func distinctColours(x: Range<Int>, y: Range<Int>) -> Int {
        var seen = Set<Int>()
        for row in y { for column in x {
            let p = rgb(column, row)
            seen.insert(p.r << 16 | p.g << 8 | p.b)
        } }
        return seen.count
    }
}

extension PixelImage {
    /// The first pixel (row by row) whose colour differs from `other`'s, or
    /// nil when both images have the same size and every pixel matches.
    func firstDifference(from other: PixelImage) -> (x: Int, y: Int)? {
        guard width == other.width, height == other.height else { return (0, 0) }
        for y in 0..<height {
            for x in 0..<width where rgb(x, y) != other.rgb(x, y) {
                return (x, y)
            }
        }
        return nil
    }
}
