/// The emoji keyboard as drawn keys, so it is hit-tested, pressed, tapped
/// by scripts and cached exactly like the other keyboards: one key per
/// emoji cell on screen (`.character`), then the bar's ABC (`.letters`),
/// one icon per category (`.emojiCategory`) and backspace.
extension EmojiGrid {
    /// Height of the category bar at the bottom of the keyboard's body.
    public static let barHeight = 36.0
    /// Width of a grid column on iOS at 390 pt: eight columns across.
    public static let referenceColumnWidth = 48.75

    /// The grid for a keyboard `width` wide whose body (above the bottom
    /// inset) is `metrics.height - metrics.bottomInset` tall: the grid
    /// fills it from the top inset down to the bar, and from one side inset
    /// to the other.
    ///
    /// At 390 pt in portrait (301 pt, insets 5 and 73): 8 columns of 48.75 pt,
    /// a grid from y 5, 187 pt tall (rows of 37.4 pt), and the bar at
    /// y 192 … 228 above the 73 pt bottom inset, the band that holds the globe and
    /// microphone (`KeyboardBand`). At 844 pt in landscape (47 pt side insets, 48.5 pt
    /// band): 750 pt between the insets, 15 columns of 50 pt from x 47, rows of 26.3 pt.
    ///
    /// - Complexity: O(c) in the number of categories.
    public static func keyboard(width: Double, metrics: LayoutMetrics,
                                categories: [Category] = EmojiCatalog.standard) -> EmojiGrid {
        let sideInset = metrics.sideInset(forWidth: width)
        let gridWidth = max(0, width - 2 * sideInset)
        let columns = max(1, Int((gridWidth / referenceColumnWidth).rounded()))
        let height = max(0, metrics.height - metrics.topInset - metrics.bottomInset - barHeight)
        return EmojiGrid(categories: categories, left: sideInset, width: gridWidth, gridHeight: height,
                         visibleColumns: columns)
    }

    /// The grid's area in keyboard coordinates, the grid starting `gridTop` below the
    /// keyboard's top: cells scrolled part-way out are drawn clipped to it, so none reaches
    /// into a side inset. Landscape emoji at 844 pt: `Rect(x: 47, y: 3, width: 750, height: 131.5)`.
    /// - Complexity: O(1).
    public func gridFrame(gridTop: Double) -> Rect {
        Rect(x: left, y: gridTop, width: width, height: gridHeight)
    }

    /// The drawn keys at scroll `offset` in keyboard coordinates, the grid
    /// starting `gridTop` below the keyboard's top and `left` from its left
    /// edge, the bar right under it. Only cells that show at least partly are keys.
    ///
    /// - Complexity: O(e) in the number of emoji.
    public func placedKeys(offset: Double, gridTop: Double) -> [PlacedKey] {
        var keys: [PlacedKey] = []
        for (category, entry) in categories.enumerated() {
            for (index, emoji) in entry.emoji.enumerated() {
                var frame = cellFrame(category: category, index: index, offset: offset)
                guard frame.x + frame.width > 0, frame.x < width else { continue }
                frame.x += left
                frame.y += gridTop
                keys.append(PlacedKey(key: Key(label: emoji, action: .character(emoji)), frame: frame, row: index % Self.rows))
            }
        }
        let barTop = gridTop + gridHeight
        let slot = width / (Double(categories.count) + 2 * Self.barEndSlots)
        let end = slot * Self.barEndSlots
        func bar(_ label: String, _ action: KeyAction, x: Double, width: Double) {
            keys.append(PlacedKey(key: Key(label: label, action: action, isSpecial: true),
                                  frame: Rect(x: x, y: barTop, width: width, height: Self.barHeight), row: Self.rows))
        }
        bar("ABC", .letters, x: left, width: end)
        for (index, category) in categories.enumerated() {
            bar(category.name, .emojiCategory(index), x: left + end + Double(index) * slot, width: slot)
        }
        bar("⌫", .backspace, x: left + width - end, width: end)
        return keys
    }
}
