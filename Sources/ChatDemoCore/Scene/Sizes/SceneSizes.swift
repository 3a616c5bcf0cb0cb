import ChatLayout
import Keyboard

/// The input bar's heights and the wait for the window's first measured layout: a value the
/// scene owns (`ChatScene.sizes`). The bar in force is what it asks for, capped at the room the
/// keyboard leaves, never below the empty bar; see `ChatScene+Sizes` for when each changes.
public struct SceneSizes: Sendable {
    /// The resting height of the input bar before GTK has measured it.
    public static let initialBarHeight = 52.0

    /// A tab bar below the chat (`--bottom-offset`); the chat sees a shorter stage and keyboard.
    public let bottomOffset: BottomOffset
    /// The bar's height in force: what it asks for, capped at the room the keyboard leaves.
    public private(set) var barHeight = initialBarHeight
    /// What the bar asks for (its natural height, growing with the draft).
    public private(set) var requestedBarHeight = initialBarHeight
    /// The empty bar's height (its first measurement): the room a shortened keyboard leaves.
    public private(set) var singleLineBarHeight = initialBarHeight
    /// True until the shell's first real measurement (`ChatScene.setMeasuredLayout`): the size
    /// and bar height are guesses, so nothing that decides from them may run yet.
    public private(set) var isAwaitingMeasuredLayout: Bool
    /// A show asked for while awaiting the measured layout; it runs when the layout arrives.
    public private(set) var isShowDeferred = false
    /// While the keyboard hears of a resize: the container height its begin frame is in.
    private(set) var resizingFromHeight: Double?

    init(bottomOffset: BottomOffset, awaitsMeasuredLayout: Bool) {
        self.bottomOffset = bottomOffset
        isAwaitingMeasuredLayout = awaitsMeasuredLayout
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
                       bottomOffset.chatHeight(stageHeight: contentHeight) - ChatScene.navigationBarHeight - 1)
        return max(min(requestedBarHeight, room), min(singleLineBarHeight, requestedBarHeight))
    }

    /// Room for the navigation bar and the input bar (ChatLayoutState's own
    /// precondition); a keyboard taller than what is left simply covers more.
    func fits(contentHeight: Double, barHeight: Double) -> Bool {
        bottomOffset.chatHeight(stageHeight: contentHeight) >= ChatScene.navigationBarHeight + barHeight + 1
    }

    /// The bar asks for `height` (its natural height changed).
    mutating func request(barHeight height: Double) { requestedBarHeight = height }

    /// Puts `height` in force; false (nothing changed) when it already is, or cannot be: not
    /// positive, or no room for it in a stage `contentHeight` tall.
    mutating func apply(barHeight height: Double, contentHeight: Double) -> Bool {
        guard height != barHeight, height > 0, fits(contentHeight: contentHeight, barHeight: height) else { return false }
        barHeight = height
        return true
    }

    /// The shell's first real measurement: the empty bar's height, and the guesses are over.
    /// Returns whether a show waited for it (it is due now, and waits no more).
    mutating func takeFirstMeasurement(barHeight height: Double) -> Bool {
        isAwaitingMeasuredLayout = false
        singleLineBarHeight = height
        requestedBarHeight = height
        defer { isShowDeferred = false }
        return isShowDeferred
    }

    /// A show asked for (true) before the first measured layout, or taken back (false).
    mutating func deferShow(_ isDeferred: Bool) { isShowDeferred = isDeferred }

    /// The keyboard hears of a resize from a stage `height` tall (nil: the resize is over).
    mutating func noteResize(from height: Double?) { resizingFromHeight = height }

    /// A fresh layout at the list's end; when the keyboard is up (or coming up) it has heard
    /// the show, with its shifts where that show's line puts them for the keyboard's height now.
    func freshLayoutState(strategy: Strategy, messages: MessageMetrics, stageHeight: Double,
                          keyboard: KeyboardController, at time: Double) -> ChatLayoutState {
        var state = ChatLayoutState(strategy: strategy, contentHeight: bottomOffset.chatHeight(stageHeight: stageHeight), navBarHeight: ChatScene.navigationBarHeight,
                                    barHeight: barHeight, messages: messages, scrollOffset: .infinity)
        if keyboard.isShown { state.keyboardIsAlreadyShown(height: bottomOffset.chatKeyboardHeight(keyboard.height), at: time) }
        return state
    }
}
