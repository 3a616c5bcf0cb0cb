import Curves

extension KeyboardEvent {
    /// Seed 003's "animate alongside the keyboard" helper: animates `value` to
    /// `target(endFrame)` with this event's curve and duration, starting at the
    /// event's time from the value's current state (position and velocity), so
    /// it moves in the same frames on the same curve as the keyboard.
    ///
    /// ```swift
    /// var barBottom = AnimatedValue(844)
    /// controller.observe([.willShow, .willHide, .willChangeFrame]) { event in
    ///     event.animate(&barBottom) { keyboard in keyboard.minY }
    /// }
    /// // each frame: barBottom.value(at: now) == controller.frame(at: now).minY
    /// ```
    ///
    /// Frames are already in window coordinates and already swapped for
    /// landscape, so seed 003's width/height swap must not be applied.
    ///
    /// When the keyboard runs a spring (`initialVelocity != nil`, e.g. after an
    /// interactive drag) `value` gets `Spring.keyboard` too, with the velocity
    /// scaled by how far it moves relative to the keyboard, so a value tracking
    /// the keyboard's top moves identically. (A value moving a different
    /// distance may differ by up to `AnimatedValue.springSettleEpsilon` at the
    /// instant either spring is declared settled.)
    ///
    /// - Complexity: O(1) plus one call of `target`.
    public func animate(_ value: inout AnimatedValue, to target: (_ keyboardEndFrame: Rect) -> Double) {
        let goal = target(endFrame)
        guard let initialVelocity else {
            value.animate(to: goal, curve: curve, duration: duration, at: time)
            return
        }
        // The keyboard's visible height grows by heightChange; scale its velocity
        // into the value's units so both reach their targets together.
        let distance = goal - value.value(at: time)
        let ratio = heightChange == 0 ? 0 : distance / heightChange
        value.animate(to: goal, spring: .keyboard, initialVelocity: initialVelocity * ratio, at: time)
    }
}
