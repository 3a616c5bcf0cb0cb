import Curves

/// A streaming reply's pin: the "blank space" technique of today's AI chat apps.
///
/// The message a reply answers (usually the one just sent) is brought to the top of the list,
/// `margin` below the navigation bar, by adding blank space below the last message: just enough
/// that the list's deepest scroll offset puts the pinned message there. The reply then grows
/// into that blank, which shrinks by as much, so nothing on screen moves while it grows.
public struct StreamPin: Sendable, Equatable {
    /// The message held near the top.
    public let messageIndex: Int
    /// Its distance below the navigation bar at rest.
    public let margin: Double
    /// The list's shift handed over from the strategy's at the pin (0 once settled): the list
    /// glides from where it was to the pin's rule on the keyboard spring instead of jumping.
    var handover = AnimatedValue(0)

    /// Distance between the navigation bar and the pinned message at rest.
    public static let defaultMargin = 8.0
}

/// The blank space and what the keyboard does to a pinned list.
///
/// ## The rule
/// With `V = H − h − nav` the list's viewport at rest and `L` the content from the pinned
/// message's top to the end of the list (its bottom padding included), the blank is
/// `B = max(0, V − margin − L)`. It is part of the list's content, so the list's deepest offset
/// at rest is exactly the pinned message's offset minus the margin, and the scroll offset sits
/// there. The keyboard at visible height `k` would cover the last `k` of the viewport: the blank
/// absorbs it, and the list rises only by the excess, `max(0, k − B)` (the bar's snapped rise
/// stands for `k`, so list and bar share one rounded edge). The reply's end is therefore never
/// under the bar, and the pinned message leaves its place only when the keyboard needs more
/// room than the blank has.
///
/// ## When the reply outgrows the blank
/// The list stops following (as ChatGPT and Claude do since 2025): the offset stays where the
/// pin put it, the sent message stays at the top and the reply flows on below the bar, where
/// the jump-to-latest button appears. The reader is reading the reply from its top; text that
/// scrolls under the eyes as it arrives cannot be read. A tap on the button (or a scroll to the
/// end) follows the end from then on, because a list pinned to its bottom follows its content.
///
/// Applies to every strategy that moves the list with the keyboard; `.barOnly`, `.never` and
/// `.naive` move only the bar by definition and keep doing so (the keyboard covers the blank).
///
/// Worked example (H = 800, nav 64, h = 50, so V = 686; margin 8; list paddings 8): five
/// messages of 100 (spacing 10) and a 40-high reply pinned on message 4 (offset 440 in the
/// list, so at 448 with the top padding): L = 100 + 10 + 40 + 8 = 158, B = 686 − 8 − 158 = 520,
/// the offset is 440, message 4's top is at 64 + 8 = 72. Keyboard K = 291 ≤ 520: nothing moves;
/// the reply grows to 340 → B = 220, and at k = 291 the list rises by 291 − 220 = 71.
///
/// - Complexity: O(log n) for every member (one offset look-up).
extension ChatLayoutState {
    /// Paddings and messages: the list's content without a pin's blank space.
    var messagesExtent: Double { topPadding + messages.totalHeight + bottomPadding }

    /// The pinned list's blank space at rest for a bar `barHeight` high; 0 without a pin.
    func streamBlankSpace(barHeight: Double) -> Double {
        guard let pin = streamPin, pin.messageIndex < messages.count else { return 0 }
        let viewport = contentHeight - barHeight - navBarHeight
        let below = messagesExtent - topPadding - messages.offset(ofMessage: pin.messageIndex)
        return max(0, screen.snap(viewport - pin.margin - below))
    }

    /// The blank space now (keyboard hidden or not: it is measured against the resting viewport).
    public func streamBlankSpace(at time: Double) -> Double {
        streamBlankSpace(barHeight: screen.snap(barHeightValue.value(at: time)))
    }

    /// Whether the pin's rule replaces the strategy's list shift.
    private var pinMovesList: Bool {
        streamPin != nil && strategy != .barOnly && strategy != .never && strategy != .naive
    }

    /// The frame's list and content shifts under a pin (unchanged without one): the excess of
    /// the bar's rise over the blank, plus what is left of the handover, within `0…barRise`.
    func pinnedShifts(list: Double, content: Double, barRise: Double, barHeight: Double,
                      at time: Double) -> (list: Double, content: Double) {
        guard pinMovesList, let pin = streamPin else { return (list, content) }
        let excess = max(0, barRise - streamBlankSpace(barHeight: barHeight))
        return (min(max(excess + screen.snap(pin.handover.value(at: time)), 0), barRise), 0)
    }

    /// A streaming reply begins: appends it (`replyHeight`, its first characters' height) and,
    /// unless a pin holds already, pins the message before it — the one it answers — gliding the
    /// list there with the keyboard spring from what is on screen. The first reply of an empty
    /// conversation pins itself.
    ///
    /// - Parameters:
    ///   - replyHeight: the reply's height with its first characters.
    ///   - k: the keyboard's visible height now; nil means where it rests.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    public mutating func beginStreamingReply(replyHeight: Double, keyboardVisibleHeight k: Double? = nil, at time: Double) {
        let height = k ?? restingKeyboardHeight
        let before = layout(keyboardVisibleHeight: height, at: time)
        messages.append(height: replyHeight)
        let anchor = streamPin?.messageIndex ?? max(0, messages.count - 2)
        pin(messageIndex: anchor, from: before, keyboardVisibleHeight: height, animated: true, at: time)
    }

    /// The streaming reply (message `index`) is now `height` high. It grows into the blank,
    /// which shrinks by as much: nothing on screen moves, unless the list is pinned to its end
    /// (the reader asked for the end), which then follows it.
    public mutating func setStreamingReplyHeight(_ height: Double, at index: Int) {
        guard index < messages.count else { return }
        messages.update(height: height, at: index)
    }

    /// A send while a pin holds (an AI chat's next turn): the new message is appended and
    /// pinned in turn, the list gliding up to it with the keyboard spring.
    public mutating func didSendWhilePinned(messageHeight: Double, keyboardVisibleHeight k: Double? = nil, at time: Double) {
        let height = k ?? restingKeyboardHeight
        let before = layout(keyboardVisibleHeight: height, at: time)
        messages.append(height: messageHeight)
        pin(messageIndex: messages.count - 1, from: before, keyboardVisibleHeight: height, animated: true, at: time)
    }

    /// Puts a pin in place at once (a fresh layout state for a new strategy keeps the pin).
    public mutating func restoreStreamPin(messageIndex: Int, keyboardVisibleHeight k: Double? = nil, at time: Double) {
        guard messageIndex < messages.count else { return }
        let height = k ?? restingKeyboardHeight
        pin(messageIndex: messageIndex, from: layout(keyboardVisibleHeight: height, at: time),
            keyboardVisibleHeight: height, animated: false, at: time)
    }

    /// Pins `index`; `before` is what was on screen, from which the list glides when animated.
    private mutating func pin(messageIndex index: Int, from before: Frame, keyboardVisibleHeight k: Double,
                              animated: Bool, at time: Double) {
        // `.persistent`'s own blank gives way to the pin's (see `LiftMemory.absorbedOffset`).
        lift.absorbedLift = 0
        lift.heldLift = 0
        streamPin = StreamPin(messageIndex: index, margin: StreamPin.defaultMargin)
        let target = topPadding + messages.offset(ofMessage: index) - StreamPin.defaultMargin
        guard animated else {
            scroll.glide(from: target, to: target, at: time)
            return
        }
        let after = layout(keyboardVisibleHeight: k, at: time)
        streamPin?.handover.jump(to: before.listShift - after.listShift)
        streamPin?.handover.animate(to: 0, curve: .keyboard, duration: 0, at: time)
        scroll.glide(from: before.scrollOffset, to: target, at: time)
    }
}
