/// What a mouse wheel or a touchpad asks of the message list: the distance a scroll event
/// moves it, the same `ChatScene.scroll(by:at:)` a drag calls, so the wheel and the touchpad
/// scroll every strategy and case exactly as a finger dragging the same distance would,
/// keyboard up or down. Pure: the window maps GDK's scroll event to `Event`.
///
/// A notch is 60 points (about three lines, as GTK's own views scroll); a smooth event (a
/// touchpad, or a wheel on a device that reports smooth deltas) scrolls its `deltaY` in
/// notches. A smooth event with no vertical delta — the touchpad's stop when the fingers
/// lift, or a sideways swipe — scrolls nothing: it is not a move, so it must not stop a
/// glide to the end that is under way, as a zero-distance scroll would.
///
/// Worked example: `.up` → −60 (the content moves down: older messages come into view, as a
/// finger dragging down 60 does); `.smooth(deltaY: 0.25)` → 15; `.smooth(deltaY: 0)` → nil.
public enum WheelScroll {
    /// One wheel notch, in points.
    public static let pointsPerNotch = 60.0

    /// A scroll event as GDK reports it.
    public enum Event: Equatable, Sendable {
        /// A wheel notch up (towards older messages).
        case up
        /// A wheel notch down (towards the latest message).
        case down
        /// A smooth scroll: `deltaY` notches, positive down.
        case smooth(deltaY: Double)
        /// Left or right: the list does not scroll sideways.
        case sideways
    }

    /// Points the list scrolls by for `event` (positive moves the content up, as a finger
    /// dragging up does), or nil when the event scrolls nothing.
    public static func delta(for event: Event) -> Double? {
        switch event {
        case .up: return -pointsPerNotch
        case .down: return pointsPerNotch
        case .smooth(let deltaY):
            guard deltaY.isFinite, deltaY != 0 else { return nil }
            return deltaY * pointsPerNotch
        case .sideways: return nil
        }
    }
}
