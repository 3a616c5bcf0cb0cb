import Testing
@testable import ChatLayout

/// A 50-point tab bar below the chat, on `Fixture`'s numbers: stage 800, nav 64,
/// h 50, K 291. The chat is 750 high and sees K′ = 291 − 50 = 241, so (seed 004's lines over
/// the area above the tab bar) d1 = 750 − 50 − 241 = 459 — where the raised bar's top will be,
/// the same place as with no tab bar — and d2 = 750 − 50 − 30 = 670, 30 above the bar resting
/// on the tab bar. The content rises by K − 50 = 241 at most.
@Suite struct BottomOffsetTests {
    typealias F = Fixture
    static let offset = BottomOffset(50)
    static let chatHeight = offset.chatHeight(stageHeight: F.contentHeight)

    /// One message ending at `c` at rest (list paddings 8), over the tab bar, keyboard shown.
    static func shown(c: Double, stageHeight: Double = F.contentHeight, offset: BottomOffset = offset) -> ChatLayoutState {
        var s = ChatLayoutState(strategy: .threeCase, contentHeight: offset.chatHeight(stageHeight: stageHeight),
                                navBarHeight: F.navBar, barHeight: F.bar,
                                messages: MessageMetrics(heights: [c - F.listTop], spacing: 10))
        s.keyboardWillShow(height: offset.chatKeyboardHeight(F.keyboard), at: 0)
        return s
    }

    /// The list's shift and the bar's bottom with the real keyboard `k` high.
    static func at(_ s: ChatLayoutState, k: Double, offset: BottomOffset = offset) -> (list: Double, barBottom: Double) {
        let g = s.geometry(keyboardVisibleHeight: offset.chatKeyboardHeight(k), at: 1)
        return (g.listShift, g.barBottom)
    }

    @Test func theChatSeesAShorterStageAndKeyboard() {
        #expect(Self.chatHeight == 750)
        #expect(Self.offset.chatKeyboardHeight(291) == 241)
        #expect(Self.offset.chatKeyboardHeight(30) == 0)
        #expect(BottomOffset.none.chatKeyboardHeight(30) == 30)
    }

    /// Case 1 (c = 400 ≤ d1 = 459): only the bar moves. Below the tab bar's top (k = 30) the
    /// keyboard slides over the tab bar and the bar stays on it (750); at K its bottom is 509,
    /// the keyboard's top 800 − 291.
    @Test func caseOneMovesOnlyTheBarOnceTheKeyboardPassesTheTabBar() {
        let s = Self.shown(c: 400)
        #expect(s.decidedCase == .fewMessages)
        #expect(Self.at(s, k: 0) == (0, 750))
        #expect(Self.at(s, k: 30) == (0, 750))
        #expect(Self.at(s, k: 291) == (0, 509))
    }

    /// Case 2 (c = 600): the list rises by c − d1 = 141 along the part of the keyboard's travel
    /// above the tab bar: at k = 170.5 the chat sees 120.5 of 241, so 141 · ½ = 70.5 → 71.
    @Test func caseTwoRisesJustEnoughOverTheKeyboardAboveTheTabBar() {
        let s = Self.shown(c: 600)
        #expect(s.decidedCase == .someMessages)
        #expect(Self.at(s, k: 30) == (0, 750))
        #expect(Self.at(s, k: 170.5) == (71, 630))
        #expect(Self.at(s, k: 291) == (141, 509))
    }

    /// c = 690 is case 2 with no tab bar (d2 = 720: the list would rise by 690 − 459 = 231) but
    /// case 3 over it (690 > d2 = 670): everything below the title rises by K − 50 = 241.
    @Test func caseThreeUsesTheAreaAboveTheTabBarAndRisesByKMinusTheOffset() {
        let plain = Self.shown(c: 690, offset: .none)
        #expect(plain.decidedCase == .someMessages && Self.at(plain, k: 291, offset: .none).list == 231)
        let s = Self.shown(c: 690)
        #expect(s.decidedCase == .manyMessages)
        #expect(Self.at(s, k: 30) == (0, 750))
        // k = 170.5 → the chat sees 120.5: the bar's snapped rise is 750 − 630 = 120.
        #expect(Self.at(s, k: 170.5) == (120, 630))
        #expect(Self.at(s, k: 291) == (241, 509))
        #expect(s.geometry(keyboardVisibleHeight: 241, at: 1).contentShift == 241)
    }
}
