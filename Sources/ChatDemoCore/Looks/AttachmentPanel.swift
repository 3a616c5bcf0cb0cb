import Keyboard

/// The attachment panel's content (the "+" panel of WeChat and Telegram): six items on a grid
/// of rounded tiles with a glyph, each named below its tile. Pure geometry; the app draws it
/// (`PanelRenderer`) on the keyboard's background in the keyboard's region.
///
/// Worked example — portrait 390×260: four columns of 97.5, two rows of 100 from y 24; Photos'
/// tile is 60×60 at (18.75, 24), its label centred at (48.75, 98); Contact starts row two at y 124.
///
///     AttachmentPanel.cells(width: 390, height: 260)[4].tile   // Rect(x: 18.75, y: 124, width: 60, height: 60)
///
/// - Complexity: O(items) for `cells`.
public enum AttachmentPanel {
    public enum Item: String, CaseIterable, Sendable {
        case photos, camera, location, file, contact, poll

        public var label: String {
            switch self {
            case .photos: "Photos"
            case .camera: "Camera"
            case .location: "Location"
            case .file: "File"
            case .contact: "Contact"
            case .poll: "Poll"
            }
        }
    }

    /// One item's tile and where its label's centre goes.
    public struct Cell: Equatable, Sendable {
        public var item: Item
        public var tile: Rect
        public var labelCentre: Point
    }

    /// The tile's side: a thumb's target, as the keyboard's keys are about 42 high.
    public static let tileSide = 60.0
    /// Space above the first row (the bar's edge sits right above it).
    public static let topInset = 24.0
    /// A row: tile, label gap and label line, and the space before the next row.
    public static let rowHeight = 100.0
    /// From the tile's bottom to its label's centre.
    public static let labelOffset = 14.0
    /// Widths from this up (landscape) put every item on one row.
    public static let oneRowWidth = 600.0

    /// The tiles for a panel `width` wide and `height` high; rows that do not fit the height are
    /// squeezed evenly (a window too small for the panel's 260 shortens it, as the keyboard).
    /// Right to left, the items run from the right edge: Photos' tile is at the top right.
    public static func cells(width: Double, height: Double, direction: StageDirection = .ltr) -> [Cell] {
        let items = Item.allCases
        let columns = width >= oneRowWidth ? items.count : 4
        let rows = (items.count + columns - 1) / columns
        let columnWidth = width / Double(columns)
        let fullHeight = topInset + Double(rows) * rowHeight
        let scale = height > 0 && height < fullHeight ? height / fullHeight : 1
        let side = tileSide * scale
        return items.enumerated().map { index, item in
            let column = Double(index % columns), row = Double(index / columns)
            let x = direction.leftEdge(of: side, at: column * columnWidth + (columnWidth - side) / 2, across: width)
            let y = (topInset + row * rowHeight) * scale
            return Cell(item: item, tile: Rect(x: x, y: y, width: side, height: side),
                        labelCentre: Point(x: x + side / 2, y: y + side + labelOffset * scale))
        }
    }
}
