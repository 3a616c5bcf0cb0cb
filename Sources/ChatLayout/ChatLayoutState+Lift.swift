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
    /// Will-show for the lift strategies (`startHeight`: the keyboard's visible height now).
    mutating func liftWillShow(fromHeight startHeight: Double, at time: Double) {
        if strategy == .whenAtEnd {
            isLiftingWithKeyboard = isScrolledToEnd(at: time)
        }
        liftWillChangeFrame(fromHeight: startHeight, at: time)
    }

    /// A shown keyboard changes height (or a show begins): the list re-follows from where it is
    /// to its end state for the new K.
    mutating func liftWillChangeFrame(fromHeight startHeight: Double, at time: Double) {
        let target: Double
        switch strategy {
        case .always:
            target = keyboardHeight
        case .whenAtEnd:
            target = isLiftingWithKeyboard ? keyboardHeight : 0
        case .persistent:
            foldHeldLift(keyboardHeight: startHeight, at: time)
            target = max(0, keyboardHeight - absorbedLift)
        default:
            return
        }
        listShift.retarget(fromHeight: startHeight, toHeight: keyboardHeight, shift: target, at: time)
    }

    /// Will-hide for the lift strategies: the list comes down on the hide's curve; under
    /// `.persistent` the scroll offset takes over what it gives back.
    mutating func liftWillHide(fromHeight startHeight: Double, at time: Double) {
        if strategy == .persistent {
            foldHeldLift(keyboardHeight: startHeight, at: time)
            heldLift = layout(keyboardVisibleHeight: startHeight, at: time).listShift
        }
        listShift.retarget(fromHeight: startHeight, toHeight: 0, shift: 0, at: time)
    }

    /// What `.persistent` adds to the scroll offset for a frame whose list shift is `list`:
    /// the blank absorbed so far plus, during a hide, the part of the held shift the list has
    /// already given back. 0 for every other strategy.
    func absorbedOffset(listShift list: Double) -> Double {
        guard strategy == .persistent, streamPin == nil else { return 0 }
        return absorbedLift + max(0, heldLift - list)
    }

    /// Ends a hide's hand-over at keyboard height `k`: whatever the offset has taken over so far
    /// becomes part of `absorbedLift`, so the offset on screen does not change.
    private mutating func foldHeldLift(keyboardHeight k: Double, at time: Double) {
        let absorbed = layout(keyboardVisibleHeight: k, at: time).absorbedLift
        heldLift = 0
        absorbedLift = absorbed
    }

    /// Whether the list is at its end (or heading there): the last message on the bar.
    func isScrolledToEnd(at time: Double) -> Bool {
        let deepest = translatedMaxOffset(at: time)
        return scroll.isPinned || scroll.restingOffset(maxOffset: deepest) >= deepest - ScrollPosition.bottomTolerance
    }

    /// A finger or wheel puts the list at `total` (what `scrollOffset` reports). Under
    /// `.persistent` the absorbed blank below the content shrinks to what still shows once the
    /// user scrolls back into the content; one cannot scroll further into the blank.
    mutating func userScroll(toTotal total: Double, in frame: Frame) {
        topReveal = revealedTop(forTotal: total, in: frame)
        let clamped = min(max(total, 0), frame.maxScrollOffset + frame.absorbedLift)
        let blankShown = max(0, clamped - frame.maxScrollOffset)
        var giveUp = frame.absorbedLift - blankShown
        let fromAbsorbed = min(absorbedLift, giveUp)
        absorbedLift -= fromAbsorbed
        giveUp -= fromAbsorbed
        heldLift -= giveUp  // mid-hide only: `heldLift − listShift ≥ giveUp` here.
        scroll.userScroll(to: clamped - blankShown, maxOffset: frame.maxScrollOffset)
    }
}
