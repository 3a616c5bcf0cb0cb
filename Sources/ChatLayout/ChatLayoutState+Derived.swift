/// The quantities every strategy derives from the stored state rather than storing: the
/// seed's first distance, the list's scrollable extent and deepest offsets, the last message's
/// resting bottom, and the pixel snap they are all rounded with.
extension ChatLayoutState {
    /// Seed 004's `distance1` for the current K and the bar's resting height.
    var firstDistance: Double { contentHeight - barHeight - keyboardHeight }

    /// Height of everything the list scrolls: paddings, messages and a pin's blank space.
    var listContentHeight: Double { messagesExtent + streamBlankSpace(barHeight: barHeight) }

    /// Deepest offset of the unshifted viewport (`navBarHeight…H − h`) at the bar's resting height.
    var restingMaxOffset: Double {
        max(0, listContentHeight - (contentHeight - barHeight - navBarHeight))
    }

    /// Deepest offset now for the strategies that translate the list (viewport height depends
    /// only on the bar's current height, not on the keyboard).
    func translatedMaxOffset(at time: Double) -> Double {
        let bar = screen.snap(barHeightValue.value(at: time))  // The blank follows the bar's height too.
        return max(0, messagesExtent + streamBlankSpace(barHeight: bar) - (contentHeight - bar - navBarHeight))
    }

    /// `c` at rest: the last message's bottom with no shift and the scroll where it is heading.
    var restingLastMessageBottom: Double? {
        guard !messages.isEmpty else { return nil }
        return navBarHeight + topPadding + messages.totalHeight - scroll.restingOffset(maxOffset: restingMaxOffset)
    }

    /// The keyboard height in force when the app does not say: the latest target.
    var restingKeyboardHeight: Double { isKeyboardShown ? keyboardHeight : 0 }
}
