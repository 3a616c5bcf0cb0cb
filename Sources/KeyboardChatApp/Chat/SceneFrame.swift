import ChatLayout

/// Every position of one frame, in stage coordinates (logical pixels):
/// what the tick callback applies and the draw handler paints.
struct SceneFrame {
    var geometry: ChatGeometry
    /// The keyboard's top edge: whole pixels, so the bar widget can sit on it.
    var keyboardTop: Int
    /// The keyboard frame's height (at least K, so it always reaches the bottom edge).
    var keyboardHeight: Double
    /// The input bar widget's top and bottom (bottom == keyboardTop except under naive).
    var barTop: Int
    var barBottom: Int
    /// Seed 004's thresholds for the K in force: d1 = H − h − K, d2 = H − h − 2f.
    var d1: Double
    var d2: Double
    /// "1", "2", "3" under three-case, the strategy's name otherwise (the trace's `case`).
    var caseLabel: String

    var keyboardVisibleHeight: Double { geometry.keyboardVisibleHeight }
    var listShift: Double { geometry.listShift }
    var contentShift: Double { geometry.contentShift }
    var visibleMessages: Range<Int> { geometry.visibleMessages }
    var lastMessageBottom: Double? { geometry.lastMessageBottom }
}
