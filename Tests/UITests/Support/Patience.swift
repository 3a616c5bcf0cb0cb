import Foundation

/// How much longer than a quiet machine a wait may take before it counts as a hang.
///
/// Every wait in the UI tests is for a condition (a window mapped, a report, a child's exit) and
/// returns as soon as it holds; its timeout only decides when a state that never comes is
/// declared missing. The figures written at each wait are what a quiet machine needs with room
/// to spare. A machine running the suite beside two busy loops, or beside other builds, was
/// measured to be up to about three times slower, so each timeout is stretched by `factor`
/// (`KEYBOARDCHAT_TEST_PATIENCE` overrides it): slow is never a failure, and a real hang still
/// ends with a message naming what was awaited.
enum Patience {
    static let factor: Double = {
        if let text = ProcessInfo.processInfo.environment["KEYBOARDCHAT_TEST_PATIENCE"], let value = Double(text), value >= 1 {
            return value
        }
        return 5
    }()

    /// `seconds` as this machine is allowed to take it.
    static func stretched(_ seconds: TimeInterval) -> TimeInterval { seconds * factor }
}
