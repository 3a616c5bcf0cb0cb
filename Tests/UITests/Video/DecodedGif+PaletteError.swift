/// How faithfully a GIF frame shows a recorded PNG, given that a GIF has one palette of at most
/// 256 colours: what matters is whether each pixel took the palette entry nearest its colour.
extension DecodedGif {
    /// For frame `index` against `png` (same size): `excess`, the largest squared RGB distance
    /// by which a pixel's entry is further from its colour than the nearest entry (0 when every
    /// pixel took the nearest), and `error`, the largest squared distance of a pixel to its entry.
    ///
    /// - Complexity: O(width × height), plus O(palette) per distinct colour of the PNG.
    func paletteError(ofFrame index: Int, against png: PixelImage) -> (excess: Int, error: Int) {
        var nearest: [Int: Int] = [:]
        var excess = 0, error = 0
        let frame = frames[index]
        for y in 0..<height {
            for x in 0..<width {
                let colour = png.rgb(x, y)
                let key = colour.r << 16 | colour.g << 8 | colour.b
                let best = nearest[key] ?? palette.map { Self.distance($0, colour) }.min()!
                nearest[key] = best
                let shown = Self.distance(palette[Int(frame[y * width + x])], colour)
                excess = max(excess, shown - best)
                error = max(error, shown)
            }
        }
        return (excess, error)
    }

    static func distance(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Int {
        (a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) + (a.b - b.b) * (a.b - b.b)
    }
}
