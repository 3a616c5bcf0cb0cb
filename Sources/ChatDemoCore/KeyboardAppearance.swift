import Keyboard

/// Everything the keyboard renderer needs for one frame.
public struct KeyboardAppearance {
    public var layout: KeyboardLayout
    public var keys: [PlacedKey]
    public var orientation: Orientation
    /// The keyboard's top edge in stage coordinates (whole pixels).
    public var top: Double
    public var width: Double
    public var height: Double
    public var pressedKey: Int?
    public var isUppercase: Bool
    public var isCapsLocked: Bool
    public var candidates: [String]
    public var composition: String

    public init(layout: KeyboardLayout, keys: [PlacedKey], orientation: Orientation, top: Double, width: Double,
                height: Double, pressedKey: Int?, isUppercase: Bool, isCapsLocked: Bool, candidates: [String],
                composition: String) {
        self.layout = layout
        self.keys = keys
        self.orientation = orientation
        self.top = top
        self.width = width
        self.height = height
        self.pressedKey = pressedKey
        self.isUppercase = isUppercase
        self.isCapsLocked = isCapsLocked
        self.candidates = candidates
        self.composition = composition
    }
}
