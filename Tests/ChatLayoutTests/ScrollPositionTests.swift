import Testing
@testable import ChatLayout

@Suite struct ScrollPositionTests {
    @Test func pinnedFollowsTheBottomFreeIsClamped() {
        var p = ScrollPosition(offset: 300, maxOffset: 300)
        #expect(p.isPinned)
        #expect(p.offset(maxOffset: 300, at: 0) == 300)
        #expect(p.offset(maxOffset: 591, at: 0) == 591)
        p.userScroll(to: 100, maxOffset: 591)
        #expect(!p.isPinned)
        #expect(p.offset(maxOffset: 591, at: 1) == 100)
        #expect(p.offset(maxOffset: 50, at: 1) == 50)
    }

    @Test func contentThatFitsIsAtItsBottom() {
        let p = ScrollPosition(offset: 0, maxOffset: 0)
        #expect(p.isPinned)
        #expect(p.offset(maxOffset: 40, at: 0) == 40)
    }

    @Test func scrollToBottomStartsWhereItIs() {
        var p = ScrollPosition(offset: 100, maxOffset: 500)
        p.scrollToBottom(maxOffset: 500, at: 0)
        #expect(p.isPinned && p.offset(maxOffset: 500, at: 0) == 100)
        #expect(p.offset(maxOffset: 500, at: 1) == 500)
    }

    @Test func growthWhilePinnedGlides() {
        var p = ScrollPosition(offset: 500, maxOffset: 500)
        p.contentGrew(by: 70, at: 0)
        #expect(p.offset(maxOffset: 570, at: 0) == 500)
        #expect(p.offset(maxOffset: 570, at: 1) == 570)
    }

    @Test func freezeHoldsTheClampedOffset() {
        var p = ScrollPosition(offset: 400, maxOffset: 500)
        p.freeze(maxOffset: 300, at: 0)  // the viewport grew: 400 showed as 300
        #expect(!p.isPinned && p.offset(maxOffset: 600, at: 0) == 300)
    }
}
