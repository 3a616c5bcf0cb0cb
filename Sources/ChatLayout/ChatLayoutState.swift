import Curves

/// The chat screen's layout state: the app feeds it events and asks, once per frame, where
/// everything is (`geometry(keyboardVisibleHeight:at:)`). Pure value, time passed in.
///
/// ## Design
/// The keyboard's visible height `k` (from the keyboard model, or from a finger during an
/// interactive dismiss) is an *input* of every frame, never re-animated here. So:
/// - The bar's bottom is the keyboard's top, `H − k` snapped to the pixel grid once, and every
///   edge that must touch is derived from that single rounded number (zero gap, any `k`).
/// - List and content shifts are `KeyboardLinkedShift`s: within each transition a straight line
///   in `k` from where they were when the event arrived to the strategy's end state. A plain
///   show/hide therefore moves the list on the keyboard's own curve (`listShift = rise · k/K`);
///   interruptions and height changes re-anchor at the current value, so nothing jumps.
/// - Changes that happen while `k` stands still — the send-follow rise, scroll-to-bottom, the
///   growing input bar — animate over time with the keyboard spring (`AnimationCurve.keyboard`).
/// - Scroll is a `ScrollPosition`: free, or pinned to the bottom so the last message rides the
///   viewport's bottom edge (`.inset` shrinks the viewport with `k`).
/// - `.naive` alone ignores `k` for its bar, which runs its own 0.25 s ease-in-out.
/// - Today's lift behaviours are three-case's shifts with the case forced; `.persistent` hands
///   its rise to the scroll offset on hide (`ChatLayoutState+Lift.swift`).
///
/// Worked example (H = 800, nav 64, h = 50, K = 291, so d1 = 459, d2 = 720):
/// ```swift
/// var m = MessageMetrics(spacing: 0); m.append(height: 528)     // c = 64 + 8 + 528 = 600
/// var s = ChatLayoutState(strategy: .threeCase, contentHeight: 800, navBarHeight: 64,
///                    barHeight: 50, messages: m)
/// s.keyboardWillShow(height: 291, at: 0)                        // case 2, difY = 141
/// s.geometry(keyboardVisibleHeight: 145.5, at: 0.1).listShift   // 71 (141 · ½ = 70.5, snapped)
/// s.geometry(keyboardVisibleHeight: 291, at: 1).barBottom       // 509 = keyboardTop
/// ```
///
/// - Complexity: events are O(1) except message changes (O(log n) for an append);
///   `geometry` is O(log n) in the number of messages (the visible-range search).
public struct ChatLayoutState: Sendable, Equatable {
    /// Default space above the first and below the last message.
    public static let defaultListPadding = 8.0

    /// How this screen answers the keyboard.
    public let strategy: Strategy
    /// The content area's and navigation bar's heights, the list's paddings, the pixel grid.
    private(set) var screen: ChatScreen
    /// The conversation's message heights.
    public internal(set) var messages: MessageMetrics

    /// Whether the keyboard is shown or showing (between a will-show and a will-hide).
    public internal(set) var isKeyboardShown = false
    /// `K`: the keyboard's height at the end of the latest show or frame change.
    public internal(set) var keyboardHeight = 0.0
    /// Three-case: the decided case and the list's rise.
    var threeCase = ThreeCaseMemory()
    /// How far above the resting bar's top the line between case 2 and case 3 lies (the seed's
    /// 30 unless a motion profile tunes it); read when the next show decides its case.
    public var nearBarMargin = ThreeCase.defaultNearBarMargin

    var barHeightValue: AnimatedValue
    var scroll: ScrollPosition
    var listShift = KeyboardLinkedShift()
    var contentShift = KeyboardLinkedShift()
    /// `.naive` only: the bar's rise, animated on its own clock.
    var naiveBarRise = AnimatedValue(0)
    /// The lift strategies' memory (`ChatLayoutState+Lift.swift`).
    var lift = LiftMemory()
    /// How far the user has dragged the content down past its top while the list is shifted
    /// up (`ChatLayoutState+TopReveal.swift`); never more than the shift in force.
    var topReveal = 0.0
    /// A streaming reply's pin ("blank space", `ChatLayoutState+Stream.swift`), nil otherwise.
    public internal(set) var streamPin: StreamPin?

    /// A screen at rest (keyboard hidden).
    ///
    /// - Parameters:
    ///   - strategy: how the screen answers the keyboard.
    ///   - contentHeight: `H`, the content area's height, navigation bar included.
    ///   - navBarHeight: the navigation bar's height at the top of the content area.
    ///   - barHeight: `h`, the input bar's height.
    ///   - messages: the conversation's message heights.
    ///   - scrollOffset: initial offset; `.infinity` starts at the bottom.
    ///   - topPadding: space above the first message.
    ///   - bottomPadding: space below the last message.
    ///   - pixelScale: device pixels per point; positions are snapped to `1 / pixelScale`.
    public init(
        strategy: Strategy, contentHeight: Double, navBarHeight: Double, barHeight: Double,
        messages: MessageMetrics, scrollOffset: Double = 0,
        topPadding: Double = defaultListPadding, bottomPadding: Double = defaultListPadding,
        pixelScale: Double = 1
    ) {
        precondition(contentHeight.isFinite && contentHeight > 0, "content height must be positive")
        precondition(navBarHeight >= 0 && barHeight >= 0 && navBarHeight + barHeight <= contentHeight,
                     "navigation bar and input bar must fit in the content area")
        precondition(pixelScale.isFinite && pixelScale > 0, "pixel scale must be positive")
        self.strategy = strategy
        screen = ChatScreen(contentHeight: contentHeight, navBarHeight: navBarHeight, topPadding: topPadding,
                            bottomPadding: bottomPadding, pixelScale: pixelScale)
        self.messages = messages
        barHeightValue = AnimatedValue(barHeight)
        scroll = ScrollPosition(offset: 0, maxOffset: 0)
        let deepest = restingMaxOffset
        scroll = ScrollPosition(offset: min(scrollOffset, deepest), maxOffset: deepest)
    }

    /// The input bar's height once its growth animation ends.
    public var barHeight: Double { barHeightValue.target }
    /// `H`: height of the content area (navigation bar, list and input bar).
    public var contentHeight: Double { screen.contentHeight }
    /// Height of the fixed navigation bar at the top; it never moves.
    public var navBarHeight: Double { screen.navBarHeight }
    /// Space above the first message inside the list.
    public var topPadding: Double { screen.topPadding }
    /// Space below the last message inside the list.
    public var bottomPadding: Double { screen.bottomPadding }
    /// Device pixels per logical pixel; positions are snapped to `1 / pixelScale`.
    public var pixelScale: Double { screen.pixelScale }
    /// Three-case: the list's rise (seed 004 `settledListRise`) once the keyboard is up, cases 1–2.
    public var settledListRise: Double { threeCase.settledListRise }
    /// Three-case: the list has reached the keyboard's height; sends now scroll instead.
    public var isListRiseCapped: Bool { threeCase.isListRiseCapped }
    /// Three-case: the case decided by the latest will-show (`.fewMessages` before any show).
    public var decidedCase: ThreeCase { threeCase.decidedCase }
    /// `.whenAtEnd`: whether the latest will-show found the list at its end, so it rises.
    public var isLiftingWithKeyboard: Bool { lift.isLiftingWithKeyboard }
    /// `.persistent`: the rise the scroll offset has absorbed for good (blank space below the
    /// last message), on the pixel grid. See `ChatLayoutState+Lift.swift`.
    public var absorbedLift: Double { lift.absorbedLift }

    // MARK: Keyboard events

    /// The keyboard is about to show with final height `height` (K).
    ///
    /// - Parameters:
    ///   - height: `K`, the keyboard's height once shown.
    ///   - startHeight: its visible height when the event arrives (the event's begin frame);
    ///     0 from rest, the current height when this interrupts a hide.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    /// A will-show while already shown is a height change.
    public mutating func keyboardWillShow(height: Double, from startHeight: Double = 0, at time: Double) {
        precondition(height.isFinite && height >= 0, "keyboard height must be finite and non-negative")
        if isKeyboardShown {
            keyboardWillChangeFrame(height: height, from: startHeight, at: time)
            return
        }
        // A show from rest starts with no reveal beyond the shift in force at `startHeight` (0
        // from rest), so the strategies' rise is what it always was (`ChatLayoutState+TopReveal`).
        topReveal = min(topReveal, layout(keyboardVisibleHeight: startHeight, at: time).listShift)
        isKeyboardShown = true
        keyboardHeight = height
        switch strategy {
        case .threeCase:
            decideThreeCase(fromHeight: startHeight, at: time)
        case .naive:
            naiveBarRise.animate(to: height, curve: .easeInOut, duration: AnimationCurve.reportedKeyboardDuration, at: time)
        case .always, .whenAtEnd, .persistent:
            if strategy == .whenAtEnd {
                // Whether the list is at its end (or heading there): the last message on the bar.
                let deepest = translatedMaxOffset(at: time)
                lift.isLiftingWithKeyboard = scroll.isPinned
                    || scroll.restingOffset(maxOffset: deepest) >= deepest - ScrollPosition.bottomTolerance
            }
            liftWillChangeFrame(fromHeight: startHeight, at: time)
        case .barOnly, .wholeView, .inset, .never:
            break  // Pure functions of k: nothing to remember.
        }
    }

    /// The keyboard is about to hide; everything returns to rest on the hide's curve.
    ///
    /// - Parameters:
    ///   - startHeight: its visible height when the event arrives; nil means fully shown.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    public mutating func keyboardWillHide(from startHeight: Double? = nil, at time: Double) {
        let start = startHeight ?? (isKeyboardShown ? keyboardHeight : 0)
        isKeyboardShown = false
        threeCase.settledListRise = 0
        threeCase.isListRiseCapped = false
        switch strategy {
        case .threeCase:
            listShift.retarget(fromHeight: start, toHeight: 0, shift: 0, at: time)
            contentShift.retarget(fromHeight: start, toHeight: 0, shift: 0, at: time)
        case .naive:
            naiveBarRise.animate(to: 0, curve: .easeInOut, duration: AnimationCurve.reportedKeyboardDuration, at: time)
        case .always, .whenAtEnd, .persistent:
            liftWillHide(fromHeight: start, at: time)
        case .barOnly, .wholeView, .inset, .never:
            break
        }
    }

    /// The shown keyboard changes height (English 291 → Pinyin 336, emoji, rotation): every
    /// shift re-follows from where it is to the same case's end state for the new height.
    /// Cases 1–2 recompute the list's rise for the new d1, capped (and scrolled) at the new K.
    /// Ignored while the keyboard is hidden.
    ///
    /// - Parameters:
    ///   - height: the keyboard's new height, K from now on.
    ///   - startHeight: visible height when the event arrives; nil means the old K.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    public mutating func keyboardWillChangeFrame(height: Double, from startHeight: Double? = nil, at time: Double) {
        precondition(height.isFinite && height >= 0, "keyboard height must be finite and non-negative")
        guard isKeyboardShown else { return }
        let start = startHeight ?? keyboardHeight
        keyboardHeight = height
        switch strategy {
        case .threeCase:
            if threeCase.decidedCase == .manyMessages {
                listShift.retarget(fromHeight: start, toHeight: height, shift: height, at: time)
                contentShift.retarget(fromHeight: start, toHeight: height, shift: height, at: time)
                return
            }
            let needed = max(0, (restingLastMessageBottom ?? 0) - firstDistance)
            if threeCase.isListRiseCapped || needed >= height {
                threeCase.isListRiseCapped = true
                threeCase.settledListRise = height
                scroll.scrollToBottom(maxOffset: translatedMaxOffset(at: time), at: time)
            } else {
                threeCase.settledListRise = needed
            }
            listShift.retarget(fromHeight: start, toHeight: height, shift: threeCase.settledListRise, at: time)
            contentShift.retarget(fromHeight: start, toHeight: height, shift: 0, at: time)
        case .naive:
            naiveBarRise.animate(to: height, curve: .easeInOut, duration: AnimationCurve.reportedKeyboardDuration, at: time)
        case .always, .whenAtEnd, .persistent:
            liftWillChangeFrame(fromHeight: start, at: time)
        case .barOnly, .wholeView, .inset, .never:
            break
        }
    }

    // MARK: Window

    /// The window was resized or rotated. Positions follow the new size at once.
    ///
    /// Under three-case a shown keyboard's case is decided again, exactly as a show at the new
    /// size would decide it: a list resting at its bottom is put back at the bottom
    /// of the new viewport first (a fresh start begins there), a list the user scrolled up keeps
    /// its offset. So after any sequence of rotations and resizes the settled frame equals a
    /// fresh start's at the same size — same case, same list shift — and a round trip comes
    /// back to where it started. Shifts re-follow from where they are, so nothing jumps.
    ///
    /// Worked example (nav 64, h = 50, K = 291, one message with c = 600 at H = 800): case 2,
    /// rise 141. `resize(contentHeight: 500, …)` → d1 = 159, d2 = 420, and the list's bottom at
    /// rest is now 442 > d2 → case 3; `resize(contentHeight: 800, …)` → case 2, rise 141 again.
    ///
    /// - Parameters:
    ///   - contentHeight: `H` at the new size.
    ///   - navBarHeight: the navigation bar's height at the new size.
    ///   - newKeyboardHeight: K at the new size (rotation changes it); nil keeps the current K.
    ///     The keyboard's own will-change-frame for the same K then changes nothing.
    ///   - newMessages: the message heights re-measured for a new width, if any; they replace
    ///     the old ones before the decision (a re-measure is not a send: no follow rule).
    ///   - keyboardVisibleHeight: the keyboard's visible height now; nil means at rest.
    ///   - time: when it happens, in the animation seconds every frame is computed at.
    /// - Complexity: O(1).
    public mutating func resize(
        contentHeight: Double, navBarHeight: Double, keyboardHeight newKeyboardHeight: Double? = nil,
        messages newMessages: MessageMetrics? = nil, keyboardVisibleHeight: Double? = nil, at time: Double
    ) {
        precondition(contentHeight.isFinite && contentHeight > 0, "content height must be positive")
        precondition(navBarHeight >= 0 && navBarHeight + barHeight <= contentHeight,
                     "navigation bar and input bar must fit in the content area")
        let wasAtBottom = scroll.isPinned
            || scroll.restingOffset(maxOffset: restingMaxOffset) >= restingMaxOffset - ScrollPosition.bottomTolerance
        let wasOnPinLine = wasAtBottom && !scroll.isPinned && streamBlankSpace(barHeight: barHeight) > 0
        screen.resize(contentHeight: contentHeight, navBarHeight: navBarHeight)
        if let newMessages { messages = newMessages }
        if wasAtBottom {
            scroll = ScrollPosition(offset: .infinity, maxOffset: restingMaxOffset)
        }
        // On the pin line (blank below the reply) the list stays there at the new size, with the
        // offset free, so a reply that outgrows the new blank is still not followed (a list
        // resting at its end would be pinned to it and follow).
        if wasOnPinLine, let pin = streamPin, pin.messageIndex < messages.count {
            let target = topPadding + messages.offset(ofMessage: pin.messageIndex) - pin.margin
            scroll.glide(from: target, to: target, at: 0)
        }
        guard isKeyboardShown else { return }
        let start = keyboardVisibleHeight ?? keyboardHeight
        if let newKeyboardHeight {
            precondition(newKeyboardHeight.isFinite && newKeyboardHeight >= 0, "keyboard height must be finite and non-negative")
            keyboardHeight = newKeyboardHeight
        }
        if strategy == .threeCase {
            decideThreeCase(fromHeight: start, at: time)
        } else {
            keyboardWillChangeFrame(height: keyboardHeight, from: start, at: time)
        }
    }
}
