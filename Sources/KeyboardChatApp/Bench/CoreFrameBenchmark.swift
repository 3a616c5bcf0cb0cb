/// `core_frame_us`: the per-frame core work — keyboard animation sample,
/// layout geometry and visible range, i.e. `ChatScene.frame(at:)` — while
/// the keyboard shows and hides, at each conversation size.
///
/// Each frame is timed on its own (the clock costs ~20 ns against a frame of
/// about a microsecond), so the spread is per frame, not per batch. Starting
/// the next show or hide is an event, not frame work, and is left out.
@MainActor
enum CoreFrameBenchmark {
    nonisolated static let sizes = [100, 10_000, 100_000]
    nonisolated static let warmupFrames = 240
    nonisolated static let measuredFrames = 20_000

    static func run(count: Int, frames: Int = measuredFrames, bubbles: BubbleRenderer) throws -> Samples {
        let scene = try BenchScene.make(count: count, bubbles: bubbles)
        var samples = Samples()
        var checksum = 0
        for index in 0..<(warmupFrames + frames) {
            let time = Double(index) * BenchScene.frameInterval
            KeyboardCycle.keepMoving(scene, at: time)
            let start = Stopwatch.nanoseconds()
            let frame = scene.frame(at: time)
            let elapsed = Stopwatch.elapsed(since: start)
            checksum &+= frame.keyboardTop &+ frame.visibleMessages.count
            if index >= warmupFrames { samples.append(elapsed / 1000) }
        }
        // Uses the frames' results so none of the work can be optimised away.
        if checksum == Int.min { print("core benchmark: impossible checksum") }
        return samples
    }
}
