import ChatLayout
import Curves
import Keyboard

/// The chat's state between frames: the keyboard model (the only animator), the chat layout
/// state (the strategies), the conversation, and the values the scene owns (typing, heights,
/// stream, profile, sizes), each changed through its own methods. This file holds every change
/// to them; the extensions read. No GTK object, so the benchmarks drive it as the window does.
/// The layout hears the keyboard's will-events through an observation token the scene owns
/// (released with it), and each frame asks for the visible height and every position from it.
public final class ChatScene {
    public static let navigationBarHeight = 44.0
    public static let messageSpacing = 8.0

    public let keyboard: KeyboardController
    /// Which way the stage reads: right to left mirrors every x the painter and the taps use.
    public let direction: StageDirection
    /// Every value the scene owns: what a snapshot keeps besides the keyboard.
    private(set) var values: SceneValues
    /// Lays out and guesses bubble heights, and keeps what it laid out.
    let measurer: HeightMeasurer
    private var observation: KeyboardObservation?
    /// In compare mode across platforms: the lead keyboard's events, played on this scene's own.
    private var mirrorObservation: KeyboardObservation?

    /// - Parameter awaitsMeasuredLayout: true when `contentSize` is only a guess (before GTK's
    ///   first allocation): shows wait for `setMeasuredLayout`, so no case is decided on a guess.
    /// - Parameter estimate: a bubble's guessed height for a list width, replaced by `measure` near the screen.
    /// - Parameter keyboardResources: layouts and Pinyin table, loaded once (`KeyboardResources.bundled()`).
    /// - Parameter sharedKeyboard: another scene's keyboard, for compare mode's panes (`ChatScene+Compare`). Nil: its own.
    public init(conversation: Conversation, keyboard layout: KeyboardLayoutKind, keyboardResources: KeyboardResources,
                strategy: Strategy, contentSize: Size,
                awaitsMeasuredLayout: Bool = false, bottomOffset: BottomOffset = .none, measure: @escaping (String, Double) -> Double,
                estimate: ((String, Double) -> Double)? = nil,
                sharedKeyboard: KeyboardController? = nil, direction: StageDirection = .ltr) {
        self.direction = direction
        measurer = HeightMeasurer(measure: measure, estimate: estimate)
        keyboard = sharedKeyboard ?? KeyboardController(containerSize: contentSize, layout: layout, resources: keyboardResources)
        // An empty layout state first: every property must be set before `estimatedMetrics()` runs.
        let empty = ChatLayoutState(strategy: strategy, contentHeight: bottomOffset.chatHeight(stageHeight: contentSize.height),
                                    navBarHeight: Self.navigationBarHeight, barHeight: SceneSizes.initialBarHeight,
                                    messages: MessageMetrics(spacing: Self.messageSpacing))
        values = SceneValues(conversation: conversation, strategy: strategy, layoutState: empty, contentSize: contentSize,
                             sizes: SceneSizes(bottomOffset: bottomOffset, awaitsMeasuredLayout: awaitsMeasuredLayout),
                             typing: SceneTyping(layout: layout, pinyin: keyboardResources.pinyin))
        values.layoutState = sizes.freshLayoutState(strategy: strategy, messages: estimatedMetrics(), stageHeight: contentSize.height, keyboard: keyboard, at: 0)
        keyboard.setContainerSize(contentSize, maximumHeight: sizes.maximumKeyboardHeight(contentHeight: contentSize.height), at: 0)
        observation = keyboard.observe([.willShow, .willHide, .willChangeFrame]) { [unowned self] in self.keyboardWill($0) }
    }

    /// Every position at animation time `time`. Called once per frame.
    public func frame(at time: Double) -> SceneFrame {
        keyboard.update(at: time)
        advanceStreamingReply(to: time)
        var frame = SceneFrame(of: self, geometry: measureNearScreen(margin: values.contentSize.height, at: time), at: time)
        (frame.jumpToLatest, frame.jumpToLatestDrawn, frame.jumpOpacity) = values.jumpFade.update(
            candidate: jumpToLatestButton(in: frame), isFollowingEnd: layoutState.isFollowingEnd, barTop: Double(frame.barTop), at: time)
        frame.stream = values.replyStream?.frame(in: values.layoutState, at: time)
        return frame
    }

    /// Raises the keyboard; before the first measured layout the show waits for it (the case is
    /// decided from real sizes only). The keys take the panel's place, a swap, unless
    /// `keepingInputView` (the panel, if it is the keyboard's input view, comes up as it is).
    public func showKeyboard(keepingInputView: Bool = false, at time: Double) {
        applyPendingProfile()
        if !keepingInputView && keyboard.inputView != nil {
            keyboard.setInputView(nil, at: time)
            applyBarHeight(animated: true, at: time)
        }
        guard !values.sizes.isAwaitingMeasuredLayout else {
            values.sizes.deferShow(true)
            return
        }
        keyboard.show(at: time)
    }

    public func hideKeyboard(at time: Double) {
        values.sizes.deferShow(false)
        applyPendingProfile()
        keyboard.hide(at: time)
    }

    /// Switches the layout (menu, script). Returns what the typing hands back (leaving Pinyin
    /// mid-composition inserts the letters typed so far) for the caller to put in the field.
    @discardableResult
    public func setKeyboardLayout(_ kind: KeyboardLayoutKind, at time: Double) -> [KeyboardOutput] {
        guard kind != keyboard.layout else { return [] }
        keyboard.setLayout(kind, at: time)
        applyBarHeight(animated: true, at: time)
        return values.typing.setLayout(kind).filter { if case .switchLayout = $0 { false } else { true } }
    }

    /// Forwards the keyboard's will-events to the layout: their frames are the only source of K.
    private func keyboardWill(_ event: KeyboardEvent) {
        let containerHeight = values.sizes.resizingFromHeight ?? values.contentSize.height
        values.profiles.noteAppResize(for: event, of: keyboard, containerHeight: containerHeight)
        event.tell(&values.layoutState, chatHeight: chatHeight, containerHeight: containerHeight, tabBarHeight: bottomOffset.height)
    }

    /// A send; while the list is pinned (an AI chat's next turn) the reply stops and it is pinned.
    public func send(_ text: String, at time: Double) {
        let isNextTurn = values.layoutState.streamPin != nil
        if isNextTurn { values.replyStream?.stop() }
        values.conversation.messages.append(Message(sender: .me, text: text))
        values.heights.appendMeasured()
        let height = measurer.height(of: text, width: values.contentSize.width)
        if isNextTurn {
            values.layoutState.didSendWhilePinned(messageHeight: height, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
        } else {
            values.layoutState.didSend(messageHeight: height, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
        }
    }

    /// The list scrolls by `delta` (a drag's move, a wheel notch, a touchpad's delta); what it
    /// brings on screen is measured first (`MessageHeights`).
    /// - Complexity: O(messages within two stage heights of the screen × log n), whatever `delta`.
    public func scroll(by delta: Double, at time: Double) {
        _ = measureNearScreen(margin: values.contentSize.height + min(abs(delta), values.contentSize.height), at: time)
        values.layoutState.userScroll(by: delta, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }

    /// A different conversation (the case switcher); a keyboard that is up stays up, deciding anew.
    public func replaceConversation(_ newConversation: Conversation, at time: Double) {
        values.replyStream = nil  // the reply belonged to the conversation that goes
        values.conversation = newConversation
        values.layoutState = sizes.freshLayoutState(strategy: values.strategy, messages: estimatedMetrics(), stageHeight: contentSize.height, keyboard: keyboard, at: time)
    }

    /// A different strategy (menu, script); the keyboard stays as it is, as for a case switch.
    public func setStrategy(_ newStrategy: Strategy, at time: Double) {
        values.strategy = newStrategy
        let pinned = values.layoutState.streamPin?.messageIndex
        values.layoutState = sizes.freshLayoutState(strategy: newStrategy, messages: layoutState.messages, stageHeight: contentSize.height, keyboard: keyboard, at: time)
        if let pinned { values.layoutState.restoreStreamPin(messageIndex: pinned, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time) }
    }

    /// Every message's estimated height for the stage now, the tail measured (`MessageHeights`).
    private func estimatedMetrics() -> MessageMetrics {
        values.heights.estimatedMetrics(of: conversation.messages, width: contentSize.width, stageHeight: contentSize.height, measurer: measurer)
    }

    /// Measures the messages within `margin` of the screen; returns the frame's geometry.
    private func measureNearScreen(margin: Double, at time: Double) -> ChatGeometry {
        let k = chatKeyboardVisibleHeight(at: time)
        return changing(&values) { values in
            values.heights.measureNearScreen(of: values.conversation.messages, width: values.contentSize.width, measurer: measurer,
                                             layout: &values.layoutState, keyboardVisibleHeight: k, margin: margin, at: time)
        }
    }

    /// Changes the typing alone through one of `SceneTyping`'s methods, returning what it
    /// returns: `scene.editTyping { $0.highlightKey(3) }`.
    @discardableResult
    public func editTyping<Result>(_ edit: (inout SceneTyping) -> Result) -> Result {
        edit(&values.typing)
    }

    /// A finger moved by `dx` (positive: right) on the emoji grid: the grid follows it, stopping
    /// at either end. 48.75 pt left at 390 pt is one column on.
    public func scrollEmoji(byFingerMove dx: Double) {
        values.typing.scrollEmoji(byFingerMove: dx, on: drawnKeyboard.emojiGrid)
    }

    /// Presses drawn key `index`: what it types, with a layout switch played on the keyboard.
    public func pressKey(_ index: Int, at time: Double) -> [KeyboardOutput] {
        let drawn = drawnKeyboard
        let outputs = values.typing.pressKey(index, of: drawn, at: time)
        for case .switchLayout(let kind) in outputs where kind != keyboard.layout {
            keyboard.setLayout(kind, at: time)
            applyBarHeight(animated: true, at: time)
        }
        return outputs.filter { if case .switchLayout = $0 { false } else { true } }
    }

    /// Starts a reply of `text` arriving over `milliseconds` of animation time.
    /// - Complexity: O(n) in the text's length plus one measurement, O(log m) in the messages.
    public func receiveStreamingReply(_ text: String, milliseconds: Int, at time: Double) {
        values.replyStream?.stop()
        var stream = ReplyStream(text: text, duration: Double(milliseconds) / 1000, start: time, messageIndex: conversation.messages.count)
        _ = stream.reveal(at: time)
        let shown = stream.shownText
        values.conversation.messages.append(Message(sender: .them, text: shown))
        values.heights.appendMeasured()
        values.replyStream = stream
        values.layoutState.beginStreamingReply(replyHeight: measurer.measure(shown, values.contentSize.width),
                                        keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }

    /// Reveals what the reply has by `time` and re-measures it (prefixes skip the height cache).
    func advanceStreamingReply(to time: Double) {
        guard var stream = values.replyStream, let shown = stream.reveal(at: time, in: &values.conversation.messages) else { return }
        values.replyStream = stream
        let width = values.contentSize.width
        let height = stream.revealed == stream.clusterCount ? measurer.height(of: shown, width: width) : measurer.measure(shown, width)
        values.layoutState.setStreamingReplyHeight(height, at: stream.messageIndex)
        values.heights.forgetCheckedScreen()
    }

    /// Chooses `profile`: at once when nothing would notice (keyboard hidden and still),
    /// otherwise from the next show or hide. Callers validate it first (`MotionProfile.problems`).
    public func setProfile(_ newProfile: MotionProfile, at time: Double) {
        values.profiles.choose(newProfile)
        if !keyboard.isShown && !keyboard.isAnimating(at: time) && !values.profiles.isAppResizePending(at: time) { applyPendingProfile() }
    }

    /// Whether the caption names the platform even when it is iOS (compare mode across platforms).
    public func setCaptionNamesPlatform(_ names: Bool) { values.profiles.nameThePlatform(names) }

    func applyPendingProfile() {
        guard let next = values.profiles.takePending() else { return }
        keyboard.motion = next.keyboardMotion
        keyboard.heightScale = next.heightScale
        values.layoutState.nearBarMargin = next.caseTwoThreshold
    }

    /// The input bar's natural height changed (multi-line input); it grows only into the room
    /// above the keyboard (`SceneSizes.maximumKeyboardHeight`), and scrolls beyond that.
    public func setBarHeight(_ height: Double, at time: Double) {
        guard height > 0, height.isFinite else { return }
        values.sizes.request(barHeight: height)
        applyBarHeight(animated: true, at: time)
    }

    /// The shell's real measurement of the stage and the bar's natural height, every frame. The
    /// first replaces the guesses without animation and runs a show that waited for it.
    public func setMeasuredLayout(contentSize size: Size, barHeight height: Double, at time: Double) {
        guard values.sizes.isAwaitingMeasuredLayout else {
            setContentSize(size, at: time)
            setBarHeight(height, at: time)
            return
        }
        guard height > 0, height.isFinite, size.width > 0,
              values.sizes.fits(contentHeight: size.height, barHeight: height) else { return }
        let isShowDue = values.sizes.takeFirstMeasurement(barHeight: height)
        applyContentSize(size, barAnimated: false, at: time)
        if isShowDue { keyboard.show(at: time) }
    }

    /// The stage's new size in force: the bar, the tail's heights, the layout and the keyboard follow it.
    func applyContentSize(_ size: Size, barAnimated: Bool, at time: Double) {
        guard size.width > 0, values.sizes.fits(contentHeight: size.height, barHeight: values.sizes.singleLineBarHeight) else { return }
        let visible = bottomOffset.chatKeyboardHeight(keyboard.visibleHeight(at: time))
        let oldHeight = values.contentSize.height
        let widthChanged = size.width != values.contentSize.width
        values.contentSize = size
        let maximumKeyboard = values.sizes.maximumKeyboardHeight(contentHeight: size.height)
        let newKeyboardHeight = min(keyboard.naturalHeight(for: size.orientation), maximumKeyboard)
        // A bar too tall for the new size shrinks before the screen resizes; one that may grow grows after.
        let newBarHeight = values.sizes.cappedBarHeight(contentHeight: size.height, keyboardHeight: newKeyboardHeight)
        if newBarHeight < values.sizes.barHeight { applyBarHeight(newBarHeight, animated: barAnimated, at: time) }
        // The case is decided from measured heights: the new size's tail is measured first.
        let messages = widthChanged ? estimatedMetrics() : nil
        if !widthChanged {
            let k = chatKeyboardVisibleHeight(at: time)
            changing(&values) { values in
                values.heights.measureTail(of: values.conversation.messages, width: size.width, stageHeight: size.height,
                                           measurer: measurer, layout: &values.layoutState, keyboardVisibleHeight: k, at: time)
            }
        }
        values.layoutState.resize(contentHeight: bottomOffset.chatHeight(stageHeight: size.height), navBarHeight: Self.navigationBarHeight,
                                  keyboardHeight: bottomOffset.chatKeyboardHeight(newKeyboardHeight), messages: messages, keyboardVisibleHeight: visible, at: time)
        values.sizes.noteResize(from: oldHeight)
        keyboard.setContainerSize(size, maximumHeight: maximumKeyboard, at: time)
        values.sizes.noteResize(from: nil)
        applyBarHeight(animated: barAnimated, at: time)
    }

    /// Puts `height` in force for the bar (nil: what it asks for, capped for the keyboard now).
    func applyBarHeight(_ height: Double? = nil, animated: Bool, at time: Double) {
        let height = height ?? values.sizes.cappedBarHeight(contentHeight: values.contentSize.height, keyboardHeight: keyboard.height)
        guard values.sizes.apply(barHeight: height, contentHeight: values.contentSize.height) else { return }
        values.layoutState.setBarHeight(height, animated: animated, at: time)
    }

    /// Puts the scene (and its keyboard) back as `snapshot` was taken. Nothing is told: the
    /// frame they come from had already heard every event.
    public func restore(_ snapshot: Snapshot) {
        values = snapshot.values
        keyboard.restore(snapshot.keyboard)
    }

    /// Follows `lead`'s announced motions with this scene's own keyboard (`ChatScene+Mirror`).
    public func mirrorKeyboard(of lead: KeyboardController) {
        mirrorObservation = lead.observeMotions(playedOn: self)
    }

    /// Scrolls to the end of the conversation with the keyboard spring (the button's action).
    /// The keyboard stays; the messages near the end are measured already (`MessageHeights`).
    public func jumpToLatest(at time: Double) {
        values.jumpFade.dismiss(at: time)
        values.layoutState.scrollToBottom(keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }
}

/// Runs `change` on `value` as one access: two fields of a class's property changed in one call
/// (heights and the layout they correct) would be two overlapping accesses, stopped at run time.
private func changing<Value, Result>(_ value: inout Value, _ change: (inout Value) -> Result) -> Result {
    change(&value)
}
