/// Scrolling to the first message while the list is shifted up (a known bug of the
/// reference component): a list that rides the keyboard up by S has its viewport's top S under
/// the navigation bar, so at scroll offset 0 the first S points of content sit under the title
/// and no scroll could bring them out. A drag past the top therefore goes on into that band:
/// the offset in force becomes negative, down to −S, and the first message comes to rest at
/// the list's top edge below the title.
///
/// The revealed amount is capped by the shift of each frame, so as the keyboard hides and the
/// shift falls the offset rises with it: what the reader sees stays where it is, and once the
/// keyboard is down the offset is 0 again. A new show from rest starts with nothing revealed,
/// so each strategy rises as it always does.
///
/// Worked example — `.always`, H = 800, nav 64, padding 8, one message ending at c = 300, K =
/// 291: shown, the list rises by 291 and the message ends at 9 (under the title); a drag of
/// −2000 reveals 291 (offset −291), so the message's top is back at 72 and its bottom at 300.
///
/// - Complexity: O(1) for every member.
extension ChatLayoutState.Frame {
    /// The reveal a scroll to `total` (the offset in force plus the drag) asks for in this
    /// frame: the part of a negative total that the list's shift can show, 0 otherwise.
    func revealedTop(forTotal total: Double) -> Double {
        guard total < 0 else { return 0 }
        return min(-total, listShift)
    }
}
