import ChatDemoCore
import ChatLayout
import Keyboard
import Testing
@testable import KeyboardChatUI

/// The window's dispatch to its panes (`PaneRow`): an action reaches every pane the same way,
/// whether the window shows one pane or compares three strategies, and what moves the one
/// keyboard goes through the lead's scene only.
///
/// Worked example: 20 one-character messages 36 tall (spacing 8) end at 44 + 44 × 20 = 924 on
/// an 844-tall stage; the English keyboard is 291 tall, so 0.1 s after a show its top is at
/// 685 in every pane and at rest at 844 − 291 = 553.
@MainActor
@Suite struct PaneRowTests {
    nonisolated static let oneAndThree: [[Strategy]] = [[.threeCase], [.always, .never, .persistent]]

    @Test(arguments: oneAndThree)
    func aWakeAnOverlayAndSlowMotionReachEveryPaneOnce(strategies: [Strategy]) throws {
        let (row, _) = try RecordingPane.row(strategies)
        row.wakeUp()
        row.setDebugOverlay(true)
        row.setSlowMotionFactor(4)
        row.showDraft("hello")
        #expect(row.all.map(\.wakeUps) == Array(repeating: 1, count: strategies.count))
        #expect(row.all.map(\.showsDebugOverlay) == Array(repeating: true, count: strategies.count))
        #expect(row.all.map(\.slowMotionFactors) == Array(repeating: [4], count: strategies.count))
        #expect(row.all.map(\.drafts) == Array(repeating: ["hello"], count: strategies.count))
    }

    @Test(arguments: oneAndThree)
    func whatChangesTheConversationHappensInEveryPane(strategies: [Strategy]) throws {
        let (row, _) = try RecordingPane.row(strategies)
        row.send("hi", at: 0)
        #expect(row.all.map { $0.scene.conversation.messages.count } == Array(repeating: 21, count: strategies.count))
        #expect(row.all.map { $0.scene.conversation.messages.last?.text } == Array(repeating: "hi", count: strategies.count))

        row.receiveStreamingReply("on its way", milliseconds: 500, at: 1)
        #expect(row.all.map { $0.scene.conversation.messages.count } == Array(repeating: 22, count: strategies.count))

        let other = Conversation(title: "other", messages: [Message(sender: .me, text: "only")])
        row.replaceConversation(other, at: 2)
        #expect(row.all.map(\.replacedConversations) == Array(repeating: [other], count: strategies.count))
        #expect(row.all.map { $0.scene.conversation } == Array(repeating: other, count: strategies.count))
    }

    @Test(arguments: oneAndThree)
    func everyPaneGetsOneFrameOfTheOneKeyboard(strategies: [Strategy]) throws {
        let (row, _) = try RecordingPane.row(strategies)
        row.lead.scene.showKeyboard(at: 0)
        row.setDebugOverlay(true)
        row.applyFrames(at: 0.1)
        #expect(row.all.map(\.applied.count) == Array(repeating: 1, count: strategies.count))
        #expect(row.all.map { $0.currentFrame?.keyboardTop } == Array(repeating: 685, count: strategies.count))
        #expect(row.all.allSatisfy { $0.applied[0].repaintingWholeStage }, "the debug overlay repaints every stage whole")
        if strategies.count == 3 {
            #expect(row.all.map { $0.currentFrame?.caseLabel } == ["always", "never", "persistent"], "each pane its own strategy")
        }
        #expect(row.isMoving(at: 0.1))
        row.applyFrames(at: 2)
        #expect(row.all.map { $0.currentFrame?.keyboardTop } == Array(repeating: 553, count: strategies.count))
        #expect(!row.isMoving(at: 2))
    }

    /// A frame measures each stage once, the lead last (a show waiting for its first measured
    /// layout runs then, and every other pane must already have its real size to hear it), and
    /// only then makes and applies each pane's frame, once.
    @Test func aFrameMeasuresEachPaneOnceTheLeadLastThenApplies() throws {
        let (row, log) = try RecordingPane.row([.always, .never, .persistent])
        for pane in row.all { pane.layout = (Size(width: 390, height: 800), 52) }
        row.makeFrames(at: 0)
        #expect(log.entries == ["measured pane 2", "measured pane 3", "measured pane 1",
                                "applied pane 1", "applied pane 2", "applied pane 3"])
        #expect(row.all.map(\.scene.contentSize) == Array(repeating: Size(width: 390, height: 800), count: 3))
        log.entries.removeAll()
        row.makeFrames(at: 1)
        #expect(log.entries == ["measured pane 2", "measured pane 3", "measured pane 1",
                                "applied pane 1", "applied pane 2", "applied pane 3"])
    }

    @Test(arguments: oneAndThree)
    func aScrollScrollsEveryPaneAndATapOnJumpToLatestBringsEveryPaneToItsEnd(strategies: [Strategy]) throws {
        let (row, _) = try RecordingPane.row(strategies)
        row.scroll(by: -300, at: 0)
        row.applyFrames(at: 0)
        let buttons = row.all.map { $0.currentFrame?.jumpToLatest }
        #expect(buttons.allSatisfy { $0 != nil }, "every pane scrolled away from its end shows the button")
        let tapped = row.all[row.all.count - 1]
        let centre = try #require(tapped.currentFrame?.jumpToLatest?.centre)

        // Beside the button: not taken, nothing glides.
        #expect(!row.tapJumpToLatest(at: Point(x: centre.x - 100, y: centre.y), in: tapped, at: 0))
        row.applyFrames(at: 2)
        #expect(row.all.allSatisfy { $0.currentFrame?.jumpToLatest != nil })

        #expect(row.tapJumpToLatest(at: centre, in: tapped, at: 2))
        row.applyFrames(at: 4)
        #expect(row.all.allSatisfy { $0.currentFrame?.jumpToLatest == nil }, "every pane is at its end")
    }

    /// A script's tap names no pane: it is the lead's.
    @Test func aTapInNoPaneIsTheLeads() throws {
        let (row, _) = try RecordingPane.row([.always, .never])
        row.scroll(by: -300, at: 0)
        row.applyFrames(at: 0)
        let centre = try #require(row.lead.currentFrame?.jumpToLatest?.centre)
        #expect(row.tapJumpToLatest(at: centre, in: nil, at: 0))
        row.applyFrames(at: 2)
        #expect(row.all.allSatisfy { $0.currentFrame?.jumpToLatest == nil })
    }
}
