import Keyboard

/// The drawn keyboard's keys in the scene: what pressing one does to the typing (Pinyin,
/// capitals, repeats, the emoji grid) and to the keyboard (a layout switch changes its height).
/// Questions about the keys go to `drawnKeyboard`; changes that touch only the typing go
/// through `editTyping`.
extension ChatScene {
    /// The keys as the keyboard draws them now, for painting, hit testing and scripts.
    public var drawnKeyboard: DrawnKeyboard {
        DrawnKeyboard(keyboard: keyboard, stageSize: contentSize, typing: typing, isShowDeferred: sizes.isShowDeferred)
    }
}
