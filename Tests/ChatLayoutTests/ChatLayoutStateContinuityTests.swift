import Testing
@testable import ChatLayout

/// Interruptions, height changes and bar growth: every event starts from what is on screen.
@Suite struct ChatLayoutStateContinuityTests {
    typealias F = Fixture

    @Test func hideInterruptsShowThenShowInterruptsHide() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        let beforeHide = s.geometry(keyboardVisibleHeight: 200, at: 0.05)
        #expect(beforeHide.listShift == 97)  // 141 · 200/291 = 96.9
        s.keyboardWillHide(from: 200, at: 0.05)
        #expect(s.geometry(keyboardVisibleHeight: 200, at: 0.05) == beforeHide)
        #expect(s.geometry(keyboardVisibleHeight: 100, at: 0.1).listShift == 48)  // 96.9 · ½
        let beforeShow = s.geometry(keyboardVisibleHeight: 100, at: 0.1)
        s.keyboardWillShow(height: F.keyboard, from: 100, at: 0.1)
        #expect(s.geometry(keyboardVisibleHeight: 100, at: 0.1) == beforeShow)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).listShift == 141)
    }

    @Test func interruptedCaseThreeKeepsListOnTheBar() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.keyboardWillHide(from: 180.3, at: 0.05)
        s.keyboardWillShow(height: F.keyboard, from: 60.7, at: 0.2)
        for step in 0...291 {
            let g = s.geometry(keyboardVisibleHeight: Double(step) + 0.5, at: 0.3)
            #expect(g.listShift == g.barOffset && g.listViewportBottom == g.barTop)
        }
    }

    @Test func heightChangeCaseTwoRefollowsFromWhereItIs() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        let before = s.geometry(keyboardVisibleHeight: 291, at: 1)
        s.keyboardWillChangeFrame(height: F.pinyin, at: 1)  // d1' = 414 → rise 186
        #expect(s.settledListRise == 186)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1) == before)
        #expect(s.geometry(keyboardVisibleHeight: 313.5, at: 1.05).listShift == 164)  // 163.5 rounded up
        let end = s.geometry(keyboardVisibleHeight: 336, at: 2)
        #expect(end.listShift == 186 && end.barTop == 414 && end.lastMessageBottom == 414)
    }

    @Test func heightChangeWhileCappedStaysOnTheBar() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.didSend(messageHeight: 140, at: 1)  // capped
        s.keyboardWillChangeFrame(height: F.pinyin, at: 2)
        #expect(s.settledListRise == 336 && s.isListRiseCapped)
        for k in stride(from: 291.0, through: 336, by: 0.5) {
            let g = s.geometry(keyboardVisibleHeight: k, at: 2.5)
            #expect(g.listShift == g.barOffset, "k \(k)")
        }
    }

    @Test func heightChangeCaseThree() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.keyboardWillChangeFrame(height: F.pinyin, at: 1)
        let g = s.geometry(keyboardVisibleHeight: 336, at: 2)
        #expect(g.listShift == 336 && g.contentShift == 336 && g.listViewportBottom == 414)
    }

    @Test func caseThreeBarGrowthScrollsPinnedList() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        let before = s.geometry(keyboardVisibleHeight: 291, at: 1)
        s.setBarHeight(70, at: 1)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1) == before)
        let g = s.geometry(keyboardVisibleHeight: 291, at: 2)
        #expect(g.barTop == 439 && g.barBottom == 509 && g.listViewportBottom == 439)
        #expect(g.scrollOffset == 740 && g.lastMessageBottom == 431)
    }

    @Test func caseTwoBarGrowthRaisesTheList() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.setBarHeight(70, at: 1)  // d1' = 439 → difY 20
        #expect(s.settledListRise == 161)
        let g = s.geometry(keyboardVisibleHeight: 291, at: 2)
        #expect(g.listShift == 161 && g.lastMessageBottom == 439 && g.barTop == 439)
    }

    @Test func interactiveDragKeepsEverythingAttached() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        // A finger drags the keyboard down to 120, then lets go and it settles hidden.
        for k in stride(from: 291.0, through: 120, by: -0.5) {
            let g = s.geometry(keyboardVisibleHeight: k, at: 1)
            #expect(g.barBottom == g.keyboardTop && g.listShift == min((141 * k / 291).rounded(), F.barRise(k)))
        }
        let held = s.geometry(keyboardVisibleHeight: 120, at: 1.2)
        s.keyboardWillHide(from: 120, at: 1.2)
        #expect(s.geometry(keyboardVisibleHeight: 120, at: 1.2) == held)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 2).listShift == 0)
    }

    @Test func caseChangeOnReshowNeverOutrunsTheKeyboard() {
        // Hide from case 2 near the top, a burst of sends makes the re-show case 3.
        var s = F.screen(c: 700)  // case 2, rise 241
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.keyboardWillHide(at: 1)
        let before = s.geometry(keyboardVisibleHeight: 280, at: 1.01)
        s.scrollToBottom(at: 1.01)  // still fits: offset 0
        s.didSend(messageHeight: 300, at: 1.01)
        s.keyboardWillShow(height: F.keyboard, from: 280, at: 1.01)
        #expect(s.decidedCase == .manyMessages)
        let after = s.geometry(keyboardVisibleHeight: 280, at: 1.01)
        #expect(after.listShift == before.listShift)
        var keyboard = TestKeyboard()
        keyboard.hold(at: 280)
        keyboard.animate(to: 291, at: 1.01)
        var previous = after.listShift
        for i in 1...600 {
            let t = 1.01 + Double(i) / 1000
            let g = s.geometry(keyboardVisibleHeight: keyboard.height(at: t), at: t)
            #expect(abs(g.listShift - previous) <= 4, "step \(i)")  // a spring, not a jump
            previous = g.listShift
        }
        #expect(previous == 291)
    }
}
