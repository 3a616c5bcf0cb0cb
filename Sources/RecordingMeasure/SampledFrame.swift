/// One decoded frame as the measurer sees it: every row, read at a fixed set of columns spread
/// across the width. Three channels a sample (the decoder hands Y, U and V; synthetic frames may
/// hand R, G and B): the measurer only asks whether two samples are the same colour, never
/// what colour they are, so any three channels do.
///
/// Reading a few dozen columns instead of every pixel is what lets a 1179×2556 recording be
/// measured faster than it plays: the keyboard and the bar are wide bands, so a band that covers
/// the samples of a row covers the row.
///
/// ```swift
/// let frame = SampledFrame(width: 390, height: 844, columnCount: 48) { x, y in
///     y >= 600 ? (209, 213, 219) : (255, 255, 255)
/// }
/// frame.colour(row: 700, sample: 0)   // (209, 213, 219)
/// ```
public struct SampledFrame: Sendable {
    public let width: Int
    public let height: Int
    /// The x of each sample, left to right, the same in every row.
    public let columns: [Int]
    /// `height × columns.count × 3` bytes, row after row.
    public var samples: [UInt8]

    /// A frame whose samples the caller fills in (`samples`), row after row.
    public init(width: Int, height: Int, columns: [Int]) {
        self.width = width
        self.height = height
        self.columns = columns
        samples = [UInt8](repeating: 0, count: height * columns.count * 3)
    }

    /// A frame read from a function of the pixel's position (the tests' synthetic frames).
    public init(width: Int, height: Int, columnCount: Int, colour: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)) {
        self.init(width: width, height: height, columns: Self.columns(width: width, count: columnCount))
        var index = 0
        for y in 0..<height {
            for x in columns {
                let value = colour(x, y)
                samples[index] = value.0
                samples[index + 1] = value.1
                samples[index + 2] = value.2
                index += 3
            }
        }
    }

    /// `count` columns evenly spread, each in the middle of its share of the width.
    public static func columns(width: Int, count: Int) -> [Int] {
        let used = max(1, min(count, width))
        return (0..<used).map { ($0 * 2 + 1) * width / (used * 2) }
    }

    /// The samples a row of the measurer reads per frame (a few dozen; see the type's note).
    public static let defaultColumnCount = 48

    public func colour(row: Int, sample: Int) -> (UInt8, UInt8, UInt8) {
        let index = (row * columns.count + sample) * 3
        return (samples[index], samples[index + 1], samples[index + 2])
    }
}

/// Whether two samples are the same colour, allowing for what lossy 4:2:0 video does to a flat
/// area (a few levels either way).
@inline(__always)
func sameColour(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8), tolerance: Int = ColourTolerance.flat) -> Bool {
    abs(Int(a.0) - Int(b.0)) <= tolerance && abs(Int(a.1) - Int(b.1)) <= tolerance && abs(Int(a.2) - Int(b.2)) <= tolerance
}

/// How far a decoded sample may stray from the colour it was drawn with.
enum ColourTolerance {
    /// A flat area after H.264 or VP9 at the app's bit rates moves by 1–3 levels; 6 leaves room
    /// for a busier encoder and still tells a light grey bar (#F0F0F2) from a white list.
    static let flat = 6
}
