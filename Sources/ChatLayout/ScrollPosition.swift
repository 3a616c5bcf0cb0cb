import Curves

/// The list's scroll offset, either free (where the user left it) or pinned to the bottom.
///
/// Content that fits in the viewport is at its bottom, hence pinned: it starts to scroll the
/// moment it would overflow, which keeps the last message in view.
///
/// The deepest scroll offset depends on the viewport's height, which changes every frame under
/// `inset` (the viewport ends at the rising bar) and while the bar grows. A pinned position is
/// therefore stored as a distance *above* the bottom — `gap`, 0 once settled — and the offset
/// is `maxOffset − gap`, recomputed per frame: the last message rides the viewport's bottom
/// edge continuously. A free offset is clamped into `0…maxOffset`, so a growing viewport pulls
/// the content down smoothly instead of leaving blank space.
///
/// Worked example — 1000 of content in a 700 viewport, pinned, the viewport shrinks to 409:
/// ```swift
/// var p = ScrollPosition(offset: 300, maxOffset: 300)    // pinned: 300 is the bottom
/// p.offset(maxOffset: 300, at: 0)                        // 300
/// p.offset(maxOffset: 591, at: 0)                        // 591: still showing the last message
/// p.userScroll(to: 100, maxOffset: 591)                  // free at 100
/// p.offset(maxOffset: 50, at: 1)                         // 50: clamped, never past the bottom
/// ```
///
/// - Complexity: O(1) for every member.
struct ScrollPosition: Sendable, Equatable {
    /// A free offset within this distance of the bottom counts as "at the bottom".
    static let bottomTolerance = 0.5

    /// Whether the position follows the bottom of the content.
    private(set) var isPinned: Bool
    /// Free offset (animated when scrolled programmatically).
    private var free: AnimatedValue
    /// Distance above the bottom while pinned; animates to 0 after `scrollToBottom`.
    private var gap = AnimatedValue(0)

    /// A position at `offset`; pinned when that is the bottom (content that fits is at its bottom).
    init(offset: Double, maxOffset: Double) {
        free = AnimatedValue(max(0, offset))
        isPinned = offset >= max(0, maxOffset) - Self.bottomTolerance
    }

    /// The scroll offset for a viewport whose deepest offset is `maxOffset`.
    func offset(maxOffset: Double, at time: Double) -> Double {
        let deepest = max(0, maxOffset)
        if isPinned { return min(deepest, max(0, deepest - gap.value(at: time))) }
        return min(deepest, max(0, free.value(at: time)))
    }

    /// Whether a programmatic scroll (the free offset or the pinned gap) is still moving at
    /// `time`; a finger's or wheel's scroll jumps and never animates.
    func isAnimating(at time: Double) -> Bool {
        free.isAnimating(at: time) || gap.isAnimating(at: time)
    }

    /// The offset this position is heading for (what a layout decision should assume).
    func restingOffset(maxOffset: Double) -> Double {
        let deepest = max(0, maxOffset)
        return isPinned ? max(0, deepest - gap.target) : min(deepest, max(0, free.target))
    }

    /// A finger (or wheel) puts the list at `offset`. Reaching the bottom pins it.
    mutating func userScroll(to offset: Double, maxOffset: Double) {
        let deepest = max(0, maxOffset)
        let clamped = min(deepest, max(0, offset))
        isPinned = clamped >= deepest - Self.bottomTolerance
        free.jump(to: clamped)
        gap.jump(to: 0)
    }

    /// Scrolls to the bottom with the keyboard spring, starting from what is on screen.
    mutating func scrollToBottom(maxOffset: Double, at time: Double) {
        let deepest = max(0, maxOffset)
        let current = offset(maxOffset: maxOffset, at: time)
        isPinned = true
        gap.jump(to: deepest - current)
        gap.animate(to: 0, curve: .keyboard, duration: 0, at: time)
    }

    /// Stops following the bottom and holds the current on-screen offset (a content change
    /// that must not scroll the list, as the seed's `reloadData` does not). A free offset that
    /// was clamped is replaced by the clamped value, so growing content cannot reveal it.
    mutating func freeze(maxOffset: Double, at time: Double) {
        let current = offset(maxOffset: maxOffset, at: time)
        isPinned = false
        free.jump(to: current)
        gap.jump(to: 0)
    }

    /// The content grew by `growth` while pinned: keep today's offset (the bottom moved down by
    /// `growth`, so the distance above it grew by the same) and glide to the new bottom with the
    /// keyboard spring. Shrinking content simply clamps. No effect when free.
    mutating func contentGrew(by growth: Double, at time: Double) {
        guard isPinned, growth > 0 else { return }
        gap.jump(to: gap.value(at: time) + growth)
        gap.animate(to: 0, curve: .keyboard, duration: 0, at: time)
    }

    /// Content above the screen changed height by `delta` (an estimated height replaced by a
    /// measured one): a free offset moves by the same, so nothing on screen moves. A pinned
    /// position follows the bottom already and is left alone.
    mutating func contentAboveChanged(by delta: Double) {
        guard !isPinned, delta != 0 else { return }
        free.jump(to: max(0, free.target + delta))
    }

    /// Content below the screen changed height by `delta` while the position glides to the
    /// bottom (`scrollToBottom`): the distance still to go changes by the same, so what is on
    /// screen stays put this frame and the glide goes on from there with the keyboard spring.
    /// No effect when free (content below the screen does not move a free offset).
    mutating func contentBelowChanged(by delta: Double, at time: Double) {
        guard isPinned, delta != 0 else { return }
        gap.jump(to: max(0, gap.value(at: time) + delta))
        gap.animate(to: 0, curve: .keyboard, duration: 0, at: time)
    }

    /// Glides a free offset from `current` (what is on screen) to `target` with the keyboard
    /// spring: a stream pin bringing the sent message to the top (`ChatLayoutState+Stream`).
    mutating func glide(from current: Double, to target: Double, at time: Double) {
        isPinned = false
        gap.jump(to: 0)
        free.jump(to: max(0, current))
        free.animate(to: max(0, target), curve: .keyboard, duration: 0, at: time)
    }

    /// A free offset that a grown viewport has clamped to the bottom *is* at the bottom: pin it,
    /// so content that grows next keeps it there instead of revealing the stale deeper offset.
    mutating func pinIfAtBottom(maxOffset: Double, at time: Double) {
        guard !isPinned, free.value(at: time) >= max(0, maxOffset) - Self.bottomTolerance else { return }
        isPinned = true
        gap.jump(to: 0)
    }
}
