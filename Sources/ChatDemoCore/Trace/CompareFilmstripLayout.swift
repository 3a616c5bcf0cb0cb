/// Where everything goes on a compare run's filmstrip: one row per pane, each showing the same
/// sampled frames in the same columns, cropped to that pane, so a reviewer reads down a column
/// to compare the strategies in one frame and along a row to follow one strategy's motion.
///
/// Each row is a band for its label (the pane's variant: its strategy, or strategy@platform),
/// then the tiles, then the tiles' frame labels; a dark separator runs between rows. All
/// lengths are whole pixels of the sheet; pane spans are in pixels of the recorded frame.
///
/// ```swift
/// // Two 390-px panes with a 1-px line between them (x 0 and 391), 844 px high, 12 tiles at ⅓:
/// let layout = CompareFilmstripLayout(panes: [.init(x: 0, width: 390), .init(x: 391, width: 390)],
///                                     frameHeight: 844, tiles: 12, scale: 1.0 / 3)
/// layout.width   // 1560: 12 columns of 130
/// layout.tile(pane: 1, slot: 2)   // x 260, y (28 + 281 + 22 + 6) + 28 = 365, 130 × 281, from x 391 of the frame
/// ```
public struct CompareFilmstripLayout: Equatable, Sendable {
    /// A pane's columns in the recorded frame (pixels).
    public struct Span: Equatable, Sendable {
        public let x: Int
        public let width: Int
        public init(x: Int, width: Int) {
            self.x = x
            self.width = width
        }
    }

    /// A rectangle on the sheet (pixels).
    public struct Rect: Equatable, Sendable {
        public let x: Int, y: Int, width: Int, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// The band above each row's tiles that holds the row's label.
    public static let rowLabelHeight = 28
    /// The frame label under each tile ("0042 · 700 ms"), as in a single-pane filmstrip.
    public static let tileLabelHeight = 22
    /// The line between two rows: thick and dark enough to read as a break at a glance.
    public static let separatorHeight = 6

    public let panes: [Span]
    public let tileCount: Int
    /// Every column's width: the widest pane at `scale`, so columns line up from row to row.
    public let columnWidth: Int
    public let tileHeight: Int
    public let scale: Double

    public init(panes: [Span], frameHeight: Int, tiles: Int, scale: Double) {
        self.panes = panes
        self.tileCount = tiles
        self.scale = scale
        columnWidth = Int((Double(panes.map(\.width).max() ?? 0) * scale).rounded())
        tileHeight = Int((Double(frameHeight) * scale).rounded())
    }

    /// One row: the label band, the tiles and their labels.
    public var rowHeight: Int { Self.rowLabelHeight + tileHeight + Self.tileLabelHeight }
    public var width: Int { columnWidth * tileCount }
    public var height: Int { panes.isEmpty ? 0 : panes.count * rowHeight + (panes.count - 1) * Self.separatorHeight }

    /// Pane `pane`'s row top.
    public func rowTop(_ pane: Int) -> Int { pane * (rowHeight + Self.separatorHeight) }

    /// The band holding pane `pane`'s label.
    public func labelBand(pane: Int) -> Rect {
        Rect(x: 0, y: rowTop(pane), width: width, height: Self.rowLabelHeight)
    }

    /// Where the `slot`th sampled frame, cropped to pane `pane`, is drawn.
    public func tile(pane: Int, slot: Int) -> Rect {
        Rect(x: slot * columnWidth, y: rowTop(pane) + Self.rowLabelHeight,
             width: Int((Double(panes[pane].width) * scale).rounded()), height: tileHeight)
    }

    /// The separator under row `pane` (rows 0 to count − 2).
    public func separator(below pane: Int) -> Rect {
        Rect(x: 0, y: rowTop(pane) + rowHeight, width: width, height: Self.separatorHeight)
    }
}
