/// How much of a long draft the input field lays out: a window of characters
/// around the cursor, so that typing into a long draft stays cheap.
///
/// GtkTextView lays a paragraph out whole after every change, so a key tap
/// in a 50 000-character draft cost 50–167 ms (and a paste of 50 000 `x`
/// 13 s). A draft longer than `threshold` characters therefore shows only
/// the `span` characters around the cursor; the rest is hidden from layout
/// (an invisible text tag), never removed: the field still holds, and Send
/// still sends, every character.
///
///     DraftWindow(threshold: 10, span: 4).visibleRange(count: 20, cursor: 20)  // 16..<20
///     DraftWindow(threshold: 10, span: 4).visibleRange(count: 20, cursor: 9)   // 7..<11
///     DraftWindow(threshold: 10, span: 4).visibleRange(count: 10, cursor: 3)   // nil: shown whole
///     DraftWindow(threshold: 10, span: 4).visibleRange(count: 20, cursor: 8, keeping: 7..<11)  // 7..<11
///
/// A click inside the shown text keeps the window where it is (`keeping`),
/// so the text does not jump under the pointer; the window moves once the
/// cursor comes within `span / 4` of an edge that is not the draft's own.
///
/// - Complexity: O(1).
public struct DraftWindow: Equatable, Sendable {
    public let threshold: Int
    public let span: Int

    public init(threshold: Int, span: Int) {
        precondition(span > 0 && threshold >= span, "a draft window needs 0 < span ≤ threshold")
        self.threshold = threshold
        self.span = span
    }

    /// The field's: drafts up to 2 000 characters are laid out whole; a
    /// longer one shows 600 around the cursor (about 20 lines of the field,
    /// which shows 5 at a time; a few ms for Pango even with no spaces).
    public static let standard = DraftWindow(threshold: 2_000, span: 600)

    /// The character offsets laid out for a draft of `count` characters
    /// with the cursor at `cursor` (0…count), or nil when all of it is. The
    /// cursor sits in the middle of the window where it can, and the window
    /// is always `span` characters wide.
    public func visibleRange(count: Int, cursor: Int, keeping current: Range<Int>? = nil) -> Range<Int>? {
        guard count > threshold else { return nil }
        let cursor = min(max(cursor, 0), count)
        if let current, current.count == span, current.lowerBound >= 0, current.upperBound <= count {
            let margin = span / 4
            let clearOfLower = current.lowerBound == 0 || cursor >= current.lowerBound + margin
            let clearOfUpper = current.upperBound == count || cursor <= current.upperBound - margin
            if clearOfLower && clearOfUpper && current.contains(cursor) || cursor == count && current.upperBound == count {
                return current
            }
        }
        let lower = min(max(0, cursor - span / 2), count - span)
        return lower..<(lower + span)
    }
}
