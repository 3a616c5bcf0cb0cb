import TestSupport
import Testing
@testable import ChatLayout

/// Today's lift behaviours on `Fixture`'s numbers: H 800, nav 64, h 50, K 291.
/// "Many" is 20 messages of 60 (spacing 10): content 1406 in a 686 viewport, end offset 720;
/// at the end the last message's bottom is 742 at rest and 451 (= barTop 459 − 8) with the
/// keyboard up once the list has risen by K.
@Suite struct ChatLayoutStateLiftTests {
    typealias F = Fixture

    /// (k, list shift) at k = 0, K/2 and K: the bar's snapped rise at 145.5 is 800 − 655 = 145.
    static let ridesTheBar = [(0.0, 0.0), (145.5, 145.0), (291.0, 291.0)]
    static let staysPut = [(0.0, 0.0), (145.5, 0.0), (291.0, 0.0)]

    private func expectShow(_ s: ChatLayoutState, shifts: [(Double, Double)], offset: Double,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        for (k, shift) in shifts {
            let g = s.geometry(keyboardVisibleHeight: k, at: 0.1)
            #expect(g.listShift == shift && g.scrollOffset == offset && g.barBottom == g.keyboardTop,
                    "k \(k): \(g)", sourceLocation: sourceLocation)
        }
    }

    // MARK: always

    @Test func alwaysRisesAtTheEnd() {
        var s = F.manyScreen(strategy: .always)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        expectShow(s, shifts: Self.ridesTheBar, offset: 720)
        let up = s.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(up.lastMessageBottom == 451 && up.listViewportBottom == up.barTop && up.contentShift == 0)
        #expect(up.caseInForce == nil)
        s.keyboardWillHide(at: 1)
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: 1.1).listShift == 145)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 2).lastMessageBottom == 742)
    }

    /// Scrolled up to 100, the content at the viewport's bottom (offset 100 + 686 = 786) stays
    /// on the bar: the list rises by K and the offset is kept.
    @Test func alwaysRisesWhenScrolledUp() {
        var s = F.manyScreen(strategy: .always, scrollOffset: 100)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        expectShow(s, shifts: Self.ridesTheBar, offset: 100)
        let up = s.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(up.listViewportBottom - up.listViewportTop + up.scrollOffset == 786)
        #expect(up.lastMessageBottom == 1071)  // 64 − 291 + 8 + 1390 − 100
    }

    /// A short chat rises too (case 3 forced): c 300 → 9, under the title, as whole-view's.
    @Test func alwaysRaisesAShortChatUnderTheTitle() {
        var s = F.screen(c: 300, strategy: .always)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).lastMessageBottom == 9)
    }

    // MARK: when-at-end

    @Test func whenAtEndRisesAtTheEnd() {
        var s = F.manyScreen(strategy: .whenAtEnd)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.isLiftingWithKeyboard)
        expectShow(s, shifts: Self.ridesTheBar, offset: 720)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).lastMessageBottom == 451)
    }

    /// A reader at offset 100 is not pushed: list and offset stay; the viewport ends at the bar.
    @Test func whenAtEndLeavesAReaderAlone() {
        var s = F.manyScreen(strategy: .whenAtEnd, scrollOffset: 100)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(!s.isLiftingWithKeyboard)
        expectShow(s, shifts: Self.staysPut, offset: 100)
        let up = s.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(up.listViewportTop == 64 && up.listViewportBottom == 459)
        // The first message on screen did not move: message 1 (top 70 in content) at 64 + 8 + 70 − 100.
        #expect(up.messageTop(1, in: s.messages, topPadding: 8) == 42)
    }

    // MARK: persistent

    /// The last message's bottom stays at 451 while the bar comes down: the offset takes over.
    @Test func persistentKeepsItsRiseAfterTheHide() {
        var s = F.manyScreen(strategy: .persistent)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        expectShow(s, shifts: Self.ridesTheBar, offset: 720)
        s.keyboardWillHide(at: 1)
        for (k, shift, offset) in [(291.0, 291.0, 720.0), (145.5, 145, 866), (0, 0, 1011)] {
            let g = s.geometry(keyboardVisibleHeight: k, at: 1.1)
            #expect(g.listShift == shift && g.scrollOffset == offset && g.lastMessageBottom == 451, "k \(k)")
            #expect(g.barBottom == g.keyboardTop)
        }
        #expect(s.absorbedLift == 0)  // still held by the hide; folded in at the next event
        // Show again: the bar covers the blank, nothing moves.
        s.keyboardWillShow(height: F.keyboard, at: 2)
        #expect(s.absorbedLift == 291)
        for k in [0.0, 145.5, 291] {
            let g = s.geometry(keyboardVisibleHeight: k, at: 2.1)
            #expect(g.listShift == 0 && g.scrollOffset == 1011 && g.lastMessageBottom == 451, "k \(k)")
        }
    }

    /// A taller keyboard than the blank raises the list by the difference only: 336 − 291 = 45,
    /// and the last message sits on the raised bar (barTop 414, bottom 406).
    @Test func persistentRisesOnlyBeyondTheBlank() {
        var s = F.manyScreen(strategy: .persistent)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.keyboardWillHide(at: 1)
        s.keyboardWillShow(height: F.pinyin, at: 2)
        let g = s.geometry(keyboardVisibleHeight: F.pinyin, at: 3)
        #expect(g.listShift == 45 && g.scrollOffset == 1011 && g.lastMessageBottom == 406 && g.barTop == 414)
    }

    @Test func persistentScrolledUpStaysPutToo() {
        var s = F.manyScreen(strategy: .persistent, scrollOffset: 100)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        expectShow(s, shifts: Self.ridesTheBar, offset: 100)
        s.keyboardWillHide(at: 1)
        let down = s.geometry(keyboardVisibleHeight: 0, at: 2)
        #expect(down.listShift == 0 && down.scrollOffset == 391 && down.lastMessageBottom == 1071)
    }

    // MARK: never

    @Test func neverLetsTheKeyboardOverlapTheChat() {
        var s = F.manyScreen(strategy: .never)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        expectShow(s, shifts: Self.staysPut, offset: 720)
        let up = s.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(up.lastMessageBottom == 742 && up.keyboardTop == 509 && up.listViewportBottom == 750)
    }

    // MARK: Every lift behaviour

    /// Scrolled up by a drag while shown (720 → 520), then hidden and shown again,
    /// and scrolled back to the end with the keyboard up.
    @Test(arguments: [
        // (strategy, offset after the hide, list shift and offset once shown again, c at the end)
        (Strategy.always, 520.0, 291.0, 520.0, 451.0),
        (.whenAtEnd, 520, 0, 520, 451),   // not at the end: stays; ends at the bar like inset
        (.persistent, 811, 0, 811, 451),  // the blank (291) covers the keyboard
        (.never, 520, 0, 520, 742),       // overlapped by design
    ])
    func scrollingWithTheKeyboardUpKeepsWorking(
        strategy: Strategy, offsetDown: Double, shiftUp: Double, offsetUp: Double, endBottom: Double
    ) {
        var s = F.manyScreen(strategy: strategy)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.userScroll(by: -200, keyboardVisibleHeight: 291, at: 1)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).scrollOffset == 520)
        s.keyboardWillHide(at: 2)
        let down = s.geometry(keyboardVisibleHeight: 0, at: 3)
        #expect(down.listShift == 0 && down.scrollOffset == offsetDown)
        s.keyboardWillShow(height: F.keyboard, at: 4)
        let up = s.geometry(keyboardVisibleHeight: 291, at: 5)
        #expect(up.listShift == shiftUp && up.scrollOffset == offsetUp)
        s.userScroll(by: 2000, keyboardVisibleHeight: 291, at: 5)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 5).lastMessageBottom == endBottom)
    }

    /// In every strategy and case: with the keyboard up, a long drag towards older messages brings
    /// the first message back to the top of the list (its top at 64 + 8 = 72), also where the
    /// list rose under the title. Cases: one message ending at c = 300 (case 1: d1 = 459), at
    /// c = 600 (case 2: 459 < c ≤ 720) and "many" (case 3); the first message's top is the last
    /// one's bottom less the content's height (c − 72 for one message, 1390 for "many").
    @Test(arguments: Strategy.allCases)
    func scrollingToTheFirstMessageWithTheKeyboardUpInEveryCase(strategy: Strategy) {
        let cases: [(name: String, screen: ChatLayoutState, contentHeight: Double)] = [
            ("few", F.screen(c: 300, strategy: strategy), 300 - F.listTop),
            ("some", F.screen(c: 600, strategy: strategy), 600 - F.listTop),
            ("many", F.manyScreen(strategy: strategy), 1390),
        ]
        for (name, screen, contentHeight) in cases {
            var s = screen
            s.keyboardWillShow(height: F.keyboard, at: 0)
            s.userScroll(by: -2000, keyboardVisibleHeight: 291, at: 1)
            let up = s.geometry(keyboardVisibleHeight: 291, at: 1)
            let firstTop = (up.lastMessageBottom ?? .nan) - contentHeight
            #expect(firstTop == F.listTop, "\(strategy) \(name): the first message's top is at \(firstTop)")
        }
    }

    /// The revealed top holds through the hide: at every keyboard height the first message's top
    /// stays at 72 and the offset in force is minus the shift (−291 up, 0 down); the next show
    /// from rest rises as `.always` does (the message ends at 9 again).
    @Test func theRevealedTopStaysThroughTheHideAndTheNextShowRisesAgain() {
        var s = F.screen(c: 300, strategy: .always)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.userScroll(by: -2000, keyboardVisibleHeight: 291, at: 1)
        s.keyboardWillHide(at: 2)
        for k in stride(from: 291.0, through: 0, by: -13) {
            let g = s.geometry(keyboardVisibleHeight: k, at: 2.1)
            #expect(g.lastMessageBottom == 300 && g.scrollOffset == -g.listShift, "k \(k): \(g)")
        }
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 3).scrollOffset == 0)
        s.keyboardWillShow(height: F.keyboard, at: 4)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 5).lastMessageBottom == 9)
    }

    /// A drag back into the content consumes persistent's blank: from 1011 (blank 291) up by
    /// 100 → offset 911 (blank 191 left); one cannot scroll deeper into it again.
    @Test func persistentBlankShrinksWhenScrolledBack() {
        var s = F.manyScreen(strategy: .persistent)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.keyboardWillHide(at: 1)
        s.userScroll(by: -100, keyboardVisibleHeight: 0, at: 2)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 2).scrollOffset == 911)
        s.userScroll(by: 500, keyboardVisibleHeight: 0, at: 2)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: 2).scrollOffset == 911)
    }

    /// Zero gap at random k for every lift behaviour, shown and hiding, at scale 1 and 2.
    @Test(arguments: [Strategy.always, .whenAtEnd, .persistent, .never])
    func zeroGapAtRandomHeights(strategy: Strategy) {
        var rng = SplitMix64(seed: 15)
        for scale in [1.0, 2.0] {
            var s = ChatLayoutState(strategy: strategy, contentHeight: 800, navBarHeight: 64, barHeight: 50,
                                    messages: MessageMetrics(heights: Array(repeating: 60, count: 20), spacing: 10),
                                    scrollOffset: .infinity, pixelScale: scale)
            s.keyboardWillShow(height: F.keyboard, at: 0)
            for _ in 0..<500 {
                let g = s.geometry(keyboardVisibleHeight: rng.uniform(0...291), at: 0.1)
                #expect(g.barBottom == g.keyboardTop && g.listShift <= g.barOffset && g.listViewportBottom >= g.barTop)
            }
            s.keyboardWillHide(at: 1)
            for _ in 0..<500 {
                let g = s.geometry(keyboardVisibleHeight: rng.uniform(0...291), at: 1.1)
                #expect(g.barBottom == g.keyboardTop && g.listShift <= g.barOffset && g.listViewportBottom >= g.barTop)
            }
        }
    }
}
