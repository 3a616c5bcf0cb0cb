import Keyboard

/// The motion profile in force, one waiting for the next show or hide, and an app resize under
/// way: a value the scene owns (`ChatScene.profiles`). See `ChatScene+Profile` for when a
/// chosen profile takes over.
public struct SceneProfile: Sendable {
    /// The motion values in force: iOS's unless a platform or file says.
    public private(set) var profile = MotionProfile.ios
    /// A profile chosen while the keyboard moved or was up: it takes over at the next show or hide.
    public private(set) var pending: MotionProfile?
    /// Compare mode across platforms: the caption names the platform even when it is iOS.
    public private(set) var captionNamesPlatform = false
    /// Under a profile whose app is resized once: the keyboard height the app is laid out for
    /// and when the resize reaches it.
    private var appResize: (from: Double, until: Double)?

    /// The profile that the next show or hide will use (the one in force when none waits).
    public var next: MotionProfile { pending ?? profile }

    /// Whether the caption names the platform even when it is iOS (compare mode across platforms).
    mutating func nameThePlatform(_ names: Bool) { captionNamesPlatform = names }

    /// `profile` waits for the next show or hide (or `takePending`, at once).
    mutating func choose(_ profile: MotionProfile) { pending = profile }

    /// Puts the waiting profile in force and returns it, for the keyboard and layout to follow;
    /// nil when none waits. A profile whose app follows every frame ends a resize under way.
    mutating func takePending() -> MotionProfile? {
        guard let next = pending else { return nil }
        pending = nil
        profile = next
        if next.appFollow == .perFrame { appResize = nil }
        return next
    }

    /// The keyboard's visible height as the app is laid out for it: the keyboard's own every
    /// frame, or under a resized-once profile the height before the motion until the resize.
    func appKeyboardVisibleHeight(of keyboard: KeyboardController, at time: Double) -> Double {
        if let resize = appResize, time < resize.until { return resize.from }
        return keyboard.visibleHeight(at: time)
    }

    /// Whether a resize the app is owed has not reached it yet (the scene is not at rest).
    func isAppResizePending(at time: Double) -> Bool {
        guard let resize = appResize else { return false }
        return time < resize.until
    }

    /// A will-event started a keyboard motion: under a resized-once profile the app stays laid
    /// out where it is until the motion's end plus the resize delay.
    /// `event`'s begin frame is where the keyboard was before this motion (an instant motion
    /// has already arrived when the event is posted), in a container `containerHeight` tall.
    mutating func noteAppResize(for event: KeyboardEvent, of keyboard: KeyboardController, containerHeight: Double) {
        guard case .resizedOnce(let delay) = profile.appFollow else { return }
        let time = event.time
        let before = max(0, containerHeight - event.beginFrame.minY)
        let from = isAppResizePending(at: time) ? appKeyboardVisibleHeight(of: keyboard, at: time) : before
        let end = max(time, keyboard.motionEndTime ?? time)
        appResize = (from: from, until: end + delay)
    }
}
