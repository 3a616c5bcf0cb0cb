import Testing
@testable import ChatLayout

/// Surface swaps (keyboard ↔ attachment panel, `ChatLayoutState+Panel.swift`) on the spec's
/// numbers: H 800, nav 64, h 50, keyboard K 291, panel P 260. "Many" at its end: case 3, list
/// shift 291, last message's bottom 451 with the keyboard up (742 at rest), offset 720.
@Suite struct ChatLayoutStatePanelTests {
    typealias F = Fixture
    static let panel = 260.0

    /// Every k of a swap from `from` to `to` (ends and three points between, one a half).
    private func swapHeights(from: Double, to: Double) -> [Double] {
        [from, from + (to - from) * 0.25, from + (to - from) * 0.5 + 0.5, from + (to - from) * 0.75, to]
    }

    private func expectFrozen(_ s: ChatLayoutState, heights: [Double], times: [Double], listShift: Double,
                              offset: Double, lastBottom: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        for k in heights {
            for time in times {
                let g = s.geometry(keyboardVisibleHeight: k, at: time)
                #expect(g.listShift == listShift && g.scrollOffset == offset && g.lastMessageBottom == lastBottom,
                        "k \(k) t \(time): \(g)", sourceLocation: sourceLocation)
                #expect(g.barBottom == g.keyboardTop && g.keyboardTop == (800 - k).rounded(),
                        "k \(k): the bar leaves the surface's top", sourceLocation: sourceLocation)
            }
        }
    }

    /// Keyboard → panel → keyboard under three-case case 3: the list holds at 291 while the bar
    /// goes 509 → 540 → 509; with the panel up 31 of background shows between list (459) and bar (490).
    @Test func threeCaseSwapsWithoutMovingTheList() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        expectFrozen(s, heights: swapHeights(from: 291, to: 260), times: [1, 1.1, 5],
                     listShift: 291, offset: 720, lastBottom: 451)
        let panelUp = s.geometry(keyboardVisibleHeight: Self.panel, at: 5)
        #expect(panelUp.barBottom == 540 && panelUp.barTop == 490 && panelUp.listViewportBottom == 459)
        #expect(s.keyboardHeight == 260 && s.isKeyboardShown && s.isListFreeOfBar)
        s.surfaceWillSwap(toHeight: F.keyboard, from: Self.panel, at: 5)
        expectFrozen(s, heights: swapHeights(from: 260, to: 291), times: [5, 5.1, 9],
                     listShift: 291, offset: 720, lastBottom: 451)
        let keyboardUp = s.geometry(keyboardVisibleHeight: F.keyboard, at: 9)
        #expect(keyboardUp.barTop == 459 && keyboardUp.listViewportBottom == 459)
    }

    /// Panel → hidden after a swap: the hide starts where the list is (no jump) and ends at rest.
    /// At the hide's first instant the keyboard's line carries 260 of the 291: k 130 → 161.
    @Test func panelHidesFromTheFrozenList() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        s.keyboardWillHide(from: Self.panel, at: 3)
        #expect(s.geometry(keyboardVisibleHeight: Self.panel, at: 3).listShift == 291)
        #expect(s.geometry(keyboardVisibleHeight: 130, at: 3).listShift == 161)
        let rest = s.geometry(keyboardVisibleHeight: 0, at: 5)
        #expect(rest.listShift == 0 && rest.lastMessageBottom == 742 && rest.barBottom == 800)
        // The next show from rest attaches the list to the bar again.
        s.keyboardWillShow(height: F.keyboard, at: 6)
        #expect(!s.isListFreeOfBar && s.geometry(keyboardVisibleHeight: 145.5, at: 6.1).listShift == 145)
    }

    /// Hidden → panel → hidden is a show and hide of a 260-high keyboard, on its line: case 3
    /// rides the bar (k 130 → 130), exactly as a state told of a 260 keyboard.
    @Test func panelFromRestIsAKeyboardOfThePanelsHeight() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: Self.panel, at: 0)
        for k in [0.0, 65.5, 130, 260] {
            let g = s.geometry(keyboardVisibleHeight: k, at: 0.1)
            #expect(g.listShift == F.barRise(k) && g.barBottom == g.keyboardTop && g.caseInForce == .manyMessages)
        }
        #expect(s.geometry(keyboardVisibleHeight: 260, at: 1).lastMessageBottom == 482)  // 742 − 260
    }

    /// Case 2 (c 600: rise 141 for K 291) holds its 141 through the swap and comes down on the
    /// hide's line: at k 130 of 260, 141 · ½ = 70.5 → 71 on the pixel grid.
    @Test func caseTwoHoldsItsRise() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        expectFrozen(s, heights: swapHeights(from: 291, to: 260), times: [1, 2], listShift: 141, offset: 0, lastBottom: 459)
        s.keyboardWillHide(from: Self.panel, at: 3)
        #expect(s.geometry(keyboardVisibleHeight: 130, at: 3.1).listShift == 71)
    }

    /// The lift behaviours and bar-only hold too; `.whenAtEnd`'s viewport (which ends at the
    /// bar) ends where the frozen list does, so its pinned offset does not move either.
    @Test(arguments: [Strategy.always, .whenAtEnd, .persistent, .barOnly, .never])
    func otherStrategiesHold(_ strategy: Strategy) {
        var s = F.manyScreen(strategy: strategy)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        let before = s.geometry(keyboardVisibleHeight: F.keyboard, at: 1)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        expectFrozen(s, heights: swapHeights(from: 291, to: 260), times: [1, 2], listShift: before.listShift,
                     offset: before.scrollOffset, lastBottom: before.lastMessageBottom!)
        s.surfaceWillSwap(toHeight: F.keyboard, from: Self.panel, at: 2)
        #expect(s.geometry(keyboardVisibleHeight: F.keyboard, at: 3) == before)
    }

    /// `.inset` keeps its last message on the bar by definition: it rides the bar down (31).
    @Test func insetKeepsItsLastMessageOnTheBar() {
        var s = F.manyScreen(strategy: .inset)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        let g = s.geometry(keyboardVisibleHeight: Self.panel, at: 2)
        #expect(g.lastMessageBottom == 482 && g.listViewportBottom == g.barTop && g.barTop == 490)
    }

    /// A swap in the middle of the keyboard's show (k 145.5 of 291, the list at 145) is that
    /// show's height change: the list goes on to ride the panel's bar (case 3: 260), instead of
    /// freezing half-risen under it.
    @Test func aSwapDuringTheShowFinishesTheRise() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: 0.1).listShift == 145)
        s.surfaceWillSwap(toHeight: Self.panel, from: 145.5, at: 0.1)
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: 0.1).listShift == 145, "no jump")
        let up = s.geometry(keyboardVisibleHeight: Self.panel, at: 2)
        #expect(up.listShift == 260 && up.listViewportBottom == up.barTop && up.lastMessageBottom == 482)
        #expect(!s.isListFreeOfBar)
    }

    /// A swap needs a surface that is up: hidden, nothing changes.
    @Test func swapWhileHiddenIsIgnored() {
        var s = F.manyScreen()
        let before = s
        s.surfaceWillSwap(toHeight: Self.panel, from: 0, at: 1)
        #expect(s == before)
    }
}
