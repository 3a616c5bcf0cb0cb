import TestSupport
import Testing
@testable import ChatLayout

/// `MessageMetrics(heights:spacing:)` builds its tree in one pass per level (a
/// million messages at start-up must stay fast); the result must be the appended tree's, bit for bit.
@Suite struct MessageMetricsBulkTests {
    static func appended(_ heights: [Double], spacing: Double) -> MessageMetrics {
        var metrics = MessageMetrics(spacing: spacing)
        for height in heights { metrics.append(height: height) }
        return metrics
    }

    @Test(arguments: [0, 1, 63, 64, 65, 4_095, 4_096, 4_097, 70_000, 262_145])
    func bulkAndAppendedTreesAgreeBitForBit(count: Int) {
        var random = SplitMix64(seed: 0xB01C + UInt64(count))
        // Fractional heights, so a different order of additions would show in the last bits.
        let heights = (0..<count).map { _ in random.uniform(0...300) }
        let bulk = MessageMetrics(heights: heights, spacing: 7.3)
        let appended = Self.appended(heights, spacing: 7.3)
        #expect(bulk == appended)
        #expect(bulk.totalHeight.bitPattern == appended.totalHeight.bitPattern)
        let probes = Set([0, 1, 63, 64, 65, count / 2, count - 1, count].filter { $0 >= 0 && $0 <= count })
            .union((0..<200).map { _ in Int(random.whole(0...max(0, count))) })
        for index in probes {
            #expect(bulk.offset(ofMessage: index).bitPattern == appended.offset(ofMessage: index).bitPattern, "offset \(index)")
        }
        for _ in 0..<200 {
            let offset = random.uniform(-10...(appended.totalHeight + 10))
            #expect(bulk.index(containingOffset: offset) == appended.index(containingOffset: offset))
        }
    }

    /// Appends and updates continue the bulk-built tree exactly as they continue an appended one,
    /// including growing a full tree by a level.
    @Test(arguments: [64, 4_096, 5_000])
    func appendsAndUpdatesContinueTheBulkTree(count: Int) {
        let heights = (0..<count).map { Double($0 % 37) + 0.25 }
        var bulk = MessageMetrics(heights: heights, spacing: 8)
        var appended = Self.appended(heights, spacing: 8)
        bulk.append(height: 12.5)
        appended.append(height: 12.5)
        bulk.update(height: 99, at: count / 3)
        appended.update(height: 99, at: count / 3)
        #expect(bulk == appended)
        for index in [0, count / 3, count / 3 + 1, count, count + 1] {
            #expect(bulk.offset(ofMessage: index) == appended.offset(ofMessage: index), "offset \(index)")
        }
    }
}
