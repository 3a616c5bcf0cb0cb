import Testing
@testable import ChatDemoCore

/// A video's title says what it shows and at which speed, so a slow-motion clip is read as slow.
@Suite struct VideoTitleTests {
    @Test func oneSlowMotionSaysHowMuchSlower() {
        var title = VideoTitle()
        for _ in 0..<3 { title.note(panes: ["three-case"], slowMotionFactor: 10) }
        #expect(title.text == "KeyboardChat — three-case — slow motion ×10 (plays 10 times slower than real time)")
    }

    @Test func realTimeAndMixedSpeedsAreNamedInOrder() {
        var real = VideoTitle()
        real.note(panes: ["three-case · ios", "three-case · android"], slowMotionFactor: 1)
        #expect(real.text == "KeyboardChat — three-case · ios | three-case · android — real time")
        var mixed = VideoTitle()
        mixed.note(panes: ["always"], slowMotionFactor: 4)
        mixed.note(panes: ["never"], slowMotionFactor: 1)
        mixed.note(panes: ["always"], slowMotionFactor: 4)
        mixed.note(panes: ["always"], slowMotionFactor: 0.5)
        // The first frame's panes; every speed once, as it first appeared.
        #expect(mixed.text == "KeyboardChat — always — slow motion ×4 and real time and sped up ×0.5")
        #expect(mixed.factors == [4, 1, 0.5])
        var sped = VideoTitle()
        sped.note(panes: ["inset"], slowMotionFactor: 0.5)
        #expect(sped.text == "KeyboardChat — inset — sped up ×0.5")
        #expect(VideoTitle().text == "KeyboardChat")
    }
}
