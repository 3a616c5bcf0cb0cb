import Keyboard

/// Which way the stage reads: left to right, or right to left for Hebrew and Arabic
/// (`--direction ltr|rtl`, or GTK's default direction from the locale).
///
/// Right to left mirrors x only: sent bubbles sit on the left and received ones on the right,
/// the jump-to-latest button is bottom-left, the attachment panel's items run from the right.
/// Every y, every height and every position `ChatLayout` computes stay as they are, so the
/// keyboard's top, the bar and the zero gap are the same in both directions. The drawn
/// keyboards do not mirror (iOS keeps the English keyboard's order under right to left, and the
/// Hebrew and Arabic layout files are written in the order their keys are seen).
///
///     StageDirection.rtl.leftEdge(of: 36, at: 342, across: 390)   // 12
///     StageDirection.ltr.leftEdge(of: 36, at: 342, across: 390)   // 342
///
/// - Complexity: O(1) for every member.
public enum StageDirection: String, SpelledChoice {
    case ltr, rtl

    public static var commandLineHelp: String {
        "Stage direction: \(spelledOut) (default: GTK's, from the locale; rtl puts sent bubbles on the left)."
    }

    public var isRightToLeft: Bool { self == .rtl }

    /// Where something `width` wide whose left edge is at `x` when the stage reads left to right
    /// has its left edge in this direction, across a container `containerWidth` wide.
    public func leftEdge(of width: Double, at x: Double, across containerWidth: Double) -> Double {
        isRightToLeft ? containerWidth - x - width : x
    }

    /// `rect` (laid out left to right) as this direction places it across `containerWidth`.
    public func placed(_ rect: Rect, across containerWidth: Double) -> Rect {
        Rect(x: leftEdge(of: rect.width, at: rect.x, across: containerWidth), y: rect.y, width: rect.width, height: rect.height)
    }
}
