import Keyboard

/// Everything the keyboard renderer needs for one frame: where the
/// keyboard is (`top`) and what it looks like (`look`), apart so that a
/// renderer can tell a move from a change.
public struct KeyboardAppearance {
    public var layout: KeyboardLayout
    /// The keyboard's top edge in stage coordinates (whole pixels).
    public var top: Double
    public var look: KeyboardLook

    public init(layout: KeyboardLayout, keys: [PlacedKey], orientation: Orientation, top: Double, width: Double,
                height: Double, pressedKey: Int?, isUppercase: Bool, isCapsLocked: Bool, candidates: [String],
                composition: String, colourScheme: ColourScheme = .light,
                emojiOffset: Double = 0, selectedEmojiCategory: Int? = nil) {
        self.layout = layout
        self.top = top
        look = KeyboardLook(layout: layout.kind, keys: keys, orientation: orientation, width: width, height: height,
                            pressedKey: pressedKey, isUppercase: isUppercase, isCapsLocked: isCapsLocked,
                            candidates: candidates, composition: composition, colourScheme: colourScheme,
                            emojiOffset: emojiOffset, selectedEmojiCategory: selectedEmojiCategory)
    }
}
