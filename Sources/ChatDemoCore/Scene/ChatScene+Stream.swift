import ChatLayout

/// A reply that streams in over a duration of animation time, revealed whole grapheme clusters
/// at a time as a pure function of the frame's time (no timer: the frame clock drives it).
///
/// At least one cluster shows from the start (a bubble is never empty), and the last one
/// exactly when the duration has passed: `ceil(progress · count)`, clamped to `1…count`.
///
///     let s = ReplyStream(text: "Hello", duration: 1, start: 2, messageIndex: 7)
///     s.revealedCount(at: 2)      // 1
///     s.revealedCount(at: 2.5)    // 3  (2.5 rounded up)
///     s.revealedCount(at: 3)      // 5
///
/// - Complexity: O(1) for `revealedCount`; O(n) in the text's length to build.
public struct ReplyStream: Sendable, Equatable {
    /// The whole reply.
    public let text: String
    /// Its grapheme clusters (what a reader counts as characters: an emoji with its modifiers
    /// or a letter with its accents appears at once).
    public let clusterCount: Int
    /// How long the reply takes to arrive, in animation seconds; 0 shows it at once.
    public let duration: Double
    /// Animation time at which it began.
    public let start: Double
    /// The reply's message in the conversation.
    public let messageIndex: Int
    /// Clusters in the conversation now.
    public internal(set) var revealed = 0
    /// A send stopped it (ChatGPT's stop): what has arrived stays, the rest never comes.
    public internal(set) var isStopped = false

    public init(text: String, duration: Double, start: Double, messageIndex: Int) {
        self.text = text
        clusterCount = text.count
        self.duration = max(0, duration)
        self.start = start
        self.messageIndex = messageIndex
    }

    /// Clusters shown at animation time `time`.
    public func revealedCount(at time: Double) -> Int {
        guard clusterCount > 0 else { return 0 }
        guard duration > 0, time < start + duration else { return clusterCount }
        let progress = max(0, time - start) / duration
        return min(clusterCount, max(1, Int((progress * Double(clusterCount)).rounded(.up))))
    }

    /// Whether more of it is still to arrive (the scene is not at rest meanwhile).
    public var isRunning: Bool { !isStopped && revealed < clusterCount }
}

/// What a frame shows of the pin and the reply, for the trace and the stage's damage.
public struct StreamFrame: Sendable, Equatable {
    /// The pinned list's blank space at rest (0 once the reply has outgrown it).
    public var blankSpace: Double
    /// The streaming reply's height in the list (its bubble, re-measured as it grows).
    public var replyHeight: Double
    /// Grapheme clusters of the reply shown.
    public var revealed: Int
}

/// The demo's streaming reply: `receive-stream TEXT MS` and the menu item append a
/// reply from "them" that grows over MS milliseconds of animation time below the message it
/// answers, which `ChatLayoutState+Stream` pins near the top with blank space below. Each frame
/// (`frame(at:)`) first reveals what the time says, re-measuring the bubble; the scene is not
/// at rest until the whole reply is in, so the frame clock ticks while it grows and stops after.
///
/// Nothing is lost: a send during a stream stops the reply where it is (what arrived stays in
/// the conversation, as ChatGPT's stop keeps it) and the sent message is kept and pinned in turn;
/// a new reply during one stops the first the same way.
extension ChatScene {
    /// The text the menu item streams.
    public static let cannedStreamingReply = """
        Here is how the keyboard and the list share one clock: every frame reads the frame \
        clock once, asks the keyboard how far up it is, and moves the bar and the list by \
        exactly that much. The blank space below this reply absorbs the keyboard: while there \
        is room, nothing above it moves.
        """
    /// How long the menu item's reply takes to arrive.
    public static let cannedStreamingMilliseconds = 3000

    /// Starts a reply of `text` arriving over `milliseconds` of animation time.
    ///
    /// - Complexity: O(n) in the text's length plus one measurement, O(log m) in the messages.
    public func receiveStreamingReply(_ text: String, milliseconds: Int, at time: Double) {
        stopStreamingReply()
        var stream = ReplyStream(text: text, duration: Double(milliseconds) / 1000, start: time,
                                 messageIndex: conversation.messages.count)
        stream.revealed = stream.revealedCount(at: time)
        let shown = String(text.prefix(stream.revealed))
        conversation.messages.append(Message(sender: .them, text: shown))
        isMeasured.append(true)
        replyStream = stream
        layoutState.beginStreamingReply(replyHeight: measure(shown, contentSize.width),
                                        keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
    }

    /// Reveals what the reply has by `time` and re-measures it (each frame, before its geometry).
    /// Prefixes are measured without the height cache: each is shown for a frame or two only.
    func advanceStreamingReply(to time: Double) {
        guard var stream = replyStream, stream.isRunning else { return }
        let count = stream.revealedCount(at: time)
        guard count != stream.revealed, stream.messageIndex < conversation.messages.count else { return }
        stream.revealed = count
        replyStream = stream
        let shown = count == stream.clusterCount ? stream.text : String(stream.text.prefix(count))
        conversation.messages[stream.messageIndex].text = shown
        let height = count == stream.clusterCount ? measuredHeight(of: shown) : measure(shown, contentSize.width)
        layoutState.setStreamingReplyHeight(height, at: stream.messageIndex)
        checkedScreen = nil
    }

    /// Stops a running reply where it is; what has arrived stays.
    func stopStreamingReply() {
        guard replyStream?.isRunning ?? false else { return }
        replyStream?.isStopped = true
    }

    /// A send while the list is pinned (the next turn of an AI chat): the running reply stops,
    /// the message is appended and pinned in turn. False (nothing done) without a pin.
    func sendAsNextTurn(_ text: String, at time: Double) -> Bool {
        guard layoutState.streamPin != nil else { return false }
        stopStreamingReply()
        conversation.messages.append(Message(sender: .me, text: text))
        isMeasured.append(true)
        layoutState.didSendWhilePinned(messageHeight: measuredHeight(of: text),
                                       keyboardVisibleHeight: chatKeyboardVisibleHeight(at: time), at: time)
        return true
    }

    /// The frame's blank space and reply, nil before any stream or without a pin.
    func streamFrame(at time: Double) -> StreamFrame? {
        guard let stream = replyStream, layoutState.streamPin != nil,
              stream.messageIndex < layoutState.messages.count else { return nil }
        return StreamFrame(blankSpace: layoutState.streamBlankSpace(at: time),
                           replyHeight: layoutState.messages.height(ofMessage: stream.messageIndex),
                           revealed: stream.revealed)
    }
}
