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

    /// The alpha of one pixel (255 when the image has no alpha channel).
    func alpha(_ x: Int, _ y: Int) -> Int {
        channels == 4 ? Int(bytes[y * rowStride + x * channels + 3]) : 255
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
    /// Where this image first differs from `other` (row by row, within
    /// `rows` when given), or nil when both have the same size and every
    /// pixel matches.
    func difference(from other: PixelImage, rows: Range<Int>? = nil) -> String? {
        guard width == other.width, height == other.height else {
            return "sizes differ: \(width)×\(height) against \(other.width)×\(other.height)"
        }
        for y in (rows ?? 0..<height).clamped(to: 0..<height) {
            for x in 0..<width where rgb(x, y) != other.rgb(x, y) {
                return "pixel (\(x), \(y)) is \(rgb(x, y)) against \(other.rgb(x, y))"
            }
        }
        return nil
    }
}
