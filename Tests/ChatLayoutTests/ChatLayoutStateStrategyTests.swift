import Testing
@testable import ChatLayout

/// The seeds' other strategies — bar-only, whole-view, inset and the naive one — on the same
/// numbers (H 800, nav 64, h 50, K 291).
@Suite struct ChatLayoutStateStrategyTests {
    typealias F = Fixture

    @Test func barOnlyMovesOnlyTheBar() {
        var s = F.screen(c: 600, strategy: .barOnly)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        let g = s.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(g.barBottom == 509 && g.barTop == 459 && g.listShift == 0 && g.contentShift == 0)
        #expect(g.listViewportTop == 64 && g.listViewportBottom == 750 && g.caseInForce == nil)
        #expect(g.lastMessageBottom == 600)  // covered by the keyboard: the seeds' complaint
    }

    @Test func wholeViewMovesEverythingBelowTheNavBar() {
        var s = F.screen(c: 300, strategy: .wholeView)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        for k in stride(from: 0.0, through: 291, by: 0.5) {
            let g = s.geometry(keyboardVisibleHeight: k, at: 0.1)
            #expect(g.contentShift == g.barOffset && g.listShift == g.barOffset && g.listViewportBottom == g.barTop)
        }
        let g = s.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(g.listViewportTop == -227 && g.lastMessageBottom == 9)  // few messages pushed away
    }

    @Test func insetKeepsTheLastMessageAboveTheBar() {
        var s = F.screen(c: 572, strategy: .inset)  // 500 of messages: content 516 fits at rest
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 0).scrollOffset == 0)
        #expect(s.geometry(keyboardVisibleHeight: 100, at: 0.1).scrollOffset == 0)  // viewport 586
        #expect(s.geometry(keyboardVisibleHeight: 200, at: 0.1).scrollOffset == 30)  // viewport 486
        let g = s.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(g.scrollOffset == 121 && g.listShift == 0 && g.listViewportBottom == g.barTop)
        #expect(g.lastMessageBottom == 451)
        s.keyboardWillHide(at: 1)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 2).scrollOffset == 0)
    }

    @Test func insetLeavesAScrolledUpListAlone() {
        var s = F.manyScreen(strategy: .inset)
        s.userScroll(to: 100, at: 0)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).scrollOffset == 100)
    }

    @Test func insetPinnedListScrollsContinuously() {
        var s = F.manyScreen(strategy: .inset)  // offset 720 at rest
        s.keyboardWillShow(height: F.keyboard, at: 0)
        for k in stride(from: 0.0, through: 291, by: 1) {
            let g = s.geometry(keyboardVisibleHeight: k, at: 0.1)
            #expect(g.scrollOffset == 720 + g.barOffset && g.lastMessageBottom == g.barTop - 8, "k \(k)")
        }
    }

    @Test func naiveOpensAGapMidAnimationAndClosesIt() {
        var s = F.screen(c: 600, strategy: .naive)
        var keyboard = TestKeyboard()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        keyboard.animate(to: F.keyboard, at: 0)
        let mid = s.geometry(keyboardVisibleHeight: keyboard.height(at: 0.1), at: 0.1)
        #expect(abs(mid.gap) > 10)
        let end = s.geometry(keyboardVisibleHeight: keyboard.height(at: 1), at: 1)
        #expect(end.gap == 0 && end.barBottom == 509)
        s.keyboardWillHide(at: 1)
        keyboard.animate(to: 0, at: 1)
        #expect(abs(s.geometry(keyboardVisibleHeight: keyboard.height(at: 1.05), at: 1.05).gap) > 10)
        #expect(s.geometry(keyboardVisibleHeight: keyboard.height(at: 2), at: 2).barBottom == 800)
    }

    @Test func pixelScaleTwoSnapsToHalfPixels() {
        let s = ChatLayoutState(strategy: .barOnly, contentHeight: 800, navBarHeight: 64, barHeight: 50,
                           messages: MessageMetrics(spacing: 0), pixelScale: 2)
        let g = s.geometry(keyboardVisibleHeight: 100.3, at: 0)
        #expect(g.keyboardTop == 699.5 && g.barBottom == 699.5 && g.barTop == 649.5)
    }

    @Test func sendAtRestScrollsToTheBottom() {
        var s = F.manyScreen(strategy: .barOnly, scrollOffset: 0)
        s.didSend(messageHeight: 60, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 0).scrollOffset == 0)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 1).scrollOffset == 790)
    }

    @Test func receivedMessageFollowsOnlyAListAtItsBottom() {
        var pinned = F.manyScreen(strategy: .barOnly)
        pinned.didReceive(messageHeight: 60, at: 0)
        #expect(pinned.geometry(keyboardVisibleHeight: 0, at: 0).scrollOffset == 720)
        #expect(pinned.geometry(keyboardVisibleHeight: 0, at: 1).scrollOffset == 790)
        var reading = F.manyScreen(strategy: .barOnly, scrollOffset: 100)
        reading.didReceive(messageHeight: 60, at: 0)
        #expect(reading.geometry(keyboardVisibleHeight: 0, at: 1).scrollOffset == 100)
    }

    @Test func visibleMessagesSkipTheNavBarAndTheKeyboard() {
        var s = F.manyScreen(strategy: .barOnly, scrollOffset: 0)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        // Messages start at 72, every 70: the band 64…509 meets messages 0…6 (top of 6 = 492).
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).visibleMessages == 0..<7)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 1).visibleMessages == 0..<10)
    }
}
