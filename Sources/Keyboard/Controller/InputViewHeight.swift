/// The height of an app's own input view — an attachment or sticker panel — that takes the
/// keyboard's place under the input bar (UIKit's `inputView`), per orientation as a keyboard
/// layout's is. While one is set the controller animates and reports its height instead of
/// the layout's (`KeyboardController.setInputView`), so the panel moves on the keyboard's own
/// curve and posts the same will/did events.
///
/// ```swift
/// let panel = InputViewHeight(portrait: 260, landscape: 190)
/// panel.height(for: .landscape)   // 190 (English keys: 209)
/// ```
///
/// - Complexity: O(1) for every member.
public struct InputViewHeight: Sendable, Hashable {
    public var portrait: Double
    public var landscape: Double

    public init(portrait: Double, landscape: Double) {
        precondition(portrait.isFinite && portrait >= 0 && landscape.isFinite && landscape >= 0,
                     "an input view's heights must be finite and non-negative")
        self.portrait = portrait
        self.landscape = landscape
    }

    public func height(for orientation: Orientation) -> Double {
        orientation == .portrait ? portrait : landscape
    }
}
