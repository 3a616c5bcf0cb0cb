extension MessageMetrics {
    /// The bottom level of a conversation's metrics for one run of its messages, made on any
    /// thread: a file of millions of messages makes its two halves at once, one per core, and
    /// joins them (`init(joining:spacing:)`) into the very metrics one pass makes, bit for bit.
    ///
    ///     let first = MessageMetrics.leaves(0..<640, spacing: 8) { heights[$0] }
    ///     let second = MessageMetrics.leaves(640..<1_000, spacing: 8) { heights[$0] }
    ///     MessageMetrics(joining: [first, second], spacing: 8)
    ///         == MessageMetrics(heights: heights, spacing: 8)   // true
    ///
    /// A run starts at a multiple of `leafSize`, so no leaf is split between two runs; a leaf's
    /// running sums start from 0, so it is the same whoever makes it.
    ///
    /// - Complexity: O(messages in the run) heights asked for, in order.
    public struct Leaves: Sendable {
        let range: Range<Int>
        let nodes: [HeightTree.Node]
    }

    /// Messages per leaf: where a run may start.
    public static let leafSize = HeightTree.fanout

    /// Messages `range`'s leaves, `height` asked once for each, in order.
    public static func leaves(_ range: Range<Int>, spacing: Double, height: (Int) -> Double) -> Leaves {
        Leaves(range: range, nodes: HeightTree.leaves(range, spacing: spacing) { index in
            let value = height(index)
            precondition(value >= 0 && value.isFinite, "heights must be finite and non-negative")
            return value
        })
    }
}
