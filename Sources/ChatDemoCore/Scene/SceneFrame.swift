import ChatLayout

/// Every position of one frame, in stage coordinates (logical pixels):
/// what the tick callback applies and the draw handler paints.
public struct SceneFrame: Equatable {
    public var geometry: ChatGeometry
    /// The keyboard's visible height (the chat's `geometry` sees less of it over a tab bar).
    public var keyboardVisibleHeight: Double
    /// The keyboard's top edge: whole pixels, so the bar widget can sit on it.
    public var keyboardTop: Int
    /// The keyboard frame's height (at least K, so it always reaches the bottom edge).
    public var keyboardHeight: Double
    /// The input bar widget's top and bottom (bottom == keyboardTop except under naive).
    public var barTop: Int
    public var barBottom: Int
    /// Seed 004's two lines for the K in force (its d1 and d2), for the debug overlay.
    public var thresholds: ThreeCase.Thresholds
    /// "1", "2", "3" under three-case, the strategy's name otherwise (the trace's `case`).
    public var caseLabel: String
    /// The jump-to-latest button where it takes taps in this frame (it rides the bar's top), nil
    /// while it is not wanted (`JumpToLatestFade`).
    public var jumpToLatest: JumpToLatest? = nil
    /// The button as drawn, fading in or out: also while it fades out after it stopped taking taps.
    public var jumpToLatestDrawn: JumpToLatest? = nil
    /// The drawn button's opacity, 0 … 1 (the trace's `jump_opacity`).
    public var jumpOpacity = 0.0
    /// The blank space and the streaming reply in this frame, nil before any stream.
    public var stream: StreamFrame? = nil
    /// What is up under the bar (`ChatScene.bottomSurface`).
    public var surface = BottomSurface.none
    /// Whether the bottom region shows the attachment panel rather than keys (also while it hides).
    public var drawsPanel = false
    /// Screen y of the list's content origin (viewport top less the scroll offset): it changes
    /// exactly when the messages move on screen, whether by a shift or by scrolling.
    public var listTop: Double { geometry.listViewportTop - geometry.scrollOffset }

    public var listShift: Double { geometry.listShift }
    public var contentShift: Double { geometry.contentShift }
    public var visibleMessages: Range<Int> { geometry.visibleMessages }
    public var lastMessageBottom: Double? { geometry.lastMessageBottom }
}
