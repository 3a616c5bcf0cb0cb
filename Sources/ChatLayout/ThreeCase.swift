/// The three situations of seed 004, decided once when the keyboard is about to show.
///
/// With content height `H`, bar height `h`, keyboard height `K` and `fitBlank` f = 15:
/// `d1 = H − h − K` is where the raised bar's top will be and `d2 = H − h − 2f` is 30 above the
/// resting bar's top. For the bottom `c` of the last message (content coordinates, y down):
/// - no messages, or `c ≤ d1` → `.one`: only the bar rises; the list stays;
/// - `d1 < c ≤ d2` → `.two`: the bar rises by K, the list by `difY = c − d1`;
/// - `c > d2` → `.three`: list and bar rise together by K (the navigation bar stays).
///
/// Worked example, H = 800, h = 50, K = 291 (d1 = 459, d2 = 720):
/// ```swift
/// ThreeCase.decide(lastMessageBottom: 459, contentHeight: 800, barHeight: 50, keyboardHeight: 291) // (.one, 0)
/// ThreeCase.decide(lastMessageBottom: 600, contentHeight: 800, barHeight: 50, keyboardHeight: 291) // (.two, 141)
/// ThreeCase.decide(lastMessageBottom: 721, contentHeight: 800, barHeight: 50, keyboardHeight: 291) // (.three, 291)
/// ```
///
/// - Complexity: O(1).
public enum ThreeCase: Int, Sendable, Hashable, CaseIterable {
    /// Few messages: the keyboard would not cover any, so the list stays.
    case one = 1
    /// Some messages: the list rises just enough to keep the last one above the bar.
    case two
    /// Many messages: the whole content rises with the keyboard.
    case three

    /// Seed 004's `fitBlank`: half the margin that separates case 2 from case 3.
    public static let fitBlank = 15.0

    /// The seed's decision, with exactly its comparisons (`<=` on d1 and on d2).
    ///
    /// - Parameters:
    ///   - lastMessageBottom: `c`, or nil when there are no messages.
    /// - Returns: the case and the list's rise when the keyboard is fully shown
    ///   (0, `c − d1`, or `K`).
    public static func decide(
        lastMessageBottom c: Double?, contentHeight: Double, barHeight: Double, keyboardHeight: Double
    ) -> (threeCase: ThreeCase, listRise: Double) {
        let d1 = contentHeight - barHeight - keyboardHeight
        let d2 = contentHeight - barHeight - 2 * fitBlank
        guard let c, c > d1 else { return (.one, 0) }
        if c <= d2 { return (.two, c - d1) }
        return (.three, keyboardHeight)
    }
}
