import Keyboard

/// The drawn keyboard's keys: what the renderer draws, which key a point or a label finds, and
/// what pressing one does to the typing state (Pinyin, capitals, repeats, the emoji grid).
extension ChatScene {
    public func keyboardAppearance(for frame: SceneFrame) -> KeyboardAppearance {
        let layout = keyboard.keyboardLayout
        return KeyboardAppearance(
            layout: layout, keys: placedKeys(),
            orientation: keyboard.orientation, top: Double(frame.keyboardTop), width: contentSize.width,
            height: frame.keyboardHeight, pressedKey: pressedKey, isUppercase: input.isUppercase,
            isCapsLocked: input.isCapsLocked, candidates: input.candidates, composition: input.composition,
            emojiOffset: isEmojiGridShown ? emojiOffset : 0,
            selectedEmojiCategory: isEmojiGridShown ? emojiGrid.category(atOffset: emojiOffset) : nil)
    }

    /// The index of the drawn key under a stage point, if the keyboard is there.
    public func keyIndex(at point: Point, in frame: SceneFrame) -> Int? {
        guard !isPanelDrawn, frame.keyboardVisibleHeight > 0, point.y >= Double(frame.keyboardTop) else { return nil }
        // The layout's own coordinates: a shortened keyboard is the layout squeezed vertically.
        let local = Point(x: point.x, y: (point.y - Double(frame.keyboardTop)) / keyScale)
        return Self.nearestKey(in: layoutKeys(), to: local,
                               bounds: Rect(x: 0, y: 0, width: contentSize.width, height: keyboard.keyboardLayout.height(for: keyboard.orientation)))
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
        let shown = grid.map { $0.left..<($0.left + $0.width) } ?? 0..<contentSize.width
        guard let key = keys.first(where: { $0.key.label == label && shown.contains($0.frame.midX) }) else { return nil }
        return Point(x: key.frame.midX, y: key.frame.midY + Double(frame.keyboardTop))
    }

    /// Ends any Pinyin composition as typed, before a send from outside the
    /// drawn keyboard (the Send button, Return on a real keyboard): returns
    /// the raw letters to put in the field, so the message holds exactly
    /// what the field showed and nothing is left composing for the next.
    public func commitComposition() -> [KeyboardOutput] {
        input.commitComposition()
    }

    /// The field's text before the caret (its tail is enough), for automatic
    /// capitals and word-deleting backspace repeats.
    public func setTextBeforeCaret(_ text: String) {
        input.setTextBeforeCaret(text)
    }

    /// Whether key `index` acts on touch-down and repeats while held (backspace, as on iOS).
    public func keyRepeats(_ index: Int) -> Bool {
        let keys = layoutKeys()
        return keys.indices.contains(index) && keys[index].key.action == .backspace
    }

    /// The finger went down on a repeating key: its first action, now.
    public func beginKeyRepeat(at time: Double) -> [KeyboardOutput] { input.beginRepeat(at: time) }

    /// The held key's repeats due by frame time `time` (see `KeyRepeatSchedule`).
    public func advanceKeyRepeat(to time: Double) -> [KeyboardOutput] { input.advance(to: time) }

    public func endKeyRepeat() { input.endRepeat() }

    public func pressKey(_ index: Int, at time: Double) -> [KeyboardOutput] {
        let keys = layoutKeys()
        guard keys.indices.contains(index) else { return [] }
        if case .emojiCategory(let category) = keys[index].key.action {
            emojiOffset = emojiGrid.offset(forCategory: category)
            return []
        }
        let outputs = input.press(keys[index].key, at: time)
        for case .switchLayout(let kind) in outputs where kind != keyboard.layout {
            keyboard.setLayout(kind, at: time)
            applyBarHeight(animated: true, at: time)
        }
        return outputs.filter { if case .switchLayout = $0 { false } else { true } }
    }
}
