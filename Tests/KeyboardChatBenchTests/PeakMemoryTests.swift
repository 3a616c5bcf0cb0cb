import Testing
@testable import KeyboardChatBench

/// `video_export_peak_mb` reads Linux's VmRSS and VmHWM (tab-separated in /proc/self/status)
/// and resets the peak first. Other suites run in this process at the same time and allocate
/// and free as they go, so the checks use blocks far larger than that noise and never assume
/// the rest of the process stood still between two readings.
@Suite(.serialized) struct PeakMemoryTests {
    /// Touches every page of a new block of `bytes`, so all of it is resident, and hands it to
    /// `body` before freeing it (a block this large is its own mapping, returned on free).
    static func withTouchedBlock<T>(of bytes: Int, _ body: () throws -> T) rethrows -> T {
        let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4096)
        defer { block.deallocate() }
        for offset in stride(from: 0, to: bytes, by: 4096) { block.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self) }
        return try body()
    }

    @Test func aResetForgetsAnEarlierPeakAndThePeakCoversWhatIsTouchedAfter() throws {
        let large = 256 << 20, small = 64 << 20
        let earlierPeak = try #require(Self.withTouchedBlock(of: large) { PeakMemory.peakBytes() })
        #expect(earlierPeak >= large, "peak \(earlierPeak) while \(large) bytes were touched")
        // The large block is gone: a reset brings the peak down to about what is resident now.
        let resident = try #require(PeakMemory.startOver())
        #expect(resident > 1_000_000)
        let peakAfterReset = try #require(PeakMemory.peakBytes())
        #expect(earlierPeak - peakAfterReset >= large - (32 << 20), "peak \(earlierPeak) before the reset, \(peakAfterReset) after")
        let peakWhileTouched = try #require(Self.withTouchedBlock(of: small) { PeakMemory.peakBytes() })
        #expect(peakWhileTouched >= small && peakWhileTouched >= peakAfterReset, "peak \(peakWhileTouched) while \(small) bytes were touched")
    }
}
