import ChatLayout

/// The small always-visible caption for a reviewer: which strategy is in force,
/// the case three-case decided, and the slow-motion factor when time is not running at 1.
/// It sits on its own line under the navigation bar's title (`layout`), so it never covers the
/// title, the messages, the input bar or the keyboard, and it changes no geometry.
///
/// The case is the frame's (`SceneFrame.caseLabel`, as the trace and the debug overlay say it)
/// while the keyboard is up, the one a show would decide while it is down (`caseShown`); the strategy is its command-line spelling, the one `--strategy` and the script's `strategy`
/// take.
///
/// ```swift
/// ReviewCaption(strategy: .threeCase, caseLabel: "2", slowMotionFactor: 10).text  // "three-case · case 2 · ×10"
/// ReviewCaption(strategy: .wholeView, caseLabel: "whole-view", slowMotionFactor: 1).text  // "whole-view"
/// ReviewCaption(strategy: .inset, caseLabel: "inset", slowMotionFactor: 0.5).text  // "inset · ×0.5"
/// ReviewCaption.layout(titleHeight: 25, captionHeight: 13, barHeight: 44)
///     // (titleCentre: 15.5, captionCentre: 34.5): the pair is centred in the bar
/// ```
///
/// - Complexity: O(1) for every member.
public struct ReviewCaption: Hashable, Sendable {
    /// Between the caption's parts.
    public static let separator = " · "

    public var text: String

    public init(strategy: Strategy, caseLabel: String, slowMotionFactor: Double) {
        var parts = [strategy.rawValue]
        if strategy == .threeCase { parts.append("case \(caseLabel)") }
        if let factor = Self.factorText(slowMotionFactor) { parts.append(factor) }
        text = parts.joined(separator: Self.separator)
    }

    /// With the attachment panel up the caption says so ("three-case · case 3 · panel"): the
    /// case is then decided for a surface of the panel's height.
    public init(frame: SceneFrame, strategy: Strategy, slowMotionFactor: Double) {
        self.init(strategy: strategy, caseLabel: Self.caseShown(in: frame), slowMotionFactor: slowMotionFactor)
        if frame.surface == .panel { text += Self.separator + BottomSurface.panel.rawValue }
    }

    /// The case the caption names for `frame`: the frame's own while the keyboard is (partly)
    /// up. With it down no case is in force, and the layout's latest decision (case 1 before
    /// any show) would mislabel the conversation, so under three-case the caption names the case
    /// a show would decide now — seed 004's comparisons of the last message's bottom `c` with
    /// the frame's d1 and d2 — and the reviewer reads the case before tapping.
    ///
    /// Example (H 844, bar 52, K 291: d1 501, d2 762): keyboard down and c = 572 → "2".
    public static func caseShown(in frame: SceneFrame) -> String {
        guard frame.geometry.caseInForce != nil, frame.keyboardVisibleHeight == 0 else { return frame.caseLabel }
        let lines = frame.thresholds
        let next: ThreeCase
        if let c = frame.lastMessageBottom, c > lines.raisedBarTop {
            next = c <= lines.nearBarLine ? .someMessages : .manyMessages
        } else {
            next = .fewMessages
        }
        return String(next.rawValue)
    }

    /// "×10", "×0.5", "×0.33" (two decimals at most); nil at 1 (real time says nothing).
    static func factorText(_ factor: Double) -> String? {
        guard factor != 1, factor.isFinite else { return nil }
        let shown = (factor * 100).rounded() / 100
        if shown == shown.rounded(), abs(shown) < 1e9 { return "×\(Int(shown))" }
        return "×\(shown)"
    }

    /// Where the title's and the caption's lines go in a bar `barHeight` tall, given each
    /// line's measured height: one above the other, the pair centred vertically (clamped to
    /// the bar's top when they do not fit). The y of each line's centre.
    public static func layout(titleHeight: Double, captionHeight: Double, barHeight: Double)
        -> (titleCentre: Double, captionCentre: Double) {
        let top = max(0, (barHeight - titleHeight - captionHeight) / 2)
        return (top + titleHeight / 2, top + titleHeight + captionHeight / 2)
    }
}
