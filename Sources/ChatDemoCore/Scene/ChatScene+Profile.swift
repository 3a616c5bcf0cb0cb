import Keyboard

/// The motion profile in force: the keyboard's height and motion, how the app follows it, and
/// the case-2 threshold (`MotionProfile`). A profile chosen at rest with the keyboard down takes
/// effect at once; otherwise it waits for the next show or hide, so a motion never changes
/// shape half-way and a shown keyboard never changes height under the reviewer's eyes.
///
/// Under a profile whose app is resized once (`MotionProfile.AppFollow.resizedOnce`) the
/// layout sees the keyboard where it was until the keyboard's motion has ended and the resize
/// delay has passed, then where it is — one jump, while the keyboard itself moves on its own
/// curve: the overlap or gap between them is in every frame's trace.
///
/// Example (`linux-phone`: the keyboard appears whole, the app is resized 50 ms later): after
/// `setProfile(Platform.linuxPhone.profile, at: 0)` and `showKeyboard(at: 1)`, `frame(at: 1)`
/// draws the keyboard's top at H − 291 while the bar still rests at the bottom; `frame(at: 1.05)`
/// has the bar on the keyboard's top.
extension ChatScene {
    /// Chooses `profile`: at once when nothing would notice (keyboard hidden and still),
    /// otherwise from the next show or hide. Callers validate it first (`MotionProfile.problems`).
    public func setProfile(_ newProfile: MotionProfile, at time: Double) {
        pendingProfile = newProfile
        if !keyboard.isShown && !keyboard.isAnimating(at: time) && !isAppResizePending(at: time) { applyPendingProfile() }
    }

    /// The profile that the next show or hide will use (the one in force when none waits).
    public var nextProfile: MotionProfile { pendingProfile ?? profile }

    func applyPendingProfile() {
        guard let next = pendingProfile else { return }
        pendingProfile = nil
        profile = next
        keyboard.motion = next.keyboardMotion
        keyboard.heightScale = next.heightScale
        layoutState.nearBarMargin = next.caseTwoThreshold
        if next.appFollow == .perFrame { appResize = nil }
    }

    /// The keyboard's visible height as the app is laid out for it: the keyboard's own every
    /// frame, or under a resized-once profile the height before the motion until the resize.
    func appKeyboardVisibleHeight(at time: Double) -> Double {
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
    /// has already arrived when the event is posted).
    func noteAppResize(for event: KeyboardEvent) {
        guard case .resizedOnce(let delay) = profile.appFollow else { return }
        let time = event.time
        let before = max(0, (beginFrameContainerHeight ?? contentSize.height) - event.beginFrame.minY)
        let from = isAppResizePending(at: time) ? appKeyboardVisibleHeight(at: time) : before
        let end = max(time, keyboard.motionEndTime ?? time)
        appResize = (from: from, until: end + delay)
    }
}
