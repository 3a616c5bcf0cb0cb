/// iOS's emoji keyboard as a pure model: emoji in categories on a grid of
/// `rows` rows that scrolls sideways, filled column by column (top to bottom,
/// then the next column), and a bar at the bottom with ABC, one icon per
/// category and backspace. Tapping an icon scrolls to its category; the icon
/// of the category at the grid's left edge is highlighted.
///
/// Worked example at 390 pt with 8 visible columns (48.75 pt each), 5 rows
/// and categories of 12, 40 and 7 emoji: they take 3, 8 and 2 columns
/// (starting at columns 0, 3 and 11), the content is 13 × 48.75 = 633.75 pt
/// wide, so the grid scrolls 0 … 243.75 pt.
///
/// ```swift
/// let grid = EmojiGrid(categories: cats, width: 390, gridHeight: 200, visibleColumns: 8)
/// grid.offset(forCategory: 1)                      // 146.25 (column 3)
/// grid.offset(forCategory: 2)                      // 243.75 (clamped: 11 × 48.75 is past the end)
/// grid.category(atOffset: 150)                     // 1
/// grid.emoji(at: Point(x: 10, y: 45), offset: 0)   // cats[0].emoji[1] (column 0, row 1)
/// ```
///
/// The app draws it as the emoji layout's keys (`EmojiGrid+Keys`, docs/KEYBOARD.md).
///
/// - Complexity: O(c) in the number of categories per query.
public struct EmojiGrid: Sendable {
    public struct Category: Hashable, Sendable {
        public var name: String
        /// The bar's symbol for the category.
        public var icon: String
        public var emoji: [String]

        public init(name: String, icon: String, emoji: [String]) {
            self.name = name
            self.icon = icon
            self.emoji = emoji
        }
    }

    /// What a point of the category bar lands on.
    public enum BarItem: Hashable, Sendable {
        case letters
        case category(Int)
        case backspace
    }

    /// Rows of the grid (iOS shows five in portrait).
    public static let rows = 5
    /// ABC's and backspace's share of the bar's width, each (in category slots).
    public static let barEndSlots = 1.5

    public let categories: [Category]
    /// Where the grid starts in keyboard coordinates: the landscape side inset (0 in portrait).
    public let left: Double
    /// The grid's own width (the keyboard's less both side insets).
    public let width: Double
    public let gridHeight: Double
    public let columnWidth: Double
    /// Each category's first column.
    public let startColumns: [Int]
    public let totalColumns: Int

    public init(categories: [Category], left: Double = 0, width: Double, gridHeight: Double, visibleColumns: Int) {
        self.categories = categories
        self.left = left
        self.width = width
        self.gridHeight = gridHeight
        columnWidth = width / Double(max(1, visibleColumns))
        var starts: [Int] = []
        var column = 0
        for category in categories {
            starts.append(column)
            column += (category.emoji.count + Self.rows - 1) / Self.rows
        }
        startColumns = starts
        totalColumns = column
    }

    public var rowHeight: Double { gridHeight / Double(Self.rows) }
    public var contentWidth: Double { Double(totalColumns) * columnWidth }
    /// The largest scroll offset: the last column's right edge at the grid's right edge.
    public var maximumOffset: Double { max(0, contentWidth - width) }

    /// `offset` kept within 0 … `maximumOffset` (a drag past either end stops there).
    public func clamped(_ offset: Double) -> Double {
        min(max(offset, 0), maximumOffset)
    }

    /// The offset that shows `category` from the grid's left edge (clamped).
    public func offset(forCategory category: Int) -> Double {
        guard startColumns.indices.contains(category) else { return 0 }
        return clamped(Double(startColumns[category]) * columnWidth)
    }

    /// The category whose columns are at the grid's left edge at `offset`;
    /// at the end of the scroll, the last category (its icon stays lit).
    public func category(atOffset offset: Double) -> Int {
        guard !categories.isEmpty else { return 0 }
        if offset >= maximumOffset && maximumOffset > 0 { return categories.count - 1 }
        let column = Int((offset / columnWidth).rounded(.down))
        return startColumns.lastIndex { $0 <= column } ?? 0
    }

    /// The emoji under `point` (grid coordinates: 0,0 is the grid's top-left
    /// corner on screen) when scrolled by `offset`; nil in an empty cell or
    /// outside the grid.
    public func emoji(at point: Point, offset: Double) -> String? {
        guard point.x >= 0, point.x < width, point.y >= 0, point.y < gridHeight else { return nil }
        let column = Int(((point.x + offset) / columnWidth).rounded(.down))
        let row = min(Self.rows - 1, Int((point.y / rowHeight).rounded(.down)))
        guard let category = startColumns.lastIndex(where: { $0 <= column }) else { return nil }
        let index = (column - startColumns[category]) * Self.rows + row
        let emoji = categories[category].emoji
        return emoji.indices.contains(index) ? emoji[index] : nil
    }

    /// Where emoji `index` of `category` is drawn at `offset` (may lie off screen).
    public func cellFrame(category: Int, index: Int, offset: Double) -> Rect {
        let column = startColumns[category] + index / Self.rows
        return Rect(x: Double(column) * columnWidth - offset, y: Double(index % Self.rows) * rowHeight,
                    width: columnWidth, height: rowHeight)
    }

    /// What `x` on the category bar (as wide as the grid) lands on: ABC on the
    /// left, backspace on the right (`barEndSlots` each), the icons between.
    public func barItem(atX x: Double) -> BarItem {
        let slot = width / (Double(categories.count) + 2 * Self.barEndSlots)
        let end = slot * Self.barEndSlots
        if x < end { return .letters }
        if x >= width - end { return .backspace }
        let index = Int(((x - end) / slot).rounded(.down))
        return .category(min(max(0, index), categories.count - 1))
    }
}
