import KeyboardChatUI
import ChatDemoCore
/// `listbox_frame_ms` and `window_frame_ms`: the GtkListBox baseline and our
/// stage, each in a real 390×844 window under the same keyboard motion,
/// measured the same way by `FrameCostProbe`. Run one after the other in
/// the same process, so the ratio compares like with like on this machine.
/// Building each window is timed too: the baseline pays for its rows there.
@MainActor
enum WindowFrameBenchmark {
    nonisolated static let sizes = [1_000, 10_000]
    nonisolated static let measuredFrames = 150
    /// Messages in the case-1 window: few enough that the raised keyboard covers none of them,
    /// so the list never moves and a frame repaints only the bar and keyboard's band.
    nonisolated static let caseOneCount = 3

    static func listBox(count: Int, frames: Int = measuredFrames, snapshot: String? = nil) throws -> FrameCosts {
        try listBox(ConversationGenerator.make(count: count), frames: frames, snapshot: snapshot)
    }

    static func listBox(_ conversation: Conversation, frames: Int = measuredFrames, snapshot: String? = nil) throws -> FrameCosts {
        let start = Stopwatch.nanoseconds()
        let baseline = try ListBoxWindow(conversation: conversation)
        let built = Stopwatch.elapsed(since: start) / 1_000_000
        var costs = FrameCostProbe(window: baseline.window, frames: frames, snapshot: snapshot)
            .run { time in baseline.step(at: time) }
        costs.constructionMilliseconds = built
        return costs
    }

    static func stage(count: Int, workload: StageWorkload = .stage, frames: Int = measuredFrames,
                      snapshot: String? = nil) throws -> FrameCosts {
        try stage(ConversationGenerator.make(count: count), workload: workload, frames: frames, snapshot: snapshot)
    }

    static func stage(_ conversation: Conversation, workload: StageWorkload = .stage, frames: Int = measuredFrames,
                      snapshot: String? = nil) throws -> FrameCosts {
        let start = Stopwatch.nanoseconds()
        let ours = try MeasuredStage(conversation: conversation, workload: workload)
        let built = Stopwatch.elapsed(since: start) / 1_000_000
        var costs = ours.measure(frames: frames, snapshot: snapshot)
        costs.constructionMilliseconds = built
        return costs
    }
}
