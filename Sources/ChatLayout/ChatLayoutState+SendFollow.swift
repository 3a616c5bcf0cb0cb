import Curves

extension ChatLayoutState {
    // MARK: Messages

    /// The user sent a message of height `messageHeight`: append it, then follow it.
    ///
    /// Three-case with the keyboard up runs seed 004's `reloadTableView` (see
    /// `followLastMessage`); every other situation scrolls to the bottom with the keyboard
    /// spring, since the sender wants to see what they sent.
    ///
    /// - Parameters:
    ///   - messageHeight: the sent message's height.
    ///   - keyboardVisibleHeight: the keyboard's visible height now (matters only under
    ///     `.inset` mid-transition); nil means where it rests.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    /// - Complexity: O(log n).
    public mutating func didSend(messageHeight: Double, keyboardVisibleHeight: Double? = nil, at time: Double) {
        changeMessages(scrollsToBottom: true, keyboardVisibleHeight: keyboardVisibleHeight, at: time) {
            $0.append(height: messageHeight)
        }
    }

    /// A message of height `messageHeight` arrived: append it. A list at its bottom follows it
    /// (animated); a list the user scrolled up stays put. Three-case with the keyboard up runs
    /// the seed's rule, as the seed reloads the table for every change.
    ///
    /// - Parameters:
    ///   - messageHeight: the received message's height.
    ///   - keyboardVisibleHeight: as for `didSend`.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    /// - Complexity: O(log n).
    public mutating func didReceive(messageHeight: Double, keyboardVisibleHeight: Double? = nil, at time: Double) {
        changeMessages(scrollsToBottom: false, keyboardVisibleHeight: keyboardVisibleHeight, at: time) {
            $0.append(height: messageHeight)
        }
    }

    /// Applies `change` to `messages` in place — never to a copy while `self` still holds the
    /// original, which would make the storage copy itself — then scrolls or follows as the
    /// situation asks.
    private mutating func changeMessages(
        scrollsToBottom: Bool, keyboardVisibleHeight: Double?, at time: Double,
        _ change: (inout MessageMetrics) -> Void
    ) {
        let seedRuleApplies = strategy == .threeCase && isKeyboardShown
        let k = keyboardVisibleHeight ?? restingKeyboardHeight
        if seedRuleApplies {
            // `reloadData` keeps the content offset: freeze it before the content changes.
            scroll.freeze(maxOffset: translatedMaxOffset(at: time), at: time)
        } else {
            scroll.pinIfAtBottom(maxOffset: layout(keyboardVisibleHeight: k, at: time).maxScrollOffset, at: time)
        }
        let heightBefore = listContentHeight
        change(&messages)
        let growth = listContentHeight - heightBefore
        if seedRuleApplies {
            followLastMessage(at: time)
        } else if scroll.isPinned {
            scroll.contentGrew(by: growth, at: time)
        } else if scrollsToBottom {
            scroll.scrollToBottom(maxOffset: layout(keyboardVisibleHeight: k, at: time).maxScrollOffset, at: time)
        }
    }

    /// Seed 004 `reloadTableView`, for three-case while the keyboard is up.
    ///
    /// `difY = c − d1` with `c` the last message's bottom on screen once the list has risen by
    /// `settledListRise`. Case 3: scroll to the bottom. Cases 1–2 with `difY > 0`: if
    /// `settledListRise + difY < K` the list rises by `difY` more; otherwise (`≥ K`; the seed skips `== K`,
    /// we treat it as capped) the list's rise becomes `K` and the list scrolls to the bottom.
    /// Rises animate with the keyboard spring from the current value and velocity.
    ///
    /// Worked example (d1 = 459, K = 291): settledListRise 141, a 100-high send → c = 700, difY 100,
    /// 241 < 291 → settledListRise 241; another 100 → difY 100, 341 ≥ 291 → settledListRise 291, capped, scroll.
    mutating func followLastMessage(at time: Double) {
        if threeCase.decidedCase == .manyMessages || threeCase.isListRiseCapped {
            // Seed: once the rise equals K, `settledListRise + difY > K` holds for any hidden message;
            // a message still in view (difY ≤ 0) is left alone, as in the seed.
            if threeCase.decidedCase == .manyMessages || onScreenOverlap > 0 {
                scroll.scrollToBottom(maxOffset: translatedMaxOffset(at: time), at: time)
            }
            return
        }
        let difY = onScreenOverlap
        guard difY > 0 else { return }
        if threeCase.settledListRise + difY < keyboardHeight {
            threeCase.settledListRise += difY
            listShift.raise(by: difY, at: time)
        } else {
            if threeCase.settledListRise != keyboardHeight {
                listShift.raise(by: keyboardHeight - threeCase.settledListRise, at: time)
                threeCase.settledListRise = keyboardHeight
            }
            threeCase.isListRiseCapped = true
            scroll.scrollToBottom(maxOffset: translatedMaxOffset(at: time), at: time)
        }
    }

    /// Seed's `difY`: how far the last message's bottom (after the list's rise) is below d1.
    private var onScreenOverlap: Double {
        guard let c = restingLastMessageBottom else { return 0 }
        return c - threeCase.settledListRise - firstDistance
    }

    // MARK: Input bar

    /// The input bar's height changes (multi-line input grows up to 5 lines). The bar grows
    /// upward from the keyboard's top with the keyboard spring; a list at its bottom scrolls
    /// with it, and three-case cases 1–2 raise the list as a send would (same cap).
    ///
    /// - Complexity: O(1).
    public mutating func setBarHeight(_ height: Double, animated: Bool = true, at time: Double) {
        precondition(height.isFinite && height >= 0 && navBarHeight + height <= contentHeight,
                     "the input bar must fit in the content area")
        let seedRuleApplies = strategy == .threeCase && isKeyboardShown && threeCase.decidedCase != .manyMessages
        if seedRuleApplies && !threeCase.isListRiseCapped {
            scroll.freeze(maxOffset: translatedMaxOffset(at: time), at: time)
        }
        if animated {
            barHeightValue.animate(to: height, curve: .keyboard, duration: 0, at: time)
        } else {
            barHeightValue.jump(to: height)
        }
        if seedRuleApplies && !threeCase.isListRiseCapped {
            followLastMessage(at: time)
        }
    }

    // MARK: Scrolling

    /// The user scrolled the list to `offset` (finger, wheel). Reaching the bottom pins it there.
    ///
    /// - Parameters:
    ///   - offset: the list's new scroll offset.
    ///   - keyboardVisibleHeight: the keyboard's visible height now; nil means at rest.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    /// - Complexity: O(1).
    public mutating func userScroll(to offset: Double, keyboardVisibleHeight: Double? = nil, at time: Double) {
        let frame = layout(keyboardVisibleHeight: keyboardVisibleHeight ?? restingKeyboardHeight, at: time)
        userScroll(toTotal: offset, in: frame)
    }

    /// The user scrolled by `delta` (positive moves the content up).
    ///
    /// - Complexity: O(1).
    public mutating func userScroll(by delta: Double, keyboardVisibleHeight: Double? = nil, at time: Double) {
        let frame = layout(keyboardVisibleHeight: keyboardVisibleHeight ?? restingKeyboardHeight, at: time)
        userScroll(toTotal: frame.scrollOffset + delta, in: frame)
    }

    /// Scrolls to the last message with the keyboard spring.
    ///
    /// - Complexity: O(1).
    /// Whether the list follows its end on its own: pinned to its bottom, so a send, a growing
    /// reply or the keyboard carries the end along. False once the reader scrolled away, or a
    /// streaming reply outgrew its blank and the list stopped following it.
    public var isFollowingEnd: Bool { scroll.isPinned }

    public mutating func scrollToBottom(keyboardVisibleHeight: Double? = nil, at time: Double) {
        let frame = layout(keyboardVisibleHeight: keyboardVisibleHeight ?? restingKeyboardHeight, at: time)
        scroll.scrollToBottom(maxOffset: frame.maxScrollOffset, at: time)
    }
}
