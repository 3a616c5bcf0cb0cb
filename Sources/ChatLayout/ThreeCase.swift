/// The three situations of seed 004, decided once when the keyboard is about to show.
///
/// With content height `H`, bar height `h`, keyboard height `K` and `fitBlank` f = 15, the seed
/// names two lines (`Thresholds`): `d1 = H − h − K`, where the raised bar's top will be
/// (`raisedBarTop`), and `d2 = H − h − 2f`, 30 above the resting bar's top (`nearBarLine`).
/// For the bottom `c` of the last message (content coordinates, y down):
/// - no messages, or `c ≤ d1` → `.fewMessages`: only the bar rises; the list stays;
/// - `d1 < c ≤ d2` → `.someMessages`: the bar rises by K, the list by `difY = c − d1`;
/// - `c > d2` → `.manyMessages`: list and bar rise together by K (the navigation bar stays).
///
/// Worked example, H = 800, h = 50, K = 291 (d1 = 459, d2 = 720):
/// ```swift
/// ThreeCase.decide(lastMessageBottom: 459, contentHeight: 800, barHeight: 50, keyboardHeight: 291) // (.fewMessages, 0)
/// ThreeCase.decide(lastMessageBottom: 600, contentHeight: 800, barHeight: 50, keyboardHeight: 291) // (.someMessages, 141)
/// ThreeCase.decide(lastMessageBottom: 721, contentHeight: 800, barHeight: 50, keyboardHeight: 291) // (.manyMessages, 291)
/// ```
///
/// - Complexity: O(1).
public enum ThreeCase: Int, Sendable, Hashable, CaseIterable {
    /// Few messages: the keyboard would not cover any, so the list stays.
    case fewMessages = 1
    /// Some messages: the list rises just enough to keep the last one above the bar.
    case someMessages
    /// Many messages: the whole content rises with the keyboard.
    case manyMessages

    /// Seed 004's `fitBlank`: half the margin that separates case 2 from case 3.
    public static let fitBlank = 15.0
    /// The seed's 2·fitBlank = 30: how far above the resting bar's top the line between
    /// case 2 and case 3 lies. A motion profile may tune it.
    public static let defaultNearBarMargin = 2 * fitBlank

    /// The seed's decision, with exactly its comparisons (`<=` on d1 and on d2).
    ///
    /// - Parameters:
    ///   - c: the last message's bottom (`lastMessageBottom`), or nil when there are no messages.
    ///   - contentHeight: `H`, the content area's height.
    ///   - barHeight: `h`, the input bar's height.
    ///   - keyboardHeight: `K`, the keyboard's height once shown.
    ///   - nearBarMargin: how far above the resting bar's top the line between case 2 and
    ///     case 3 lies (the seed's 2·fitBlank = 30 unless a profile tunes it).
    /// - Returns: the case and the list's rise when the keyboard is fully shown
    ///   (0, `c − d1`, or `K`).
    public static func decide(
        lastMessageBottom c: Double?, contentHeight: Double, barHeight: Double, keyboardHeight: Double,
        nearBarMargin: Double = defaultNearBarMargin
    ) -> (threeCase: ThreeCase, listRise: Double) {
        let lines = Thresholds(contentHeight: contentHeight, barHeight: barHeight, keyboardHeight: keyboardHeight,
                               nearBarMargin: nearBarMargin)
        guard let c, c > lines.raisedBarTop else { return (.fewMessages, 0) }
        if c <= lines.nearBarLine { return (.someMessages, c - lines.raisedBarTop) }
        return (.manyMessages, keyboardHeight)
    }

    /// The seed's two lines, computed here once for the decision and for everything that shows
    /// them (the debug overlay, the trace's caption).
    ///
    /// Worked example, H = 800, h = 50, K = 291:
    /// ```swift
    /// let lines = ThreeCase.Thresholds(contentHeight: 800, barHeight: 50, keyboardHeight: 291)
    /// lines.raisedBarTop   // 459 (the seed's d1)
    /// lines.nearBarLine    // 720 (the seed's d2)
    /// ```
    ///
    /// - Complexity: O(1).
    public struct Thresholds: Sendable, Equatable {
        /// The seed's `d1 = H − h − K`: the raised bar's top. A last message ending at or above
        /// it stays uncovered, so the list need not move.
        public let raisedBarTop: Double
        /// The seed's `d2 = H − h − 2·fitBlank`: a last message ending below this line sits so
        /// close to the bar that the whole content rises with the keyboard.
        public let nearBarLine: Double

        /// - Parameters:
        ///   - contentHeight: `H`, the content area's height.
        ///   - barHeight: `h`, the input bar's height.
        ///   - keyboardHeight: `K`, the keyboard's height once shown.
        ///   - nearBarMargin: how far above the resting bar's top `nearBarLine` lies
        ///     (the seed's 2·fitBlank = 30 unless a profile tunes it).
        public init(contentHeight: Double, barHeight: Double, keyboardHeight: Double,
                    nearBarMargin: Double = ThreeCase.defaultNearBarMargin) {
            raisedBarTop = contentHeight - barHeight - keyboardHeight
            nearBarLine = contentHeight - barHeight - nearBarMargin
        }
    }
}
