/// The vertical extent of every message in a conversation, answered in logarithmic time.
///
/// Messages are stacked top-down with a fixed `spacing` between neighbours, like the
/// rows of a table view. Message `i` occupies `[offset(ofMessage: i), offset(ofMessage: i) + height(ofMessage: i))`
/// in list coordinates (0 is the top of the first message; paddings belong to the view).
/// The spacing after a message counts as part of it for `index(containingOffset:)`.
///
/// Prefix sums live in a Fenwick (binary indexed) tree over `height + spacing`, so a
/// conversation of 100 000 messages answers every query in about 17 steps — the same
/// order as 100 messages — which is what lets a frame stay cheap at any length.
///
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
/// - Complexity: `append`, `update`, `offset(ofMessage:)`, `index(containingOffset:)` and
///   `visibleRange` are O(log n); `count`, `totalHeight` and `height(ofMessage:)` are O(1);
///   `init(heights:spacing:)` is O(n).
public struct MessageMetrics: Sendable, Equatable {
    /// Gap between two neighbouring messages, in logical pixels.
    public let spacing: Double
    /// Raw heights, kept beside the tree so a single height is O(1).
    private var heights: [Double] = []
    /// 1-based Fenwick tree: `tree[i]` sums `heights[j] + spacing` over `(i − lowbit(i), i]`.
    private var tree: [Double] = [0]
    /// Running Σ(height + spacing) so `totalHeight` needs no tree walk.
    private var sum: Double = 0

    /// An empty conversation.
    public init(spacing: Double) {
        precondition(spacing >= 0 && spacing.isFinite, "spacing must be a finite, non-negative length")
        self.spacing = spacing
    }

    /// A conversation with the given heights, built in O(n) (each node pushes into its parent once).
    public init(heights: [Double], spacing: Double) {
        self.init(spacing: spacing)
        self.heights = heights
        tree = [0] + heights.map { $0 + spacing }
        for i in stride(from: 1, through: heights.count, by: 1) {
            precondition(heights[i - 1] >= 0 && heights[i - 1].isFinite, "heights must be finite and non-negative")
            let parent = i + (i & -i)
            if parent <= heights.count { tree[parent] += tree[i] }
        }
        sum = heights.reduce(0) { $0 + $1 + spacing }
    }

    /// Number of messages.
    public var count: Int { heights.count }

    /// Whether there are no messages.
    public var isEmpty: Bool { heights.isEmpty }

    /// Distance from the top of the first message to the bottom of the last (0 when empty).
    public var totalHeight: Double { heights.isEmpty ? 0 : sum - spacing }

    /// Height of message `index`.
    public func height(ofMessage index: Int) -> Double { heights[index] }

    /// Top of message `index` in list coordinates; `offset(ofMessage: count)` is `totalHeight + spacing`.
    public func offset(ofMessage index: Int) -> Double {
        precondition(index >= 0 && index <= heights.count, "message index out of range")
        return prefix(index)
    }

    /// Bottom of message `index` in list coordinates.
    public func bottom(ofMessage index: Int) -> Double { prefix(index) + heights[index] }

    /// Adds a message at the end.
    public mutating func append(height: Double) {
        precondition(height >= 0 && height.isFinite, "heights must be finite and non-negative")
        let i = heights.count + 1
        // A new node covers (i − lowbit(i), i]: its own entry plus the already-known range before it.
        let node = height + spacing + prefix(i - 1) - prefix(i - (i & -i))
        heights.append(height)
        tree.append(node)
        sum += height + spacing
    }

    /// Changes the height of message `index` (a re-measure, e.g. after a width change).
    public mutating func update(height: Double, at index: Int) {
        precondition(height >= 0 && height.isFinite, "heights must be finite and non-negative")
        let delta = height - heights[index]
        heights[index] = height
        sum += delta
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The message whose slot (`[offset, next offset)`, i.e. including the spacing after it)
    /// contains `offset`; nil when there are no messages or `offset` is outside `[0, totalHeight)`.
    public func index(containingOffset offset: Double) -> Int? {
        guard !heights.isEmpty, offset >= 0, offset < totalHeight else { return nil }
        // The slot index is the number of complete slots at or above `offset`.
        return min(lastPrefix(atMost: offset), heights.count - 1)
    }

    /// Messages that intersect the window `[scrollOffset, scrollOffset + viewportHeight)` of the list.
    ///
    /// A message touching the window only at an edge is not included. Empty when nothing meets it.
    public func visibleRange(scrollOffset: Double, viewportHeight: Double) -> Range<Int> {
        guard !heights.isEmpty, viewportHeight > 0 else { return 0..<0 }
        let windowBottom = scrollOffset + viewportHeight
        // First message with bottom > scrollOffset, i.e. prefix(i + 1) > scrollOffset + spacing.
        let lower = lastPrefix(atMost: scrollOffset + spacing)
        // Messages with top < windowBottom are exactly those with prefix(i) < windowBottom.
        let upper = min(firstPrefix(atLeast: windowBottom), heights.count)
        return lower < upper ? lower..<upper : 0..<0
    }

    // MARK: Fenwick tree walks

    /// Σ over the first `count` slots.
    private func prefix(_ count: Int) -> Double {
        var total = 0.0
        var i = count
        while i > 0 {
            total += tree[i]
            i -= i & -i
        }
        return total
    }

    /// Largest m in 0...n with prefix(m) ≤ value (0 when even prefix(1) exceeds it).
    private func lastPrefix(atMost value: Double) -> Int {
        descend { $0 <= value }
    }

    /// Smallest m in 0...n with prefix(m) ≥ value, or n + 1 when none.
    private func firstPrefix(atLeast value: Double) -> Int {
        if value <= 0 { return 0 }
        return descend { $0 < value } + 1
    }

    /// Largest m with `accept(prefix(m))`, for a predicate true on a prefix of the
    /// non-decreasing sequence prefix(0), prefix(1), …; one top-down tree descent.
    private func descend(_ accept: (Double) -> Bool) -> Int {
        let n = heights.count
        var position = 0
        var total = 0.0
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= n, accept(total + tree[next]) {
                position = next
                total += tree[next]
            }
            step /= 2
        }
        return position
    }
}
