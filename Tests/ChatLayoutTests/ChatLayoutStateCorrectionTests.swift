import Testing
@testable import ChatLayout

/// `ChatLayoutState.correctHeights`: an estimate replaced by a measurement moves nothing on screen.
@Suite struct ChatLayoutStateCorrectionTests {
    /// Ten messages of 100 (spacing 0, paddings 0) in a 300 viewport (H 400, nav 50, bar 50).
    private func makeScreen() -> ChatLayoutState {
        ChatLayoutState(strategy: .threeCase, contentHeight: 400, navBarHeight: 50, barHeight: 50,
                   messages: MessageMetrics(heights: Array(repeating: 100, count: 10), spacing: 0),
                   scrollOffset: .infinity, topPadding: 0, bottomPadding: 0)
    }

    private func tops(_ screen: ChatLayoutState) -> [Int: Double] {
        let geometry = screen.geometry(keyboardVisibleHeight: 0, at: 0)
        return Dictionary(uniqueKeysWithValues: geometry.visibleMessages.map {
            ($0, geometry.messageTop($0, in: screen.messages, topPadding: screen.topPadding))
        })
    }

    /// The doc comment's worked example, scrolled free at 150.
    @Test func aCorrectionAboveTheAnchorMovesTheOffsetByTheSame() {
        var screen = makeScreen()
        screen.userScroll(to: 150, at: 0)
        let before = tops(screen)
        #expect(before.keys.sorted() == [1, 2, 3, 4])
        #expect(before[1] == 0)   // 50 − 150 + 100
        screen.correctHeights([(index: 0, height: 130)], anchor: 1)
        #expect(screen.scrollOffset(keyboardVisibleHeight: 0, at: 0) == 180)
        #expect(tops(screen) == before)
    }

    @Test func aPinnedListKeepsItsBottomWhateverChangesAbove() {
        var screen = makeScreen()
        let before = tops(screen)
        screen.correctHeights([(index: 0, height: 40), (index: 2, height: 170)], anchor: 7)
        #expect(tops(screen) == before)
        #expect(screen.messages.totalHeight == 1_010)
    }

    @Test func theCaseDecisionOfAPinnedListIgnoresCorrectionsAbove() {
        var corrected = makeScreen()
        corrected.correctHeights([(index: 0, height: 300)], anchor: 7)
        var plain = makeScreen()
        corrected.keyboardWillShow(height: 200, at: 0)
        plain.keyboardWillShow(height: 200, at: 0)
        #expect(corrected.decidedCase == plain.decidedCase)
        #expect(corrected.geometry(keyboardVisibleHeight: 200, at: 1).listShift
            == plain.geometry(keyboardVisibleHeight: 200, at: 1).listShift)
    }
}

/// A list gliding to its bottom after a send (pinned, a gap left to go): a message measured
/// below the screen changes the distance to go, not what is on screen.
@Suite struct ChatLayoutStateGlideCorrectionTests {
    @Test func aCorrectionBelowTheScreenDuringTheGlideMovesNothingOnScreen() {
        var screen = ChatLayoutState(strategy: .threeCase, contentHeight: 400, navBarHeight: 50, barHeight: 50,
                                messages: MessageMetrics(heights: Array(repeating: 100, count: 10), spacing: 0),
                                scrollOffset: 0, topPadding: 0, bottomPadding: 0)
        screen.scrollToBottom(at: 0)
        let time = 0.05
        func tops() -> [Int: Double] {
            let geometry = screen.geometry(keyboardVisibleHeight: 0, at: time)
            return Dictionary(uniqueKeysWithValues: geometry.visibleMessages.map {
                ($0, geometry.messageTop($0, in: screen.messages, topPadding: 0))
            })
        }
        let before = tops()
        let visible = screen.geometry(keyboardVisibleHeight: 0, at: time).visibleMessages
        #expect(visible.upperBound < 9)
        screen.correctHeights([(index: 9, height: 160)], anchor: visible.lowerBound, below: visible.upperBound, at: time)
        #expect(tops() == before)
        // The glide still ends with the last message on the bottom edge: 50 + 300 = 350.
        let settled = screen.geometry(keyboardVisibleHeight: 0, at: 5)
        #expect(settled.messageTop(9, in: screen.messages, topPadding: 0) + 160 == 350)
    }
}
