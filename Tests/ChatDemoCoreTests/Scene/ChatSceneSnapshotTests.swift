import ChatLayout
import Testing
@testable import ChatDemoCore

/// A scene put back from a snapshot makes the very frames it made from that moment: what a
/// reviewer's step back shows, and what resuming goes on from.
@Suite struct ChatSceneSnapshotTests {
    /// Frames 7…60 of a show interrupted by a hide, a send and a Pinyin switch, from a snapshot
    /// taken mid-show: restored, the same calls give equal `SceneFrame`s, every one.
    @Test(arguments: [Strategy.threeCase, .inset, .naive])
    func aRestoredSceneMakesTheSameFrames(strategy: Strategy) throws {
        let scene = try ChatSceneLayoutTests.scene(12, strategy: strategy)
        scene.showKeyboard(at: 0)
        for frame in 0...6 { _ = scene.frame(at: Double(frame) / 60) }
        let snapshot = scene.snapshot
        func run() -> [SceneFrame] {
            (7...60).map { frame in
                let time = Double(frame) / 60
                if frame == 12 { scene.hideKeyboard(at: time) }
                if frame == 20 { scene.send("hello", at: time) }
                if frame == 30 { scene.showKeyboard(at: time) }
                if frame == 40 { scene.setKeyboardLayout(.pinyin, at: time) }
                return scene.frame(at: time)
            }
        }
        let first = run()
        #expect(scene.conversation.messages.count == 13)
        scene.restore(snapshot)
        #expect(scene.conversation.messages.count == 12)
        #expect(scene.keyboard.layout == .english)
        let again = run()
        #expect(again == first)
        #expect(Set(first.map(\.keyboardTop)).count > 20)  // it moved: the frames are not all alike
    }

    /// Compare mode: the panes share one keyboard; restoring each pane's snapshot (the shared
    /// keyboard more than once) gives every pane its frames again.
    @Test func comparedPanesRestoreTogether() throws {
        let lead = try ChatSceneLayoutTests.scene(12)
        let other = try ChatScene(conversation: ChatSceneLayoutTests.conversation(12), keyboard: .english,
                                  keyboardResources: .bundled(), strategy: .inset, contentSize: ChatSceneLayoutTests.portrait,
                                  measure: ChatSceneStormTests.estimate, sharedKeyboard: lead.keyboard)
        lead.showKeyboard(at: 0)
        _ = SceneFrame.compared(lead: lead, others: [other], at: 0.05)
        let snapshots = [lead.snapshot, other.snapshot]
        func run() -> [[SceneFrame]] {
            (4...40).map { frame in
                let time = Double(frame) / 60
                if frame == 10 { lead.hideKeyboard(at: time) }
                return SceneFrame.compared(lead: lead, others: [other], at: time)
            }
        }
        let first = run()
        lead.restore(snapshots[0])
        other.restore(snapshots[1])
        #expect(run() == first)
    }
}
