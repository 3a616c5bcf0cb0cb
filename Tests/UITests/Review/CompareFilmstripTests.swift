import ChatDemoCore
import Foundation
import Testing

/// A compare run's filmstrip has one row per pane, labelled with the pane's strategy, each
/// tile the pane's own columns of the frame it names (scaled to a third, as a single-pane
/// filmstrip scales whole frames), and a dark separator between rows. Before, every tile was
/// the whole multi-pane frame and nothing said which strategy was which.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct CompareFilmstripTests {
    static let strategies = ["three-case", "always", "naive"]

    @Test func oneLabelledRowPerPaneOfThatPanesCrops() throws {
        let run = try CompareModeTests.run(Self.strategies, case: "some",
                                           script: ["wait 300", "tap input", "wait 800", "escape", "wait 800", "quit"],
                                           name: "compare-filmstrip", recorded: true)
        let directory = run.directory + "/recording"
        let description = try String(contentsOfFile: directory + "/recording.txt", encoding: .utf8)
        let line = try #require(description.split(separator: "\n").first { $0.hasPrefix("filmstrip: ") }, "\(description)")
        let tiles = line.dropFirst("filmstrip: ".count).split(separator: " ").map { String($0) }
        #expect(tiles.count == 12, "\(tiles)")
        let frames = try tiles.map { try PixelImage(contentsOf: directory + "/frame-\($0).png") }
        let frameHeight = try #require(frames.first).height
        #expect(try #require(frames.first).width == 3 * CompareModeTests.paneWidth + 2)
        let spans = (0..<3).map { CompareFilmstripLayout.Span(x: $0 * CompareModeTests.paneStride, width: CompareModeTests.paneWidth) }
        let layout = CompareFilmstripLayout(panes: spans, frameHeight: frameHeight, tiles: tiles.count, scale: 1.0 / 3)
        let sheet = try PixelImage(contentsOf: directory + "/filmstrip.png")
        #expect(sheet.width == layout.width && sheet.height == layout.height,
                "sheet \(sheet.width) × \(sheet.height), expected \(layout.width) × \(layout.height)")
        guard sheet.width == layout.width, sheet.height == layout.height else { return }

        var panesDiffer = false
        for (slot, frame) in frames.enumerated() {
            for pane in 0..<3 {
                let tile = layout.tile(pane: pane, slot: slot)
                let own = Self.meanDifference(sheet, tile: tile, frame: frame, sourceX: spans[pane].x)
                #expect(own < 4, "pane \(pane), tile \(tiles[slot]): differs from the pane's crop by \(own) a channel on average")
                let other = Self.meanDifference(sheet, tile: tile, frame: frame, sourceX: spans[(pane + 2) % 3].x)
                if other > own + 4 { panesDiffer = true }
            }
        }
        #expect(panesDiffer, "no tile tells its own pane's crop from another pane's")
        for pane in 0..<3 {
            let band = layout.labelBand(pane: pane)
            var ink = 0
            for y in band.y..<(band.y + band.height) { for x in 0..<300 where sheet.rgb(x, y) != (255, 255, 255) { ink += 1 } }
            #expect(ink > 100, "row \(pane) (\(Self.strategies[pane])) has no label: \(ink) non-white pixels")
        }
        for pane in 0..<2 {
            let line = layout.separator(below: pane)
            var off = 0
            for y in line.y..<(line.y + line.height) {
                for x in stride(from: 0, to: line.width, by: 7) where sheet.rgb(x, y) != (64, 64, 64) { off += 1 }
            }
            #expect(off == 0, "the separator under row \(pane) is broken: \(off) pixels are not its colour")
        }
    }

    /// The average per-channel difference between the tile's inside (its 1-pixel border left
    /// out) and the 3 × 3 box average of the frame's columns from `sourceX`.
    static func meanDifference(_ sheet: PixelImage, tile: CompareFilmstripLayout.Rect, frame: PixelImage, sourceX: Int) -> Double {
        var total = 0, count = 0
        for y in 1..<(tile.height - 1) {
            for x in 1..<(tile.width - 1) {
                var sum = (r: 0, g: 0, b: 0)
                for dy in 0..<3 { for dx in 0..<3 {
                    let p = frame.rgb(sourceX + 3 * x + dx, 3 * y + dy)
                    sum = (sum.r + p.r, sum.g + p.g, sum.b + p.b)
                } }
                let shown = sheet.rgb(tile.x + x, tile.y + y)
                total += abs(shown.r - sum.r / 9) + abs(shown.g - sum.g / 9) + abs(shown.b - sum.b / 9)
                count += 3
            }
        }
        return Double(total) / Double(max(count, 1))
    }
}
