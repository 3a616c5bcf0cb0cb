import ChatLayout
import Keyboard

/// The scene's sizes: the stage, the input bar and the keyboard's height, as the shell measures
/// them each frame, and what a window too small for the keyboard does.
extension ChatScene {
    /// The stage was resized (window resize or rotation). A shown keyboard's case is decided
    /// again as a fresh start at this size would decide it (`ChatLayoutState.resize`).
    public func setContentSize(_ size: Size, at time: Double) {
        guard size != contentSize else { return }
        applyContentSize(size, barAnimated: true, at: time)
    }
}
