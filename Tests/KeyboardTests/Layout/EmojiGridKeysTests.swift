import Testing
@testable import Keyboard

@Suite struct EmojiGridKeysTests {
    /// The emoji layout's portrait metrics at 390 pt (emoji.json): the 73 pt bottom inset is the
    /// band that holds the globe and dictation keys, as on the letters keyboards.
    let portrait = LayoutMetrics(height: 301, candidateBar: 0, topInset: 5, bottomInset: 73, keyGap: 6, rowGap: 11)

    @Test func theFileHasThesePortraitMetrics() throws {
        #expect(try KeyboardResources.bundled().layout(.emoji).layoutMetrics(for: .portrait) == portrait)
    }

    @Test func portraitGridAt390() {
        let grid = EmojiGrid.keyboard(width: 390, metrics: portrait)
        #expect(grid.columnWidth == 48.75)
        // 301 − 5 − 73 − 36 (the bar) = 187 pt for five rows of 37.4.
        #expect(grid.gridHeight == 187)
        #expect(grid.rowHeight == 37.4)
        let keys = grid.placedKeys(offset: 0, gridTop: 5)
        let cells = keys.filter { if case .character = $0.key.action { true } else { false } }
        // Eight whole columns of five: 40 cells, smileys only (50 of them).
        #expect(cells.count == 40)
        #expect(cells[0] == PlacedKey(key: Key(label: "😀", action: .character("😀")), frame: Rect(x: 0, y: 5, width: 48.75, height: 37.4), row: 0))
        #expect(cells[6].frame.x == 48.75 && abs(cells[6].frame.y - 42.4) < 1e-9 && cells[6].frame.height == 37.4)
        // The bar: 8 icons and ABC and backspace at 1.5 slots each = 11 slots of 390 / 11.
        let bar = keys.filter { $0.row == EmojiGrid.rows }
        #expect(bar.map(\.key.action) == [.letters] + (0..<8).map { .emojiCategory($0) } + [.backspace])
        #expect(bar.map(\.key.label) == ["ABC", "smileys", "people", "animals", "food", "activity", "travel", "objects", "symbols", "⌫"])
        let slot = 390.0 / 11
        #expect(bar[0].frame == Rect(x: 0, y: 192, width: slot * 1.5, height: 36))
        #expect(bar[3].frame == Rect(x: slot * 1.5 + 2 * slot, y: 192, width: slot, height: 36))
        #expect(bar[9].frame == Rect(x: 390 - slot * 1.5, y: 192, width: slot * 1.5, height: 36))
        // The bar ends where the band begins: 192 + 36 = 228 = 301 − 73.
        #expect(bar[0].frame.maxY == KeyboardBand(width: 390, metrics: portrait, orientation: .portrait).frame.minY)
        // The bar's keys agree with `barItem(atX:)`.
        #expect(grid.barItem(atX: bar[3].frame.midX) == .category(2))
    }

    @Test func aScrolledGridShowsTheColumnsInView() {
        let grid = EmojiGrid.keyboard(width: 390, metrics: portrait)
        // Half a column on: columns 0 … 8 show, the first half cut off.
        let half = grid.placedKeys(offset: 24.375, gridTop: 5).filter { if case .character = $0.key.action { true } else { false } }
        #expect(half.count == 45)
        #expect(half[0].frame.x == -24.375)
        // Ten columns on: the people start the grid (smileys fill columns 0 … 9).
        let people = grid.placedKeys(offset: 487.5, gridTop: 5)
        #expect(people[0].key.label == "👋")
        #expect(people[0].frame.x == 0)
    }

    @Test func landscapeHasMoreColumns() {
        let landscape = LayoutMetrics(height: 219, candidateBar: 0, topInset: 3, bottomInset: 2, keyGap: 6, rowGap: 8)
        let grid = EmojiGrid.keyboard(width: 844, metrics: landscape)
        // 844 / 48.75 = 17.3: 17 columns.
        #expect(grid.columnWidth == 844.0 / 17)
        #expect(grid.gridHeight == 178)
    }

    /// At 844 pt in landscape the grid and its bar keep the 47 pt safe area beside the notch
    /// clear, like the letter keys: 750 pt for 15 columns of 50 pt (750 / 48.75 = 15.4).
    @Test func landscapeGridKeepsTheSideInset() throws {
        let metrics = try KeyboardResources.bundled().layout(.emoji).layoutMetrics(for: .landscape)
        #expect(metrics.sideInset == 47)
        let grid = EmojiGrid.keyboard(width: 844, metrics: metrics)
        #expect(grid.left == 47)
        #expect(grid.width == 750)
        #expect(grid.columnWidth == 50)
        // 219 − 3 − 48.5 (the band) − 36 (the bar) = 131.5 pt for five rows of 26.3.
        #expect(grid.gridFrame(gridTop: metrics.topInset) == Rect(x: 47, y: 3, width: 750, height: 131.5))
        let keys = grid.placedKeys(offset: 0, gridTop: metrics.topInset)
        let cells = keys.filter { if case .character = $0.key.action { true } else { false } }
        #expect(cells.count == 75)
        #expect(cells[0].frame == Rect(x: 47, y: 3, width: 50, height: 26.3))
        #expect(keys.allSatisfy { $0.frame.minX >= 47 && $0.frame.maxX <= 797 + 1e-9 })
        let bar = keys.filter { $0.row == EmojiGrid.rows }
        #expect(bar.first?.frame.minX == 47)
        #expect(abs((bar.last?.frame.maxX ?? 0) - 797) < 1e-9)
        // Scrolled by half a column, the cut cells reach past the grid's edges only
        // where the renderer clips them to `gridFrame`.
        let half = grid.placedKeys(offset: 25, gridTop: metrics.topInset)
            .filter { if case .character = $0.key.action { true } else { false } }
        #expect(half.first?.frame.minX == 22)
        #expect(half.allSatisfy { $0.frame.maxX > 47 && $0.frame.minX < 797 })
    }

    @Test func portraitGridHasNoSideInset() {
        let grid = EmojiGrid.keyboard(width: 390, metrics: portrait)
        #expect(grid.left == 0)
        #expect(grid.gridFrame(gridTop: 5) == Rect(x: 0, y: 5, width: 390, height: 187))
    }
}
