import TestSupport
import Testing
@testable import ChatLayout

@Suite struct MessageMetricsTests {
    @Test func workedExample() {
        var m = MessageMetrics(spacing: 10)
        m.append(height: 40)
        m.append(height: 60)
        m.append(height: 20)
        #expect(m.count == 3)
        #expect(m.offset(ofMessage: 0) == 0)
        #expect(m.offset(ofMessage: 1) == 50)
        #expect(m.offset(ofMessage: 2) == 120)
        #expect(m.bottom(ofMessage: 2) == 140)
        #expect(m.totalHeight == 140)
        #expect(m.index(containingOffset: 0) == 0)
        #expect(m.index(containingOffset: 45) == 0)
        #expect(m.index(containingOffset: 50) == 1)
        #expect(m.index(containingOffset: 139.5) == 2)
        #expect(m.index(containingOffset: 140) == nil)
        #expect(m.index(containingOffset: -1) == nil)
        #expect(m.visibleRange(scrollOffset: 55, viewportHeight: 70) == 1..<3)
        #expect(m.visibleRange(scrollOffset: 40, viewportHeight: 10) == 0..<0)  // only the gap
        #expect(m.visibleRange(scrollOffset: 0, viewportHeight: 50) == 0..<1)   // touches 1 at 50
        #expect(m.visibleRange(scrollOffset: -100, viewportHeight: 1000) == 0..<3)
    }

    @Test func emptyConversation() {
        let m = MessageMetrics(spacing: 8)
        #expect(m.totalHeight == 0)
        #expect(m.isEmpty)
        #expect(m.index(containingOffset: 0) == nil)
        #expect(m.visibleRange(scrollOffset: 0, viewportHeight: 500) == 0..<0)
    }

    @Test func updateMovesEverythingBelow() {
        var m = MessageMetrics(heights: [40, 60, 20], spacing: 10)
        m.update(height: 100, at: 0)
        #expect(m.offset(ofMessage: 1) == 110)
        #expect(m.offset(ofMessage: 2) == 180)
        #expect(m.totalHeight == 200)
        #expect(m.height(ofMessage: 0) == 100)
    }

    @Test func bulkInitMatchesAppends() {
        var rng = SplitMix64(seed: 0xC0FFEE)
        let heights = (0..<1000).map { _ in rng.whole(0...300) }
        var appended = MessageMetrics(spacing: 6)
        for h in heights { appended.append(height: h) }
        #expect(MessageMetrics(heights: heights, spacing: 6) == appended)
    }

    /// Prefix sums, index and visible range against a brute-force reference, over random
    /// heights, appends and updates (whole numbers, so every sum is exact).
    @Test(arguments: [UInt64(1), 2, 3, 0xDEADBEEF, 20_240_601])
    func agreesWithBruteForce(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let spacing = rng.whole(0...12)
        var heights: [Double] = (0..<Int.random(in: 0...40, using: &rng)).map { _ in rng.whole(0...120) }
        var m = MessageMetrics(heights: heights, spacing: spacing)
        for step in 0..<400 {
            if heights.isEmpty || rng.next() % 3 == 0 {
                let h = rng.whole(0...120)
                heights.append(h)
                m.append(height: h)
            } else {
                let i = Int.random(in: 0..<heights.count, using: &rng)
                let h = rng.whole(0...120)
                heights[i] = h
                m.update(height: h, at: i)
            }
            let tops = heights.indices.map { i in heights[..<i].reduce(0) { $0 + $1 + spacing } }
            let total = heights.isEmpty ? 0 : tops.last! + heights.last!
            #expect(m.totalHeight == total, "seed \(seed) step \(step)")
            for i in heights.indices {
                #expect(m.offset(ofMessage: i) == tops[i], "seed \(seed) step \(step) offset \(i)")
            }
            for _ in 0..<8 {
                let y = rng.whole(-50...Int(total) + 50) + (rng.next() % 2 == 0 ? 0 : 0.5)
                let height = rng.whole(0...300)
                let expected = heights.indices.filter { tops[$0] + heights[$0] > y && tops[$0] < y + height }
                let reference = height > 0 && !expected.isEmpty ? expected.first!..<(expected.last! + 1) : 0..<0
                #expect(m.visibleRange(scrollOffset: y, viewportHeight: height) == reference,
                        "seed \(seed) step \(step) y \(y) height \(height)")
                let slot = y >= 0 && y < total
                    ? heights.indices.last { tops[$0] <= y } : nil
                #expect(m.index(containingOffset: y) == slot, "seed \(seed) step \(step) y \(y)")
            }
        }
    }

    /// 100 000 messages answer like 100 do: the search depth is the tree's height.
    @Test func hundredThousandMessages() {
        let heights = (0..<100_000).map { Double(40 + $0 % 7 * 10) }
        let m = MessageMetrics(heights: heights, spacing: 8)
        let middle = m.offset(ofMessage: 50_000)
        #expect(m.index(containingOffset: middle) == 50_000)
        #expect(m.visibleRange(scrollOffset: middle, viewportHeight: 1) == 50_000..<50_001)
        #expect(m.visibleRange(scrollOffset: m.totalHeight - 100, viewportHeight: 700) == 99_998..<100_000)
    }
}
