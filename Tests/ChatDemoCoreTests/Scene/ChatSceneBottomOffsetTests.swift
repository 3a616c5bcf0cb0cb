import ChatLayout
import Testing
@testable import ChatDemoCore

/// A tab bar below the chat, at the scene the window drives: 50 points tall. Sizes as in
/// `ChatSceneLayoutTests` (stage 390×844, nav 44, bar 52, English K = 291, n one-character
/// messages ending at c = 44 + 44n): the chat is 794 high and sees K′ = 241, so
/// d1 = 794 − 52 − 241 = 501 and d2 = 794 − 52 − 30 = 712.
@Suite struct ChatSceneBottomOffsetTests {
    static func scene(_ count: Int, offset: Double = 50) throws -> ChatScene {
        try ChatScene(conversation: ChatSceneLayoutTests.conversation(count), keyboard: .english, keyboardResources: .bundled(),
                      strategy: .threeCase, contentSize: ChatSceneLayoutTests.portrait,
                      bottomOffset: BottomOffset(offset), measure: ChatSceneStormTests.estimate)
    }

    /// At rest the bar sits on the tab bar (794) and the keyboard is below the stage (844); at
    /// 30 visible the keyboard (814) covers part of the tab bar and nothing else has moved; shown,
    /// keyboard and bar share their edge at 844 − 291 = 553 (zero gap).
    @Test func theKeyboardSlidesOverTheTabBarThenCarriesTheBar() throws {
        let scene = try Self.scene(2)
        let rest = scene.frame(at: 0)
        #expect(rest.barBottom == 794 && rest.keyboardTop == 844 && rest.keyboardVisibleHeight == 0)
        scene.showKeyboard(at: 0)
        var early = 0.0
        while scene.keyboard.visibleHeight(at: early) < 30 { early += 0.001 }
        let over = scene.frame(at: early)
        #expect(over.barBottom == 794 && over.keyboardTop == Int((844 - scene.keyboard.visibleHeight(at: early)).rounded()))
        #expect(over.keyboardTop < 844 && over.keyboardTop > 794 && over.listShift == 0)
        let shown = scene.frame(at: 10)
        #expect(shown.barBottom == 553 && shown.keyboardTop == 553 && shown.keyboardVisibleHeight == 291)
    }

    /// n = 12: c = 572, case 2, rise 572 − 501 = 71 (as with no tab bar: the raised bar is at the
    /// same place). n = 16: the list ends at the bar resting on the tab bar, c = 794 − 52 − 8 =
    /// 734 > d2 = 712, case 3: everything rises by K − 50 = 241 (with no tab bar the same list
    /// ends at 748 ≤ 762, case 2, rise 247). n = 2: c = 132, case 1.
    @Test(arguments: [(12, 50.0, "2", 71.0), (16, 50, "3", 241), (16, 0, "2", 247), (2, 50, "1", 0)])
    func theCasesUseTheAreaAboveTheTabBar(count: Int, offset: Double, caseLabel: String, listShift: Double) throws {
        let scene = try Self.scene(count, offset: offset)
        scene.showKeyboard(at: 0)
        let shown = scene.frame(at: 10)
        #expect(shown.caseLabel == caseLabel && shown.listShift == listShift)
        #expect(shown.barBottom == shown.keyboardTop)
    }
}
