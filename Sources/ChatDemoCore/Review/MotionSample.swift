/// One pane's motion in one presented frame, as the timeline plots it and reads it out: the
/// trace's columns for that pane (the same numbers `--trace` writes), plus what the trace does
/// not carry: the keyboard's visible height and its velocity.
///
///     let sample = MotionSample(row: row, keyboardVisibleHeight: 145.5, keyboardVelocity: -1200)
///     sample.gap  // row.barBottom − row.keyboardTop: 0 for every strategy but naive
///
/// - Complexity: O(1) for every member.
public struct MotionSample: Equatable, Sendable {
    /// Where the keyboard was drawn: window coordinates, device pixels (the trace's `keyboard_top`).
    public var keyboardTop: Int
    /// The bar's real bottom, read back from its allocation (the trace's `bar_bottom`).
    public var barBottom: Int
    public var listShift: Double
    public var contentShift: Double
    /// "1", "2" or "3" under three-case; the strategy's name otherwise (the trace's `case`).
    public var caseLabel: String
    /// How much of the keyboard is on screen, in points (0 hidden, K shown).
    public var keyboardVisibleHeight: Double
    /// How fast the visible height changes, in points per second of animation time (positive
    /// while the keyboard rises). Read from the keyboard's own animated value, so it is the
    /// curve's exact derivative, not a difference of two frames; 0 while a finger drags it.
    public var keyboardVelocity: Double

    public init(keyboardTop: Int, barBottom: Int, listShift: Double, contentShift: Double, caseLabel: String,
                keyboardVisibleHeight: Double, keyboardVelocity: Double) {
        self.keyboardTop = keyboardTop
        self.barBottom = barBottom
        self.listShift = listShift
        self.contentShift = contentShift
        self.caseLabel = caseLabel
        self.keyboardVisibleHeight = keyboardVisibleHeight
        self.keyboardVelocity = keyboardVelocity
    }

    /// The pane's columns of a trace row, with what the trace does not carry.
    public init(row: TraceRow, keyboardVisibleHeight: Double, keyboardVelocity: Double) {
        self.init(keyboardTop: row.keyboardTop, barBottom: row.barBottom, listShift: row.listShift,
                  contentShift: row.contentShift, caseLabel: row.caseLabel,
                  keyboardVisibleHeight: keyboardVisibleHeight, keyboardVelocity: keyboardVelocity)
    }

    /// The bar's bottom below the keyboard's top, in device pixels, as the trace's two columns
    /// give it: 0 when the bar sits on the keyboard, positive when the keyboard covers the bar's
    /// lower part (naive), negative when a strip of the list shows between them.
    public var gap: Int { barBottom - keyboardTop }

    /// The trace's seven standard columns for this pane in frame `frame` at `timeMilliseconds`.
    public func traceRow(frame: Int, timeMilliseconds: Double) -> TraceRow {
        TraceRow(frame: frame, timeMilliseconds: timeMilliseconds, keyboardTop: keyboardTop, barBottom: barBottom,
                 listShift: listShift, contentShift: contentShift, caseLabel: caseLabel)
    }
}

/// One presented frame of the history: its index, its times and one sample per pane (lead first).
public struct MotionFrame: Equatable, Sendable {
    /// The frame's index, as the trace numbers it.
    public var frame: Int
    /// Animation time in seconds (slow motion stretches wall time, not this).
    public var animationTime: Double
    /// Seconds since the first frame, as the trace's `time_ms` (÷ 1000) gives it.
    public var wallTime: Double
    public var panes: [MotionSample]
    /// What the frame cost, from its tick's start to the frame clock's after-paint, in
    /// microseconds; nil where it was not measured (a recording, whose time is virtual).
    public var paintMicroseconds: Int?

    public init(frame: Int, animationTime: Double, wallTime: Double, panes: [MotionSample], paintMicroseconds: Int? = nil) {
        self.frame = frame
        self.animationTime = animationTime
        self.wallTime = wallTime
        self.panes = panes
        self.paintMicroseconds = paintMicroseconds
    }

    /// The trace's rows for this frame, one per pane: what `--trace` wrote for it.
    public var traceRows: [TraceRow] {
        panes.map { $0.traceRow(frame: frame, timeMilliseconds: wallTime * 1000) }
    }
}
