import ChatLayout
import Keyboard

/// What the scene answers without changing: its keyboard's and typing's state, where a message
/// sits in a frame, a fresh layout state; and what only drives the keyboard controller (a
/// drag). Everything that changes the scene's values is in `ChatScene.swift`.
extension ChatScene {
    public var conversation: Conversation { values.conversation }
    public var strategy: Strategy { values.strategy }
    public var layoutState: ChatLayoutState { values.layoutState }
    public var contentSize: Size { values.contentSize }
    /// The bar's heights, the tab bar, and the wait for the first measured layout.
    public var sizes: SceneSizes { values.sizes }
    /// The typing state, the pressed key and the emoji grid's scroll.
    public var typing: SceneTyping { values.typing }
    /// Which messages' heights are measured (the rest are estimates).
    public var heights: MessageHeights { values.heights }
    /// The latest streaming reply (`ReplyStream`), running or done; nil before one.
    public var replyStream: ReplyStream? { values.replyStream }
    /// The motion profile in force and one waiting (`ChatScene+Profile`).
    public var profiles: SceneProfile { values.profiles }
    /// The jump-to-latest button's fade, advanced by each frame.
    var jumpFade: JumpToLatestFade { values.jumpFade }

    public var keyboardIsShown: Bool { keyboard.isShown }
    /// Whether the keyboard is up, rising, or asked for and waiting for the first measured
    /// layout: the state the menu's Show and Hide items follow.
    public var keyboardIsWanted: Bool { keyboard.isShown || sizes.isShowDeferred }
    public var keyboardHeight: Double { keyboard.height }
    /// Shift, caps lock, a Pinyin composition, a held key's repeats (the typing's).
    public var input: KeyboardInput { typing.input }
    /// The drawn key under the pointer, highlighted.
    public var pressedKey: Int? { typing.pressedKey }
    /// How far the emoji grid is scrolled sideways.
    public var emojiOffset: Double { typing.emojiOffset }
    /// How many messages have measured heights (the rest are estimates).
    public var measuredMessageCount: Int { heights.measuredMessageCount }

    /// Screen y of message `index`'s top in `frame`.
    public func messageTop(_ index: Int, in frame: SceneFrame) -> Double {
        frame.geometry.messageTop(index, in: layoutState.messages, topPadding: layoutState.topPadding)
    }

    /// The finger is at `y`: the keyboard's top follows it 1:1.
    public func dragKeyboard(toTop y: Double, at time: Double) {
        keyboard.dragInteractively(toVisibleHeight: contentSize.height - y, at: time)
    }
}

extension SceneFrame {
    /// The frame's positions for `geometry` at `time`, before the jump button's fade and the stream.
    init(of scene: ChatScene, geometry: ChatGeometry, at time: Double) {
        let visible = scene.keyboard.visibleHeight(at: time)
        let followsEveryFrame = scene.profile.appFollow == .perFrame
        self.init(
            geometry: geometry,
            keyboardVisibleHeight: scene.bottomOffset.visibleHeight(geometry, real: visible, appFollowsEveryFrame: followsEveryFrame),
            keyboardTop: scene.bottomOffset.drawnKeyboardTop(geometry, visibleHeight: visible, stageHeight: scene.contentSize.height,
                                                       appFollowsEveryFrame: followsEveryFrame),
            keyboardHeight: max(scene.keyboard.height, visible), barTop: Int(geometry.barTop.rounded()),
            barBottom: Int(geometry.barBottom.rounded()),
            thresholds: ThreeCase.Thresholds(contentHeight: scene.chatHeight, barHeight: scene.sizes.barHeight,
                                             keyboardHeight: scene.chatKeyboardHeight, nearBarMargin: scene.layoutState.nearBarMargin),
            caseLabel: geometry.caseInForce.map { String($0.rawValue) } ?? scene.strategy.rawValue)
        surface = scene.bottomSurface
        drawsPanel = scene.isPanelDrawn
    }
}
