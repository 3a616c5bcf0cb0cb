import Keyboard

/// The drawn keyboard as a frame shows it: which keys there are and where, which one a point
/// or a label finds, and what the renderer draws. A value the scene hands out
/// (`ChatScene.drawnKeyboard`) for questions only; pressing a key goes through the scene.
///
/// On the emoji layout the grid's keys replace the layout file's rows, so a tap on a cell types
/// through `ChatScene.pressKey` like any key, and a sideways drag scrolls it
/// (`ChatScene.scrollEmoji(byFingerMove:)`). A shortened keyboard (a too-small window) is its
/// layout squeezed vertically, every key still there and hit-tested where it is drawn.
public struct DrawnKeyboard {
    let keyboard: KeyboardController
    /// The stage's size: the keys span its width; a key below its bottom is off screen.
    let stageSize: Size
    let typing: SceneTyping
    /// A show waiting for the window's first measured layout: the keys are coming up.
    let isShowDeferred: Bool

    /// True while the emoji layout is the keyboard's: its keys are the grid's.
    public var isEmojiGridShown: Bool { keyboard.layout == .emoji }

    /// Whether the bottom region draws the attachment panel (up, coming up, or going down), not keys.
    public var isPanelDrawn: Bool { keyboard.inputView != nil }

    /// The grid for the current width and orientation (the layout file gives the insets).
    public var emojiGrid: EmojiGrid {
        EmojiGrid.keyboard(width: stageSize.width, metrics: keyboard.keyboardLayout.layoutMetrics(for: keyboard.orientation))
    }

    /// How much a shortened keyboard (a too-small window) squeezes the layout: 1 normally.
    var keyScale: Double {
        let natural = keyboard.keyboardLayout.height(for: keyboard.orientation)
        return natural > 0 ? keyboard.height / natural : 1
    }

    public func appearance(for frame: SceneFrame) -> KeyboardAppearance {
        let input = typing.input
        return KeyboardAppearance(
            layout: keyboard.keyboardLayout, keys: placedKeys(),
            orientation: keyboard.orientation, top: Double(frame.keyboardTop), width: stageSize.width,
            height: frame.keyboardHeight, pressedKey: typing.pressedKey, isUppercase: input.isUppercase,
            isCapsLocked: input.isCapsLocked, candidates: input.candidates, composition: input.composition,
            emojiOffset: isEmojiGridShown ? typing.emojiOffset : 0,
            selectedEmojiCategory: isEmojiGridShown ? emojiGrid.category(atOffset: typing.emojiOffset) : nil)
    }

    /// The index of the drawn key under a stage point, if the keyboard is there.
    public func keyIndex(at point: Point, in frame: SceneFrame) -> Int? {
        guard !isPanelDrawn, frame.keyboardVisibleHeight > 0, point.y >= Double(frame.keyboardTop) else { return nil }
        // The layout's own coordinates: a shortened keyboard is the layout squeezed vertically.
        let local = Point(x: point.x, y: (point.y - Double(frame.keyboardTop)) / keyScale)
        let bounds = Rect(x: 0, y: 0, width: stageSize.width, height: keyboard.keyboardLayout.height(for: keyboard.orientation))
        // A point in a gap gets the nearest key, so there are no dead zones; ties go to the earlier key.
        guard bounds.contains(local) else { return nil }
        return layoutKeys().nearestKey(to: local)
    }

    /// The label of drawn key `index` (what `tap key` names it by); nil for a candidate slot.
    public func keyLabel(_ index: Int) -> String? {
        let keys = layoutKeys()
        guard keys.indices.contains(index), !keys[index].key.label.isEmpty else { return nil }
        return keys[index].key.label
    }

    /// Where the key labelled `label` is on the stage (for `tap key`).
    public func keyCentre(label: String, in frame: SceneFrame) -> Point? {
        guard !isPanelDrawn else { return nil }
        let keys = placedKeys()
        // An emoji cell counts only with its centre on the grid (a half-scrolled-off cell is not aimed at).
        let grid = isEmojiGridShown ? emojiGrid : nil
        let shown = grid.map { $0.left..<($0.left + $0.width) } ?? 0..<stageSize.width
        guard let key = keys.first(where: { $0.key.label == label && shown.contains($0.frame.midX) }) else { return nil }
        return Point(x: key.frame.midX, y: key.frame.midY + Double(frame.keyboardTop))
    }

    /// Whether key `index` acts on touch-down and repeats while held (backspace, as on iOS).
    public func keyRepeats(_ index: Int) -> Bool {
        let keys = layoutKeys()
        return keys.indices.contains(index) && keys[index].key.action == .backspace
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

    /// The drawn keyboard's keys, unsqueezed: the grid's at the typing's emoji offset on the
    /// emoji layout, then the globe and dictation keys in the band under its bar (the layout
    /// file's bottom inset, `KeyboardBand`); the layout file's keys (band included) otherwise.
    ///
    /// - Complexity: O(e) in the emoji on the emoji layout, O(1) (cached) otherwise.
    public func layoutKeys() -> [PlacedKey] {
        guard isEmojiGridShown else {
            return keyboard.keyboardLayout.keys(width: stageSize.width, orientation: keyboard.orientation)
        }
        let metrics = keyboard.keyboardLayout.layoutMetrics(for: keyboard.orientation)
        let band = KeyboardBand(width: stageSize.width, metrics: metrics, orientation: keyboard.orientation)
        return emojiGrid.placedKeys(offset: emojiGrid.clamped(typing.emojiOffset), gridTop: metrics.topInset)
            + band.keys(row: EmojiGrid.rows + 1)
    }

    /// The drawn keys for the current width, squeezed when the keyboard is shortened.
    public func placedKeys() -> [PlacedKey] {
        let keys = layoutKeys()
        let scale = keyScale
        guard scale != 1 else { return keys }
        return keys.map { placed in
            var squeezed = placed
            squeezed.frame = Rect(x: placed.frame.x, y: placed.frame.y * scale,
                                  width: placed.frame.width, height: placed.frame.height * scale)
            return squeezed
        }
    }
}
