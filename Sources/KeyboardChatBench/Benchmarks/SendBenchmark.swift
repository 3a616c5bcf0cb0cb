import KeyboardChatUI
import ChatLayout

/// `send_us`: what one send costs the layout core — `ChatLayoutState.didSend` with the keyboard
/// up (seed 004's follow rule runs) — at one conversation size, while a copy of the screen
/// from just before the send is kept alive.
///
/// The kept copy is the worst case for a value type: with flat arrays, the first write after
/// a copy duplicates every height (measured: 0.88 ms at 100 000 messages and 11 ms at a
/// million). The persistent height tree writes one root-to-leaf path instead, so the
/// cost should barely grow from 100 messages to a million.
enum SendBenchmark {
    static let sizes = [100, 100_000, 1_000_000]
    static let sends = 2_000

    /// Per-send times in microseconds at `count` messages of distinct heights.
    static func run(count: Int, sends: Int = sends) -> Samples {
        // Heights cycle through 61 values so neighbours differ, as real bubbles do.
        let heights = (0..<count).map { Double(36 + $0 % 61 * 3) }
        var screen = ChatLayoutState(strategy: .threeCase, contentHeight: 798, navBarHeight: 44, barHeight: 52,
                                messages: MessageMetrics(heights: heights, spacing: 6), scrollOffset: .infinity)
        screen.keyboardWillShow(height: 291, at: 0)
        var samples = Samples()
        var kept = screen
        for send in 0..<sends {
            kept = screen
            let start = Stopwatch.nanoseconds()
            screen.didSend(messageHeight: Double(36 + send % 61 * 3), keyboardVisibleHeight: 291, at: 1)
            samples.append(Stopwatch.elapsed(since: start) / 1000)
        }
        // Uses the kept copy so it cannot be optimised away.
        if kept.messages.count + 1 != screen.messages.count { print("send benchmark: copies diverged") }
        return samples
    }
}
