import Testing
@testable import ChatLayout

/// A resize or rotation while the keyboard is up decides the case again, exactly
/// as a show at the new size would, so a round trip comes back to the fresh start's frame
/// (`Fixture`: H = 800, nav 64, h = 50, K = 291, d1 = 459, d2 = 720; one message, c = 600).
@Suite struct ChatLayoutStateResizeTests {
    /// Landscape's numbers for the round trip: the stage is 344 tall, the keyboard 209.
    static let landscapeHeight = 344.0
    static let landscapeKeyboard = 209.0

    static func shown(c: Double = 600) -> ChatLayoutState {
        var screen = Fixture.screen(c: c)
        screen.keyboardWillShow(height: Fixture.keyboard, at: 0)
        return screen
    }

    /// Long after every motion has settled, keyboard at `k`.
    static func settled(_ screen: ChatLayoutState, k: Double = Fixture.keyboard) -> ChatGeometry {
        screen.geometry(keyboardVisibleHeight: k, at: 100)
    }

    @Test func aRotationRoundTripComesBackToTheFreshStartFrame() {
        let fresh = Self.settled(Self.shown())
        #expect(fresh.caseInForce == .someMessages)
        #expect(fresh.listShift == 141)
        // The order the scene uses: the screen resizes, then the keyboard posts its
        // will-change-frame for the new orientation's height.
        var rotated = Self.shown()
        rotated.resize(contentHeight: Self.landscapeHeight, navBarHeight: Fixture.navBar,
                       keyboardVisibleHeight: Fixture.keyboard, at: 1)
        rotated.keyboardWillChangeFrame(height: Self.landscapeKeyboard, from: Fixture.keyboard, at: 1)
        rotated.resize(contentHeight: Fixture.contentHeight, navBarHeight: Fixture.navBar,
                       keyboardVisibleHeight: Self.landscapeKeyboard, at: 2)
        rotated.keyboardWillChangeFrame(height: Fixture.keyboard, from: Self.landscapeKeyboard, at: 2)
        let after = Self.settled(rotated)
        #expect(after.caseInForce == .someMessages, "was case 2 before the round trip")
        #expect(after.listShift == 141, "the list should rise by c − d1 = 141 again, not \(after.listShift)")
        #expect(after == fresh)
    }

    @Test func theDocumentedResizeDecidesCaseThreeThenCaseTwoAgain() {
        // H = 500: the list's bottom at rest is 442 (content 544 in a 386 viewport, at its
        // bottom), d1 = 159, d2 = 420, so case 3; back at 800 it is case 2 with rise 141.
        var screen = Self.shown()
        screen.resize(contentHeight: 500, navBarHeight: Fixture.navBar, keyboardHeight: Fixture.keyboard,
                      keyboardVisibleHeight: Fixture.keyboard, at: 1)
        let small = Self.settled(screen)
        #expect(small.caseInForce == .manyMessages)
        #expect(small.listShift == Fixture.keyboard)
        #expect(small.lastMessageBottom == 442 - Fixture.keyboard)
        screen.resize(contentHeight: Fixture.contentHeight, navBarHeight: Fixture.navBar,
                      keyboardHeight: Fixture.keyboard, keyboardVisibleHeight: Fixture.keyboard, at: 2)
        #expect(Self.settled(screen) == Self.settled(Self.shown()))
    }

    @Test func aResizeDecidesWithTheNewKeyboardHeight() {
        // A fresh landscape start: H = 344, K = 209, c at rest 344 − 50 − 8 = 286 (the content
        // overflows, so it rests at the bottom) > d2 = 264 → case 3.
        var fresh = Fixture.screen(c: 600)
        fresh.resize(contentHeight: Self.landscapeHeight, navBarHeight: Fixture.navBar, at: 0)
        fresh.keyboardWillShow(height: Self.landscapeKeyboard, at: 0)
        var rotated = Self.shown()
        rotated.resize(contentHeight: Self.landscapeHeight, navBarHeight: Fixture.navBar,
                       keyboardHeight: Self.landscapeKeyboard, keyboardVisibleHeight: Fixture.keyboard, at: 1)
        #expect(rotated.keyboardHeight == Self.landscapeKeyboard)
        #expect(Self.settled(rotated, k: Self.landscapeKeyboard) == Self.settled(fresh, k: Self.landscapeKeyboard))
        #expect(Self.settled(fresh, k: Self.landscapeKeyboard).caseInForce == .manyMessages)
    }

    @Test func aListTheUserScrolledUpKeepsItsOffsetThroughAResize() {
        var screen = Fixture.manyScreen(scrollOffset: 100)
        screen.keyboardWillShow(height: Fixture.keyboard, at: 0)
        screen.resize(contentHeight: 700, navBarHeight: Fixture.navBar, keyboardVisibleHeight: Fixture.keyboard, at: 1)
        screen.resize(contentHeight: Fixture.contentHeight, navBarHeight: Fixture.navBar,
                      keyboardVisibleHeight: Fixture.keyboard, at: 2)
        #expect(Self.settled(screen).scrollOffset == 100)
    }

    @Test func aResizeWhileHiddenDecidesNothingAndShowsLikeAFreshStart() {
        var screen = Fixture.screen(c: 600)
        screen.resize(contentHeight: 500, navBarHeight: Fixture.navBar, at: 0)
        screen.resize(contentHeight: Fixture.contentHeight, navBarHeight: Fixture.navBar, at: 1)
        #expect(screen.decidedCase == .fewMessages, "nothing decided while hidden")
        screen.keyboardWillShow(height: Fixture.keyboard, at: 2)
        #expect(Self.settled(screen) == Self.settled(Self.shown()))
    }
}
