import Curves

extension KeyboardController {
    /// How fast the visible height changes at `time`, in points per second (positive while
    /// the keyboard rises): the derivative of the curve in flight (`AnimatedValue.velocity`),
    /// exact at any time, so a review readout needs no second frame to difference. 0 at rest
    /// and while a finger drags the keyboard (the finger, not a curve, moves it then).
    /// - Complexity: O(segments in flight).
    public func visibleVelocity(at time: Double) -> Double {
        isDragging ? 0 : visible.velocity(at: time)
    }
}
