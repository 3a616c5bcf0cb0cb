import Curves

/// A distance (a list or content rise) that rides on the keyboard's visible height.
///
/// Within one transition the shift is a straight line in the keyboard height `k`: from
/// `(anchorHeight, anchorShift)` — where keyboard and shift were when the event arrived — to
/// `(targetHeight, targetShift)`. Because it is a function of `k` and not of a clock, the
/// shift moves on exactly the keyboard's curve, in the same frame, and follows a finger that
/// drags the keyboard. On top rides `settle`, an `AnimatedValue` on the keyboard spring, for
/// the changes that happen while `k` stands still (send-follow, a re-show at full height).
///
/// Every retarget starts from the value the shift has at that instant, so nothing ever jumps.
///
/// Worked example — show 291 from rest to a 141 rise, interrupted by a hide at k = 100:
/// ```swift
/// var s = KeyboardLinkedShift()
/// s.retarget(fromHeight: 0, toHeight: 291, shift: 141, at: 0)
/// s.value(keyboardHeight: 100, at: 0.1)          // 141 · 100/291 ≈ 48.45
/// s.retarget(fromHeight: 100, toHeight: 0, shift: 0, at: 0.1)
/// s.value(keyboardHeight: 100, at: 0.1)          // still ≈ 48.45: the hide starts where it is
/// s.value(keyboardHeight: 50, at: 0.2)           // ≈ 24.23, half-way back in k
/// ```
///
/// - Complexity: O(1) for every member.
struct KeyboardLinkedShift: Sendable, Equatable {
    /// Keyboard heights closer than this are the same height: no line can be drawn between them.
    static let sameHeightTolerance = 1e-9
    /// Steepest line allowed, in shift per unit of keyboard height: a shift that rides the
    /// keyboard (slope 1) is as fast as anything on screen may move with it.
    static let maxSlope = 1.0

    private(set) var anchorHeight = 0.0
    private(set) var targetHeight = 0.0
    private(set) var anchorShift = 0.0
    private(set) var targetShift = 0.0
    /// Time-driven part, animated with the keyboard curve; its target is 0 except after `raise`.
    private var settle = AnimatedValue(0)

    /// Where the shift comes to rest once the keyboard reaches `targetHeight` and `settle` ends.
    var finalShift: Double { targetShift + settle.target }

    /// Whether the time-driven part still moves at `time` (the keyboard-driven line moves only
    /// while the keyboard does, which the keyboard answers for).
    func isSettling(at time: Double) -> Bool { settle.isAnimating(at: time) }

    /// Whether the shift has arrived where its transition was going, for keyboard height `k` at
    /// `time` (a show still under way has not).
    func isAtRest(keyboardHeight k: Double, at time: Double) -> Bool {
        !isSettling(at: time) && abs(value(keyboardHeight: k, at: time) - finalShift) <= Self.sameHeightTolerance
    }

    /// The shift for keyboard height `k` at `time`.
    func value(keyboardHeight k: Double, at time: Double) -> Double {
        lineValue(k) + settle.value(at: time)
    }

    /// Starts a transition: from the current value at `(k, time)` to `shift` when the keyboard
    /// reaches `targetHeight`. The line never climbs steeper than `maxSlope` — a list that
    /// outran the keyboard would look like a jump when, say, a hide interrupted near the top
    /// turns into a show of a different case. Whatever the line cannot cover (all of it when the
    /// keyboard is not going to move) is animated over time with the keyboard spring.
    mutating func retarget(fromHeight k: Double, toHeight targetHeight: Double, shift: Double, at time: Double) {
        let current = value(keyboardHeight: k, at: time)
        settle.jump(to: 0)
        anchorHeight = k
        anchorShift = current
        self.targetHeight = targetHeight
        let travel = abs(targetHeight - k) * Self.maxSlope
        let distance = shift - current
        if abs(distance) <= travel {
            targetShift = shift
        } else {
            targetShift = current + (distance < 0 ? -travel : travel)
            settle.animate(to: shift - targetShift, curve: .keyboard, duration: 0, at: time)
        }
    }

    /// Moves the resting point by `delta` without touching the keyboard line: the change is
    /// animated with the keyboard spring, starting from the current value and velocity.
    mutating func raise(by delta: Double, at time: Double) {
        settle.animate(to: settle.target + delta, curve: .keyboard, duration: 0, at: time)
    }

    /// Puts the shift at rest at `shift` immediately (used when the configuration is reset).
    mutating func reset(to shift: Double, keyboardHeight k: Double) {
        anchorHeight = k
        targetHeight = k
        anchorShift = shift
        targetShift = shift
        settle.jump(to: 0)
    }

    /// The keyboard-driven part: linear in `k` between anchor and target, held at the ends so a
    /// spring's overshoot or a drag outside the transition never extrapolates.
    private func lineValue(_ k: Double) -> Double {
        let span = targetHeight - anchorHeight
        if abs(span) <= Self.sameHeightTolerance { return targetShift }
        let progress = (k - anchorHeight) / span
        if progress >= 1 { return targetShift }
        if progress <= 0 { return anchorShift }
        return anchorShift + (targetShift - anchorShift) * progress
    }
}
