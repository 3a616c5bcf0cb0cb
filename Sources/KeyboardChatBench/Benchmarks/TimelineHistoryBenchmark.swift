import ChatDemoCore
import ChatLayout
import Keyboard

/// `timeline_history_bytes_3pane_10s`: the memory the motion history (`MotionHistory`) holds
/// after 10 s at 60 fps of compare mode with three panes, filled with real samples: three
/// scenes (three-case, always, never) sharing one keyboard that shows and hides over and over,
/// each frame's rows made from their `SceneFrame`s as the window makes the trace's.
@MainActor
enum TimelineHistoryBenchmark {
    static let seconds = 10.0
    static let framesPerSecond = 60.0
    static let strategies: [Strategy] = [.threeCase, .always, .never]

    static func run() throws -> Double {
        let size = BenchScene.stageSize
        let measure: (String, Double) -> Double = { text, _ in Double(20 + 20 * (text.count / 30)) }
        let conversation = DistinctConversationGenerator.make(count: 200)
        let lead = try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(),
                                 strategy: strategies[0], contentSize: size, measure: measure)
        let others = try strategies.dropFirst().map { strategy in
            try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(), strategy: strategy,
                          contentSize: size, measure: measure, sharedKeyboard: lead.keyboard)
        }
        var history = MotionHistory(paneCount: strategies.count)
        let frames = Int(seconds * framesPerSecond)
        for index in 0..<frames {
            let time = Double(index) / framesPerSecond
            // A show every second, a hide half a second later: the history holds motion throughout.
            let perSecond = Int(framesPerSecond)
            if index % perSecond == 0 { lead.showKeyboard(at: time) } else if index % perSecond == perSecond / 2 { lead.hideKeyboard(at: time) }
            let scenes = SceneFrame.compared(lead: lead, others: others, at: time)
            let samples = scenes.map { frame in
                MotionSample(keyboardTop: frame.keyboardTop, barBottom: frame.barBottom, listShift: frame.listShift,
                             contentShift: frame.contentShift, caseLabel: frame.caseLabel,
                             keyboardVisibleHeight: frame.keyboardVisibleHeight,
                             keyboardVelocity: lead.keyboard.visibleVelocity(at: time))
            }
            history.record(frame: index, animationTime: time, wallTime: time, samples: samples)
            if index % perSecond == 0 { history.record(.willShow, frame: index) }
        }
        return Double(history.footprintBytes)
    }
}
