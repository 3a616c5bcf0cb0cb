/// `listbox_frame_ms` and `window_frame_ms`: the GtkListBox baseline and our
/// stage, each in a real 390×844 window under the same keyboard motion,
/// measured the same way by `FrameCostProbe`. Run one after the other in
/// the same process, so the ratio compares like with like on this machine.
/// Building each window is timed too: the baseline pays for its rows there.
@MainActor
enum WindowFrameBenchmark {
    nonisolated static let sizes = [1_000, 10_000]
    nonisolated static let measuredFrames = 150

    static func listBox(count: Int, frames: Int = measuredFrames, snapshot: String? = nil) -> FrameCosts {
        let start = Stopwatch.nanoseconds()
        let baseline = ListBoxWindow(count: count)
        let built = Stopwatch.elapsed(since: start) / 1_000_000
        var costs = FrameCostProbe(window: baseline.window, frames: frames, snapshot: snapshot)
            .run { time in baseline.step(at: time) }
        costs.constructionMilliseconds = built
        return costs
    }

    static func stage(count: Int, workload: StageWorkload = .stage, frames: Int = measuredFrames,
                      snapshot: String? = nil) throws -> FrameCosts {
        let start = Stopwatch.nanoseconds()
        let ours = try StageWindow(count: count, workload: workload)
        let built = Stopwatch.elapsed(since: start) / 1_000_000
        var costs = FrameCostProbe(window: ours.window, frames: frames, snapshot: snapshot)
            .run { time in ours.step(at: time) }
        costs.constructionMilliseconds = built
        return costs
    }
}
