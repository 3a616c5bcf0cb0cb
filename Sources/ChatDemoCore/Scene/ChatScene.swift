import ChatLayout
import Curves
import Keyboard

/// The chat's state between frames, built from the three pure modules: the
/// keyboard model (its motion and its six events), the chat layout state
/// (the strategies), and the conversation. It holds no GTK object, so the
/// benchmarks drive it exactly as the window does.
///
/// The keyboard controller is the only animator. The layout state hears
/// the keyboard's will-events through an observation token the scene owns
/// (released with it, so nothing can outlive the registration), and each
/// frame asks the controller for the visible height and the layout state for every
/// position derived from it.
public final class ChatScene {
    public static let navigationBarHeight = 44.0
    public static let messageSpacing = 8.0

    public let keyboard: KeyboardController
    /// Every value the scene owns (typing, heights, stream, profile, sizes, the layout state…):
    /// what a snapshot keeps besides the keyboard. Written only here, by the glue below.
    private(set) var values: SceneValues
    /// Lays out and guesses bubble heights, and keeps what it laid out.
    let measurer: HeightMeasurer
    private var observation: KeyboardObservation?
    /// In compare mode across platforms: the main keyboard's events, played on this scene's own.
    private var mirrorObservation: KeyboardObservation?

    /// - Parameter awaitsMeasuredLayout: true when `contentSize` is only a guess (the window
    ///   before GTK's first allocation): shows wait for `setMeasuredLayout`, so no case is decided on a guessed size.
    /// - Parameter estimate: a cheap guess at a bubble's height for a list width, given to every
    ///   message at load; `measure` replaces it for the messages that can be on screen.
    /// - Parameter keyboardResources: the keyboard's layouts and Pinyin table, loaded once at
    ///   start-up (`KeyboardResources.bundled()`), where a broken file is reported.
    /// - Parameter sharedKeyboard: another scene's keyboard, for compare mode's panes: one
    ///   controller, so every pane hears the same will-events and reads the same
    ///   visible height each frame (see `ChatScene+Compare`). Nil: the scene's own.
    public init(conversation: Conversation, keyboard layout: KeyboardLayoutKind, keyboardResources: KeyboardResources,
                strategy: Strategy, contentSize: Size,
                awaitsMeasuredLayout: Bool = false, bottomOffset: BottomOffset = .none, measure: @escaping (String, Double) -> Double,
                estimate: ((String, Double) -> Double)? = nil,
                sharedKeyboard: KeyboardController? = nil) {
        measurer = HeightMeasurer(measure: measure, estimate: estimate)
        keyboard = sharedKeyboard ?? KeyboardController(containerSize: contentSize, layout: layout, resources: keyboardResources)
        // An empty layout state first: Swift wants every property set before
        // `estimatedMetrics()` (a method) may run to build the real one.
        let empty = ChatLayoutState(strategy: strategy, contentHeight: bottomOffset.chatHeight(stageHeight: contentSize.height),
                                    navBarHeight: Self.navigationBarHeight, barHeight: SceneSizes.initialBarHeight,
                                    messages: MessageMetrics(spacing: Self.messageSpacing))
        values = SceneValues(conversation: conversation, strategy: strategy, layoutState: empty, contentSize: contentSize,
                             sizes: SceneSizes(bottomOffset: bottomOffset, awaitsMeasuredLayout: awaitsMeasuredLayout),
                             typing: SceneTyping(layout: layout, pinyin: keyboardResources.pinyin))
        values.layoutState = makeLayoutState(strategy: strategy, messages: estimatedMetrics(), at: 0)
        keyboard.setContainerSize(contentSize, maximumHeight: sizes.maximumKeyboardHeight(contentHeight: contentSize.height), at: 0)
        observation = keyboard.observe([.willShow, .willHide, .willChangeFrame]) { [unowned self] event in
            self.keyboardWill(event)
        }
    }

    // MARK: One frame

    /// Every position at animation time `time`. Called once per frame.
    public func frame(at time: Double) -> SceneFrame {
        keyboard.update(at: time)
        advanceStreamingReply(to: time)
        var frame = sceneFrame(geometry: measureNearScreen(margin: values.contentSize.height, at: time), at: time)
        let jump = values.jumpFade.update(candidate: jumpToLatestButton(in: frame), isFollowingEnd: values.layoutState.isFollowingEnd,
                                   barTop: Double(frame.barTop), at: time)
        (frame.jumpToLatest, frame.jumpToLatestDrawn, frame.jumpOpacity) = jump
        frame.stream = values.replyStream?.frame(in: values.layoutState, at: time)
        return frame
    }

    // MARK: Keyboard

    func showKeyboard(keepingInputView: Bool, at time: Double) {
        applyPendingProfile()
        if !keepingInputView && keyboard.inputView != nil { swapSurface(to: nil, at: time) }
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

    /// Switches the layout (menu, script). Returns what the typing state
    /// hands back — leaving Pinyin mid-composition inserts the letters typed
    /// so far — so the caller can put it in the field and nothing is lost.
    @discardableResult
    public func setKeyboardLayout(_ kind: KeyboardLayoutKind, at time: Double) -> [KeyboardOutput] {
        guard kind != keyboard.layout else { return [] }
        keyboard.setLayout(kind, at: time)
        applyBarHeight(animated: true, at: time)
        return values.typing.setLayout(kind).filter { if case .switchLayout = $0 { false } else { true } }
    }

    /// Forwards the keyboard's will-events to the layout: the frames they
    /// carry are the only source of K, as the seeds insist.
    private func keyboardWill(_ event: KeyboardEvent) {
        let containerHeight = values.sizes.resizingFromHeight ?? values.contentSize.height
        values.profiles.noteAppResize(for: event, of: keyboard, containerHeight: containerHeight)
        event.tell(&values.layoutState, chatHeight: chatHeight, containerHeight: containerHeight, tabBarHeight: bottomOffset.height)
    }

    // MARK: Conversation and layout

    /// A send; while the list is pinned (the next turn of an AI chat) the running reply stops
    /// and the message is pinned in turn.
    public func send(_ text: String, at time: Double) {
        let isNextTurn = values.layoutState.streamPin != nil
        if isNextTurn { values.replyStream?.stop() }
        append(Message(sender: .me, text: text))
        let height = measurer.height(of: text, width: values.contentSize.width)
        if isNextTurn {
            values.layoutState.didSendWhilePinned(messageHeight: height, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
        } else {
            values.layoutState.didSend(messageHeight: height, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
        }
    }

    /// The list scrolls by `delta` (a drag's move, a wheel notch, a touchpad's delta). What it
    /// brings on screen is measured first, within a stage height of it (`MessageHeights`).
    ///
    /// - Complexity: O(messages within two stage heights of the screen × log n), whatever `delta`.
    public func scroll(by delta: Double, at time: Double) {
        _ = measureNearScreen(margin: values.contentSize.height + min(abs(delta), values.contentSize.height), at: time)
        values.layoutState.userScroll(by: delta, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }

    /// A different conversation (the case switcher). A keyboard that is up stays up: the new
    /// conversation decides its case and rise as a show at the same K would.
    public func replaceConversation(_ newConversation: Conversation, at time: Double) {
        values.replyStream = nil  // the reply belonged to the conversation that goes
        values.conversation = newConversation
        values.layoutState = makeLayoutState(strategy: values.strategy, messages: estimatedMetrics(), at: time)
    }

    /// A different strategy (menu, script); the keyboard stays as it is, as for a case switch.
    public func setStrategy(_ newStrategy: Strategy, at time: Double) {
        values.strategy = newStrategy
        let pinned = values.layoutState.streamPin?.messageIndex
        values.layoutState = makeLayoutState(strategy: newStrategy, messages: values.layoutState.messages, at: time)
        if let pinned { values.layoutState.restoreStreamPin(messageIndex: pinned, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time) }
    }

    /// A message added with its height measured (a send, a reply).
    private func append(_ message: Message) {
        values.conversation.messages.append(message)
        values.heights.appendMeasured()
    }

    /// Every message's estimated height for the stage now, the tail measured (`MessageHeights`).
    private func estimatedMetrics() -> MessageMetrics {
        values.heights.estimatedMetrics(of: values.conversation.messages, width: values.contentSize.width, stageHeight: values.contentSize.height,
                                 measurer: measurer)
    }

    /// Measures the messages within `margin` of the screen and returns the frame's geometry.
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
        let keys = drawn.layoutKeys()
        guard keys.indices.contains(index) else { return [] }
        if case .emojiCategory(let category) = keys[index].key.action {
            values.typing.showEmojiCategory(atOffset: drawn.emojiGrid.offset(forCategory: category))
            return []
        }
        let outputs = values.typing.press(keys[index].key, at: time)
        for case .switchLayout(let kind) in outputs where kind != keyboard.layout {
            keyboard.setLayout(kind, at: time)
            applyBarHeight(animated: true, at: time)
        }
        return outputs.filter { if case .switchLayout = $0 { false } else { true } }
    }

    /// Starts a reply of `text` arriving over `milliseconds` of animation time.
    ///
    /// - Complexity: O(n) in the text's length plus one measurement, O(log m) in the messages.
    public func receiveStreamingReply(_ text: String, milliseconds: Int, at time: Double) {
        values.replyStream?.stop()
        var stream = ReplyStream(text: text, duration: Double(milliseconds) / 1000, start: time,
                                 messageIndex: values.conversation.messages.count)
        _ = stream.reveal(at: time)
        let shown = stream.shownText
        append(Message(sender: .them, text: shown))
        values.replyStream = stream
        values.layoutState.beginStreamingReply(replyHeight: measurer.measure(shown, values.contentSize.width),
                                        keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }

    /// Reveals what the reply has by `time` and re-measures it (each frame, before its geometry).
    /// Prefixes are measured without the height cache: each is shown for a frame or two only.
    func advanceStreamingReply(to time: Double) {
        guard var stream = values.replyStream, stream.isRunning,
              stream.revealedCount(at: time) != stream.revealed, stream.messageIndex < values.conversation.messages.count,
              stream.reveal(at: time) else { return }
        values.replyStream = stream
        let shown = stream.shownText
        values.conversation.messages[stream.messageIndex].text = shown
        let height = stream.revealed == stream.clusterCount
            ? measurer.height(of: shown, width: values.contentSize.width) : measurer.measure(shown, values.contentSize.width)
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

    /// The input bar's natural height changed (multi-line input). It grows only as far as the
    /// room above the keyboard allows (see `SceneSizes.maximumKeyboardHeight`); beyond that it scrolls.
    public func setBarHeight(_ height: Double, at time: Double) {
        guard height > 0, height.isFinite else { return }
        values.sizes.request(barHeight: height)
        applyBarHeight(animated: true, at: time)
    }

    /// The shell's real measurement of the stage and of the bar's natural height, every frame.
    /// The first one replaces the guesses without animation — the bar's first presented height
    /// is its measured one, never a guess that then jumps — and runs a show that was waiting for
    /// it, so the case is decided on the stage's real size.
    public func setMeasuredLayout(contentSize size: Size, barHeight height: Double, at time: Double) {
        guard values.sizes.isAwaitingMeasuredLayout else {
            setContentSize(size, at: time)
            setBarHeight(height, at: time)
            return
        }
        guard height > 0, height.isFinite, size.width > 0,
              values.sizes.fits(contentHeight: size.height, barHeight: height) else { return }
        values.sizes.takeFirstMeasurement(barHeight: height)
        applyContentSize(size, barAnimated: false, at: time)
        if values.sizes.isShowDeferred {
            values.sizes.deferShow(false)
            keyboard.show(at: time)
        }
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
        // A bar too tall for the new size shrinks before the screen resizes (it must fit the
        // new height); one that may grow grows after.
        let newBarHeight = values.sizes.cappedBarHeight(contentHeight: size.height, keyboardHeight: newKeyboardHeight)
        if newBarHeight < values.sizes.barHeight { applyBarHeight(newBarHeight, animated: barAnimated, at: time) }
        // The case is decided from measured heights: the last messages that can be on screen
        // at the new size are measured first (`MessageHeights`).
        let messages = widthChanged ? estimatedMetrics() : nil
        if !widthChanged {
            let k = chatKeyboardVisibleHeight(at: time)
            changing(&values) { values in
                values.heights.measureTail(of: values.conversation.messages, width: size.width, stageHeight: size.height,
                                           measurer: measurer, layout: &values.layoutState, keyboardVisibleHeight: k, at: time)
            }
        }
        values.layoutState.resize(contentHeight: bottomOffset.chatHeight(stageHeight: size.height), navBarHeight: Self.navigationBarHeight,
                      keyboardHeight: bottomOffset.chatKeyboardHeight(newKeyboardHeight), messages: messages,
                      keyboardVisibleHeight: visible, at: time)
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

    /// Puts `view` (nil: the keys) in the surface's place. While up, the controller's
    /// will-change-frame says it is a swap (`KeyboardEvent.isInputViewSwap`), so every scene
    /// over this keyboard (compare mode's panes too) hears one height change, never a hide.
    func swapSurface(to view: InputViewHeight?, at time: Double) {
        keyboard.setInputView(view, at: time)
        applyBarHeight(animated: true, at: time)
    }

    /// Puts the scene (and its keyboard) back as `snapshot` was taken. Nothing is told: the
    /// keyboard posts no event and the layout hears none, as the frame they come from had
    /// already heard them.
    public func restore(_ snapshot: Snapshot) {
        values = snapshot.values
        keyboard.restore(snapshot.keyboard)
    }

    /// Follows `main`'s announced motions with this scene's own keyboard (`ChatScene+Mirror`).
    public func mirrorKeyboard(of main: KeyboardController) {
        mirrorObservation = main.observe([.willShow, .willHide, .willChangeFrame], mirroring(main))
    }

    /// Scrolls to the end of the conversation with the keyboard spring (the button's action).
    /// The keyboard stays; the messages near the end are measured already (`MessageHeights`).
    public func jumpToLatest(at time: Double) {
        values.jumpFade.dismiss(at: time)
        values.layoutState.scrollToBottom(keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }
}

/// Runs `change` on `value` as one access: two of a class property's fields changed in one call
/// (the heights and the layout state they correct) would otherwise be two overlapping accesses
/// to the property, which Swift stops at run time.
private func changing<Value, Result>(_ value: inout Value, _ change: (inout Value) -> Result) -> Result {
    change(&value)
}
