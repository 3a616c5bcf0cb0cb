import ChatLayout

/// Compare mode's large label on each pane: what tells the panes apart. Always the pane's
/// strategy, and its platform too when the panes' platforms differ, so
/// `--compare three-case@ios,three-case@android,three-case@linux-phone` gives three different
/// labels and `--compare three-case,always,never` names the strategies alone.
///
/// ```swift
/// PaneLabel(strategy: .threeCase, platform: "android").text   // "three-case · android"
/// PaneLabel(strategy: .always, platform: nil).text            // "always"
/// ```
///
/// - Complexity: O(1).
public struct PaneLabel: Hashable, Sendable {
    public let text: String

    /// `platform` is nil when every pane plays the same platform's motion: it would tell no
    /// pane from another. "tuned" names values of no platform.
    public init(strategy: Strategy, platform: String?) {
        text = [strategy.rawValue, platform].compactMap { $0 }.joined(separator: ReviewCaption.separator)
    }
}
