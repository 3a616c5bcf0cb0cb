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
    /// The motion values in force.
    public var profile: MotionProfile { profiles.profile }
    /// A profile chosen while the keyboard moved or was up, waiting for the next show or hide.
    public var pendingProfile: MotionProfile? { profiles.pending }
    /// The profile that the next show or hide will use (the one in force when none waits).
    public var nextProfile: MotionProfile { profiles.next }
    /// Compare mode across platforms: the caption names the platform even when it is iOS.
    public var captionNamesPlatform: Bool { profiles.captionNamesPlatform }

}
