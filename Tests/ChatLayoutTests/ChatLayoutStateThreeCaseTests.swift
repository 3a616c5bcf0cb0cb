import Testing
@testable import ChatLayout

/// Seed 004 end to end on `ChatLayoutState`: the decision at every boundary, the end states, the
/// list on the keyboard's curve, hide, and the send-follow rule (H 800, h 50, K 291, nav 64).
@Suite struct ChatLayoutStateThreeCaseTests {
    typealias F = Fixture

    @Test(arguments: [
        (Double?.none, ThreeCase.fewMessages, 0.0, 0.0),
        (Double?.some(459), .fewMessages, 0, 0),
        (Double?.some(460), .someMessages, 1, 0),
        (Double?.some(600), .someMessages, 141, 0),
        (Double?.some(720), .someMessages, 261, 0),
        (Double?.some(721), .manyMessages, 291, 291),
    ])
    func endStatePerCase(c: Double?, expected: ThreeCase, listRise: Double, contentRise: Double) {
        var s = F.screen(c: c)
        let rest = s.geometry(keyboardVisibleHeight: 0, at: 0)
        #expect(rest.barBottom == 800 && rest.barTop == 750 && rest.listShift == 0)
        #expect(rest.lastMessageBottom == c)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.decidedCase == expected)
        let up = s.geometry(keyboardVisibleHeight: F.keyboard, at: 1)
        #expect(up.caseInForce == expected)
        #expect(up.keyboardTop == 509 && up.barBottom == 509 && up.barTop == 459 && up.barOffset == 291)
        #expect(up.listShift == listRise)
        #expect(up.contentShift == contentRise)
        #expect(up.listViewportTop == 64 - listRise)
        #expect(up.lastMessageBottom == c.map { $0 - listRise })
        if expected == .manyMessages {
            #expect(up.listViewportBottom == up.barTop)
            #expect(up.lastMessageBottom == 430)
        }
    }

    @Test func caseTwoListRidesTheKeyboardCurve() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        for step in 0...1164 {
            let k = Double(step) * 0.25
            let g = s.geometry(keyboardVisibleHeight: k, at: 0.01)
            #expect(g.listShift == min((141 * k / 291).rounded(), F.barRise(k)), "k \(k)")
            #expect(g.barBottom == g.keyboardTop)
        }
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: 0.1).listShift == 71)
    }

    @Test func caseThreeContentRidesTheBar() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.decidedCase == .manyMessages)
        for step in 0...2910 {
            let k = Double(step) * 0.1
            let g = s.geometry(keyboardVisibleHeight: k, at: 0.01)
            #expect(g.listShift == g.barOffset && g.contentShift == g.barOffset, "k \(k)")
            #expect(g.listViewportBottom == g.barTop, "k \(k)")
        }
    }

    @Test func hideRestoresRestAndResetsLastDifY() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.keyboardWillHide(at: 1)
        #expect(s.settledListRise == 0 && !s.isKeyboardShown)
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: 1.1).listShift == 71)
        let rest = s.geometry(keyboardVisibleHeight: 0, at: 2)
        #expect(rest.listShift == 0 && rest.contentShift == 0 && rest.barBottom == 800)
        #expect(rest.lastMessageBottom == 600)
    }

    @Test func sendFollowAccumulatesThenCaps() {
        var s = F.screen(c: 600)  // case 2, settledListRise 141
        s.keyboardWillShow(height: F.keyboard, at: 0)
        let before = s.geometry(keyboardVisibleHeight: 291, at: 1)
        s.didSend(messageHeight: 90, at: 1)  // c 700 → difY 100; 241 < 291
        #expect(s.settledListRise == 241 && !s.isListRiseCapped)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).listShift == before.listShift)
        let mid = s.geometry(keyboardVisibleHeight: 291, at: 1.1).listShift
        #expect(mid > 141 && mid < 241)
        var g = s.geometry(keyboardVisibleHeight: 291, at: 2)
        #expect(g.listShift == 241 && g.lastMessageBottom == 459 && g.scrollOffset == 0)

        s.didSend(messageHeight: 90, at: 2)  // difY 100; 341 > 291 → capped
        #expect(s.settledListRise == 291 && s.isListRiseCapped)
        g = s.geometry(keyboardVisibleHeight: 291, at: 3)
        #expect(g.listShift == 291 && g.scrollOffset == 58)
        #expect(g.listViewportBottom == g.barTop && g.lastMessageBottom == 451)
        #expect(g.caseInForce == .someMessages)

        s.didSend(messageHeight: 100, at: 3)  // capped: scroll to bottom instead
        #expect(s.settledListRise == 291)
        g = s.geometry(keyboardVisibleHeight: 291, at: 4)
        #expect(g.listShift == 291 && g.scrollOffset == 168 && g.lastMessageBottom == 451)
    }

    @Test func sumExactlyKIsCapped() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.didSend(messageHeight: 140, at: 1)  // difY 150: 141 + 150 == 291
        #expect(s.settledListRise == 291 && s.isListRiseCapped)
        let g = s.geometry(keyboardVisibleHeight: 291, at: 2)
        #expect(g.listShift == 291 && g.scrollOffset == 8 && g.lastMessageBottom == 451)
    }

    @Test func caseOneStaysUntilTheLastMessageIsCovered() {
        var s = F.screen(c: 300)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.didSend(messageHeight: 50, at: 1)  // c 360 ≤ 459: nothing
        #expect(s.settledListRise == 0)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 2).listShift == 0)
        s.didSend(messageHeight: 120, at: 2)  // c 490: difY 31
        #expect(s.settledListRise == 31)
        let g = s.geometry(keyboardVisibleHeight: 291, at: 3)
        #expect(g.listShift == 31 && g.lastMessageBottom == 459 && g.caseInForce == .fewMessages)
    }

    @Test func caseThreeSendScrollsToBottom() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.didSend(messageHeight: 60, at: 1)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).scrollOffset == 720)
        let g = s.geometry(keyboardVisibleHeight: 291, at: 2)
        #expect(g.scrollOffset == 790 && g.lastMessageBottom == 451 && g.listShift == 291)
    }

    @Test func caseThreeSendScrollsToBottomEvenWhenScrolledUp() {
        var s = F.manyScreen(scrollOffset: 0)  // c = 1462: far below, still case 3
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.decidedCase == .manyMessages)
        s.didSend(messageHeight: 60, at: 1)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).scrollOffset == 0)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 2).scrollOffset == 790)
    }

    @Test func noMessagesThenSend() {
        var s = F.screen(c: nil)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.didSend(messageHeight: 100, at: 1)  // c = 172
        let g = s.geometry(keyboardVisibleHeight: 291, at: 2)
        #expect(g.listShift == 0 && g.lastMessageBottom == 172 && g.caseInForce == .fewMessages)
    }

    @Test func hideAfterCapThenShowAgainDecidesAfresh() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.didSend(messageHeight: 90, at: 1)
        s.didSend(messageHeight: 90, at: 2)
        s.keyboardWillHide(at: 3)
        #expect(!s.isListRiseCapped && s.settledListRise == 0)
        let rest = s.geometry(keyboardVisibleHeight: 0, at: 4)
        #expect(rest.listShift == 0 && rest.scrollOffset == 58 && rest.lastMessageBottom == 742)
        s.keyboardWillShow(height: F.keyboard, at: 5)
        #expect(s.decidedCase == .manyMessages)
    }
}
