import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// The wheel and the touchpad scroll the list as a finger's drag of the same distance does:
/// the same scene call, with GDK's notches and smooth deltas turned into points one way.
@Suite struct WheelScrollTests {
    @Test func notchesAndSmoothDeltasBecomePoints() {
        #expect(WheelScroll.delta(for: .up) == -60)
        #expect(WheelScroll.delta(for: .down) == 60)
        #expect(WheelScroll.delta(for: .smooth(deltaY: 1)) == 60, "a wheel notch reported smoothly")
        #expect(WheelScroll.delta(for: .smooth(deltaY: -0.25)) == -15, "a touchpad's small move up")
        #expect(WheelScroll.delta(for: .smooth(deltaY: 0)) == nil, "the touchpad's stop event moves nothing")
        #expect(WheelScroll.delta(for: .smooth(deltaY: .nan)) == nil)
        #expect(WheelScroll.delta(for: .sideways) == nil)
    }

    /// Every strategy, the three fixture cases, keyboard up and down: a touchpad's smooth
    /// deltas up (two notches in four uneven steps, with the stop event between) put the list
    /// where a finger dragging down the same 120 points in the same steps puts it, and wherever
    /// the first message is hidden above the title the list does come down.
    @Test(arguments: Strategy.allCases)
    func smoothScrollsMoveTheListAsADragDoes(strategy: Strategy) throws {
        let steps = [-0.3, -0.5, 0, -0.7, -0.5]
        var moved = 0
        for name in ["few", "some", "many"] {
            let conversation = try Conversation.load(path: conversationFixtures + "/\(name).json")
            for keyboardUp in [false, true] {
                let touchpad = try Self.scene(conversation, strategy, keyboardUp: keyboardUp)
                let finger = try Self.scene(conversation, strategy, keyboardUp: keyboardUp)
                let before = touchpad.frame(at: Self.settled).listTop
                for deltaY in steps {
                    if let delta = WheelScroll.delta(for: .smooth(deltaY: deltaY)) { touchpad.scroll(by: delta, at: Self.settled) }
                    // The finger moves down by the same distance: the content follows it down.
                    let fingerMove = -deltaY * WheelScroll.pointsPerNotch
                    if fingerMove != 0 { finger.scroll(by: -fingerMove, at: Self.settled) }
                }
                let label = "\(strategy.rawValue), \(name), keyboard \(keyboardUp ? "up" : "down")"
                let scrolled = touchpad.frame(at: Self.settled + 1).listTop
                #expect(scrolled == finger.frame(at: Self.settled + 1).listTop, "\(label)")
                // Wherever the first message is out of sight above the title (scrolled away, or
                // raised with the keyboard), the list comes down by the 120, or until the first
                // message rests under the title.
                if before < ChatScene.navigationBarHeight {
                    #expect(scrolled == min(before + 120, ChatScene.navigationBarHeight),
                            "\(label): the list did not scroll (\(before) → \(scrolled))")
                    moved += 1
                }
            }
        }
        #expect(moved >= 2, "\(strategy.rawValue): the many case scrolls, keyboard up and down")
    }

    /// The touchpad's stop event (fingers lifted, no delta) arrives while the list glides to
    /// its end after a tap on the jump-to-latest button: the glide goes on to the end, as it
    /// would with no event (a scroll by zero would have frozen it where it was).
    @Test func theTouchpadsStopEventLeavesAGlideToTheEndGoing() throws {
        let conversation = try Conversation.load(path: conversationFixtures + "/many.json")
        let untouched = try Self.scene(conversation, .threeCase, keyboardUp: false)
        let stopped = try Self.scene(conversation, .threeCase, keyboardUp: false)
        for scene in [untouched, stopped] {
            scene.scroll(by: -900, at: Self.settled)
            scene.jumpToLatest(at: Self.settled + 1)
            _ = scene.frame(at: Self.settled + 1.1)
        }
        if let delta = WheelScroll.delta(for: .smooth(deltaY: 0)) { stopped.scroll(by: delta, at: Self.settled + 1.1) }
        let end = untouched.frame(at: Self.settled + 3).listTop
        #expect(stopped.frame(at: Self.settled + 3).listTop == end)
        #expect(end < stopped.frame(at: Self.settled + 1.1).listTop, "the glide was still under way at the stop event")
    }

    static let settled = 5.0

    static func scene(_ conversation: Conversation, _ strategy: Strategy, keyboardUp: Bool) throws -> ChatScene {
        let scene = try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(),
                                  strategy: strategy, contentSize: Size(width: 390, height: 798),
                                  measure: ChatSceneStormTests.estimate)
        if keyboardUp { scene.showKeyboard(at: 0) }
        _ = scene.frame(at: settled)
        return scene
    }
}
