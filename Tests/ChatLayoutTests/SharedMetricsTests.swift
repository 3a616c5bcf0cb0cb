import TestSupport
import Testing
@testable import ChatLayout

/// A send used to cost O(n) because the metrics were appended to a copy while the screen
/// still held the original, so copy-on-write duplicated every height. The storage now shares
/// its nodes between copies; these tests count the tree entries written (no clock) with a
/// second reference kept alive, which is exactly the situation that used to copy everything.
@Suite struct SharedMetricsTests {
    /// One root-to-leaf path of the tree: each level may copy a shared node (`fanout`
    /// entries) and rewrite up to `fanout` running sums; a full root adds one new root entry.
    /// Four levels hold a million messages, so the bound is the same at 1 000 and 1 000 000 —
    /// where a flat array shared with a copy writes all n.
    static func pathBound(levels: Int) -> Int { levels * 2 * HeightTree.fanout + 1 }

    static func metrics(count: Int) -> MessageMetrics {
        MessageMetrics(heights: (0..<count).map { Double(30 + $0 % 11 * 7) }, spacing: 8)
    }

    @Test(arguments: [1_000, 100_000, 1_000_000])
    func appendWithAKeptCopyWritesOnePath(count: Int) {
        var metrics = Self.metrics(count: count)
        let kept = metrics
        let before = metrics.entriesWritten
        metrics.append(height: 55)
        #expect(metrics.entriesWritten - before <= Self.pathBound(levels: 4), "n = \(count)")
        // The kept value did not see the append: persistence, not aliasing.
        #expect(kept.count == count)
        #expect(metrics.count == count + 1)
        #expect(metrics.totalHeight == kept.totalHeight + 8 + 55)
        #expect(metrics.height(ofMessage: count) == 55)
    }

    @Test(arguments: [1_000, 1_000_000])
    func updateWithAKeptCopyWritesOnePath(count: Int) {
        var metrics = Self.metrics(count: count)
        let kept = metrics
        let before = metrics.entriesWritten
        metrics.update(height: 500, at: count / 3)
        #expect(metrics.entriesWritten - before <= Self.pathBound(levels: 4), "n = \(count)")
        #expect(kept.height(ofMessage: count / 3) == Double(30 + count / 3 % 11 * 7))
        #expect(metrics.height(ofMessage: count / 3) == 500)
        #expect(metrics.offset(ofMessage: count) - kept.offset(ofMessage: count)
            == 500 - kept.height(ofMessage: count / 3))
    }

    /// The app's path: the screen appends while a test (or a compare pane, or an undo
    /// snapshot) keeps the screen as it was.
    @Test(arguments: [100_000, 1_000_000])
    func sendWithAKeptScreenWritesOnePath(count: Int) {
        var screen = ChatLayoutState(strategy: .threeCase, contentHeight: 800, navBarHeight: 64, barHeight: 50,
                                messages: Self.metrics(count: count), scrollOffset: .infinity)
        screen.keyboardWillShow(height: 291, at: 0)
        let kept = screen
        let before = screen.messages.entriesWritten
        screen.didSend(messageHeight: 40, keyboardVisibleHeight: 291, at: 1)
        screen.didReceive(messageHeight: 60, keyboardVisibleHeight: 291, at: 2)
        #expect(screen.messages.entriesWritten - before <= 2 * Self.pathBound(levels: 4), "n = \(count)")
        #expect(screen.messages.count == count + 2)
        #expect(kept.messages.count == count)
    }

    /// The same appends and updates on a value that is copied before every step agree with
    /// plain arrays at sizes on either side of the first two level boundaries (a full leaf of
    /// 64, a full two-level tree of 4 096).
    @Test(arguments: [63, 64, 65, 4_095, 4_096, 4_097])
    func copiesAgreeWithAnArrayAcrossLevels(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        var heights = (0..<count).map { _ in random.whole(0...90) }
        var metrics = MessageMetrics(heights: heights, spacing: 4)
        var snapshots: [(MessageMetrics, [Double])] = []
        for _ in 0..<40 {
            snapshots.append((metrics, heights))
            if random.next() % 2 == 0 {
                let height = random.whole(0...90)
                heights.append(height)
                metrics.append(height: height)
            } else {
                let index = Int.random(in: 0..<heights.count, using: &random)
                let height = random.whole(0...90)
                heights[index] = height
                metrics.update(height: height, at: index)
            }
        }
        snapshots.append((metrics, heights))
        for (snapshot, expected) in snapshots {
            Self.expectAgreement(snapshot, expected, spacing: 4, random: &random)
        }
    }

    /// Offsets, index and visible range at sampled points, against sums over the array
    /// (`spacing` must be at least 4 for the visible-range window below).
    static func expectAgreement(_ metrics: MessageMetrics, _ heights: [Double], spacing: Double,
                                random: inout SplitMix64) {
        var tops: [Double] = []
        var top = 0.0
        for height in heights {
            tops.append(top)
            top += height + spacing
        }
        #expect(metrics.count == heights.count)
        #expect(metrics.totalHeight == top - spacing)
        for _ in 0..<25 {
            let index = Int.random(in: 0..<heights.count, using: &random)
            #expect(metrics.offset(ofMessage: index) == tops[index])
            #expect(metrics.height(ofMessage: index) == heights[index])
            let y = tops[index] + random.whole(0...Int(heights[index] + spacing)) - 0.5
            let slot = y >= 0 && y < top - spacing ? tops.lastIndex { $0 <= y } : nil
            #expect(metrics.index(containingOffset: y) == slot, "n \(heights.count) y \(y)")
            let viewport = random.whole(1...400)
            // Slots are at least `spacing` (4) long, so 120 of them pass any 400-high viewport.
            let nearby = max(0, index - 1)..<min(heights.count, index + 120)
            let meets = nearby.filter { tops[$0] + heights[$0] > y && tops[$0] < y + viewport }
            let range = meets.isEmpty ? 0..<0 : meets.first!..<(meets.last! + 1)
            #expect(metrics.visibleRange(scrollOffset: y, viewportHeight: viewport) == range,
                    "n \(heights.count) y \(y) viewport \(viewport)")
        }
        #expect(metrics.offset(ofMessage: heights.count) == top)
    }
}
