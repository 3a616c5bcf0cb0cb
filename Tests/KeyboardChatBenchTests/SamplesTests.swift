import Testing
@testable import KeyboardChatBench

/// The report's summary of repeated measurements: percentiles by linear interpolation between
/// the closest ranks, worked by hand.
@Suite struct SamplesTests {
    /// Five values sorted 1, 2, 4, 8, 16: rank = p / 100 × 4. The median is rank 2 (4); p10 is
    /// rank 0.4, 1 + 0.4 × (2 − 1) = 1.4; p90 is rank 3.6, 8 + 0.6 × (16 − 8) = 12.8.
    @Test func percentilesInterpolateBetweenTheClosestRanks() {
        let samples = Samples([16, 1, 8, 2, 4])
        #expect(samples.median == 4)
        #expect(abs(samples.p10 - 1.4) < 1e-12)
        #expect(abs(samples.p90 - 12.8) < 1e-12)
        #expect(samples.minimum == 1 && samples.maximum == 16)
        #expect(samples.mean == 31.0 / 5)
        #expect(samples.percentile(0) == 1 && samples.percentile(100) == 16)
    }

    /// An even count has no middle value: the median is halfway between the two middle ones.
    @Test func anEvenCountsMedianIsHalfwayBetweenTheMiddleTwo() {
        #expect(Samples([3, 1, 10, 7]).median == 5)
    }

    /// A quantity that was not measured reads as NaN, which the table prints as not measured,
    /// never as zero, which would look like a perfect result.
    @Test func nothingMeasuredIsNaNNotZero() {
        let empty = Samples()
        #expect(empty.median.isNaN && empty.mean.isNaN && empty.minimum.isNaN && empty.maximum.isNaN)
    }

    @Test func scalingConvertsUnits() {
        #expect(Samples([1_500, 2_500]).scaled(by: 1e-3).values == [1.5, 2.5])
    }
}
