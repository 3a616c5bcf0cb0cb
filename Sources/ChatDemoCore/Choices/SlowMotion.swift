/// The limits of slow motion and what Ctrl+T toggles between, shared by
/// `--slow-motion`, the script's `slow-motion` and the menu.
///
/// Ctrl+T toggles between real time and ×10, like the iOS Simulator's
/// "Slow Animations", except that a factor chosen on the command line takes
/// its side of the toggle: with `--slow-motion 4` the toggle is 1 ↔ 4, with
/// `--slow-motion 0.5` (fast-forward) it is 0.5 ↔ 10. Turning it off never
/// loses the factor the reviewer asked for.
///
///     SlowMotion(commandLine: 0.5).factor(on: false)  // 0.5
///     SlowMotion(commandLine: 0.5).factor(on: true)   // 10
///     SlowMotion(commandLine: 4).factor(on: true)     // 4
///
/// - Complexity: O(1).
public struct SlowMotion: Equatable, Sendable {
    /// Slow motion up to ×100; fast-forward down to ×100 faster.
    public static let range = 0.01...100.0
    /// Ctrl+T's factor when the command line chose none.
    public static let toggleFactor = 10.0

    /// The factor given on the command line (1 when none was).
    public let commandLine: Double

    public init(commandLine: Double) {
        self.commandLine = commandLine
    }

    /// Whether the toggle starts on: the command line asked for slow motion.
    public var startsOn: Bool { commandLine > 1 }

    /// The factor with the toggle on or off.
    public func factor(on: Bool) -> Double {
        if on { return startsOn ? commandLine : Self.toggleFactor }
        return startsOn ? 1 : commandLine
    }
}
