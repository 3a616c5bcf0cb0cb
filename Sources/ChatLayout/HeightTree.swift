/// The storage behind `MessageMetrics`: a persistent radix tree of slot lengths
/// (a message's height plus the spacing after it) with running sums in every node.
///
/// ## Why persistent
/// A conversation's metrics are a value, and values get copied: a scene keeps its screen,
/// a test keeps the state before an event, a compare view holds several screens over one
/// conversation. With a flat array, the first append after any copy duplicates all n
/// entries (Swift's copy-on-write copies the whole buffer) — 11 ms per send at a million
/// messages. Here a copy shares every node, and an append or update copies only the nodes
/// on one root-to-leaf path: at most `2 × depth × fanout` entries, 2 × 4 × 64 = 512 for a
/// million messages, whoever else holds the old value.
///
/// ## Shape
/// Message `i` lives in leaf `i >> 6`, entry `i & 63`; every internal node splits the index
/// the same way, 6 bits per level, like a persistent vector. Only appends at the end are
/// needed, so every subtree is full except along the right edge, and a node at `shift` `s`
/// gives each child exactly `1 << s` messages. Each node keeps `runningSums[c]`, the total
/// length of its children (or entries) `0...c`, so a prefix sum adds one number per level
/// and a search runs one binary search per level.
///
/// Worked example — slots 50, 70, 20 (heights 40, 60, 20 with spacing 10) fit one leaf:
/// `runningSums = [50, 120, 140]`; `prefix(2)` reads `runningSums[1]` = 120, and
/// `count(ofPrefixesAtMost: 119)` finds 1 (only `prefix(1)` = 50 ≤ 119, beside `prefix(0)`).
///
/// - Complexity: `append` and `update` O(log n) (per level at most `fanout` running sums
///   rewritten, plus a `fanout`-entry copy where the node is shared); `prefix`, `height(at:)`
///   and the searches O(log n).
struct HeightTree: Sendable {
    /// One running sum per level above the leaves, added in step: enough lanes for 64⁹
    /// messages, more than any conversation's 32-bit indices reach.
    typealias LevelSums = SIMD8<Double>

    /// Index bits consumed per level. 64 children per node keep 100 000 messages 3 levels deep
    /// against 100 messages' 2 (a frame's searches grow by one level, not two, which the core
    /// benchmark's 100 000 / 100 ratio shows: 1.10–1.14× with 64, 1.22× with 32), and a
    /// million 4 deep.
    static let bitsPerLevel = 6
    static let fanout = 1 << bitsPerLevel
    static let indexMask = fanout - 1

    /// One node. Leaves keep their messages' raw heights; internal nodes their children.
    ///
    /// `@unchecked Sendable`: a node is mutated only through a `HeightTree` that holds the
    /// only reference to it (checked with `isKnownUniquelyReferenced` before every write, the
    /// discipline of Swift's own copy-on-write collections); shared nodes are never written.
    final class Node: @unchecked Sendable {
        var runningSums: [Double]
        var heights: [Double]
        var children: [Node]

        init(runningSums: [Double] = [], heights: [Double] = [], children: [Node] = []) {
            self.runningSums = runningSums
            self.heights = heights
            self.children = children
        }

        var total: Double { runningSums.last ?? 0 }
        var entryCount: Int { runningSums.count }

        func copy() -> Node { Node(runningSums: runningSums, heights: heights, children: children) }
    }

    private var root = Node()
    /// Index bits below the root: 0 while the root is a leaf.
    private var rootShift = 0
    private(set) var count = 0
    /// Node entries written or copied by this value's appends and updates since it was made
    /// (a whole copied node counts all its entries). Lets tests prove O(log n) work without
    /// timing anything.
    private(set) var entriesWritten = 0

    init() {}

    /// The tree `heights.count` appends of `heights` (slots `height + spacing`) would build,
    /// built level by level: every running sum adds the same slots in the same order as the
    /// appends do, so the sums are bit-for-bit those of the appended tree.
    ///
    /// - Complexity: O(n × depth) additions and n / 64 nodes, with none of the appends'
    ///   per-message path walks (a million messages load in a fraction of the time).
    init(heights: [Double], spacing: Double) {
        self.init(count: heights.count, spacing: spacing) { heights[$0] }
    }

    /// The same tree, each height asked for once, in order (`height(i)` for i in 0..<count):
    /// no array of every height is held beside the tree while it is built.
    init(count total: Int, spacing: Double, height: (Int) -> Double) {
        self.init(leaves: Self.leaves(0..<total, spacing: spacing, height: height), count: total, spacing: spacing)
    }

    /// The leaves of messages `range` (its start a multiple of `fanout`), heights asked for in
    /// order. A leaf's running sums start again from 0, so leaves made apart — on two threads
    /// for two halves — are the very leaves one pass makes.
    static func leaves(_ range: Range<Int>, spacing: Double, height: (Int) -> Double) -> [Node] {
        precondition(range.lowerBound % fanout == 0, "leaves start at a multiple of the fanout")
        var nodes: [Node] = []
        nodes.reserveCapacity((range.count + indexMask) / fanout)
        for start in stride(from: range.lowerBound, to: range.upperBound, by: fanout) {
            let leafHeights = (start..<min(start + fanout, range.upperBound)).map(height)
            var running = 0.0
            nodes.append(Node(runningSums: leafHeights.map { height in
                running += height + spacing
                return running
            }, heights: leafHeights))
        }
        return nodes
    }

    /// The tree over `leaves`, every leaf full but the last, `total` messages in all: the levels
    /// above, whose running sums are those `init(heights:spacing:)`'s appends make.
    ///
    /// Every level above the leaves adds the slots of its messages again, one by one from the
    /// start of each node, as the appends did: adding a child's total instead would round
    /// differently. The levels' sums are independent chains, so one walk over the heights
    /// carries all of them at once in the lanes of a vector (`LevelSums`): the processor
    /// overlaps the chains, and the walk costs about what one level alone did.
    ///
    /// - Complexity: O(n) additions per level, made in one pass over the heights.
    init(leaves: [Node], count total: Int, spacing: Double) {
        guard total > 0 else { return }
        var topShift = 0
        while total > Self.fanout << topShift { topShift += Self.bitsPerLevel }
        let levels = topShift / Self.bitsPerLevel
        precondition(levels <= LevelSums.scalarCount, "a tree more than \(LevelSums.scalarCount) levels above its leaves")
        // sums[l]: the running sums of every node l + 1 levels above the leaves, node after
        // node; a node has an entry per child, so its sums are those of its children's range.
        var sums = [[Double]](repeating: [], count: levels)
        var running = LevelSums()
        for (leafIndex, leaf) in leaves.enumerated() {
            for height in leaf.heights { running += LevelSums(repeating: height + spacing) }
            let leavesDone = leafIndex + 1
            let isLast = leavesDone == leaves.count
            for level in 0..<levels {
                let leavesPerChild = 1 << (level * Self.bitsPerLevel)
                guard leavesDone % leavesPerChild == 0 || isLast else { break }
                sums[level].append(running[level])
                if leavesDone % (leavesPerChild << Self.bitsPerLevel) == 0 { running[level] = 0 }
            }
        }
        var nodes = leaves
        for levelSums in sums {
            nodes = stride(from: 0, to: nodes.count, by: Self.fanout).map { first in
                let end = min(first + Self.fanout, nodes.count)
                return Node(runningSums: Array(levelSums[first..<end]), children: Array(nodes[first..<end]))
            }
        }
        root = nodes[0]
        rootShift = topShift
        count = total
    }

    /// Σ of every slot.
    var total: Double { root.total }

    // MARK: Writes

    /// Adds a message with `height` and slot length `slot` (height + spacing) at the end.
    mutating func append(height: Double, slot: Double) {
        if count == Self.fanout << rootShift {
            // The tree is full: the old root becomes the first child of a new one.
            root = Node(runningSums: [root.total], children: [root])
            rootShift += Self.bitsPerLevel
            entriesWritten += 1
        }
        entriesWritten += Self.makeUnique(&root)
        append(height: height, slot: slot, index: count, into: root, shift: rootShift)
        count += 1
    }

    private mutating func append(height: Double, slot: Double, index: Int, into node: Node, shift: Int) {
        let position = (index >> shift) & Self.indexMask
        if shift == 0 {
            node.heights.append(height)
        } else {
            if position == node.children.count {
                node.children.append(Node())
                node.runningSums.append(node.total)
            } else {
                entriesWritten += Self.makeUnique(&node.children[position])
            }
            append(height: height, slot: slot, index: index, into: node.children[position],
                   shift: shift - Self.bitsPerLevel)
        }
        if position == node.runningSums.count {
            node.runningSums.append(node.total + slot)
        } else {
            // Always the last entry: appends extend the right edge only.
            node.runningSums[position] += slot
        }
        entriesWritten += 1
    }

    /// Changes message `index`'s height to `height`, its slot growing by `slotDelta`.
    mutating func update(height: Double, slotDelta: Double, at index: Int) {
        precondition(index >= 0 && index < count, "message index out of range")
        entriesWritten += Self.makeUnique(&root)
        var node = root
        var shift = rootShift
        while true {
            let position = (index >> shift) & Self.indexMask
            // Every running sum from this entry on includes the changed slot.
            for later in position..<node.runningSums.count { node.runningSums[later] += slotDelta }
            entriesWritten += node.runningSums.count - position
            if shift == 0 {
                node.heights[position] = height
                return
            }
            entriesWritten += Self.makeUnique(&node.children[position])
            node = node.children[position]
            shift -= Self.bitsPerLevel
        }
    }

    /// Makes `node` safe to write: a node another value still shares is copied first.
    /// Returns the entries copied (0 when it was already ours).
    private static func makeUnique(_ node: inout Node) -> Int {
        if isKnownUniquelyReferenced(&node) { return 0 }
        node = node.copy()
        return node.entryCount
    }

    // MARK: Reads

    /// Height of message `index`.
    func height(at index: Int) -> Double {
        var node = root
        var shift = rootShift
        while shift > 0 {
            node = node.children[(index >> shift) & Self.indexMask]
            shift -= Self.bitsPerLevel
        }
        return node.heights[index & Self.indexMask]
    }

    /// Σ of the first `prefixCount` slots (0 ≤ prefixCount ≤ count).
    func prefix(_ prefixCount: Int) -> Double {
        // `prefixCount == count` may equal a full tree's capacity, whose index has no path.
        if prefixCount >= count { return total }
        var node = root
        var shift = rootShift
        var sum = 0.0
        while true {
            let position = (prefixCount >> shift) & Self.indexMask
            if position > 0 { sum += node.runningSums[position - 1] }
            if shift == 0 { return sum }
            node = node.children[position]
            shift -= Self.bitsPerLevel
        }
    }

    /// Largest m in 0...count with `prefix(m) ≤ value` (`< value` when `strictly`), for the
    /// non-decreasing sequence prefix(0) = 0, prefix(1), …; 0 when even prefix(1) fails.
    func count(ofPrefixesAtMost value: Double, strictly: Bool) -> Int {
        var node = root
        var shift = rootShift
        var sum = 0.0
        var base = 0
        while true {
            // Children (or entries) 0..<accepted end at or before `value`.
            let accepted = firstRejected(in: node.runningSums, offsetBy: sum, value: value, strictly: strictly)
            if accepted == node.entryCount { return min(count, base + (node.entryCount << shift)) }
            if accepted > 0 { sum += node.runningSums[accepted - 1] }
            base += accepted << shift
            if shift == 0 { return base }
            node = node.children[accepted]
            shift -= Self.bitsPerLevel
        }
    }

    /// First position whose `offset + sums[position]` exceeds `value` (reaches it when
    /// `strictly`); `sums.count` when none does. A binary search: the sums never decrease.
    private func firstRejected(in sums: [Double], offsetBy offset: Double, value: Double, strictly: Bool) -> Int {
        var low = 0
        var high = sums.count
        while low < high {
            let middle = (low + high) / 2
            let end = offset + sums[middle]
            if strictly ? end < value : end <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
