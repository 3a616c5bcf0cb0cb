import KeyboardChatUI
import ChatDemoCore
import ChatLayout
import CSystemCalls

/// `review_history_mb_3pane_10s`: the memory the whole review history holds after 10 s at 60 fps
/// of compare mode with three panes (three-case, always, never; one shared keyboard) over 100 000
/// distinct messages: the playhead's kept frames (per frame each pane's `ChatScene.Snapshot`, the
/// geometry applied and the draft: the app's own `PlayheadFrame`, in the playhead's own
/// `FrameHistory` of `PlayheadFrame.keptSeconds`) and
/// the timeline's `MotionHistory`. The motion never rests: the keyboard shows and hides over
/// and over, and every `sendEvery` frames each pane sends a message, so the conversations change.
///
/// Method: the heap in use (glibc's `mallinfo2`, arenas plus mmapped blocks) with the history
/// filled, minus the heap in use once the history alone is released and the scenes live on.
/// That difference is what only the history keeps alive: storage a kept snapshot shares with the
/// live scenes (copy-on-write arrays not changed since) is not counted, a copy that a send or a
/// scroll forced and only a snapshot still holds is. The same run without sends is reported
/// beside it (`motionOnly`): what the history costs when no array is copied.
@MainActor
enum ReviewHistoryBenchmark {
    nonisolated static let messages = 100_000
    nonisolated static let seconds = PlayheadFrame.keptSeconds
    nonisolated static let framesPerSecond = 60.0
    /// A send every 1.5 s in each pane.
    nonisolated static let sendEvery = 90

    struct Result {
        var megabytes = Double.nan
        var motionOnlyMegabytes = Double.nan
        var frames = 0
    }

    static func run(messages: Int = messages, seconds: Double = seconds) throws -> Result {
        let conversation = DistinctConversationGenerator.make(count: messages)
        var result = Result()
        result.megabytes = try measure(conversation, seconds: seconds, sends: true, frames: &result.frames)
        result.motionOnlyMegabytes = try measure(conversation, seconds: seconds, sends: false, frames: &result.frames)
        return result
    }

    private static func measure(_ conversation: Conversation, seconds: Double, sends: Bool, frames: inout Int) throws -> Double {
        let size = BenchScene.stageSize
        let measure: (String, Double) -> Double = { text, _ in Double(20 + 20 * (text.count / 30)) }
        let strategies = TimelineHistoryBenchmark.strategies
        let lead = try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(),
                                 strategy: strategies[0], contentSize: size, measure: measure)
        let others = try strategies.dropFirst().map { strategy in
            try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(), strategy: strategy,
                          contentSize: size, measure: measure, sharedKeyboard: lead.keyboard)
        }
        let scenes = [lead] + others
        let count = Int(seconds * framesPerSecond)
        frames = count
        var kept: FrameHistory<PlayheadFrame>? = PlayheadFrame.history(framesPerSecond: framesPerSecond)
        var motion: MotionHistory? = MotionHistory(paneCount: scenes.count)
        let perSecond = Int(framesPerSecond)
        for index in 0..<count {
            let time = Double(index) / framesPerSecond
            if index % perSecond == 0 { lead.showKeyboard(at: time) } else if index % perSecond == perSecond / 2 { lead.hideKeyboard(at: time) }
            if sends && index % sendEvery == sendEvery / 3 {
                for scene in scenes { scene.send("Message sent at frame \(index)", at: time) }
            }
            let sceneFrames = SceneFrame.compared(lead: lead, others: others, at: time)
            let samples = sceneFrames.map { frame in
                MotionSample(keyboardTop: frame.keyboardTop, barBottom: frame.barBottom, listShift: frame.listShift,
                             contentShift: frame.contentShift, caseLabel: frame.caseLabel,
                             keyboardVisibleHeight: frame.keyboardVisibleHeight,
                             keyboardVelocity: lead.keyboard.visibleVelocity(at: time))
            }
            motion?.record(frame: index, animationTime: time, wallTime: time, samples: samples)
            kept?.append(PlayheadFrame(scenes: scenes.map(\.snapshot), frames: sceneFrames, draft: ""), frameIndex: index)
        }
        let filled = heapInUse()
        kept = nil
        motion = nil
        let released = heapInUse()
        withExtendedLifetime(scenes) {}
        return Double(filled - released) / 1_048_576
    }

    /// Bytes the allocator has handed out and not had back: in arenas and in mmapped blocks.
    private static func heapInUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }
}
