import Testing
@testable import KeyboardChatBench

/// `video_export_peak_mb` reads Linux's VmRSS and VmHWM (tab-separated in /proc/self/status)
/// and resets the peak first; growing the process afterwards raises the peak by about as much.
@Suite struct PeakMemoryTests {
    @Test func aResetPeakRisesWithWhatIsTouchedAfter() throws {
        let resident = try #require(PeakMemory.startOver())
        #expect(resident > 1_000_000)
        let bytes = 64 << 20
        let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4096)
        defer { block.deallocate() }
        // Touch every page, so it is resident.
        for offset in stride(from: 0, to: bytes, by: 4096) { block.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self) }
        let peak = try #require(PeakMemory.peakBytes())
        #expect(peak - resident >= bytes - (4 << 20), "peak \(peak), resident before \(resident)")
    }
}
