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
///
/// The demo's streaming reply: `receive-stream TEXT MS` and the menu item append a
/// reply from "them" that grows over MS milliseconds of animation time below the message it
/// answers, which `ChatLayoutState+Stream` pins near the top with blank space below. Each frame
/// (`ChatScene.frame(at:)`) first reveals what the time says, re-measuring the bubble; the scene is not
/// at rest until the whole reply is in, so the frame clock ticks while it grows and stops after.
///
/// Nothing is lost: a send during a stream stops the reply where it is (what arrived stays in
/// the conversation, as ChatGPT's stop keeps it) and the sent message is kept and pinned in turn;
/// a new reply during one stops the first the same way.
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
    public private(set) var revealed = 0
    /// A send stopped it (ChatGPT's stop): what has arrived stays, the rest never comes.
    public private(set) var isStopped = false

    /// The text the menu item streams.
    public static let cannedText = """
        Here is how the keyboard and the list share one clock: every frame reads the frame \
        clock once, asks the keyboard how far up it is, and moves the bar and the list by \
        exactly that much. The blank space below this reply absorbs the keyboard: while there \
        is room, nothing above it moves.
        """
    /// How long the menu item's reply takes to arrive.
    public static let cannedMilliseconds = 3000

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

    /// The text shown once `revealed` clusters have arrived.
    var shownText: String { revealed == clusterCount ? text : String(text.prefix(revealed)) }

    /// Reveals what `time` says. False when nothing more shows (stopped, complete, or the same count).
    mutating func reveal(at time: Double) -> Bool {
        guard isRunning else { return false }
        let count = revealedCount(at: time)
        guard count != revealed else { return false }
        revealed = count
        return true
    }

    /// Reveals what `time` says in `messages`, whose message `messageIndex` then shows it, and
    /// returns the text shown; nil when nothing more shows (stopped, complete, the same count).
    mutating func reveal(at time: Double, in messages: inout MessageList) -> String? {
        guard isRunning, revealedCount(at: time) != revealed, messageIndex < messages.count, reveal(at: time) else { return nil }
        messages[messageIndex].text = shownText
        return shownText
    }

    /// Stops a running reply where it is; what has arrived stays.
    mutating func stop() {
        guard isRunning else { return }
        isStopped = true
    }

    /// The frame's blank space and reply in `layout`, nil without a pin.
    func frame(in layout: ChatLayoutState, at time: Double) -> StreamFrame? {
        guard layout.streamPin != nil, messageIndex < layout.messages.count else { return nil }
        return StreamFrame(blankSpace: layout.streamBlankSpace(at: time),
                           replyHeight: layout.messages.height(ofMessage: messageIndex), revealed: revealed)
    }
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
