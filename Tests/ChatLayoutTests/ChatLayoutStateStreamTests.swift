import Testing
@testable import ChatLayout

/// The streaming reply's pin ("blank space"), on `Fixture`'s numbers: H 800, nav 64,
/// h 50, K 291, list paddings 8, so the resting viewport is V = 800 − 50 − 64 = 686 and the pin
/// line (nav + margin 8) is y = 72.
///
/// "Five": five messages of 100 (spacing 10) at offsets 0, 110, 220, 330, 440; content
/// 8 + 540 + 8 = 556 fits the viewport (offset 0). A 40-high reply goes to offset 550 and
/// message 4 is pinned: the content from its top to the end is L = 100 + 10 + 40 + 8 = 158,
/// so the blank is B = 686 − 8 − 158 = 520 and the offset 8 + 440 − 8 = 440.
@Suite struct ChatLayoutStateStreamTests {
    typealias F = Fixture
    static let settled = 10.0

    static func five(strategy: Strategy = .threeCase) -> ChatLayoutState {
        ChatLayoutState(strategy: strategy, contentHeight: F.contentHeight, navBarHeight: F.navBar, barHeight: F.bar,
                        messages: MessageMetrics(heights: Array(repeating: 100, count: 5), spacing: 10),
                        scrollOffset: .infinity)
    }

    /// "Five" with a 40-high reply pinned below message 4 at t = 0, keyboard down.
    static func pinnedFive(strategy: Strategy = .threeCase) -> ChatLayoutState {
        var s = five(strategy: strategy)
        s.beginStreamingReply(replyHeight: 40, keyboardVisibleHeight: 0, at: 0)
        return s
    }

    @Test func theAnsweredMessageGlidesToThePinLineWithBlankSpaceBelow() {
        let s = Self.pinnedFive()
        #expect(s.streamPin?.messageIndex == 4)
        // It starts where it was (the content fitted: offset 0, message 4 at 72 + 440 = 512).
        let start = s.geometry(keyboardVisibleHeight: 0, at: 0)
        #expect(start.scrollOffset == 0 && start.messageTop(4, in: s.messages, topPadding: 8) == 512)
        #expect(s.isAnimating(at: 0.1))
        let g = s.geometry(keyboardVisibleHeight: 0, at: Self.settled)
        #expect(!s.isAnimating(at: Self.settled))
        #expect(g.scrollOffset == 440)
        #expect(g.messageTop(4, in: s.messages, topPadding: 8) == 72)
        #expect(s.streamBlankSpace(at: Self.settled) == 520)
        // The reply ends at 64 + 8 + 590 − 440 = 222; its padding and the blank reach the bar's top.
        #expect(g.lastMessageBottom == 222 && 222 + 8 + 520 == g.barTop)
    }

    /// B = 520 ≥ K = 291: the blank absorbs the whole keyboard, nothing moves at any k.
    @Test func aKeyboardSmallerThanTheBlankMovesNothing() {
        for strategy in [Strategy.threeCase, .always, .whenAtEnd, .persistent, .wholeView, .inset] {
            var s = Self.pinnedFive(strategy: strategy)
            s.keyboardWillShow(height: F.keyboard, at: Self.settled)
            for k in [0, 145.5, 291] {
                let g = s.geometry(keyboardVisibleHeight: k, at: Self.settled + 1)
                #expect(g.listShift == 0 && g.scrollOffset == 440 && g.barBottom == g.keyboardTop, "\(strategy) k \(k): \(g)")
                #expect(g.messageTop(4, in: s.messages, topPadding: 8) == 72, "\(strategy) k \(k)")
            }
            s.keyboardWillHide(at: Self.settled + 2)
            #expect(s.geometry(keyboardVisibleHeight: 145.5, at: Self.settled + 2.1).listShift == 0, "\(strategy)")
        }
    }

    /// The reply grows to 340: L = 458, B = 686 − 8 − 458 = 220 < K. The list rises by the
    /// excess only, k − 220 (the bar's snapped rise standing for k), so the reply's end rides the
    /// bar: at k = 291 the shift is 71 and the end is 64 − 71 + 8 + 890 − 440 = 451 = 459 − 8.
    @Test func aKeyboardLargerThanTheBlankMovesTheListByTheExcess() {
        var s = Self.pinnedFive()
        s.setStreamingReplyHeight(340, at: 5)
        #expect(s.streamBlankSpace(at: Self.settled) == 220)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: Self.settled).scrollOffset == 440, "growing moves nothing")
        s.keyboardWillShow(height: F.keyboard, at: Self.settled)
        let expected: [(k: Double, shift: Double)] = [(0, 0), (145.5, 0), (220, 0), (250, 30), (291, 71)]
        for (k, shift) in expected {
            let g = s.geometry(keyboardVisibleHeight: k, at: Self.settled + 1)
            #expect(g.listShift == shift && g.scrollOffset == 440, "k \(k): \(g)")
        }
        let up = s.geometry(keyboardVisibleHeight: 291, at: Self.settled + 1)
        #expect(up.barTop == 459 && up.lastMessageBottom == 451)
        // Hiding gives the excess back first; below k = 220 the blank takes over again.
        s.keyboardWillHide(at: Self.settled + 2)
        #expect(s.geometry(keyboardVisibleHeight: 250, at: Self.settled + 2.1).listShift == 30)
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: Self.settled + 2.2).listShift == 0)
    }

    /// Once the reply is taller than the room below the pin line (700: L = 818 > 678) there is no
    /// blank: the list stops following — the offset stays, the sent message stays at the top and
    /// the reply runs on below the bar — and the keyboard's whole height is excess.
    @Test func aReplyThatOutgrowsTheBlankIsNotFollowed() {
        var s = Self.pinnedFive()
        s.setStreamingReplyHeight(700, at: 5)
        #expect(s.streamBlankSpace(at: Self.settled) == 0)
        let g = s.geometry(keyboardVisibleHeight: 0, at: Self.settled)
        #expect(g.scrollOffset == 440 && g.messageTop(4, in: s.messages, topPadding: 8) == 72)
        // 64 + 8 + 1250 − 440 = 882: below the bar's top (750).
        #expect(g.lastMessageBottom == 882)
        s.keyboardWillShow(height: F.keyboard, at: Self.settled)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: Self.settled + 1).listShift == 291)
        // Scrolling to the end (the jump-to-latest button) follows it from then on.
        s.scrollToBottom(keyboardVisibleHeight: 291, at: Self.settled + 1)
        s.setStreamingReplyHeight(800, at: 5)
        let end = s.geometry(keyboardVisibleHeight: 291, at: Self.settled + 5)
        #expect(end.lastMessageBottom == 451)
    }

    /// Keyboard up in three-case case 2 (one message, c = 600, rise 141). The reply pins message
    /// 0: L = 528 + 10 + 40 + 8 = 586, B = 686 − 8 − 586 = 92, so the settled shift is
    /// 291 − 92 = 199, and the list glides there from 141 (no jump) with the offset at 0.
    @Test func aPinWithTheKeyboardUpGlidesFromTheStrategysShift() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: 291, at: 1).listShift == 141)
        s.beginStreamingReply(replyHeight: 40, keyboardVisibleHeight: 291, at: 5)
        let start = s.geometry(keyboardVisibleHeight: 291, at: 5)
        #expect(start.listShift == 141 && start.scrollOffset == 0)
        let mid = s.geometry(keyboardVisibleHeight: 291, at: 5.05).listShift
        #expect(mid > 141 && mid < 199)
        let g = s.geometry(keyboardVisibleHeight: 291, at: Self.settled)
        #expect(g.listShift == 199 && g.scrollOffset == 0 && g.lastMessageBottom == 451)
    }

    /// A send while pinned is the next turn: message 6 (60 high, at offset 600) is pinned in
    /// turn, the offset gliding from 440 to 8 + 600 − 8 = 600; L = 60 + 8 = 68, B = 610.
    @Test func aSendWhilePinnedPinsTheSentMessage() {
        var s = Self.pinnedFive()
        s.didSendWhilePinned(messageHeight: 60, keyboardVisibleHeight: 0, at: Self.settled)
        #expect(s.streamPin?.messageIndex == 6)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: Self.settled).scrollOffset == 440)
        let g = s.geometry(keyboardVisibleHeight: 0, at: 2 * Self.settled)
        #expect(g.scrollOffset == 600 && g.messageTop(6, in: s.messages, topPadding: 8) == 72)
        #expect(s.streamBlankSpace(at: 2 * Self.settled) == 610)
    }

    /// A resize keeps a list on the pin line there, still not following: reply 340 (B = 220),
    /// then a 500-high screen: V = 500 − 50 − 64 = 386 < 8 + L = 466, so no blank is left; the
    /// offset stays 440 (message 4 at 72) rather than the new end, 906 − 386 = 520, and the
    /// reply growing on does not move it.
    @Test func aResizeKeepsThePinnedMessageOnThePinLine() {
        var s = Self.pinnedFive()
        s.setStreamingReplyHeight(340, at: 5)
        _ = s.geometry(keyboardVisibleHeight: 0, at: Self.settled)
        s.resize(contentHeight: 500, navBarHeight: F.navBar, at: Self.settled)
        #expect(s.streamBlankSpace(at: Self.settled) == 0)
        let g = s.geometry(keyboardVisibleHeight: 0, at: Self.settled)
        #expect(g.scrollOffset == 440 && g.messageTop(4, in: s.messages, topPadding: 8) == 72)
        s.setStreamingReplyHeight(500, at: 5)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: Self.settled + 1).scrollOffset == 440)
    }

    /// Bar-only moves only the bar by definition: the keyboard covers the reply (B = 220 < K).
    @Test func barOnlyKeepsItsListStill() {
        var s = Self.pinnedFive(strategy: .barOnly)
        s.setStreamingReplyHeight(340, at: 5)
        s.keyboardWillShow(height: F.keyboard, at: Self.settled)
        let g = s.geometry(keyboardVisibleHeight: 291, at: Self.settled + 1)
        #expect(g.listShift == 0 && g.scrollOffset == 440)
    }

    /// A user scroll may go up and back down into the blank, never past it.
    @Test func scrollingStopsAtTheBlanksEnd() {
        var s = Self.pinnedFive()
        s.userScroll(by: -200, keyboardVisibleHeight: 0, at: Self.settled)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: Self.settled).scrollOffset == 240)
        s.userScroll(by: 1000, keyboardVisibleHeight: 0, at: Self.settled)
        #expect(s.geometry(keyboardVisibleHeight: 0, at: Self.settled).scrollOffset == 440)
    }
}
