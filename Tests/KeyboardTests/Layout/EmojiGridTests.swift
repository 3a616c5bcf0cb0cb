import Testing
@testable import Keyboard

/// The scrolling emoji grid's geometry and the category bar (pure; not yet drawn).
@Suite struct EmojiGridTests {
    private func category(_ name: String, _ count: Int) -> EmojiGrid.Category {
        EmojiGrid.Category(name: name, icon: name, emoji: (0..<count).map { "\(name)\($0)" })
    }

    /// The worked example of `EmojiGrid`'s documentation.
    private var grid: EmojiGrid {
        EmojiGrid(categories: [category("a", 12), category("b", 40), category("c", 7)],
                  width: 390, gridHeight: 200, visibleColumns: 8)
    }

    @Test func columnsAndScrollRange() {
        #expect(grid.columnWidth == 48.75)
        #expect(grid.startColumns == [0, 3, 11])
        #expect(grid.totalColumns == 13)
        #expect(grid.contentWidth == 633.75)
        #expect(grid.maximumOffset == 243.75)
        #expect(grid.clamped(-20) == 0)
        #expect(grid.clamped(500) == 243.75)
    }

    @Test func categoryButtonsScrollToTheirCategory() {
        #expect(grid.offset(forCategory: 0) == 0)
        #expect(grid.offset(forCategory: 1) == 146.25)
        #expect(grid.offset(forCategory: 2) == 243.75)
    }

    @Test func theLitCategoryFollowsTheScroll() {
        #expect(grid.category(atOffset: 0) == 0)
        #expect(grid.category(atOffset: 146) == 0)
        #expect(grid.category(atOffset: 146.25) == 1)
        #expect(grid.category(atOffset: 200) == 1)
        #expect(grid.category(atOffset: 243.75) == 2)
    }

    @Test func hitTestingFillsColumnsTopToBottom() {
        #expect(grid.emoji(at: Point(x: 10, y: 10), offset: 0) == "a0")
        #expect(grid.emoji(at: Point(x: 10, y: 45), offset: 0) == "a1")
        #expect(grid.emoji(at: Point(x: 50, y: 10), offset: 0) == "a5")
        // Column 2 of "a" holds a10 and a11 only.
        #expect(grid.emoji(at: Point(x: 100, y: 45), offset: 0) == "a11")
        #expect(grid.emoji(at: Point(x: 100, y: 85), offset: 0) == nil)
        // Scrolled to "b": the left column is b's first.
        #expect(grid.emoji(at: Point(x: 10, y: 10), offset: 146.25) == "b0")
        #expect(grid.emoji(at: Point(x: 400, y: 10), offset: 0) == nil)
        #expect(grid.cellFrame(category: 1, index: 6, offset: 146.25) == Rect(x: 48.75, y: 40, width: 48.75, height: 40))
    }

    /// Three icons and 1.5 slots each for ABC and backspace: 6 slots of 65 pt.
    @Test func categoryBarHitTesting() {
        #expect(grid.barItem(atX: 0) == .letters)
        #expect(grid.barItem(atX: 97) == .letters)
        #expect(grid.barItem(atX: 97.5) == .category(0))
        #expect(grid.barItem(atX: 163) == .category(1))
        #expect(grid.barItem(atX: 292) == .category(2))
        #expect(grid.barItem(atX: 292.5) == .backspace)
    }
}
