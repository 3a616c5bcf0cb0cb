import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// Compare mode's panes at the scene level: scenes over one shared
/// `KeyboardController` move their keyboards and bars in the same frames, on the same curve,
/// and their lists as each strategy says.
///
/// Worked example: 20 one-character messages (36 tall each with `ChatSceneStormTests.estimate`,
/// spacing 8) end at c = 44 + 44 × 20 = 924, past an 844 stage: the list is at its end. The
/// English keyboard is K = 291, so at rest it is up with its top at 844 − 291 = 553. The
/// keyboard curve is at 0.54477 of its way 0.1 s after a show (`KeyboardController`'s example):
/// 291 × 0.54477 = 158.5 visible, top 844 − 158.5 = 685.5, drawn at 685. `always` lifts the
/// list by the bar's rise in whole pixels (844 − 685 = 159, then 291); `never` leaves it where
/// it is (0).
@Suite struct CompareScenesTests {
    static let stage = Size(width: 390, height: 844)

    static func panes(_ strategies: [Strategy], messages: Int = 20) throws -> (lead: ChatScene, others: [ChatScene]) {
        let conversation = Conversation(title: "test", messages: Array(repeating: Message(sender: .them, text: "x"), count: messages))
        let resources = try KeyboardResources.bundled()
        let lead = ChatScene(conversation: conversation, keyboard: .english, keyboardResources: resources,
                             strategy: strategies[0], contentSize: stage, measure: ChatSceneStormTests.estimate)
        let others = strategies.dropFirst().map { strategy in
            ChatScene(conversation: conversation, keyboard: .english, keyboardResources: resources, strategy: strategy,
                      contentSize: stage, measure: ChatSceneStormTests.estimate, sharedKeyboard: lead.keyboard)
        }
        return (lead, others)
    }

    @Test func thePanesShareOneKeyboardAndEachHearsItsEvents() throws {
        let (lead, others) = try Self.panes([.always, .never, .persistent])
        #expect(others.allSatisfy { $0.keyboard === lead.keyboard })
        // One observation per scene on the one controller.
        #expect(lead.keyboard.observerCount == 3)
    }

    @Test func oneShowMovesEveryPaneInTheSameFramesAndEachListAsItsStrategySays() throws {
        let (lead, others) = try Self.panes([.always, .never])
        lead.showKeyboard(at: 0)
        let early = SceneFrame.compared(lead: lead, others: others, at: 0.1)
        #expect(early.map(\.keyboardTop) == [685, 685])
        #expect(early.map(\.barBottom) == [685, 685])
        #expect(early[0].listShift == 159, "always: the bar's rise, 844 − 685")
        #expect(early[1].listShift == 0)

        // Every frame of the show and of the hide that follows: one keyboard top, the bar on it.
        lead.hideKeyboard(at: 1)
        for step in 0...120 {
            let time = Double(step) / 60
            let frames = SceneFrame.compared(lead: lead, others: others, at: time)
            #expect(frames[0].keyboardTop == frames[1].keyboardTop, "t = \(time)")
            #expect(frames[0].keyboardVisibleHeight == frames[1].keyboardVisibleHeight, "t = \(time)")
            for frame in frames { #expect(frame.barBottom == frame.keyboardTop, "t = \(time): gap") }
            #expect(frames[0].listShift == Double(844 - frames[0].keyboardTop), "always rides the bar, t = \(time)")
            #expect(frames[1].listShift == 0, "never moves, t = \(time)")
            #expect(frames.map(\.caseLabel) == ["always", "never"])
        }
        let up = SceneFrame.compared(lead: lead, others: others, at: 0.9)
        #expect(up.map(\.keyboardTop) == [553, 553])
        #expect(up.map(\.listShift) == [291, 0])
        let down = SceneFrame.compared(lead: lead, others: others, at: 2)
        #expect(down.map(\.keyboardTop) == [844, 844])
        #expect(down.map(\.listShift) == [0, 0])
    }

    /// Only the lead scene takes key presses; the other panes draw its keys as they are: the
    /// pressed key, shift, the emoji grid's scroll.
    @Test func thePanesDrawTheMainPanesKeys() throws {
        let (lead, others) = try Self.panes([.threeCase, .never])
        lead.showKeyboard(at: 0)
        let shown = lead.frame(at: 1)
        let shiftBefore = lead.input.isUppercase
        let shiftCentre = try #require(lead.drawnKeyboard.keyCentre(label: "⇧", in: shown))
        let shift = try #require(lead.drawnKeyboard.keyIndex(at: shiftCentre, in: shown))
        _ = lead.pressKey(shift, at: 1)
        #expect(lead.input.isUppercase != shiftBefore, "shift changed nothing: the check below could not fail")
        lead.editTyping { $0.highlightKey(3) }
        lead.scrollEmoji(byFingerMove: -120)
        #expect(lead.emojiOffset == 120)
        let frames = SceneFrame.compared(lead: lead, others: others, at: 1)
        #expect(others[0].pressedKey == 3)
        #expect(others[0].emojiOffset == 120)
        #expect(others[0].drawnKeyboard.appearance(for: frames[1]).look.isUppercase == lead.input.isUppercase)
    }
}
