import Testing
@testable import ChatLayout

/// Surface swaps (keyboard ↔ attachment panel, `ChatLayoutState+Panel.swift`) on the spec's
/// numbers: H 800, nav 64, h 50, keyboard K 291, panel P 260. "Many" at its end: case 3, list
/// shift 291, last message's bottom 451 with the keyboard up (742 at rest), offset 720.
///
/// A swap is, for the list, a shown keyboard's height change: no frame drops the list to zero,
/// and the net change (31) moves it with the bar, so no band of list background opens between
/// the last message and the bar.
@Suite struct ChatLayoutStatePanelTests {
    typealias F = Fixture
    static let panel = 260.0

    /// Every k of a swap from `from` to `to`: the ends and whole heights between.
    private func swapHeights(from: Double, to: Double) -> [Double] {
        [from, from + (to - from) * 0.25, from + (to - from) * 0.5, from + (to - from) * 0.75, to].map { $0.rounded() }
    }

    /// Keyboard → panel → keyboard under three-case case 3: the list rides the bar down 31 and
    /// back up, its last message 8 (the list's bottom padding) above the bar's top in every
    /// frame, and never lower than the panel's 260 (no drop to zero and back).
    @Test func threeCaseListRidesTheBarThroughTheSwap() throws {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        var panelUp: ChatGeometry?
        for (from, to, start) in [(F.keyboard, Self.panel, 1.0), (Self.panel, F.keyboard, 5.0)] {
            if start == 5 { panelUp = s.geometry(keyboardVisibleHeight: Self.panel, at: 5) }
            s.surfaceWillSwap(toHeight: to, from: from, at: start)
            for k in swapHeights(from: from, to: to) {
                for time in [start, start + 0.1, start + 3] {
                    let g = s.geometry(keyboardVisibleHeight: k, at: time)
                    #expect(g.listShift == k && g.scrollOffset == 720 && g.lastMessageBottom == 742 - k, "k \(k) t \(time): \(g)")
                    #expect(g.barBottom == g.keyboardTop && g.keyboardTop == 800 - k && g.listViewportBottom == g.barTop,
                            "k \(k) t \(time): \(g)")
                }
            }
        }
        let panel = try #require(panelUp)
        #expect(panel.barBottom == 540 && panel.barTop == 490 && panel.listViewportBottom == 490)
        #expect(panel.lastMessageBottom == 482 && panel.listShift == 260)
        let keyboardUp = s.geometry(keyboardVisibleHeight: F.keyboard, at: 9)
        #expect(keyboardUp.barTop == 459 && keyboardUp.listViewportBottom == 459 && keyboardUp.lastMessageBottom == 451)
        #expect(s.keyboardHeight == F.keyboard && s.isKeyboardShown)
    }

    /// Case 2 (c 600): rise 141 over the keyboard (600 − 459), 110 over the panel (600 − 490):
    /// the list comes down on the keyboard's line, its last message on the bar's top in every
    /// frame, and goes back to 141 with the keys.
    @Test func caseTwoTakesTheNewSurfacesRise() {
        var s = F.screen(c: 600)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: F.keyboard, at: 1).listShift == 141)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        #expect(s.settledListRise == 110 && s.decidedCase == .someMessages)
        for k in swapHeights(from: F.keyboard, to: Self.panel) {
            let g = s.geometry(keyboardVisibleHeight: k, at: 1.1)
            #expect(g.listShift == k - 150 && g.lastMessageBottom == g.barTop && g.barTop == 750 - k, "k \(k): \(g)")
        }
        s.surfaceWillSwap(toHeight: F.keyboard, from: Self.panel, at: 3)
        let back = s.geometry(keyboardVisibleHeight: F.keyboard, at: 4)
        #expect(back.listShift == 141 && back.lastMessageBottom == 459 && back.barTop == 459)
    }

    /// A swap is exactly the keyboard's height change, for every strategy and case: the same
    /// state after it, so the same frames.
    @Test(arguments: Strategy.allCases)
    func aSwapIsAHeightChangeOfTheShownSurface(_ strategy: Strategy) {
        for screen in [F.manyScreen(strategy: strategy), F.screen(c: 600, strategy: strategy), F.screen(c: 300, strategy: strategy)] {
            var swapped = screen, changed = screen
            swapped.keyboardWillShow(height: F.keyboard, at: 0)
            swapped.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
            changed.keyboardWillShow(height: F.keyboard, at: 0)
            changed.keyboardWillChangeFrame(height: Self.panel, from: F.keyboard, at: 1)
            #expect(swapped == changed, "\(strategy)")
        }
    }

    /// No band: under every strategy, in every frame of keyboard → panel → keyboard, the list
    /// reaches the bar (its viewport ends at the bar's top or behind the bar), and the bar sits
    /// on the surface (but `.naive`'s, which runs its own clock).
    @Test(arguments: Strategy.allCases)
    func noBandOpensBetweenListAndBar(_ strategy: Strategy) {
        for var s in [F.manyScreen(strategy: strategy), F.screen(c: 600, strategy: strategy)] {
            s.keyboardWillShow(height: F.keyboard, at: 0)
            for (from, to, start) in [(F.keyboard, Self.panel, 1.0), (Self.panel, F.keyboard, 3.0)] {
                s.surfaceWillSwap(toHeight: to, from: from, at: start)
                for k in swapHeights(from: from, to: to) {
                    let g = s.geometry(keyboardVisibleHeight: k, at: start + 0.1)
                    #expect(g.listViewportBottom >= g.barTop, "\(strategy) k \(k): band of \(g.barTop - g.listViewportBottom)")
                    if strategy != .naive { #expect(g.barBottom == g.keyboardTop, "\(strategy) k \(k)") }
                }
            }
        }
    }

    /// The lift behaviours ride the bar through the swap (their rule is K, or K − absorbed for
    /// `.persistent`, which absorbed nothing yet); bar-only and `.never` move only the bar; the
    /// swap back gives exactly the frame before it.
    @Test(arguments: [Strategy.always, .whenAtEnd, .persistent, .barOnly, .never])
    func otherStrategiesFollowTheirRule(_ strategy: Strategy) {
        var s = F.manyScreen(strategy: strategy)
        s.keyboardWillShow(height: F.keyboard, at: 0)
        let before = s.geometry(keyboardVisibleHeight: F.keyboard, at: 1)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        let rides = [Strategy.always, .whenAtEnd, .persistent].contains(strategy)
        for k in swapHeights(from: F.keyboard, to: Self.panel) {
            let g = s.geometry(keyboardVisibleHeight: k, at: 1.1)
            #expect(g.listShift == (rides ? k : 0) && g.scrollOffset == before.scrollOffset, "k \(k): \(g)")
        }
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

    /// Panel → hidden after a swap: a hide of a 260-high surface on its line; case 3 rides the
    /// bar all the way (k 130 → 130) and ends at rest.
    @Test func panelHidesOnTheBar() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        s.surfaceWillSwap(toHeight: Self.panel, from: F.keyboard, at: 1)
        s.keyboardWillHide(from: Self.panel, at: 3)
        #expect(s.geometry(keyboardVisibleHeight: Self.panel, at: 3).listShift == 260)
        #expect(s.geometry(keyboardVisibleHeight: 130, at: 3).listShift == 130)
        let rest = s.geometry(keyboardVisibleHeight: 0, at: 5)
        #expect(rest.listShift == 0 && rest.lastMessageBottom == 742 && rest.barBottom == 800)
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

    /// A swap in the middle of the keyboard's show (k 145.5 of 291, the list at 145) goes on to
    /// ride the panel's bar (case 3: 260).
    @Test func aSwapDuringTheShowFinishesTheRise() {
        var s = F.manyScreen()
        s.keyboardWillShow(height: F.keyboard, at: 0)
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: 0.1).listShift == 145)
        s.surfaceWillSwap(toHeight: Self.panel, from: 145.5, at: 0.1)
        #expect(s.geometry(keyboardVisibleHeight: 145.5, at: 0.1).listShift == 145, "no jump")
        let up = s.geometry(keyboardVisibleHeight: Self.panel, at: 2)
        #expect(up.listShift == 260 && up.listViewportBottom == up.barTop && up.lastMessageBottom == 482)
    }

    /// A swap needs a surface that is up: hidden, nothing changes.
    @Test func swapWhileHiddenIsIgnored() {
        var s = F.manyScreen()
        let before = s
        s.surfaceWillSwap(toHeight: Self.panel, from: 0, at: 1)
        #expect(s == before)
    }
}
