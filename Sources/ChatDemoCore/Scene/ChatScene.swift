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
    /// The resting height of the input bar before GTK has measured it.
    public static let initialBarHeight = 52.0

    public internal(set) var conversation: Conversation
    public internal(set) var strategy: Strategy
    public let keyboard: KeyboardController
    public internal(set) var layoutState: ChatLayoutState
    public internal(set) var input: KeyboardInput
    public internal(set) var contentSize: Size
    /// A tab bar below the chat (`--bottom-offset`); the chat sees a shorter stage and keyboard.
    public let bottomOffset: BottomOffset
    /// The bar's height in force: what it asks for, capped at the room the keyboard leaves.
    var barHeight = initialBarHeight
    /// What the bar asks for (its natural height, growing with the draft).
    var requestedBarHeight = initialBarHeight
    /// The empty bar's height (its first measurement): the room a shortened keyboard leaves.
    var singleLineBarHeight = initialBarHeight
    /// True until the shell's first real measurement (`setMeasuredLayout`): the size and bar
    /// height are guesses, so nothing that decides from them may run yet.
    public internal(set) var isAwaitingMeasuredLayout: Bool
    /// A show asked for while awaiting the measured layout; it runs when the layout arrives.
    var isShowDeferred = false
    /// The jump-to-latest button's fade, advanced by each frame.
    var jumpFade = JumpToLatestFade()
    /// While the keyboard hears of a resize: the container height its begin frame is in.
    var beginFrameContainerHeight: Double?
    private var observation: KeyboardObservation?
    /// Measures a message bubble's height for a list width (Pango in the app).
    let measure: (String, Double) -> Double
    /// Guesses it without laying it out; see `ChatScene+Heights`. Nil: `HeightEstimate.standard`,
    /// read from a file's recorded counts without decoding the text (`MessageList`).
    let estimate: ((String, Double) -> Double)?
    var measuredWidth = 0.0
    var heightCache: [TextBytesKey: Double] = [:]
    /// Per message: whether its height in `layoutState.messages` is measured (else estimated).
    /// Chunked, so a snapshot taken before a send or a measurement keeps sharing all the rest.
    var isMeasured = ChunkedArray<Bool>()
    /// The layout state last found with everything near it measured: its visible messages, the
    /// message count and the margin. The near range follows from these alone, so a frame that
    /// matches skips the check (a frame's core work stays three searches).
    var checkedScreen: (visible: Range<Int>, count: Int, margin: Double)?
    /// The drawn key under the pointer, highlighted.
    public var pressedKey: Int?
    /// How far the emoji grid is scrolled sideways (`EmojiGrid.clamped`); kept across layout switches, as on iOS.
    public internal(set) var emojiOffset = 0.0
    /// The latest streaming reply (`ChatScene+Stream.swift`), running or done; nil before one.
    public internal(set) var replyStream: ReplyStream?
    /// The motion values in force (`ChatScene+Profile`): iOS's unless a platform or file says.
    public internal(set) var profile = MotionProfile.ios
    /// A profile chosen while the keyboard moved or was up: it takes over at the next show or hide.
    public internal(set) var pendingProfile: MotionProfile?
    /// Under a profile whose app is resized once: the keyboard height the app is laid out for
    /// and when the resize reaches it.
    var appResize: (from: Double, until: Double)?
    /// In compare mode across platforms: the lead pane's keyboard's events, played on this scene's own.
    var mirrorObservation: KeyboardObservation?
    /// Compare mode across platforms: the caption names the platform even when it is iOS.
    public var captionNamesPlatform = false

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
        isAwaitingMeasuredLayout = awaitsMeasuredLayout
        self.bottomOffset = bottomOffset
        self.conversation = conversation
        self.strategy = strategy
        self.contentSize = contentSize
        self.measure = measure
        self.estimate = estimate
        keyboard = sharedKeyboard ?? KeyboardController(containerSize: contentSize, layout: layout, resources: keyboardResources)
        input = KeyboardInput(layout: layout, pinyin: keyboardResources.pinyin)
        // iOS's default for a message field: a capital to start each sentence.
        input.autocapitalization = .sentences
        // An empty layout state first: Swift wants every property set before
        // `estimatedMetrics()` (a method) may run to build the real one.
        layoutState = ChatLayoutState(strategy: strategy, contentHeight: bottomOffset.chatHeight(stageHeight: contentSize.height), navBarHeight: Self.navigationBarHeight,
                            barHeight: Self.initialBarHeight, messages: MessageMetrics(spacing: Self.messageSpacing))
        layoutState = makeLayoutState(strategy: strategy, messages: estimatedMetrics(), at: 0)
        keyboard.setContainerSize(contentSize, maximumHeight: maximumKeyboardHeight(contentHeight: contentSize.height), at: 0)
        observation = keyboard.observe([.willShow, .willHide, .willChangeFrame]) { [unowned self] event in
            self.keyboardWill(event)
        }
    }

    public var keyboardIsShown: Bool { keyboard.isShown }
    /// Whether the keyboard is up, rising, or asked for and waiting for the first measured
    /// layout: the state the menu's Show and Hide items follow.
    public var keyboardIsWanted: Bool { keyboard.isShown || isShowDeferred }
    public var keyboardHeight: Double { keyboard.height }

    // MARK: One frame

    /// Every position at animation time `time`. Called once per frame.
    public func frame(at time: Double) -> SceneFrame {
        keyboard.update(at: time)
        advanceStreamingReply(to: time)
        let visible = keyboard.visibleHeight(at: time)
        let geometry = measureNearScreen(keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), margin: contentSize.height, at: time)
        let keyboardTop = drawnKeyboardTop(geometry, visibleHeight: visible)
        let barBottom = Int(geometry.barBottom.rounded())
        var frame = SceneFrame(
            geometry: geometry, keyboardVisibleHeight: visibleHeight(geometry, real: visible), keyboardTop: keyboardTop,
            keyboardHeight: max(keyboard.height, visible), barTop: Int(geometry.barTop.rounded()), barBottom: barBottom,
            thresholds: ThreeCase.Thresholds(contentHeight: chatHeight, barHeight: barHeight,
                                             keyboardHeight: chatKeyboardHeight, nearBarMargin: layoutState.nearBarMargin),
            caseLabel: geometry.caseInForce.map { String($0.rawValue) } ?? strategy.rawValue)
        frame.surface = bottomSurface
        frame.drawsPanel = isPanelDrawn
        let jump = jumpFade.update(candidate: jumpToLatestButton(in: frame), isFollowingEnd: layoutState.isFollowingEnd,
                                   barTop: Double(frame.barTop), at: time)
        (frame.jumpToLatest, frame.jumpToLatestDrawn, frame.jumpOpacity) = jump
        frame.stream = streamFrame(at: time)
        return frame
    }

    /// Screen y of message `index`'s top in `frame`.
    public func messageTop(_ index: Int, in frame: SceneFrame) -> Double {
        frame.geometry.messageTop(index, in: layoutState.messages, topPadding: layoutState.topPadding)
    }

    // MARK: Keyboard

    /// Raises the keyboard. Before the first measured layout the show waits for it: the case
    /// (and the list's rise) is decided from real sizes only, so a tap at frame 0 and a tap a
    /// second later decide alike.
    /// With the panel up (or going down) the keys take its place: a swap (a height change of the
    /// surface that is up, never a hide and a show).
    public func showKeyboard(at time: Double) {
        showKeyboard(keepingInputView: false, at: time)
    }

    func showKeyboard(keepingInputView: Bool, at time: Double) {
        applyPendingProfile()
        if !keepingInputView && keyboard.inputView != nil { swapSurface(to: nil, at: time) }
        guard !isAwaitingMeasuredLayout else {
            isShowDeferred = true
            return
        }
        keyboard.show(at: time)
    }

    public func hideKeyboard(at time: Double) {
        isShowDeferred = false
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
        return input.setLayout(kind).filter { if case .switchLayout = $0 { false } else { true } }
    }

    public func beginKeyboardDrag(at time: Double) { keyboard.beginInteractiveDrag(at: time) }

    /// The finger is at `y`: the keyboard's top follows it 1:1.
    public func dragKeyboard(toTop y: Double, at time: Double) {
        keyboard.dragInteractively(toVisibleHeight: contentSize.height - y, at: time)
    }

    /// `velocity` in points per second of visible height (positive opens).
    public func endKeyboardDrag(velocity: Double, at time: Double) {
        keyboard.endInteractiveDrag(velocity: velocity, at: time)
    }

    /// Forwards the keyboard's will-events to the layout: the frames they
    /// carry are the only source of K, as the seeds insist.
    private func keyboardWill(_ event: KeyboardEvent) {
        // The chat's stage ends at the tab bar: heights above it are what the chat sees.
        let height = chatHeight
        noteAppResize(for: event)
        let begin = max(0, (beginFrameContainerHeight ?? contentSize.height) - bottomOffset.height - event.beginFrame.minY)
        let end = max(0, height - event.endFrame.minY)
        switch event.kind {
        case .willShow: layoutState.keyboardWillShow(height: end, from: begin, at: event.time)
        case .willHide: layoutState.keyboardWillHide(from: begin, at: event.time)
        case .willChangeFrame where event.isInputViewSwap: layoutState.surfaceWillSwap(toHeight: end, from: begin, at: event.time)
        case .willChangeFrame: layoutState.keyboardWillChangeFrame(height: end, from: begin, at: event.time)
        default: break
        }
    }

    // MARK: Conversation and layout

    public func send(_ text: String, at time: Double) {
        if sendAsNextTurn(text, at: time) { return }
        conversation.messages.append(Message(sender: .me, text: text))
        isMeasured.append(true)
        layoutState.didSend(messageHeight: measuredHeight(of: text), keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }

    /// The list scrolls by `delta` (a drag's move, a wheel notch, a touchpad's delta).
    ///
    /// A scroll within a stage height lands exactly where measured heights put it: what it
    /// brings on screen is measured first, anchored where the list is now. A longer one (a
    /// fling of the whole history, `drag list 0 1e9 0`) crosses what it skips on estimated
    /// heights, as start-up does, and the next frame measures what it lands on
    /// (`measureNearScreen`). So a scroll costs what the screen shows however far it goes.
    ///
    /// - Complexity: O(messages within two stage heights of the screen × log n), whatever `delta`.
    public func scroll(by delta: Double, at time: Double) {
        _ = measureNearScreen(keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time),
                              margin: contentSize.height + min(abs(delta), contentSize.height), at: time)
        layoutState.userScroll(by: delta, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }

    /// A different conversation (the case switcher). A keyboard that is up stays up: the new
    /// conversation decides its case and rise as a show at the same K would.
    public func replaceConversation(_ newConversation: Conversation, at time: Double) {
        replyStream = nil  // the reply belonged to the conversation that goes
        conversation = newConversation
        layoutState = makeLayoutState(strategy: strategy, messages: estimatedMetrics(), at: time)
    }

    /// A different strategy (menu, script); the keyboard stays as it is, as for a case switch.
    public func setStrategy(_ newStrategy: Strategy, at time: Double) {
        strategy = newStrategy
        let pinned = layoutState.streamPin?.messageIndex
        layoutState = makeLayoutState(strategy: newStrategy, messages: layoutState.messages, at: time)
        if let pinned { layoutState.restoreStreamPin(messageIndex: pinned, keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time) }
    }

    /// A fresh layout at the list's end; when the keyboard is up (or coming up) it has heard
    /// the show, with its shifts where that show's line puts them for the keyboard's height now.
    private func makeLayoutState(strategy: Strategy, messages: MessageMetrics, at time: Double) -> ChatLayoutState {
        var state = ChatLayoutState(strategy: strategy, contentHeight: chatHeight, navBarHeight: Self.navigationBarHeight,
                                    barHeight: barHeight, messages: messages, scrollOffset: .infinity)
        if keyboard.isShown { state.keyboardIsAlreadyShown(height: chatKeyboardHeight, at: time) }
        return state
    }
}
