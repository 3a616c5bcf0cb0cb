import ChatLayout
import Keyboard

/// The scene's sizes: the stage, the input bar and the keyboard's height, as the shell measures
/// them each frame, and what a window too small for the keyboard does.
extension ChatScene {
    /// The input bar's natural height changed (multi-line input). It grows only as far as the
    /// room above the keyboard allows (see `maximumKeyboardHeight`); beyond that it scrolls.
    public func setBarHeight(_ height: Double, at time: Double) {
        guard height > 0, height.isFinite else { return }
        requestedBarHeight = height
        applyBarHeight(animated: true, at: time)
    }

    /// The shell's real measurement of the stage and of the bar's natural height, every frame.
    /// The first one replaces the guesses without animation — the bar's first presented height
    /// is its measured one, never a guess that then jumps — and runs a show that was waiting for
    /// it, so the case is decided on the stage's real size.
    public func setMeasuredLayout(contentSize size: Size, barHeight height: Double, at time: Double) {
        guard isAwaitingMeasuredLayout else {
            setContentSize(size, at: time)
            setBarHeight(height, at: time)
            return
        }
        guard height > 0, height.isFinite, size.width > 0,
              fits(contentHeight: size.height, barHeight: height) else { return }
        isAwaitingMeasuredLayout = false
        singleLineBarHeight = height
        requestedBarHeight = height
        applyContentSize(size, barAnimated: false, at: time)
        if isShowDeferred {
            isShowDeferred = false
            keyboard.show(at: time)
        }
    }

    /// The stage was resized (window resize or rotation). A shown keyboard's case is decided
    /// again as a fresh start at this size would decide it (`ChatLayoutState.resize`).
    public func setContentSize(_ size: Size, at time: Double) {
        guard size != contentSize else { return }
        applyContentSize(size, barAnimated: true, at: time)
    }

    func applyContentSize(_ size: Size, barAnimated: Bool, at time: Double) {
        guard size.width > 0, fits(contentHeight: size.height, barHeight: singleLineBarHeight) else { return }
        let visible = bottomOffset.chatKeyboardHeight(keyboard.visibleHeight(at: time))
        let oldHeight = contentSize.height
        let widthChanged = size.width != contentSize.width
        contentSize = size
        let maximumKeyboard = maximumKeyboardHeight(contentHeight: size.height)
        let newKeyboardHeight = min(keyboard.naturalHeight(for: size.orientation), maximumKeyboard)
        // A bar too tall for the new size shrinks before the screen resizes (it must fit the
        // new height); one that may grow grows after.
        let newBarHeight = cappedBarHeight(contentHeight: size.height, keyboardHeight: newKeyboardHeight)
        if newBarHeight < barHeight { setAppliedBarHeight(newBarHeight, animated: barAnimated, at: time) }
        // The case is decided from measured heights: the last messages that can be on screen
        // at the new size are measured first (`ChatScene+Heights`).
        let messages = widthChanged ? estimatedMetrics(coveringHeight: size.height) : nil
        if !widthChanged { measureTail(coveringHeight: size.height, at: time) }
        layoutState.resize(contentHeight: bottomOffset.chatHeight(stageHeight: size.height), navBarHeight: Self.navigationBarHeight,
                      keyboardHeight: bottomOffset.chatKeyboardHeight(newKeyboardHeight), messages: messages,
                      keyboardVisibleHeight: visible, at: time)
        beginFrameContainerHeight = oldHeight
        keyboard.setContainerSize(size, maximumHeight: maximumKeyboard, at: time)
        beginFrameContainerHeight = nil
        applyBarHeight(animated: barAnimated, at: time)
    }

    /// Small windows. The keyboard keeps its layout's height while the stage holds
    /// it and the empty bar; below that it is shortened to what is left — the layout squeezed
    /// vertically, every key still there and hit-tested where it is drawn — so the bar always
    /// sits whole on the keyboard's top, inside the window. The bar grows only into the room
    /// above the keyboard (its field scrolls beyond that), and the navigation bar and the list
    /// give way first: at the window's minimum the bar may cover the navigation bar and the
    /// list is clipped to nothing, but nothing overlaps the keys and no widget gets less than
    /// its minimum, so there is no gap and GTK stays silent at every size.
    ///
    /// Worked example (empty bar 65): a 394×200 stage is landscape, whose English keyboard is
    /// 209; 200 − 65 = 135, so K = 135 and the keys are drawn at 135/209 of their height. At
    /// 844×344 the keyboard keeps its 209 (344 − 65 = 279 ≥ 209) and the bar may grow to
    /// 344 − 209 = 135.
    public func maximumKeyboardHeight(contentHeight: Double) -> Double {
        max(0, contentHeight - singleLineBarHeight)
    }

    /// The bar's height in force at a size: what it asks for, at most the room the keyboard
    /// (and the navigation bar's minimum of one pixel of list) leaves, at least the empty bar.
    func cappedBarHeight(contentHeight: Double, keyboardHeight: Double) -> Double {
        let room = min(contentHeight - max(keyboardHeight, bottomOffset.height),
                       bottomOffset.chatHeight(stageHeight: contentHeight) - Self.navigationBarHeight - 1)
        return max(min(requestedBarHeight, room), min(singleLineBarHeight, requestedBarHeight))
    }

    func applyBarHeight(animated: Bool, at time: Double) {
        setAppliedBarHeight(cappedBarHeight(contentHeight: contentSize.height, keyboardHeight: keyboard.height),
                            animated: animated, at: time)
    }

    func setAppliedBarHeight(_ height: Double, animated: Bool, at time: Double) {
        guard height != barHeight, height > 0, fits(contentHeight: contentSize.height, barHeight: height) else { return }
        barHeight = height
        layoutState.setBarHeight(height, animated: animated, at: time)
    }

    /// Room for the navigation bar and the input bar (ChatLayoutState's own
    /// precondition); a keyboard taller than what is left simply covers more.
    func fits(contentHeight: Double, barHeight: Double) -> Bool {
        bottomOffset.chatHeight(stageHeight: contentHeight) >= Self.navigationBarHeight + barHeight + 1
    }

    /// How much a shortened keyboard (a too-small window) squeezes the layout: 1 normally.
    var keyScale: Double {
        let natural = keyboard.keyboardLayout.height(for: keyboard.orientation)
        return natural > 0 ? keyboard.height / natural : 1
    }

    /// The drawn keys for the current width, squeezed when the keyboard is shortened.
    func placedKeys() -> [PlacedKey] {
        let keys = layoutKeys()
        let scale = keyScale
        guard scale != 1 else { return keys }
        return keys.map { placed in
            var squeezed = placed
            squeezed.frame = Rect(x: placed.frame.x, y: placed.frame.y * scale,
                                  width: placed.frame.width, height: placed.frame.height * scale)
            return squeezed
        }
    }
}
