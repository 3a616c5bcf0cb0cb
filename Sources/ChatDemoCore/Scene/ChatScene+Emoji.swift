import Keyboard

/// The emoji keyboard's grid in the scene: its keys replace the emoji
/// layout file's rows, so a tap on a cell types through `pressKey` like any
/// key, and a sideways drag scrolls it (`scrollEmoji(by:)`).
extension ChatScene {
    /// True while the emoji layout is the keyboard's: its keys are the grid's.
    public var isEmojiGridShown: Bool { keyboard.layout == .emoji }

    /// The grid for the current width and orientation (the layout file gives the insets).
    var emojiGrid: EmojiGrid {
        EmojiGrid.keyboard(width: contentSize.width, metrics: keyboard.keyboardLayout.layoutMetrics(for: keyboard.orientation))
    }

    /// The drawn keyboard's keys, unsqueezed: the grid's at `emojiOffset` on
    /// the emoji layout, then the globe and dictation keys in the band under its bar (the
    /// layout file's bottom inset, `KeyboardBand`); the layout file's keys (band included)
    /// otherwise.
    ///
    /// - Complexity: O(e) in the emoji on the emoji layout, O(1) (cached) otherwise.
    func layoutKeys() -> [PlacedKey] {
        guard isEmojiGridShown else {
            return keyboard.keyboardLayout.keys(width: contentSize.width, orientation: keyboard.orientation)
        }
        let metrics = keyboard.keyboardLayout.layoutMetrics(for: keyboard.orientation)
        let band = KeyboardBand(width: contentSize.width, metrics: metrics, orientation: keyboard.orientation)
        return emojiGrid.placedKeys(offset: emojiGrid.clamped(emojiOffset), gridTop: metrics.topInset)
            + band.keys(row: EmojiGrid.rows + 1)
    }

    /// A finger moved by `dx` (positive: right) on the grid: the grid follows
    /// it, stopping at either end. 48.75 pt left at 390 pt is one column on.
    public func scrollEmoji(byFingerMove dx: Double) {
        emojiOffset = emojiGrid.clamped(emojiOffset - dx)
    }

    /// Whether drawn key `index` is an emoji cell (a drag starting there scrolls the grid).
    public func isEmojiCell(_ index: Int) -> Bool {
        guard isEmojiGridShown else { return false }
        let keys = layoutKeys()
        guard keys.indices.contains(index), case .character = keys[index].key.action else { return false }
        return true
    }

    /// The centre of the emoji grid on the stage (where `drag keyboard` starts), or nil
    /// when the emoji keyboard is not the one shown.
    public func emojiGridCentre(in frame: SceneFrame) -> Point? {
        guard isEmojiGridShown, keyboard.isShown, !isPanelDrawn else { return nil }
        let grid = emojiGrid
        let top = keyboard.keyboardLayout.layoutMetrics(for: keyboard.orientation).topInset
        return Point(x: grid.left + grid.width / 2, y: Double(frame.keyboardTop) + (top + grid.gridHeight / 2) * keyScale)
    }

    /// The key nearest `point` within `bounds` (a point in a gap gets the
    /// nearest key, so there are no dead zones), nil outside `bounds`.
    /// Ties go to the earlier key.
    ///
    /// - Complexity: O(k) in the number of keys.
    static func nearestKey(in keys: [PlacedKey], to point: Point, bounds: Rect) -> Int? {
        guard bounds.contains(point) else { return nil }
        return keys.nearestKey(to: point)
    }
}
