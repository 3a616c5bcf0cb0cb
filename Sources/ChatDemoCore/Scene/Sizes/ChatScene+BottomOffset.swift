import ChatLayout

/// The scene over a tab bar (`--bottom-offset`; see `BottomOffset`): the layout
/// state is given the chat's height and the keyboard as the chat sees it, while the keyboard is
/// drawn, hit and reported where it really is. With no tab bar every value here is the plain one.
extension ChatScene {
    /// A tab bar below the chat (`--bottom-offset`); the chat sees a shorter stage and keyboard.
    public var bottomOffset: BottomOffset { sizes.bottomOffset }

    /// The stage's height above the tab bar: the layout state's content height.
    var chatHeight: Double { bottomOffset.chatHeight(stageHeight: contentSize.height) }

    /// K as the chat sees it: what the keyboard covers above the tab bar.
    var chatKeyboardHeight: Double { bottomOffset.chatKeyboardHeight(keyboard.height) }

    /// The keyboard's visible height at `time` as the chat sees it.
    func chatKeyboardVisibleHeight(at time: Double) -> Double {
        bottomOffset.chatKeyboardHeight(profiles.appKeyboardVisibleHeight(of: keyboard, at: time))
    }
}

extension BottomOffset {
    /// Where the keyboard is drawn on a stage `stageHeight` tall: the geometry's edge (shared
    /// with the bar, so zero gap holds) once the keyboard covers the chat; below the tab bar's
    /// top, its own place. When the app does not follow every frame (a profile whose app is
    /// resized once), always its own place: the app does not follow it.
    func drawnKeyboardTop(_ geometry: ChatGeometry, visibleHeight: Double, stageHeight: Double,
                          appFollowsEveryFrame: Bool) -> Int {
        (geometry.keyboardVisibleHeight > 0 || height == 0) && appFollowsEveryFrame
            ? Int(geometry.keyboardTop.rounded())
            : Int((stageHeight - visibleHeight).rounded())
    }

    /// The keyboard's real visible height for a frame: the geometry's plus the tab bar once it
    /// is above it (the same number with no tab bar), its own below. When the app does not
    /// follow every frame the geometry lags the keyboard, so the keyboard's own is the answer.
    func visibleHeight(_ geometry: ChatGeometry, real visible: Double, appFollowsEveryFrame: Bool) -> Double {
        guard appFollowsEveryFrame else { return visible }
        return geometry.keyboardVisibleHeight > 0 ? geometry.keyboardVisibleHeight + height : min(visible, height)
    }
}
