import Benchmark
import ChatLayout
import Curves

/// The layout core per frame and per send, at a short and a long conversation: the frame's
/// cost must barely grow with the conversation (`keyboard-chat-bench`'s `core_frame_us` goal is
/// ≤ 1.25× from 100 to 100 000), and a send is one root-to-leaf path of the height tree.
enum LayoutBenchmarks {
    static let sizes = [100, 100_000]
    /// A show's frames at 60 Hz: the keyboard's visible height and the frame's time.
    static let showFrames: [(keyboardVisibleHeight: Double, time: Double)] = (0...30).map { frame in
        let time = Double(frame) / 60
        return (291 * AnimationCurve.keyboard.progress(at: time, duration: AnimationCurve.reportedKeyboardDuration), time)
    }

    /// A screen of `count` messages whose heights cycle through 61 values (neighbours differ,
    /// as real bubbles do), scrolled to its end, the keyboard about to show.
    static func screen(messages count: Int) -> ChatLayoutState {
        let heights = (0..<count).map { Double(36 + $0 % 61 * 3) }
        var screen = ChatLayoutState(strategy: .threeCase, contentHeight: 798, navBarHeight: 44, barHeight: 52,
                                     messages: MessageMetrics(heights: heights, spacing: 6), scrollOffset: .infinity)
        screen.keyboardWillShow(height: 291, at: 0)
        return screen
    }

    static func register() {
        for count in sizes {
            let shown = screen(messages: count)
            Benchmark("ChatLayout: frame geometry during a show, \(count) messages",
                      configuration: .init(scalingFactor: .kilo)) { benchmark in
                for index in benchmark.scaledIterations {
                    let frame = showFrames[index % showFrames.count]
                    blackHole(shown.geometry(keyboardVisibleHeight: frame.keyboardVisibleHeight, at: frame.time))
                }
            }
            Benchmark("ChatLayout: send-follow with a copy kept, \(count) messages") { benchmark in
                var screen = shown
                var kept = screen
                for index in benchmark.scaledIterations {
                    kept = screen
                    screen.didSend(messageHeight: Double(36 + index % 61 * 3), keyboardVisibleHeight: 291, at: 1)
                }
                blackHole(kept)
            }
        }
    }
}
