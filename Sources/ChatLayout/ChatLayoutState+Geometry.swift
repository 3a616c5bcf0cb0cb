extension ChatLayoutState {
    /// Every position for one frame. Pure: the same state, `k` and `time` give the same answer.
    ///
    /// Order of derivation (why there is never a gap): `keyboardTop = snap(H − k)`;
    /// `barBottom = keyboardTop` (`.naive`: its own animation); `barTop = barBottom − snap(h)`;
    /// shifts that equal the bar's rise *are* the bar's rise, so a list riding on the bar has
    /// `listViewportBottom == barTop` exactly. A shift never exceeds the bar's rise, so no
    /// background opens between list and bar either.
    ///
    /// Worked example — bar-only, H = 800, h = 50, k = 100.4:
    /// keyboardTop = snap(699.6) = 700 = barBottom, barTop = 650, barOffset = 100, listShift = 0.
    ///
    /// - Parameters:
    ///   - k: the keyboard's visible height this frame (0…K; clamped into 0…H).
    ///   - time: the frame clock's time, on the same clock as the events.
    /// - Complexity: O(log n) for n messages.
    public func geometry(keyboardVisibleHeight k: Double, at time: Double) -> ChatGeometry {
        let frame = layout(keyboardVisibleHeight: k, at: time)
        let visibleTop = max(navBarHeight, frame.listViewportTop)
        let visibleBottom = min(frame.listViewportBottom, frame.keyboardTop)
        // Convert the visible screen band into the metrics' coordinates (no padding, scrolled).
        let bandStart = visibleTop - frame.listViewportTop + frame.scrollOffset - topPadding
        let visible = messages.visibleRange(scrollOffset: bandStart, viewportHeight: visibleBottom - visibleTop)
        let lastBottom: Double? = messages.isEmpty
            ? nil
            : frame.listViewportTop + topPadding + messages.totalHeight - frame.scrollOffset
        return ChatGeometry(
            keyboardVisibleHeight: frame.k,
            keyboardTop: frame.keyboardTop,
            barTop: frame.barTop,
            barBottom: frame.barBottom,
            barOffset: contentHeight - frame.barBottom,
            barHeight: frame.barHeight,
            listShift: frame.listShift,
            contentShift: frame.contentShift,
            scrollOffset: frame.scrollOffset,
            listViewportTop: frame.listViewportTop,
            listViewportBottom: frame.listViewportBottom,
            visibleMessages: visible,
            lastMessageBottom: lastBottom,
            caseInForce: strategy == .threeCase ? threeCase.decidedCase : nil)
    }

    /// The positions without the visible-range search, shared with the mutating calls that
    /// need "what is on screen now" (scrolling, sends).
    struct Frame {
        var k: Double
        var keyboardTop: Double
        var barTop: Double
        var barBottom: Double
        var barHeight: Double
        var listShift: Double
        var contentShift: Double
        var listViewportTop: Double
        var listViewportBottom: Double
        /// Deepest offset of the content itself, without `absorbedLift`'s blank space.
        var maxScrollOffset: Double
        /// `.persistent`: blank space below the content that the offset includes (0 otherwise).
        var absorbedLift: Double
        var scrollOffset: Double
    }

    func layout(keyboardVisibleHeight rawK: Double, at time: Double) -> Frame {
        let k = rawK.isFinite ? min(max(rawK, 0), contentHeight) : 0
        let keyboardTop = screen.snap(contentHeight - k)
        let barBottom = strategy == .naive
            ? screen.snap(contentHeight - min(max(naiveBarRise.value(at: time), 0), contentHeight))
            : keyboardTop
        let barHeight = min(max(screen.snap(barHeightValue.value(at: time)), 0), barBottom)
        let barTop = barBottom - barHeight
        let barRise = contentHeight - barBottom

        var list = 0.0
        var content = 0.0
        switch strategy {
        case .wholeView:
            list = barRise
            content = barRise
        case .threeCase:
            content = screen.attached(contentShift.value(keyboardHeight: k, at: time), k: k, barRise: barRise)
            list = max(content, screen.attached(listShift.value(keyboardHeight: k, at: time), k: k, barRise: barRise))
        case .always, .whenAtEnd, .persistent:
            list = screen.attached(listShift.value(keyboardHeight: k, at: time), k: k, barRise: barRise)
        case .barOnly, .inset, .naive, .never:
            break
        }
        (list, content) = pinnedShifts(list: list, content: content, barRise: barRise, barHeight: barHeight, at: time)

        let viewportTop = navBarHeight - list
        let viewportBottom: Double
        // `.whenAtEnd` ends at the bar as `.inset` does, so a reader who scrolls to the end with
        // the keyboard up sees the last message above it. Not depending on whether it rises
        // keeps the viewport continuous when a will-show changes that mid-transition.
        if strategy == .inset || strategy == .whenAtEnd {
            viewportBottom = min(barTop, contentHeight - barHeight - list)
        } else if list == barRise {
            viewportBottom = barTop  // The list ends exactly where the bar begins.
        } else {
            viewportBottom = contentHeight - barHeight - list
        }
        let deepest = max(0, messagesExtent + streamBlankSpace(barHeight: barHeight) - (viewportBottom - viewportTop))
        let absorbed = lift.absorbedOffset(listShift: list, strategy: strategy, isPinned: streamPin != nil)
        return Frame(
            k: k, keyboardTop: keyboardTop, barTop: barTop, barBottom: barBottom, barHeight: barHeight,
            listShift: list, contentShift: content,
            listViewportTop: viewportTop, listViewportBottom: viewportBottom,
            maxScrollOffset: deepest, absorbedLift: absorbed,
            scrollOffset: scroll.offset(maxOffset: deepest, at: time) + absorbed - min(topReveal, list))
    }

}
