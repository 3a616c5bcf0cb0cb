import Testing
@testable import VideoExport

/// The one palette of a GIF: the colours that fill the chat's boxes come out exact, every
/// pixel goes to its nearest entry, and only what changed between frames is written again.
@Suite struct GifPaletteTests {
    /// White, the bubbles' blue, the incoming bubble's grey and black, as packed R, G, B bytes.
    static let chatColours: [[UInt8]] = [[255, 255, 255], [0, 122, 255], [233, 233, 235], [0, 0, 0]]

    static func sample(_ colours: [[UInt8]], pixelsEach: Int) -> GifPalette.Sample {
        var sample = GifPalette.Sample()
        sample.step = 1
        let rgb = colours.flatMap { colour in Array(repeating: colour, count: pixelsEach).flatMap { $0 } }
        rgb.withUnsafeBufferPointer { sample.add(rgb: $0) }
        return sample
    }

    @Test func theColoursThatFillBoxesAreExact() throws {
        var palette = try GifPalette(sample: Self.sample(Self.chatColours, pixelsEach: 500))
        for colour in Self.chatColours {
            let entry = Int(palette.index(red: colour[0], green: colour[1], blue: colour[2]))
            let found = palette.colours[entry]
            #expect([found.Red, found.Green, found.Blue] == colour)
        }
    }

    /// A colour not in the sample goes to an entry no other entry is nearer than.
    @Test func everyColourGoesToItsNearestEntry() throws {
        var palette = try GifPalette(sample: Self.sample(Self.chatColours, pixelsEach: 500))
        for probe: [UInt8] in [[10, 120, 240], [200, 200, 200], [40, 40, 40], [250, 0, 0]] {
            let entry = Int(palette.index(red: probe[0], green: probe[1], blue: probe[2]))
            func distance(_ index: Int) -> Int {
                let colour = palette.colours[index]
                let dr = Int(colour.Red) - Int(probe[0]), dg = Int(colour.Green) - Int(probe[1])
                let db = Int(colour.Blue) - Int(probe[2])
                return dr * dr + dg * dg + db * db
            }
            #expect(palette.colours.indices.allSatisfy { distance($0) >= distance(entry) }, "\(probe)")
        }
    }

    @Test func anEmptySampleIsBlackAlone() throws {
        var palette = try GifPalette(sample: GifPalette.Sample())
        #expect(palette.colours.count == GifPalette.size)
        #expect(palette.colours.allSatisfy { $0.Red == 0 && $0.Green == 0 && $0.Blue == 0 })
        #expect(palette.index(red: 255, green: 255, blue: 255) == 0)
    }

    /// The sample takes every `step`-th pixel: pixels 0 and 5 of ten at the default step.
    @Test func theSampleTakesEveryFifthPixel() {
        var sample = GifPalette.Sample()
        var rgb: [UInt8] = []
        for pixel in UInt8(0)..<10 { rgb += [pixel, pixel + 100, pixel + 200] }
        rgb.withUnsafeBufferPointer { sample.add(rgb: $0) }
        #expect(sample.red == [0, 5])
        #expect(sample.green == [100, 105])
        #expect(sample.blue == [200, 205])
    }

    /// The rectangle a later frame writes: just what changed, or nothing.
    @Test func aFrameWritesTheRectangleThatChanged() {
        let size = (width: 4, height: 3)
        let before = [UInt8](repeating: 0, count: 12)
        #expect(GifOutput.changedBox(before, before, size: size) == nil)
        var after = before
        after[1 * 4 + 2] = 7
        #expect(GifOutput.changedBox(after, before, size: size).map { [$0.left, $0.top, $0.right, $0.bottom] } == [2, 1, 3, 2])
        after[0 * 4 + 0] = 7
        after[2 * 4 + 1] = 7
        #expect(GifOutput.changedBox(after, before, size: size).map { [$0.left, $0.top, $0.right, $0.bottom] } == [0, 0, 3, 3])
    }
}
