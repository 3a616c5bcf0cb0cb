import ChatDemoCore
import ChatLayout
import Keyboard
@testable import KeyboardChatUI

/// A pane without a display: a real scene, and a record of everything the window's dispatch
/// asked of its stage and painter.
@MainActor
final class RecordingPane: ChatPane {
    /// Every pane of one row writes here, so a test can see the order the row used.
    final class Log {
        var entries: [String] = []
    }

    let name: String
    let scene: ChatScene
    private let log: Log
    var currentFrame: SceneFrame?
    /// What the stage measured; reading it is logged, so a test sees the order panes measure in.
    var layout: (contentSize: Size, barHeight: Double)?
    private(set) var showsDebugOverlay = false
    private(set) var wakeUps = 0
    private(set) var applied: [(frame: SceneFrame, repaintingWholeStage: Bool)] = []
    private(set) var replacedConversations: [Conversation] = []
    private(set) var slowMotionFactors: [Double] = []
    private(set) var drafts: [String] = []

    init(_ name: String, scene: ChatScene, log: Log) {
        self.name = name
        self.scene = scene
        self.log = log
    }

    func wakeUp() { wakeUps += 1 }

    func setDebugOverlay(_ on: Bool) { showsDebugOverlay = on }

    func apply(_ frame: SceneFrame, repaintingWholeStage: Bool) {
        log.entries.append("applied \(name)")
        currentFrame = frame
        applied.append((frame, repaintingWholeStage))
    }

    func replaceConversation(_ conversation: Conversation, at time: Double) {
        replacedConversations.append(conversation)
        scene.replaceConversation(conversation, at: time)
    }

    func setSlowMotionFactor(_ factor: Double) { slowMotionFactors.append(factor) }

    func showDraft(_ text: String) { drafts.append(text) }

    var measuredLayout: (contentSize: Size, barHeight: Double)? {
        log.entries.append("measured \(name)")
        return layout
    }
}

extension RecordingPane {
    static let stage = Size(width: 390, height: 844)
    /// Every message 36 points tall: 20 of them (spacing 8) end at 44 + 44 × 20 = 924, past the stage.
    static let bubbleHeight = 36.0

    /// A row of panes under `strategies`, the first leading, over one shared keyboard, as the
    /// window makes them; `messages` one-character messages in each.
    static func row(_ strategies: [Strategy], messages: Int = 20) throws -> (row: PaneRow<RecordingPane>, log: Log) {
        let conversation = Conversation(title: "test", messages: Array(repeating: Message(sender: .them, text: "x"),
                                                                          count: messages))
        let resources = try KeyboardResources.bundled()
        let log = Log()
        var panes: [RecordingPane] = []
        for (index, strategy) in strategies.enumerated() {
            let scene = ChatScene(conversation: conversation, keyboard: .english, keyboardResources: resources,
                                  strategy: strategy, contentSize: stage, measure: { _, _ in bubbleHeight },
                                  sharedKeyboard: panes.first?.scene.keyboard)
            panes.append(RecordingPane("pane \(index + 1)", scene: scene, log: log))
        }
        return (PaneRow(panes), log)
    }
}
