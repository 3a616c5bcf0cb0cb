import ChatLayout

/// The scene over a tab bar (`--bottom-offset`; see `BottomOffset`): the layout
/// state is given the chat's height and the keyboard as the chat sees it, while the keyboard is
/// drawn, hit and reported where it really is. With no tab bar every value here is the plain one.
extension ChatScene {
    /// The stage's height above the tab bar: the layout state's content height.
    var chatHeight: Double { bottomOffset.chatHeight(stageHeight: contentSize.height) }

    /// K as the chat sees it: what the keyboard covers above the tab bar.
    var chatKeyboardHeight: Double { bottomOffset.chatKeyboardHeight(keyboard.height) }

    /// The keyboard's visible height at `time` as the chat sees it.
    func chatKeyboardVisibleHeight(at time: Double) -> Double {
        bottomOffset.chatKeyboardHeight(appKeyboardVisibleHeight(at: time))
    }

    /// Where the keyboard is drawn: the geometry's edge (shared with the bar, so zero gap holds)
    /// once the keyboard covers the chat; below the tab bar's top, its own place. Under a
    /// profile whose app is resized once, always its own place: the app does not follow it.
    func drawnKeyboardTop(_ geometry: ChatGeometry, visibleHeight: Double) -> Int {
        (geometry.keyboardVisibleHeight > 0 || bottomOffset.height == 0) && profile.appFollow == .perFrame
            ? Int(geometry.keyboardTop.rounded())
            : Int((contentSize.height - visibleHeight).rounded())
    }

    /// The keyboard's real visible height for a frame: the geometry's plus the tab bar once it
    /// is above it (the same number with no tab bar), its own below. Under a profile whose app
    /// is resized once the geometry lags the keyboard, so the keyboard's own is the answer.
    func visibleHeight(_ geometry: ChatGeometry, real visible: Double) -> Double {
        guard profile.appFollow == .perFrame else { return visible }
        return geometry.keyboardVisibleHeight > 0 ? geometry.keyboardVisibleHeight + bottomOffset.height : min(visible, bottomOffset.height)
    }
}
