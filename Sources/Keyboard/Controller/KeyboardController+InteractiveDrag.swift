import Curves

/// Interactive dismiss: the finger drags the keyboard 1:1; release settles it
/// shown or hidden with `Spring.keyboard` starting at the release velocity.
///
/// ```swift
/// keyboard.beginInteractiveDrag(at: 3.0)
/// keyboard.dragInteractively(toVisibleHeight: 200, at: 3.05)   // frame(at:).minY == H − 200
/// keyboard.endInteractiveDrag(velocity: -900, at: 3.1)         // 200 − 180 < 145.5 → willHide
/// ```
extension KeyboardController {
    /// How far ahead the release decision looks: a flick is judged by where its
    /// velocity would carry the keyboard in this many seconds.
    public static let projectionTime = 0.2


    /// Whether a drag released at `visibleHeight` with `velocity` (points/s of
    /// visible height, positive = opening) settles shown: project the position
    /// `projectionTime` ahead and compare it with half the height (ties settle shown).
    ///
    /// Worked examples with K = 291 (half 145.5):
    /// - 100 pt visible, +400 pt/s → 100 + 80 = 180 ≥ 145.5 → shown
    /// - 200 pt visible, −400 pt/s → 200 − 80 = 120 < 145.5 → hidden
    /// - 145.5 pt visible, at rest → 145.5 → shown
    ///
    /// - Complexity: O(1).
    public static func settlesShown(visibleHeight: Double, height: Double, velocity: Double) -> Bool {
        guard height > 0 else { return false }
        return visibleHeight + velocity * projectionTime >= height / 2
    }

    /// The speed the settle spring starts with: the release velocity, capped
    /// towards the target at ω₀·distance (ω₀ = √(1000/3) of `Spring.keyboard`).
    /// A critically damped spring released `d` points from its target overshoots
    /// exactly when its speed towards the target exceeds ω₀·d, and an overshoot
    /// would lift the keyboard off the window's bottom edge.
    ///
    /// ```swift
    /// KeyboardController.settleVelocity(-600, from: 200, to: 0)      // -600
    /// KeyboardController.settleVelocity(-10_000, from: 200, to: 0)   // ≈ -3651.48 (ω₀·200)
    /// KeyboardController.settleVelocity(-600, from: 0, to: 0)        // 0
    /// ```
    public static func settleVelocity(_ velocity: Double, from visibleHeight: Double, to target: Double) -> Double {
        let distance = target - visibleHeight
        let limit = Spring.keyboard.naturalFrequency * abs(distance)
        // At the target (distance 0) any speed would overshoot, so it is dropped.
        if distance >= 0, velocity > limit { return limit }
        if distance <= 0, velocity < -limit { return -limit }
        return velocity
    }

    /// The finger takes the keyboard where it is now; any motion in flight stops
    /// (and will never post its did-event).
    public func beginInteractiveDrag(at time: Double) {
        update(at: time)
        guard !isDragging else { return }
        visible.jump(to: visibleHeight(at: time))
        clearPendingEvents()
        isDragging = true
    }

    /// Moves the keyboard to `visibleHeight`, clamped to 0…K; begins a drag if
    /// none is in progress.
    public func dragInteractively(toVisibleHeight visibleHeight: Double, at time: Double) {
        if !isDragging { beginInteractiveDrag(at: time) }
        visible.jump(to: min(max(visibleHeight, 0), height))
    }

    /// Ends the drag: settles shown or hidden per `settlesShown`, posting
    /// `willShow` or `willHide` (with `initialVelocity` set) and the did-event when
    /// the spring settles. Nothing when no drag is in progress.
    public func endInteractiveDrag(velocity: Double, at time: Double) {
        guard isDragging else { return }
        isDragging = false
        let current = visible.value(at: time)
        let shown = Self.settlesShown(visibleHeight: current, height: height, velocity: velocity)
        startMotion(shown: shown, at: time, releaseVelocity: velocity)
    }
}
