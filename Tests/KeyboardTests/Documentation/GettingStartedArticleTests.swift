import Testing
import Keyboard

/// The events, heights and keys of the DocC article `Keyboard.docc/GettingStarted.md`, computed
/// by the code it shows.
@Suite struct GettingStartedArticleTests {
    @Test func aShowPostsItsEventsAndFollowsTheSpring() throws {
        let resources = try KeyboardResources.bundled()
        let keyboard = KeyboardController(containerSize: Size(width: 390, height: 844), resources: resources)
        var posted: [String] = []
        let observation = keyboard.observe([.willShow, .didShow]) { event in
            posted.append("\(event.kind) \(event.endFrame.minY)")
        }
        keyboard.show(at: 1.0)
        #expect(posted == ["willShow 553.0"])
        #expect(abs(keyboard.visibleHeight(at: 1.1) - 158.5) < 0.05)
        keyboard.update(at: 1.5)
        #expect(posted == ["willShow 553.0", "didShow 553.0"])
        withExtendedLifetime(observation) {}
    }

    @Test func theKeyUnderAFinger() throws {
        let english = try KeyboardResources.bundled().layout(.english)
        func label(_ x: Double, _ y: Double) -> String? {
            english.key(at: Point(x: x, y: y), width: 390, orientation: .portrait)?.key.label
        }
        #expect(label(37, 30) == "q")
        #expect(label(40, 30) == "w")
        #expect(label(200, 290) == "space")
        #expect(english.key(at: Point(x: -1, y: 10), width: 390, orientation: .portrait) == nil)
        let q = try #require(english.keys(width: 390, orientation: .portrait).first { $0.key.label == "q" })
        #expect(q.frame.minX == 3 && q.frame.maxX == 36)
    }
}
