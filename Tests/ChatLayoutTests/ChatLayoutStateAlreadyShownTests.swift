import Testing
@testable import ChatLayout

/// A layout made while the keyboard is up (a case or strategy switch) is at once
/// where a show from rest settles (H 800, nav 64, h 50, K 291: d1 459, keyboard top 509).
@Suite struct ChatLayoutStateAlreadyShownTests {
    typealias F = Fixture

    @Test func theWorkedExampleIsCaseTwoRisen141AtOnce() {
        var s = F.screen(c: 600)
        s.keyboardIsAlreadyShown(height: F.keyboard, at: 5)
        #expect(s.decidedCase == .someMessages && s.isKeyboardShown)
        let g = s.geometry(keyboardVisibleHeight: F.keyboard, at: 5)
        #expect(g.listShift == 141 && g.barBottom == 509)
    }

    /// Every strategy and case: the frame at the switch equals the settled frame of a show
    /// from rest, and nothing moves afterwards. Naive's bar (its own clock) is there at once too.
    @Test(arguments: Strategy.allCases, [300.0, 600, 750])
    func theFirstFrameIsTheSettledFrameOfAShow(strategy: Strategy, c: Double) {
        var shown = F.screen(c: c, strategy: strategy)
        shown.keyboardWillShow(height: F.keyboard, at: 0)
        let settled = shown.geometry(keyboardVisibleHeight: F.keyboard, at: 60)
        var switched = F.screen(c: c, strategy: strategy)
        switched.keyboardIsAlreadyShown(height: F.keyboard, at: 5)
        for time in [5.0, 5.1, 5.5, 60] {
            #expect(switched.geometry(keyboardVisibleHeight: F.keyboard, at: time) == settled, "t \(time)")
        }
    }
}
