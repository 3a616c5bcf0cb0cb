import Testing
import ChatLayout

/// The numbers of the DocC article `ChatLayout.docc/GettingStarted.md`, computed by the code it
/// shows: H = 800, nav 64, h = 50, K = 291 (d1 = 459, d2 = 720), one message of 300, 528 or
/// 700 points (c = 372, 600, 772).
@Suite struct GettingStartedArticleTests {
    func screen(lastMessageHeight: Double) -> ChatLayoutState {
        var messages = MessageMetrics(spacing: 0)
        messages.append(height: lastMessageHeight)
        var screen = ChatLayoutState(strategy: .threeCase, contentHeight: 800, navBarHeight: 64,
                                     barHeight: 50, messages: messages)
        screen.keyboardWillShow(height: 291, at: 0)
        return screen
    }

    @Test func theTwoLines() {
        let lines = ThreeCase.Thresholds(contentHeight: 800, barHeight: 50, keyboardHeight: 291)
        #expect(lines.raisedBarTop == 459 && lines.nearBarLine == 720)
    }

    @Test(arguments: [
        (300.0, ThreeCase.fewMessages, 0.0, 0.0),
        (528.0, ThreeCase.someMessages, 141.0, 71.0),
        (700.0, ThreeCase.manyMessages, 291.0, 145.0),
    ])
    func eachCase(messageHeight: Double, threeCase: ThreeCase, settledRise: Double, halfWayShift: Double) {
        let screen = screen(lastMessageHeight: messageHeight)
        #expect(screen.decidedCase == threeCase)
        let halfWay = screen.geometry(keyboardVisibleHeight: 145.5, at: 0.1)
        #expect(halfWay.listShift == halfWayShift)
        #expect(halfWay.barBottom == 655 && halfWay.barBottom == halfWay.keyboardTop)
        let shown = screen.geometry(keyboardVisibleHeight: 291, at: 1)
        #expect(shown.listShift == settledRise)
        #expect(shown.barBottom == 509)
        let decision = ThreeCase.decide(lastMessageBottom: 64 + 8 + messageHeight, contentHeight: 800,
                                        barHeight: 50, keyboardHeight: 291)
        #expect(decision.threeCase == threeCase && decision.listRise == settledRise)
    }
}
