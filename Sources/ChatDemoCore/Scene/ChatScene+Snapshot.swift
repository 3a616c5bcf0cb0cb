import ChatLayout
import Keyboard

extension ChatScene {
    /// The scene's state at one moment, as a value: everything a frame is made and painted from
    /// (the conversation, the layout state, the typing state, the bar's heights, the fade, the
    /// reply stream) and the keyboard's motion. A motion reviewer's history keeps one per frame:
    /// putting it back (`restore`) shows that frame again, and putting the newest back goes on
    /// live exactly where the run was.
    ///
    /// Pure caches (measured bubble heights by text) are left out: they hold the same answers
    /// whichever frame is shown. The per-message storage inside is shared between snapshots
    /// piece by piece (`ChunkedArray` for the messages and `isMeasured`, a persistent tree for
    /// the heights): a send or a measurement after a snapshot copies one chunk or one tree path,
    /// so a history of snapshots costs what changed between them, not a conversation each.
    public struct Snapshot: Sendable {
        var conversation: Conversation
        var strategy: Strategy
        var layoutState: ChatLayoutState
        var input: KeyboardInput
        var contentSize: Size
        var barHeight: Double
        var requestedBarHeight: Double
        var singleLineBarHeight: Double
        var isAwaitingMeasuredLayout: Bool
        var isShowDeferred: Bool
        var jumpFade: JumpToLatestFade
        var beginFrameContainerHeight: Double?
        var measuredWidth: Double
        var isMeasured: ChunkedArray<Bool>
        var checkedScreen: (visible: Range<Int>, count: Int, margin: Double)?
        var pressedKey: Int?
        var emojiOffset: Double
        var replyStream: ReplyStream?
        /// The motion profile in force, one waiting for the next show or hide, and an app
        /// resize under way (a profile whose app is resized once).
        var profile: MotionProfile
        var pendingProfile: MotionProfile?
        var appResize: (from: Double, until: Double)?
        /// The keyboard's motion (compare mode's panes share one controller: each snapshot holds
        /// the same value, and restoring it more than once is harmless).
        var keyboard: KeyboardController.Snapshot
    }

    public var snapshot: Snapshot {
        Snapshot(conversation: conversation, strategy: strategy, layoutState: layoutState, input: input,
                 contentSize: contentSize, barHeight: barHeight, requestedBarHeight: requestedBarHeight,
                 singleLineBarHeight: singleLineBarHeight, isAwaitingMeasuredLayout: isAwaitingMeasuredLayout,
                 isShowDeferred: isShowDeferred, jumpFade: jumpFade, beginFrameContainerHeight: beginFrameContainerHeight,
                 measuredWidth: measuredWidth, isMeasured: isMeasured, checkedScreen: checkedScreen, pressedKey: pressedKey,
                 emojiOffset: emojiOffset, replyStream: replyStream, profile: profile, pendingProfile: pendingProfile,
                 appResize: appResize, keyboard: keyboard.snapshot)
    }

    /// Puts the scene (and its keyboard) back as `snapshot` was taken. Nothing is told: the
    /// keyboard posts no event and the layout hears none, as the frame they come from had
    /// already heard them.
    public func restore(_ snapshot: Snapshot) {
        conversation = snapshot.conversation
        strategy = snapshot.strategy
        layoutState = snapshot.layoutState
        input = snapshot.input
        contentSize = snapshot.contentSize
        barHeight = snapshot.barHeight
        requestedBarHeight = snapshot.requestedBarHeight
        singleLineBarHeight = snapshot.singleLineBarHeight
        isAwaitingMeasuredLayout = snapshot.isAwaitingMeasuredLayout
        isShowDeferred = snapshot.isShowDeferred
        jumpFade = snapshot.jumpFade
        beginFrameContainerHeight = snapshot.beginFrameContainerHeight
        measuredWidth = snapshot.measuredWidth
        isMeasured = snapshot.isMeasured
        checkedScreen = snapshot.checkedScreen
        pressedKey = snapshot.pressedKey
        emojiOffset = snapshot.emojiOffset
        replyStream = snapshot.replyStream
        profile = snapshot.profile
        pendingProfile = snapshot.pendingProfile
        appResize = snapshot.appResize
        keyboard.restore(snapshot.keyboard)
    }
}
