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
        /// Every value the scene owns.
        var values: SceneValues
        /// The keyboard's motion (compare mode's panes share one controller: each snapshot holds
        /// the same value, and restoring it more than once is harmless).
        var keyboard: KeyboardController.Snapshot
    }

    public var snapshot: Snapshot { Snapshot(values: values, keyboard: keyboard.snapshot) }
}

/// The values a scene owns, as one record: the conversation, the strategy, the layout state,
/// the stage's size, and the scene's own values (sizes, typing, heights, reply stream, profile,
/// the jump button's fade). A plain record: each value keeps its own rules behind its methods.
struct SceneValues: Sendable {
    var conversation: Conversation
    var strategy: Strategy
    var layoutState: ChatLayoutState
    var contentSize: Size
    var sizes: SceneSizes
    var typing: SceneTyping
    var heights = MessageHeights()
    var replyStream: ReplyStream?
    var profiles = SceneProfile()
    var jumpFade = JumpToLatestFade()
}
