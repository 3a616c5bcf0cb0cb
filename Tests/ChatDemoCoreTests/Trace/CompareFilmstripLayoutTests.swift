import ChatDemoCore
import Testing

/// A compare filmstrip is one row per pane: a label band, the tiles, their frame labels, and a
/// separator between rows; every row shows the same frames in the same columns, each tile cropped
/// to its pane's columns of the recorded frame.
@Suite struct CompareFilmstripLayoutTests {
    /// Three 390-px panes with a 1-px line between them, 844 px high, 12 tiles at a third.
    static let three = CompareFilmstripLayout(panes: [.init(x: 0, width: 390), .init(x: 391, width: 390), .init(x: 782, width: 390)],
                                              frameHeight: 844, tiles: 12, scale: 1.0 / 3)

    @Test func theSheetHoldsOneRowPerPaneWithSeparatorsBetween() {
        let layout = Self.three
        #expect(layout.columnWidth == 130)
        #expect(layout.tileHeight == 281)
        #expect(layout.rowHeight == 28 + 281 + 22)
        #expect(layout.width == 12 * 130)
        #expect(layout.height == 3 * 331 + 2 * 6)
        #expect(layout.rowTop(0) == 0)
        #expect(layout.rowTop(1) == 337)
        #expect(layout.rowTop(2) == 674)
        #expect(layout.separator(below: 0) == .init(x: 0, y: 331, width: 1560, height: 6))
        #expect(layout.separator(below: 1) == .init(x: 0, y: 668, width: 1560, height: 6))
        #expect(layout.labelBand(pane: 2) == .init(x: 0, y: 674, width: 1560, height: 28))
    }

    @Test func everyRowShowsTheSameFramesInTheSameColumns() {
        let layout = Self.three
        #expect(layout.tile(pane: 0, slot: 0) == .init(x: 0, y: 28, width: 130, height: 281))
        #expect(layout.tile(pane: 1, slot: 2) == .init(x: 260, y: 365, width: 130, height: 281))
        #expect(layout.tile(pane: 2, slot: 11) == .init(x: 1430, y: 702, width: 130, height: 281))
        for slot in 0..<12 {
            #expect(Set((0..<3).map { layout.tile(pane: $0, slot: slot).x }) == [slot * 130])
        }
    }

    @Test func columnsFitTheWidestPaneAndTilesKeepTheirOwnWidth() {
        // Landscape panes (844 wide) next to a narrower one: columns stay aligned.
        let layout = CompareFilmstripLayout(panes: [.init(x: 0, width: 844), .init(x: 845, width: 600)],
                                            frameHeight: 390, tiles: 3, scale: 1.0 / 3)
        #expect(layout.columnWidth == 281)
        #expect(layout.tile(pane: 1, slot: 1) == .init(x: 281, y: 28 + 28 + 130 + 22 + 6, width: 200, height: 130))
        #expect(layout.height == 2 * (28 + 130 + 22) + 6)
    }

    @Test func noPanesMakeAnEmptySheet() {
        let layout = CompareFilmstripLayout(panes: [], frameHeight: 844, tiles: 12, scale: 1.0 / 3)
        #expect(layout.width == 0 && layout.height == 0)
    }
}
