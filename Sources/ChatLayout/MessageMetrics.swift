/// The vertical extent of every message in a conversation, answered in logarithmic time.
///
/// Messages are stacked top-down with a fixed `spacing` between neighbours, like the
/// rows of a table view. Message `i` occupies `[offset(ofMessage: i), offset(ofMessage: i) + height(ofMessage: i))`
/// in list coordinates (0 is the top of the first message; paddings belong to the view).
/// The spacing after a message counts as part of it for `index(containingOffset:)`.
///
/// Prefix sums live in a persistent radix tree (`HeightTree`), so a conversation of
/// 100 000 messages answers every query in three levels — 100 messages take two —
/// which is what lets a frame stay cheap at any length. Copies share the tree: appending to
/// a copy writes one root-to-leaf path, never the whole conversation.

/// Worked example — heights 40, 60, 20 with spacing 10:
/// ```swift
/// var m = MessageMetrics(spacing: 10)
/// m.append(height: 40); m.append(height: 60); m.append(height: 20)
/// m.offset(ofMessage: 2)                                   // 40 + 10 + 60 + 10 = 120
/// m.totalHeight                                            // 120 + 20 = 140
/// m.index(containingOffset: 45)                            // 0 (the gap after message 0)
/// m.visibleRange(scrollOffset: 55, viewportHeight: 70)     // 1..<3: [55, 125) meets 1 and 2
/// ```
///
/// - Complexity: `append`, `update`, `offset(ofMessage:)`, `height(ofMessage:)`,
///   `index(containingOffset:)` and `visibleRange` are O(log n), whether or not another value
///   shares the storage; `count` and `totalHeight` are O(1); `init(heights:spacing:)` is
///   O(n log n) additions (one pass per level; the tree is 4 levels deep at a million); `==` is O(n log n).
public struct MessageMetrics: Sendable, Equatable {
    /// Gap between two neighbouring messages, in logical pixels.
    public let spacing: Double
    /// Slot lengths (height + spacing) and raw heights.
    private var tree = HeightTree()

    /// An empty conversation.
    public init(spacing: Double) {
        precondition(spacing >= 0 && spacing.isFinite, "spacing must be a finite, non-negative length")
        self.spacing = spacing
    }

    /// A conversation with the given heights (built in one pass, the same tree as n appends).
    public init(heights: [Double], spacing: Double) {
        self.init(spacing: spacing)
        for height in heights {
            precondition(height >= 0 && height.isFinite, "heights must be finite and non-negative")
        }
        tree = HeightTree(heights: heights, spacing: spacing)
    }

    /// A conversation of `count` messages whose heights `height` gives, asked once each in
    /// order: the same as `init(heights:spacing:)` of those heights, without an array of them.
    public init(count: Int, spacing: Double, height: (Int) -> Double) {
        self.init(spacing: spacing)
        tree = HeightTree(count: count, spacing: spacing) { index in
            let value = height(index)
            precondition(value >= 0 && value.isFinite, "heights must be finite and non-negative")
            return value
        }
    }

    /// The metrics of runs that follow each other from message 0, in order.
    public init(joining runs: [Leaves], spacing: Double) {
        var next = 0
        for run in runs {
            precondition(run.range.lowerBound == next, "runs must follow each other from message 0")
            next = run.range.upperBound
        }
        self.init(spacing: spacing)
        tree = HeightTree(leaves: runs.flatMap(\.nodes), count: next, spacing: spacing)
    }

    /// Number of messages.
    public var count: Int { tree.count }

    /// Whether there are no messages.
    public var isEmpty: Bool { tree.count == 0 }

    /// Distance from the top of the first message to the bottom of the last (0 when empty).
    public var totalHeight: Double { isEmpty ? 0 : tree.total - spacing }

    /// Tree entries written or copied by this value's appends and updates since it was made.
    /// An operation count, so a test can tell O(log n) work from O(n) without a clock.
    public var entriesWritten: Int { tree.entriesWritten }

    /// Height of message `index`.
    public func height(ofMessage index: Int) -> Double {
        precondition(index >= 0 && index < count, "message index out of range")
        return tree.height(at: index)
    }

    /// Top of message `index` in list coordinates; `offset(ofMessage: count)` is `totalHeight + spacing`.
    public func offset(ofMessage index: Int) -> Double {
        precondition(index >= 0 && index <= count, "message index out of range")
        return tree.prefix(index)
    }

    /// Bottom of message `index` in list coordinates.
    public func bottom(ofMessage index: Int) -> Double { offset(ofMessage: index) + height(ofMessage: index) }

    /// Adds a message at the end.
    public mutating func append(height: Double) {
        precondition(height >= 0 && height.isFinite, "heights must be finite and non-negative")
        tree.append(height: height, slot: height + spacing)
    }

    /// Changes the height of message `index` (a re-measure, e.g. after a width change).
    public mutating func update(height: Double, at index: Int) {
        precondition(height >= 0 && height.isFinite, "heights must be finite and non-negative")
        tree.update(height: height, slotDelta: height - self.height(ofMessage: index), at: index)
    }

    /// Same spacing and the same heights in the same order (the storage's history, and
    /// `entriesWritten`, do not matter).
    public static func == (lhs: MessageMetrics, rhs: MessageMetrics) -> Bool {
        guard lhs.spacing == rhs.spacing, lhs.count == rhs.count else { return false }
        return (0..<lhs.count).allSatisfy { lhs.tree.height(at: $0) == rhs.tree.height(at: $0) }
    }

    /// The message whose slot (`[offset, next offset)`, i.e. including the spacing after it)
    /// contains `offset`; nil when there are no messages or `offset` is outside `[0, totalHeight)`.
    public func index(containingOffset offset: Double) -> Int? {
        guard !isEmpty, offset >= 0, offset < totalHeight else { return nil }
        // The slot index is the number of complete slots at or above `offset`.
        return min(lastPrefix(atMost: offset), count - 1)
    }

    /// Messages that intersect the window `[scrollOffset, scrollOffset + viewportHeight)` of the list.
    ///
    /// A message touching the window only at an edge is not included. Empty when nothing meets it.
    public func visibleRange(scrollOffset: Double, viewportHeight: Double) -> Range<Int> {
        guard !isEmpty, viewportHeight > 0 else { return 0..<0 }
        let windowBottom = scrollOffset + viewportHeight
        // First message with bottom > scrollOffset, i.e. prefix(i + 1) > scrollOffset + spacing.
        let lower = lastPrefix(atMost: scrollOffset + spacing)
        // Messages with top < windowBottom are exactly those with prefix(i) < windowBottom.
        let upper = min(firstPrefix(atLeast: windowBottom), count)
        return lower < upper ? lower..<upper : 0..<0
    }

    // MARK: Searches

    /// Largest m in 0...n with prefix(m) ≤ value (0 when even prefix(1) exceeds it).
    private func lastPrefix(atMost value: Double) -> Int {
        tree.count(ofPrefixesAtMost: value, strictly: false)
    }

    /// Smallest m in 0...n with prefix(m) ≥ value, or n + 1 when none.
    private func firstPrefix(atLeast value: Double) -> Int {
        if value <= 0 { return 0 }
        return tree.count(ofPrefixesAtMost: value, strictly: true) + 1
    }
}
