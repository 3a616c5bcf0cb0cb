/// Today's lift behaviours: `.always`, `.whenAtEnd` and `.persistent` raise the list
/// with a `KeyboardLinkedShift`, as three-case's case 3 does, so the list moves on the keyboard's
/// own curve in the same frame as the bar; `.never` is bar-only and needs nothing here.
///
/// How each relates to seed 004's three-case rule (case 1 bar only, case 2 just enough, case 3
/// everything by K):
/// - `.always` is case 3 whatever the conversation and the scroll position: what sat on the bar
///   stays on it. A short chat rises under the title, which cases 1–2 exist to avoid.
/// - `.whenAtEnd` is case 3 when the list is at its end at will-show, case 1 otherwise — with
///   `.inset`'s viewport, which ends at the bar: the reader's offset is kept, and scrolling to
///   the end with the keyboard up brings the last message above the bar.
/// - `.persistent` is case 3 on the first show; on hide the scroll offset absorbs the list's
///   shift (`absorbedLift`) so nothing on screen moves while the bar comes down, leaving blank
///   space below the last message. A later show lets the bar cover that blank first and raises
///   the list only by what remains, `max(0, K − absorbedLift)` — case 2's "just enough".
/// - `.never` is case 1 always (`.barOnly`).
///
/// Worked example — `.persistent`, H = 800, nav 64, h = 50, 20 messages of 60 (spacing 10) at
/// their end (offset 720), K = 291: show → listShift 291, offset 720 at k = 291; hide → at
/// k = 145.5 listShift 145 (the bar's snapped rise) and offset 720 + 146 = 866, at k = 0
/// listShift 0 and offset 1011: the last message's bottom stays at 451 throughout. Show
/// again → nothing moves (the bar covers the blank).
///
/// - Complexity: O(1) for every member.
extension ChatLayoutState {
    /// A shown keyboard changes height (or a show begins): the list re-follows from where it is
    /// to its end state for the new K.
    mutating func liftWillChangeFrame(fromHeight startHeight: Double, at time: Double) {
        let target: Double
        switch strategy {
        case .always:
            target = keyboardHeight
        case .whenAtEnd:
            target = lift.isLiftingWithKeyboard ? keyboardHeight : 0
        case .persistent:
            lift.fold(absorbed: layout(keyboardVisibleHeight: startHeight, at: time).absorbedLift)
            target = max(0, keyboardHeight - lift.absorbedLift)
        default:
            return
        }
        listShift.retarget(fromHeight: startHeight, toHeight: keyboardHeight, shift: target, at: time)
    }

    /// Will-hide for the lift strategies: the list comes down on the hide's curve; under
    /// `.persistent` the scroll offset takes over what it gives back.
    mutating func liftWillHide(fromHeight startHeight: Double, at time: Double) {
        if strategy == .persistent {
            lift.fold(absorbed: layout(keyboardVisibleHeight: startHeight, at: time).absorbedLift)
            lift.heldLift = layout(keyboardVisibleHeight: startHeight, at: time).listShift
        }
        listShift.retarget(fromHeight: startHeight, toHeight: 0, shift: 0, at: time)
    }

    /// A finger or wheel puts the list at `total` (what `scrollOffset` reports). Under
    /// `.persistent` the absorbed blank below the content shrinks to what still shows once the
    /// user scrolls back into the content; one cannot scroll further into the blank.
    mutating func userScroll(toTotal total: Double, in frame: Frame) {
        topReveal = frame.revealedTop(forTotal: total)
        let clamped = min(max(total, 0), frame.maxScrollOffset + frame.absorbedLift)
        let blankShown = max(0, clamped - frame.maxScrollOffset)
        var giveUp = frame.absorbedLift - blankShown
        let fromAbsorbed = min(lift.absorbedLift, giveUp)
        lift.absorbedLift -= fromAbsorbed
        giveUp -= fromAbsorbed
        lift.heldLift -= giveUp  // mid-hide only: `lift.heldLift − listShift ≥ giveUp` here.
        scroll.userScroll(to: clamped - blankShown, maxOffset: frame.maxScrollOffset)
    }
}
