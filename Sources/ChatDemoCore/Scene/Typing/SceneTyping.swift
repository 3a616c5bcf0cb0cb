import Keyboard

/// The scene's typing: the typing state (shift, caps lock, Pinyin, a held key's repeats), the
/// drawn key under the finger, and how far the emoji grid is scrolled. A value the scene owns;
/// the shell changes it only through the scene (`ChatScene.editTyping`, `pressKey`), so each
/// change goes through one of these methods.
///
/// Compare mode copies the main pane's whole value into the other panes (`follow(_:)`): one
/// typing state, drawn alike in every pane.
public struct SceneTyping: Sendable {
    /// Shift, caps lock, a Pinyin composition and its candidates, a held key's repeats.
    public private(set) var input: KeyboardInput
    /// The drawn key under the pointer, highlighted.
    public private(set) var pressedKey: Int?
    /// How far the emoji grid is scrolled sideways (`EmojiGrid.clamped`); kept across layout
    /// switches, as on iOS.
    public private(set) var emojiOffset = 0.0

    init(layout: KeyboardLayoutKind, pinyin: PinyinTable) {
        input = KeyboardInput(layout: layout, pinyin: pinyin)
        // iOS's default for a message field: a capital to start each sentence.
        input.autocapitalization = .sentences
    }

    /// Highlights drawn key `index` (the finger went down on it); nil: no key is pressed.
    public mutating func highlightKey(_ index: Int?) { pressedKey = index }

    /// Ends any Pinyin composition as typed, before a send from outside the drawn keyboard (the
    /// Send button, Return on a real keyboard): returns the raw letters to put in the field, so
    /// the message holds exactly what the field showed and nothing is left composing for the next.
    public mutating func commitComposition() -> [KeyboardOutput] { input.commitComposition() }

    /// The field's text before the caret (its tail is enough), for automatic capitals and
    /// word-deleting backspace repeats.
    public mutating func setTextBeforeCaret(_ text: String) { input.setTextBeforeCaret(text) }

    /// The finger went down on a repeating key: its first action, now.
    public mutating func beginKeyRepeat(at time: Double) -> [KeyboardOutput] { input.beginRepeat(at: time) }

    /// The held key's repeats due by frame time `time` (see `KeyRepeatSchedule`).
    public mutating func advanceKeyRepeat(to time: Double) -> [KeyboardOutput] { input.advance(to: time) }

    public mutating func endKeyRepeat() { input.endRepeat() }

    /// Takes the main pane's typing whole (compare mode): the pressed key, shift and caps lock,
    /// a Pinyin composition and its candidates, and the emoji grid's scroll.
    ///
    /// - Complexity: O(1) (the typing state is a value; its candidate list is copied on write).
    public mutating func follow(_ main: SceneTyping) { self = main }

    /// The grid follows a finger that moved by `dx` (positive: right), stopping at either end.
    mutating func scrollEmoji(byFingerMove dx: Double, on grid: EmojiGrid) {
        emojiOffset = grid.clamped(emojiOffset - dx)
    }

    /// What pressing key `index` of `drawn` types (a layout switch included); an emoji
    /// category key moves the grid to that category instead.
    mutating func pressKey(_ index: Int, of drawn: DrawnKeyboard, at time: Double) -> [KeyboardOutput] {
        let keys = drawn.layoutKeys()
        guard keys.indices.contains(index) else { return [] }
        if case .emojiCategory(let category) = keys[index].key.action {
            emojiOffset = drawn.emojiGrid.offset(forCategory: category)
            return []
        }
        return input.press(keys[index].key, at: time)
    }

    /// Leaving Pinyin mid-composition hands back the letters typed so far.
    mutating func setLayout(_ kind: KeyboardLayoutKind) -> [KeyboardOutput] { input.setLayout(kind) }
}
