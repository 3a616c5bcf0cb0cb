import ChatLayout

/// The small always-visible caption for a reviewer: which strategy is in force, the case
/// three-case names and what that case does, and the slow-motion factor when time is not
/// running at 1. It sits on its own line under the navigation bar's title (`layout`), so it
/// never covers the title, the messages, the input bar or the keyboard, and it changes no
/// geometry. Its tooltip (`tooltip`) spells out the strategy and the rule behind the cases.
///
/// The case is `CaseReading`'s, the same the debug overlay names: the case in effect while the
/// keyboard is up (the trace's `case`), "next show: case N" while it is down. The strategy is
/// its command-line spelling, the one `--strategy` and the script's `strategy` take.
///
/// ```swift
/// ReviewCaption(strategy: .threeCase, reading: CaseReading(threeCase: .someMessages, isInEffect: true),
///               slowMotionFactor: 10).text
///     // "three-case · ×10 · case 2: the list moves by the overlap"
/// ReviewCaption(strategy: .threeCase, reading: CaseReading(threeCase: .manyMessages, isInEffect: false),
///               slowMotionFactor: 1).text
///     // "three-case · next show: case 3, the list moves with the keyboard"
/// ReviewCaption(strategy: .wholeView, reading: nil, slowMotionFactor: 1).text  // "whole-view"
/// ReviewCaption(strategy: .inset, reading: nil, slowMotionFactor: 0.5).text  // "inset · ×0.5"
/// ReviewCaption(strategy: .threeCase, platform: "linux-phone", reading: CaseReading(threeCase: .manyMessages,
///               isInEffect: false), slowMotionFactor: 4).wordings.last
///     // "three-case · linux-phone · ×4": what stays when nothing longer fits
/// ReviewCaption.layout(titleHeight: 25, captionHeight: 13, barHeight: 44)
///     // (titleCentre: 15.5, captionCentre: 34.5): the pair is centred in the bar
/// ```
///
/// - Complexity: O(1) for every member.
public struct ReviewCaption: Hashable, Sendable {
    /// Between the caption's parts.
    public static let separator = " · "

    /// The whole caption.
    public var text: String { wordings[0] }

    /// The caption from its whole text to its shortest, each a whole phrase shorter than the
    /// one before, never a word cut: the case's words shortened ("list moves by overlap"),
    /// then left out (they are in the tooltip), then the case, then the panel. The strategy,
    /// the platform and the slow-motion factor stay in every wording: they say which motion,
    /// at which speed, a screenshot or a video shows. The painter draws the longest that fits
    /// (`fitted`).
    public let wordings: [String]

    /// The parts in order of importance, so a narrow window drops the case's words first:
    /// the strategy, the platform (nil for iOS's own motion in a single pane), the
    /// slow-motion factor, the panel when it is up, then the case.
    public init(strategy: Strategy, platform: String? = nil, reading: CaseReading?, slowMotionFactor: Double,
                panelIsUp: Bool = false) {
        var kept = [strategy.rawValue]
        if let platform { kept.append(platform) }
        if let factor = Self.factorText(slowMotionFactor) { kept.append(factor) }
        let withPanel = panelIsUp ? kept + [BottomSurface.panel.rawValue] : kept
        var wordings: [[String]] = []
        if strategy == .threeCase, let reading {
            let joiner = reading.isInEffect ? ": " : ", "
            wordings.append(withPanel + [reading.label + joiner + reading.meaning])
            wordings.append(withPanel + [reading.label + joiner + CaseReading.shortMeaning(of: reading.threeCase)])
            wordings.append(withPanel + [reading.label])
        }
        wordings.append(withPanel)
        wordings.append(kept)
        var distinct: [String] = []
        for wording in wordings.map({ $0.joined(separator: Self.separator) }) where distinct.last != wording {
            distinct.append(wording)
        }
        self.wordings = distinct
    }

    /// The longest wording whose width (`width`, in the caller's units) is at most
    /// `maximumWidth`; nil when not even the shortest fits, and the caller must cut it.
    public func fitted(maximumWidth: Double, width: (String) -> Double) -> String? {
        wordings.first { width($0) <= maximumWidth }
    }

    /// With the attachment panel up the caption says so ("three-case · panel · case 3: …"):
    /// the case is then decided for a surface of the panel's height.
    public init(frame: SceneFrame, strategy: Strategy, platform: String? = nil, slowMotionFactor: Double) {
        self.init(strategy: strategy, platform: platform, reading: CaseReading(frame: frame), slowMotionFactor: slowMotionFactor,
                  panelIsUp: frame.surface == .panel)
    }

    /// The caption's tooltip: the strategy's one-line summary and, under three-case, the rule
    /// that decides the cases, so a reviewer who hovers the caption learns what it names.
    public static func tooltip(strategy: Strategy) -> String {
        let summary = "\(strategy.rawValue): \(strategy.summary)."
        return strategy == .threeCase ? summary + "\n" + CaseReading.rule : summary
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
