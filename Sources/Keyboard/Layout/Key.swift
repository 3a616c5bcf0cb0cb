/// One key as a layout describes it, independent of size.
///
/// ```swift
/// let q = Key(label: "q", action: .character("q"))
/// q.isSpecial   // false: drawn like a letter key (white), not grey
/// ```
public struct Key: Hashable, Sendable {
    /// What is drawn on the key (lowercase for letters; the app uppercases when shifted).
    public var label: String
    public var action: KeyAction
    /// Function keys (shift, backspace, 123, globe, return…) are drawn grey.
    public var isSpecial: Bool
    /// Width relative to a standard letter key (1).
    public var relativeWidth: Double

    public init(label: String, action: KeyAction, isSpecial: Bool = false, relativeWidth: Double = 1) {
        self.label = label
        self.action = action
        self.isSpecial = isSpecial
        self.relativeWidth = relativeWidth
    }
}
