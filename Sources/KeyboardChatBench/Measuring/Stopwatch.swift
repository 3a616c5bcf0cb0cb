import KeyboardChatUI
import Foundation

/// The benchmarks' only clock: CLOCK_MONOTONIC read straight through
/// `clock_gettime` (a vDSO call, about 20 ns here), so timing a single frame
/// costs far less than the microseconds being measured and never jumps with
/// the wall clock.
enum Stopwatch {
    /// Nanoseconds on the monotonic clock since an arbitrary origin.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// Nanoseconds elapsed since `start` (a value of `nanoseconds()`).
    @inline(__always)
    static func elapsed(since start: UInt64) -> Double {
        Double(nanoseconds() &- start)
    }
}
