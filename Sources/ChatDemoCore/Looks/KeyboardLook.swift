import Keyboard

/// Everything that decides the drawn keyboard's pixels, and nothing that
/// only decides where they go (that is `KeyboardAppearance.top`).
///
/// While the keyboard slides, its top changes every frame but its look
/// does not, so a renderer can draw the keyboard once into a layer and only
/// move that layer (the way Core Animation moves a layer's backing store).
/// A key press, Shift, a new candidate, a layout switch or a light/dark
/// switch changes the look, and the layer is drawn again.
///
/// ```swift
/// let showing = scene.keyboardAppearance(for: scene.frame(at: 0.10))
/// let later = scene.keyboardAppearance(for: scene.frame(at: 0.20))
/// showing.top == later.top    // false: the keyboard moved
/// showing.look == later.look  // true: same pixels, moved
/// ```
///
/// - Complexity: comparing is O(keys + candidates).
public struct KeyboardLook: Hashable, Sendable {
    /// The kind stands for the whole layout (its candidate bar and metrics):
    /// layouts are bundled and decoded once per kind.
    public var layout: KeyboardLayoutKind
    public var keys: [PlacedKey]
    public var orientation: Orientation
    public var width: Double
    public var height: Double
    public var pressedKey: Int?
    public var isUppercase: Bool
    public var isCapsLocked: Bool
    public var candidates: [String]
    public var composition: String
    /// Light or dark keys (iOS's `UIKeyboardAppearance`).
    public var colourScheme: ColourScheme
    /// The emoji grid's sideways scroll (0 on other layouts): a scrolled grid is a new look, drawn again.
    public var emojiOffset: Double = 0
    /// The emoji category whose icon is lit (nil on other layouts).
    public var selectedEmojiCategory: Int? = nil
}
