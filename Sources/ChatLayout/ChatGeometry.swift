/// Every position of the chat screen for one frame, as answered by `ChatLayoutState.geometry`.
///
/// Content-area coordinates, y down, logical pixels. "Shift" and "rise" are upward distances
/// (positive = moved up from rest). Edges that must touch are equal as `Double`s, already
/// snapped to the pixel grid, so widgets placed at these numbers meet with no gap.
///
/// Worked example — three-case, H = 800, nav bar 64, h = 50, case 3 with K = 291, fully shown:
/// ```
/// keyboardTop 509, barBottom 509, barTop 459, barOffset 291,
/// listShift 291, contentShift 291, listViewportTop −227, listViewportBottom 459, caseInForce .manyMessages
/// ```
///
/// - Complexity: a plain value; O(1) to copy.
public struct ChatGeometry: Sendable, Equatable {
    /// The keyboard's visible height this geometry was computed for (clamped into `0…H`).
    public var keyboardVisibleHeight: Double
    /// Top edge of the keyboard: `H − k`, snapped to the pixel grid.
    public var keyboardTop: Double
    /// Top edge of the input bar.
    public var barTop: Double
    /// Bottom edge of the input bar; equals `keyboardTop` for every strategy but `.naive`.
    public var barBottom: Double
    /// The bar's rise from rest: `H − barBottom`.
    public var barOffset: Double
    /// The input bar's current height (it grows with multi-line input), snapped.
    public var barHeight: Double
    /// How far the message list has moved up from rest (includes `contentShift`).
    public var listShift: Double
    /// How far list and bar have moved up together as one view (seed 004 case 3, seed 002).
    public var contentShift: Double
    /// The list's scroll offset (≥ 0 scrolls the content up).
    public var scrollOffset: Double
    /// Top of the list's viewport frame after its shift (may lie under the navigation bar).
    public var listViewportTop: Double
    /// Bottom of the list's viewport frame after its shift (never above `barTop`).
    public var listViewportBottom: Double
    /// Messages intersecting the part of the list that is not under the navigation bar or the keyboard.
    public var visibleMessages: Range<Int>
    /// Bottom of the last message on screen (`c`), or nil when there are no messages.
    public var lastMessageBottom: Double?
    /// Under `.threeCase`, the case in force; nil for the other strategies.
    public var caseInForce: ThreeCase?

    /// Screen y of the top of message `index` in this frame, given the screen's `topPadding`
    /// and metrics. Drawing code uses it for the messages in `visibleMessages`.
    public func messageTop(_ index: Int, in messages: MessageMetrics, topPadding: Double) -> Double {
        listViewportTop + topPadding + messages.offset(ofMessage: index) - scrollOffset
    }
}
