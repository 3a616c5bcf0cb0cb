import ChatLayout
import Testing
@testable import ChatDemoCore

/// Switching case or strategy keeps the keyboard up. The new conversation or
/// strategy decides its case and rise as a show at the same K would, and is there at once:
/// the bar stays on the keyboard, which stays where it was, in every following frame.
///
/// Sizes as in `ChatSceneLayoutTests`: stage 390×844, bar 52, English K = 291, so the shown
/// keyboard's top is 553, d1 = 501, d2 = 762, and n messages end at c = 44 + 44n:
/// n = 2 → c = 132, case 1; n = 12 → c = 572, case 2 with rise 571 − 501 = 71 (snapped);
/// n = 40 → c = 1804, case 3 with rise K = 291.
@Suite struct ChatSceneSwitchTests {
    static let shownTop = 844 - 291
    static let switchTime = 10.0
    /// Every frame for two seconds after the switch, at 60 Hz.
    static let followingTimes = (0...120).map { switchTime + Double($0) / 60 }

    static func shownScene(_ count: Int, strategy: Strategy = .threeCase) throws -> ChatScene {
        let scene = try ChatSceneLayoutTests.scene(count, strategy: strategy)
        scene.showKeyboard(at: 0)
        #expect(scene.frame(at: switchTime).keyboardTop == shownTop)
        return scene
    }

    /// Every following frame: keyboard still up at its top, the bar on it, `listShift` as given.
    static func expectSettledAfterSwitch(_ scene: ChatScene, listShift: Double, caseLabel: String,
                                         sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(scene.keyboardIsShown, sourceLocation: sourceLocation)
        for time in followingTimes {
            let frame = scene.frame(at: time)
            #expect(frame.keyboardTop == shownTop, "t \(time)", sourceLocation: sourceLocation)
            #expect(frame.barBottom == frame.keyboardTop, "t \(time)", sourceLocation: sourceLocation)
            #expect(frame.listShift == listShift, "t \(time)", sourceLocation: sourceLocation)
            #expect(frame.caseLabel == caseLabel, "t \(time)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [(12, 71.0, "2"), (40, 291.0, "3"), (0, 0.0, "1")])
    func aCaseSwitchKeepsTheKeyboardUpAndTakesTheNewCase(count: Int, listShift: Double, caseLabel: String) throws {
        let scene = try Self.shownScene(2)
        #expect(scene.frame(at: Self.switchTime).caseLabel == "1")
        scene.replaceConversation(ChatSceneLayoutTests.conversation(count), at: Self.switchTime)
        Self.expectSettledAfterSwitch(scene, listShift: listShift, caseLabel: caseLabel)
    }

    @Test func theLastMessageOfAManyCaseSitsOnTheBarAtOnce() throws {
        let scene = try Self.shownScene(2)
        scene.replaceConversation(ChatSceneLayoutTests.conversation(40), at: Self.switchTime)
        let frame = scene.frame(at: Self.switchTime)
        // The list's end (8 of padding) rides the bar's top: 553 − 52 − 8.
        #expect(frame.lastMessageBottom == Double(Self.shownTop - 52 - 8))
    }

    /// Each strategy's settled shift for 40 messages at the list's end: three-case's case 3 and
    /// the lift behaviours rise by K, the bar-only ones and inset (which shrinks its viewport
    /// instead) not at all, whole-view moves its content (list shift 0).
    @Test func aStrategySwitchKeepsTheKeyboardUp() throws {
        let scene = try Self.shownScene(40)
        var time = Self.switchTime
        for strategy in Strategy.allCases {
            scene.setStrategy(strategy, at: time)
            let expected = ChatSceneLayoutTests.summary(try Self.freshSettledFrame(40, strategy: strategy))
            for step in 0...120 {
                let frame = scene.frame(at: time + Double(step) / 60)
                #expect(frame.keyboardTop == Self.shownTop, "\(strategy) step \(step)")
                #expect(frame.barBottom == frame.keyboardTop, "\(strategy) step \(step)")
                // From the switch on, the frame is the one a show at this K settles on.
                #expect(ChatSceneLayoutTests.summary(frame) == expected, "\(strategy) step \(step)")
            }
            #expect(scene.keyboardIsShown, "\(strategy)")
            time += 3
        }
    }

    @Test func aSwitchWithTheKeyboardDownLeavesItDown() throws {
        let scene = try ChatSceneLayoutTests.scene(12)
        scene.replaceConversation(ChatSceneLayoutTests.conversation(40), at: 1)
        scene.setStrategy(.always, at: 2)
        #expect(!scene.keyboardIsShown)
        #expect(scene.frame(at: 5).keyboardTop == 844)
        #expect(scene.frame(at: 5).listShift == 0)
    }

    /// A fresh scene of `count` messages under `strategy` whose show has settled.
    static func freshSettledFrame(_ count: Int, strategy: Strategy) throws -> SceneFrame {
        let fresh = try ChatSceneLayoutTests.scene(count, strategy: strategy)
        fresh.showKeyboard(at: 0)
        return fresh.frame(at: ChatSceneLayoutTests.settleTime)
    }
}
