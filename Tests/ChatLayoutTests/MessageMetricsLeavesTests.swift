import TestSupport
import Testing
@testable import ChatLayout

/// Metrics joined from runs of leaves made apart (on two cores at start-up) are the one pass's,
/// bit for bit, wherever the runs are cut.
@Suite struct MessageMetricsLeavesTests {
    @Test(arguments: [(1, [Int]()), (64, [0]), (65, [64]), (4_097, [2_048]), (4_097, [64, 4_096]), (70_000, [34_944]),
                      (70_000, [0, 64, 35_008, 69_952])])
    func joinedRunsAreTheOnePassTree(count: Int, cuts: [Int]) {
        var random = SplitMix64(seed: 0x1EAF + UInt64(count + cuts.count))
        // Fractional heights, so any other order of additions would show in the last bits.
        let heights = (0..<count).map { _ in random.uniform(0...300) }
        let bounds = [0] + cuts + [count]
        let runs = zip(bounds, bounds.dropFirst()).map { start, end in
            MessageMetrics.leaves(start..<end, spacing: 7.3) { heights[$0] }
        }
        let joined = MessageMetrics(joining: runs, spacing: 7.3)
        let onePass = MessageMetrics(count: count, spacing: 7.3) { heights[$0] }
        #expect(joined == onePass)
        #expect(joined.totalHeight.bitPattern == onePass.totalHeight.bitPattern)
        for index in Set([0, 63, 64, 65, count / 2, count - 1, count].filter { $0 >= 0 && $0 <= count })
            .union((0..<300).map { _ in Int(random.whole(0...count)) }) {
            #expect(joined.offset(ofMessage: index).bitPattern == onePass.offset(ofMessage: index).bitPattern, "offset \(index)")
        }
        for _ in 0..<300 {
            let offset = random.uniform(-10...(onePass.totalHeight + 10))
            #expect(joined.index(containingOffset: offset) == onePass.index(containingOffset: offset))
        }
    }

    /// A joined tree grows and changes as the one pass's does.
    @Test func appendsContinueAJoinedTree() {
        let heights = (0..<5_000).map { Double($0 % 41) + 0.5 }
        var joined = MessageMetrics(joining: [MessageMetrics.leaves(0..<2_496, spacing: 8) { heights[$0] },
                                              MessageMetrics.leaves(2_496..<5_000, spacing: 8) { heights[$0] }], spacing: 8)
        var onePass = MessageMetrics(heights: heights, spacing: 8)
        joined.append(height: 12.5)
        onePass.append(height: 12.5)
        joined.update(height: 99, at: 1_234)
        onePass.update(height: 99, at: 1_234)
        #expect(joined == onePass)
        #expect(joined.offset(ofMessage: 5_001).bitPattern == onePass.offset(ofMessage: 5_001).bitPattern)
    }
}
