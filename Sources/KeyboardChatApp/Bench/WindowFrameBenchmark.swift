/// `listbox_frame_ms` and `window_frame_ms`: the GtkListBox baseline and our
/// stage, each in a real 390×844 window under the same keyboard motion,
/// measured the same way by `FrameCostProbe`. Run one after the other in
/// the same process, so the ratio compares like with like on this machine.
@MainActor
enum WindowFrameBenchmark {
    nonisolated static let sizes = [1_000, 10_000]
    nonisolated static let measuredFrames = 150

    static func listBox(count: Int, frames: Int = measuredFrames) -> Samples {
        let baseline = ListBoxWindow(count: count)
        return FrameCostProbe(window: baseline.window, frames: frames).run { time in baseline.step(at: time) }
    }

    static func stage(count: Int, frames: Int = measuredFrames) throws -> Samples {
        let ours = try StageWindow(count: count)
        return FrameCostProbe(window: ours.window, frames: frames).run { time in ours.step(at: time) }
    }
}
