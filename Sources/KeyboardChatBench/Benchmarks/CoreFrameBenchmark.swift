import KeyboardChatUI
import ChatDemoCore

/// `core_frame_us`: the per-frame core work — keyboard animation sample,
/// layout geometry and visible range, i.e. `ChatScene.frame(at:)` — while
/// the keyboard shows and hides, at one conversation size.
///
/// Each frame is timed on its own (the clock costs ~20 ns against a frame of
/// about half a microsecond), so the spread is per frame, not per batch.
/// Starting the next show or hide is an event, not frame work, and is left
/// out. Frames continue across calls, so the runner can interleave sizes.
@MainActor
final class CoreFrameBenchmark {
    nonisolated static let sizes = [100, 10_000, 100_000]
    nonisolated static let warmupFrames = 240
    nonisolated static let measuredFrames = 20_000

    private let scene: ChatScene
    private var nextFrame = 0
    private var checksum = 0

    init(count: Int, bubbles: BubbleRenderer) throws {
        scene = try BenchScene.make(count: count, bubbles: bubbles)
        _ = measure(frames: Self.warmupFrames)
    }

    /// Per-frame times in microseconds for the next `frames` frames.
    func measure(frames: Int) -> Samples {
        let samples = KeyboardCycle.timeFrames(scene, next: &nextFrame, count: frames, unit: 1000) { time in
            let frame = scene.frame(at: time)
            checksum &+= frame.keyboardTop &+ frame.visibleMessages.count
        }
        // Uses the frames' results so none of the work can be optimised away.
        if checksum == Int.min { print("core benchmark: impossible checksum") }
        return samples
    }
}
