/// A bar below the chat (a tab bar): `height` points at the bottom of the stage that
/// the chat does not use. At rest the input bar sits on it; the keyboard slides up from the
/// stage's bottom edge *over* it, and the input bar starts to rise only once the keyboard's top
/// has passed the tab bar's. So the chat sees a screen `height` shorter and a keyboard `height`
/// shorter: the content rises by K − offset, and seed 004's thresholds use the area above the
/// tab bar (d1 = H′ − h − K′ is where the raised bar's top will be, as before; d2 = H′ − h − 30
/// is 30 above the bar resting on the tab bar).
///
/// `ChatLayoutState` is given the chat's height and the keyboard heights as the chat sees them
/// (`chatHeight`, `chatKeyboardHeight`); everything it answers is in stage coordinates, since the
/// two share their top. The keyboard itself is drawn where it is, `stageHeight − k`.
///
/// Worked example — stage 800, a 50 tab bar, K = 291: the chat is 750 high and sees K′ = 241;
/// at rest the bar's bottom is 750; at k = 30 the keyboard's top is 770 and the bar has not
/// moved; at k = 291 the bar's bottom is 509, the same place as with no tab bar.
///
/// - Complexity: O(1) for every member.
public struct BottomOffset: Sendable, Equatable {
    /// The tab bar's height in points (0: no tab bar).
    public let height: Double

    public init(_ height: Double) {
        precondition(height.isFinite && height >= 0, "a bottom offset is a non-negative height")
        self.height = height
    }

    /// The tallest tab bar the demo accepts (`--bottom-offset`): the smallest stage (200 high)
    /// keeps the navigation bar (44), an empty input bar (about 65) and a row of list above it
    /// with room to spare for a taller theme's bar (iOS's tab bar is 49, 83 with the home
    /// indicator's inset).
    public static let maximumPoints = 80

    /// No bar below the chat.
    public static let none = BottomOffset(0)

    /// The height the chat has on a stage `stageHeight` high: what is above the tab bar.
    public func chatHeight(stageHeight: Double) -> Double { stageHeight - height }

    /// How much of the chat a keyboard `k` high covers: what rises above the tab bar.
    public func chatKeyboardHeight(_ k: Double) -> Double { max(0, k - height) }
}
