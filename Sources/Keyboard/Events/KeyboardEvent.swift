import Curves

/// One keyboard notification, as iOS's userInfo carries it.
///
/// Frames are in container (window content) coordinates: a hidden keyboard's
/// frame sits just below the container (`y == containerHeight`), a shown one at
/// `y == containerHeight − K`. For a 390×844 window, english keyboard:
///
/// ```swift
/// // willShow at t = 2:
/// event.beginFrame   // Rect(x: 0, y: 844, width: 390, height: 291)
/// event.endFrame     // Rect(x: 0, y: 553, width: 390, height: 291)
/// event.duration     // 0.25 (what iOS reports; curve 7 really runs 0.5 s)
/// event.curve        // .keyboard (raw value 7)
/// event.time         // 2
/// ```
public struct KeyboardEvent: Equatable, Sendable {
    /// The curve iOS reports: raw value 7, the keyboard spring.
    public static let reportedCurve = AnimationCurve.keyboard

    public var kind: KeyboardEventKind
    /// Where the keyboard is drawn when the event is posted (for a will-event
    /// that interrupts a motion: the current, mid-flight frame).
    public var beginFrame: Rect
    /// Where the keyboard will be when its motion ends.
    public var endFrame: Rect
    public var duration: Double
    public var curve: AnimationCurve
    /// Frame-clock time (seconds) the event was posted; animations start here.
    public var time: Double
    /// nil when the keyboard moves on `curve` (every ordinary show, hide and
    /// change). Otherwise the keyboard runs `Spring.keyboard` starting at this
    /// visible-height velocity (points/s, positive = opening): after an
    /// interactive drag is released, and for any motion that interrupts such a
    /// settle (the spring keeps the current velocity, so there is no kink).
    public var initialVelocity: Double?
    /// A will/did-change-frame posted because the app put its own input view in the keys' place
    /// or took it away (`KeyboardController.setInputView`): a surface swap, which a chat screen
    /// answers as a height change of a shown keyboard, never a hide and a show
    /// (`ChatLayoutState.surfaceWillSwap`). False otherwise.
    public var isInputViewSwap = false

    public init(kind: KeyboardEventKind, beginFrame: Rect, endFrame: Rect,
                duration: Double = AnimationCurve.reportedKeyboardDuration,
                curve: AnimationCurve = KeyboardEvent.reportedCurve,
                time: Double, initialVelocity: Double? = nil) {
        self.kind = kind
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.time = time
        self.initialVelocity = initialVelocity
    }

    /// `curve << 16`, the UIView animation options an app would pass (seed 000).
    public var animationOptions: UInt { curve.animationOptions }

    /// How far the keyboard's top moves up (negative when it moves down).
    public var heightChange: Double { beginFrame.minY - endFrame.minY }
}
