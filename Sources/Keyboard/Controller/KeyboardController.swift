import Curves

/// The drawn keyboard's show/hide/change state machine and motion, posting the
/// six events (seed 002). Time is always passed in (frame-clock seconds); call
/// `update(at:)` once per frame. Main-thread only (not `Sendable`).
///
/// ```swift
/// let resources = try KeyboardResources.bundled()   // once, at start-up
/// let keyboard = KeyboardController(containerSize: Size(width: 390, height: 844), resources: resources)
/// let observation = keyboard.observe([.willShow]) { print($0.endFrame.minY) }
/// keyboard.show(at: 1.0)               // prints 553.0 (844 − 291)
/// keyboard.visibleHeight(at: 1.1)      // ≈ 158.5 (291 × 0.54477, the keyboard spring)
/// keyboard.update(at: 1.5)             // posts didShow (the spring runs 0.5 s)
/// ```
///
/// Motion: the visible height is an `AnimatedValue` animated with curve
/// `.keyboard` (reported duration 0.25 s, really the 0.5 s spring). Every new
/// motion starts from the current height and velocity, so interruptions never
/// jump or kink; a will-event's `beginFrame` is the frame at that moment.
/// Interrupted motions never post their did-event.
///
/// During an interactive drag no events are posted; read `visibleHeight(at:)`
/// every frame. Releasing posts `willShow` or `willHide` for the settle.
public final class KeyboardController {
    public internal(set) var containerSize: Size
    public internal(set) var layout: KeyboardLayoutKind
    /// The decoded layout currently shown (for drawing and hit testing).
    public internal(set) var keyboardLayout: KeyboardLayout
    /// Target state: true from `show` until `hide` (or a drag settling hidden).
    public internal(set) var isShown = false
    public internal(set) var isDragging = false

    var visible = AnimatedValue(0)
    /// The motion in flight is a `Spring.keyboard` (a drag's settle). Curve
    /// motions must not be stacked on it: AnimatedValue adds curve segments to
    /// running ones, and a spring that outlasts the curve would leave the sum
    /// below 0 or above K. New motions hand over spring-to-spring instead.
    var isSpringMotion = false
    /// Did-events owed by the motion in flight, posted when it ends.
    var pending: [KeyboardEvent] = []
    /// Who hears the events, in registration order (`KeyboardController+Observers.swift`).
    var observers: [KeyboardEventObserver] = []
    var lastObserverID = 0

    /// How the next show, hide or height change moves (`KeyboardMotion`): UIKit's keyboard
    /// spring unless a platform profile says otherwise. A motion already running keeps going.
    public var motion = KeyboardMotion.iosKeyboard
    /// The layouts' heights are multiplied by this (a profile's keyboard height over the
    /// English layout's 291): 1 leaves every layout at its own height.
    public var heightScale = 1.0

    /// When the motion in flight stops (nil or past: at rest).
    public var motionEndTime: Double? { visible.endTime }

    /// The decoded layouts, loaded once at start-up: switching layouts only looks one up.
    public let resources: KeyboardResources

    /// Starts hidden, showing `layout` from `resources` (loaded by the caller at start-up,
    /// so a broken file has already been reported there).
    public init(containerSize: Size, layout: KeyboardLayoutKind = .english, resources: KeyboardResources) {
        self.containerSize = containerSize
        self.layout = layout
        self.resources = resources
        self.keyboardLayout = resources.layout(layout)
    }

    public var orientation: Orientation { containerSize.orientation }
    /// The most height the container leaves the keyboard (`.infinity` unless a window too small
    /// for the layout's own height says otherwise; see `setContainerSize`).
    public internal(set) var maximumHeight = Double.infinity
    /// The app's own input view in the keys' place (`setInputView`), nil when the keys show.
    public internal(set) var inputView: InputViewHeight?
    /// K: the input view's or else the current layout's height in the current orientation,
    /// at most `maximumHeight`.
    public var height: Double { min(naturalHeight(for: orientation), maximumHeight) }

    /// The height the surface would have in `orientation` with room enough: the input view's,
    /// or the layout's.
    public func naturalHeight(for orientation: Orientation) -> Double {
        (inputView?.height(for: orientation) ?? keyboardLayout.height(for: orientation)) * heightScale
    }

    /// Where the keyboard rests when shown: `y = containerHeight − K`.
    public var shownFrame: Rect {
        Rect(x: 0, y: containerSize.height - height, width: containerSize.width, height: height)
    }

    /// Where the keyboard rests when hidden: just below the container.
    public var hiddenFrame: Rect {
        Rect(x: 0, y: containerSize.height, width: containerSize.width, height: height)
    }

    /// How much of the keyboard is on screen at `time` (0 hidden, K shown).
    /// While shrinking from a taller layout it briefly exceeds the new K, but never
    /// `maximumHeight`: a motion retargeted mid-flight (a window made small while the keyboard
    /// comes up) adds its curve to the one still running, and their sum would rise past the
    /// room the window leaves, squeezing the bar above the keys below its own height.
    /// - Complexity: O(1).
    public func visibleHeight(at time: Double) -> Double {
        min(visible.value(at: time), maximumHeight)
    }

    /// The keyboard's frame at `time` in container coordinates: top at
    /// `containerHeight − visibleHeight`, height `max(K, visibleHeight)` so the
    /// frame always reaches the container's bottom edge.
    /// - Complexity: O(1).
    public func frame(at time: Double) -> Rect {
        let visibleHeight = visibleHeight(at: time)
        return Rect(x: 0, y: containerSize.height - visibleHeight,
                    width: containerSize.width, height: max(height, visibleHeight))
    }

    /// Whether did-events are waiting for the motion to end (the next `update` past the end
    /// delivers them): a frame must still run for them.
    public var hasPendingEvents: Bool { !pending.isEmpty }

    /// Whether the keyboard is moving at `time` (not while dragging: the finger moves it).
    public func isAnimating(at time: Double) -> Bool {
        !isDragging && visible.isAnimating(at: time)
    }

    /// Starts showing: posts `willShow` (begin = current frame). Nothing when
    /// already shown or showing.
    public func show(at time: Double) {
        update(at: time)
        guard !isShown || isDragging else { return }
        isDragging = false
        startMotion(shown: true, at: time, releaseVelocity: nil)
    }

    /// Starts hiding: posts `willHide` (begin = current frame); a show in flight
    /// never posts its `didShow`. Nothing when already hidden or hiding.
    public func hide(at time: Double) {
        update(at: time)
        guard isShown || isDragging else { return }
        isDragging = false
        startMotion(shown: false, at: time, releaseVelocity: nil)
    }

    /// Switches the drawn keyboard. While shown and the height changes, posts
    /// `willChangeFrame` and re-animates from where the keyboard is; hidden, it
    /// only changes what the next show brings up.
    public func setLayout(_ kind: KeyboardLayoutKind, at time: Double) {
        update(at: time)
        guard kind != layout else { return }
        let begin = frame(at: time)
        let oldHeight = height
        layout = kind
        keyboardLayout = resources.layout(kind)
        if height != oldHeight { changeFrame(from: begin, at: time) }
    }

    /// Puts the app's own input view in the keys' place (nil: the keys again). While shown and
    /// the height changes, posts `willChangeFrame` and re-animates from where the surface is,
    /// exactly as a layout switch does; hidden, it only changes what the next show brings up.
    ///
    /// Example: shown English (K = 291), `setInputView(InputViewHeight(portrait: 260, landscape: 190), at: t)` posts
    /// willChangeFrame with end frame y = H − 260; the visible height goes 291 → 260 on the
    /// keyboard curve.
    public func setInputView(_ view: InputViewHeight?, at time: Double) {
        update(at: time)
        guard view != inputView else { return }
        let begin = frame(at: time)
        let oldHeight = height
        inputView = view
        if height != oldHeight { changeFrame(from: begin, at: time, isInputViewSwap: true) }
    }

    /// Window resize or rotation: K follows the new orientation. While shown,
    /// posts `willChangeFrame` (begin = the frame in the old container) and
    /// re-follows; `didChangeFrame` comes at once when nothing has to move.
    ///
    /// - Parameters:
    ///   - size: the container's new size; its orientation picks the layout's height.
    ///   - maximumHeight: the most a window too small for the layout
    ///     leaves the keyboard; K becomes `min(layout height, maximumHeight)`.
    ///     Example: container 390×200, `maximumHeight` 135 → landscape K = min(209, 135) = 135.
    ///   - time: when it happens, in frame-clock seconds.
    public func setContainerSize(_ size: Size, maximumHeight: Double = .infinity, at time: Double) {
        precondition(maximumHeight >= 0, "the keyboard's maximum height must not be negative")
        update(at: time)
        guard size != containerSize || maximumHeight != self.maximumHeight else { return }
        let begin = frame(at: time)
        containerSize = size
        self.maximumHeight = maximumHeight
        if visible.value(at: time) > maximumHeight {
            // The window jumped to a size that cannot hold what is showing (a rotation with
            // Pinyin up): the keyboard is cut to fit at once, as the window itself was.
            visible.jump(to: maximumHeight)
            isSpringMotion = false
        }
        changeFrame(from: begin, at: time)
    }

    /// Call once per frame: posts the did-events of a motion that has ended,
    /// exactly once.
    public func update(at time: Double) {
        guard !pending.isEmpty, !isDragging, !visible.isAnimating(at: time) else { return }
        let completed = pending
        pending = []
        for var event in completed {
            event.time = time
            post(event)
        }
    }

    // MARK: - Motions

    func startMotion(shown: Bool, at time: Double, releaseVelocity: Double?) {
        let begin = frame(at: time)
        isShown = shown
        let velocity = animateVisible(to: shown ? height : 0, at: time, releaseVelocity: releaseVelocity)
        let will = KeyboardEvent(kind: shown ? .willShow : .willHide, beginFrame: begin,
                                 endFrame: shown ? shownFrame : hiddenFrame, time: time,
                                 initialVelocity: velocity)
        pending = [did(of: will)]
        post(will)
    }

    /// Starts the visible height towards `target`: on the keyboard curve, or on
    /// `Spring.keyboard` when releasing a drag or interrupting a spring.
    /// Returns the spring's starting velocity, nil for a curve motion.
    private func animateVisible(to target: Double, at time: Double, releaseVelocity: Double?) -> Double? {
        let handOver = isSpringMotion && visible.isAnimating(at: time)
        var spring = Spring.keyboard
        if case .spring(let tuned) = motion {
            // A tuned spring always hands over from where the keyboard is, at its velocity.
            spring = tuned
            if releaseVelocity == nil { return startSpring(spring, to: target, velocity: visible.velocity(at: time), at: time) }
        }
        guard let velocity = releaseVelocity ?? (handOver ? visible.velocity(at: time) : nil) else {
            isSpringMotion = false
            if case .bezier(let curve, let duration) = motion {
                visible.animate(to: target, bezier: curve, duration: duration, at: time)
            } else {
                visible.animate(to: target, curve: .keyboard, duration: AnimationCurve.reportedKeyboardDuration, at: time)
            }
            return nil
        }
        return startSpring(spring, to: target, velocity: Self.settleVelocity(velocity, from: visible.value(at: time), to: target), at: time)
    }

    private func startSpring(_ spring: Spring, to target: Double, velocity start: Double, at time: Double) -> Double {
        isSpringMotion = true
        visible.animate(to: target, spring: spring, initialVelocity: start, at: time)
        return start
    }

    private func changeFrame(from begin: Rect, at time: Double, isInputViewSwap: Bool = false) {
        guard isShown, !isDragging else { return }
        let end = shownFrame
        guard end != begin else { return }
        var velocity: Double?
        if visible.target != height {
            velocity = animateVisible(to: height, at: time, releaseVelocity: nil)
        }
        var will = KeyboardEvent(kind: .willChangeFrame, beginFrame: begin, endFrame: end, time: time,
                                 initialVelocity: velocity)
        will.isInputViewSwap = isInputViewSwap
        // A change during a show keeps the owed didShow and adds didChangeFrame.
        pending.removeAll { $0.kind == .didChangeFrame }
        pending.append(did(of: will))
        post(will)
        update(at: time)
    }

    private func did(of will: KeyboardEvent) -> KeyboardEvent {
        var did = will
        did.kind = will.kind.didCounterpart
        did.initialVelocity = nil
        return did
    }

    func clearPendingEvents() {
        pending = []
    }
}
