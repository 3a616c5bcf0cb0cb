import KeyboardChatUI
import ChatDemoCore
import Foundation

/// The worst text a user can paste: a message of 50 000 `x` with no break
/// opportunity and an `a` carrying 100 000 combining marks (before
/// `BubbleText` they took 18 s and 100 s to measure).
///
/// - `startup_ms_hostile_text`: the app spawned on a conversation file
///   holding both, quitting after its first presented frame (as
///   `StartupBenchmark`). Spawning GTK alone takes about 100 ms here, so the
///   goal is on what the hostile text adds: runs alternate with the same
///   conversation without the two messages (`…_baseline`), and the goal
///   compares the difference of the medians.
/// - `paint_frame_ms_hostile_text`: a full frame with both bubbles on screen,
///   their layouts rebuilt from scratch every frame (the bubble cache is
///   cleared first), so each frame pays for shaping them — the cost of the
///   frame that first shows them.
@MainActor
enum HostileTextBenchmark {
    nonisolated static let unbrokenCharacters = 50_000
    nonisolated static let combiningMarks = 100_000

    /// 100 generated messages, then the two hostile ones as the last (visible) bubbles.
    nonisolated static func conversation() -> Conversation {
        var conversation = ConversationGenerator.make(count: 100)
        conversation.title = "Hostile text"
        conversation.messages.append(Message(sender: .them, text: String(repeating: "x", count: unbrokenCharacters)))
        conversation.messages.append(Message(sender: .me, text: "a" + String(repeating: "\u{301}", count: combiningMarks)))
        return conversation
    }

    /// Start-up with the hostile conversation and without its two hostile
    /// messages, alternating run by run so load on the machine hits both alike.
    static func startup(runs: Int) throws -> (hostile: StartupBenchmark.Result, baseline: StartupBenchmark.Result) {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-\(getpid())"
        var plain = conversation()
        plain.messages.removeLast(2)
        let files = [(directory + "-hostile.json", conversation()), (directory + "-plain.json", plain)]
        for (path, conversation) in files { try JSONEncoder().encode(conversation).write(to: URL(fileURLWithPath: path)) }
        defer { for (path, _) in files { unlink(path) } }
        var hostile = StartupBenchmark.Result(), baseline = StartupBenchmark.Result()
        for _ in 0..<runs {
            hostile.append(try StartupBenchmark.run(arguments: ["--conversation", files[0].0], runs: 1))
            baseline.append(try StartupBenchmark.run(arguments: ["--conversation", files[1].0], runs: 1))
        }
        return (hostile, baseline)
    }

    static func paint(bar: OffscreenInputBar) throws -> PaintBenchmark {
        try PaintBenchmark(conversation(), bar: bar, coldBubbles: true)
    }
}

extension StartupBenchmark.Result {
    mutating func append(_ other: Self) {
        milliseconds.append(contentsOf: other.milliseconds)
        megabytes.append(contentsOf: other.megabytes)
        failures += other.failures
        warnings.formUnion(other.warnings)
    }
}
