import CGif

/// One palette for every frame of a GIF, so colours do not flicker from frame to frame.
///
/// Made in two steps from a sample of all the frames' pixels (`add`): giflib's median cut
/// (`GifQuantizeBuffer`, which works on 5 bits a channel), then one refinement that moves each
/// entry to the mean of the sampled colours nearest to it, so a white or a bubble's blue that
/// fills a box alone comes out exact instead of rounded to 5 bits. Each pixel then maps to
/// its nearest entry (`index(red:green:blue:)`): no pixel is further from its colour than
/// from any other entry — the palette's error, and the only error a GIF frame has.
///
/// - Complexity: O(sample) to build; O(256) per distinct colour to map, then O(1) (a
///   lookup of 2²⁴ entries, 32 MB, filled as colours appear).
struct GifPalette {
    static let size = 256
    /// The sample keeps at most this many pixels (3 bytes each); beyond it every other one is
    /// dropped and later frames are sampled half as densely.
    static let sampleLimit = 6_000_000

    /// The sample's channels, and the step between sampled pixels of a frame.
    struct Sample {
        var red: [UInt8] = [], green: [UInt8] = [], blue: [UInt8] = []
        var step = 5

        /// Samples every `step`-th pixel of packed R, G, B bytes.
        mutating func add(rgb: UnsafeBufferPointer<UInt8>) {
            var offset = 0
            while offset + 2 < rgb.count {
                red.append(rgb[offset])
                green.append(rgb[offset + 1])
                blue.append(rgb[offset + 2])
                offset += 3 * step
            }
            if red.count > GifPalette.sampleLimit {
                red = red.enumerated().compactMap { $0.offset % 2 == 0 ? $0.element : nil }
                green = green.enumerated().compactMap { $0.offset % 2 == 0 ? $0.element : nil }
                blue = blue.enumerated().compactMap { $0.offset % 2 == 0 ? $0.element : nil }
                step *= 2
            }
        }
    }

    private(set) var colours: [GifColorType]
    private var lookup: [UInt16]

    /// The palette of `sample` (black alone when it is empty).
    init(sample: Sample) throws(GifFailure) {
        colours = Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: Self.size)
        lookup = Array(repeating: UInt16.max, count: 1 << 24)
        var sample = sample
        let count = sample.red.count
        guard count > 0 else { return }
        var mapSize = Int32(Self.size)
        var indices = [UInt8](repeating: 0, count: count)
        let status = GifQuantizeBuffer(UInt32(count), 1, &mapSize, &sample.red, &sample.green, &sample.blue, &indices, &colours)
        guard status == GIF_OK else { throw GifFailure(message: "cannot make the palette (giflib: quantizing failed)") }
        refine(sample)
    }

    /// Moves each entry to the mean of the sampled colours that map to it.
    private mutating func refine(_ sample: Sample) {
        var sums = [(r: Int, g: Int, b: Int, n: Int)](repeating: (0, 0, 0, 0), count: Self.size)
        for position in sample.red.indices {
            let entry = Int(index(red: sample.red[position], green: sample.green[position], blue: sample.blue[position]))
            sums[entry].r += Int(sample.red[position])
            sums[entry].g += Int(sample.green[position])
            sums[entry].b += Int(sample.blue[position])
            sums[entry].n += 1
        }
        for (entry, sum) in sums.enumerated() where sum.n > 0 {
            func mean(_ total: Int) -> UInt8 { UInt8((total + sum.n / 2) / sum.n) }
            colours[entry] = GifColorType(Red: mean(sum.r), Green: mean(sum.g), Blue: mean(sum.b))
        }
        lookup = Array(repeating: UInt16.max, count: 1 << 24)
    }

    /// The nearest entry to a colour (the first of equals), by squared RGB distance.
    mutating func index(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let key = Int(red) << 16 | Int(green) << 8 | Int(blue)
        let known = lookup[key]
        if known != UInt16.max { return UInt8(known) }
        var best = 0, bestDistance = Int.max
        for (entry, colour) in colours.enumerated() {
            let dr = Int(colour.Red) - Int(red), dg = Int(colour.Green) - Int(green), db = Int(colour.Blue) - Int(blue)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = entry
                bestDistance = distance
            }
        }
        lookup[key] = UInt16(best)
        return UInt8(best)
    }
}

/// A failure inside giflib, said in words.
struct GifFailure: Error {
    let message: String
    /// Stopped on request (a termination signal), not by a fault of the file or of giflib.
    var isInterruption = false
}
