import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// An idle window costs nothing: `isAtRest(at:)` is what lets the window stop its frame clock,
/// so it must be true only when the frame at `t` is the frame at every later time (no stale frame
/// left on screen), and false while anything moves by itself.
@Suite struct ChatSceneRestTests {
    static let step = 1.0 / 60
    static let later = 30.0

    static func scene(_ count: Int = 12, awaits: Bool = false, strategy: Strategy = .threeCase) throws -> ChatScene {
        let scene = try ChatSceneLayoutTests.scene(count, awaits: awaits, strategy: strategy)
        if !awaits {
            scene.setMeasuredLayout(contentSize: ChatSceneLayoutTests.portrait, barHeight: 52, at: 0)
        }
        return scene
    }

    /// Steps frames from `start` until the scene says it is at rest; returns that time, after
    /// checking the frame there is the frame 30 s later (what stopping the tick leaves on screen).
    static func restTime(_ scene: ChatScene, from start: Double) -> Double? {
        var time = start
        while time < start + 10 {
            let frame = scene.frame(at: time)
            if scene.isAtRest(at: time) {
                #expect(ChatSceneLayoutTests.summary(frame) == ChatSceneLayoutTests.summary(scene.frame(at: time + later)))
                return time
            }
            time += step
        }
        return nil
    }

    @Test func aFreshSceneIsAtRest() throws {
        let scene = try Self.scene()
        _ = scene.frame(at: 0)
        #expect(scene.isAtRest(at: 0))
    }

    @Test func aShowMovesUntilItsFrameIsFinal() throws {
        let scene = try Self.scene()
        _ = scene.frame(at: 0)
        scene.showKeyboard(at: 0)
        _ = scene.frame(at: 0.1)
        #expect(!scene.isAtRest(at: 0.1))
        let rest = try #require(Self.restTime(scene, from: 0.1))
        // The show's did-event comes with the first frame at or past the end of its motion.
        #expect(rest > 0.1)
        #expect(scene.keyboardIsShown)
    }

    @Test func didEventsStillPendingKeepTheSceneAwake() throws {
        let scene = try Self.scene()
        scene.showKeyboard(at: 0)
        // No frame has run past the motion's end: the did-show is still to be delivered.
        #expect(!scene.isAtRest(at: Self.later))
        _ = scene.frame(at: Self.later)
        #expect(scene.isAtRest(at: Self.later))
    }

    @Test func aHideAfterAShowComesToRestOnTheHiddenFrame() throws {
        let scene = try Self.scene()
        scene.showKeyboard(at: 0)
        _ = scene.frame(at: 5)
        scene.hideKeyboard(at: 5)
        _ = scene.frame(at: 5.05)
        #expect(!scene.isAtRest(at: 5.05))
        #expect(Self.restTime(scene, from: 5.05) != nil)
        #expect(scene.frame(at: Self.later).keyboardTop == Int(ChatSceneLayoutTests.portrait.height))
    }

    @Test func aTallerBarAnimatesItsGrowth() throws {
        let scene = try Self.scene()
        scene.showKeyboard(at: 0)
        _ = scene.frame(at: 5)
        scene.setMeasuredLayout(contentSize: ChatSceneLayoutTests.portrait, barHeight: 90, at: 5)
        _ = scene.frame(at: 5.01)
        #expect(!scene.isAtRest(at: 5.01))
        #expect(Self.restTime(scene, from: 5.01) != nil)
    }

    @Test func aSendWithTheKeyboardUpSettlesTheList() throws {
        let scene = try Self.scene()
        scene.showKeyboard(at: 0)
        _ = scene.frame(at: 5)
        scene.send("hello", at: 5)
        _ = scene.frame(at: 5.01)
        #expect(!scene.isAtRest(at: 5.01))
        #expect(Self.restTime(scene, from: 5.01) != nil)
    }

    /// The wheel moves the list at once, with no animation of its own; scrolled away from the
    /// end, the only motion left is the jump-to-latest button fading in, and the scene is at
    /// rest when that ends.
    @Test func aWheelScrollJumpsAndStaysAtRest() throws {
        let scene = try Self.scene(40)
        _ = scene.frame(at: 0)
        scene.scroll(by: -60, at: 1)
        let scrolled = scene.frame(at: 1)
        #expect(!scene.isAtRest(at: 1))
        let faded = scene.frame(at: 1 + JumpToLatestFade.duration)
        #expect(faded.listTop == scrolled.listTop)
        #expect(faded.jumpOpacity == 1)
        #expect(scene.isAtRest(at: 1 + JumpToLatestFade.duration))
    }

    @Test func aDraggedKeyboardRestsUnderTheFingerAndMovesOnceReleased() throws {
        let scene = try Self.scene()
        scene.showKeyboard(at: 0)
        _ = scene.frame(at: 5)
        scene.keyboard.beginInteractiveDrag(at: 5)
        scene.dragKeyboard(toTop: 700, at: 5.1)
        _ = scene.frame(at: 5.1)
        // The finger moves the keyboard: each move is an event that wakes the clock.
        #expect(scene.isAtRest(at: 5.2))
        scene.keyboard.endInteractiveDrag(velocity: -2000, at: 5.2)
        _ = scene.frame(at: 5.21)
        #expect(!scene.isAtRest(at: 5.21))
        #expect(Self.restTime(scene, from: 5.21) != nil)
    }

    @Test func aShowWaitingForTheFirstMeasurementIsNotRest() throws {
        let scene = try Self.scene(awaits: true)
        scene.showKeyboard(at: 0)
        #expect(!scene.isAtRest(at: 0))
        scene.setMeasuredLayout(contentSize: ChatSceneLayoutTests.portrait, barHeight: 52, at: 0.2)
        _ = scene.frame(at: 0.21)
        #expect(!scene.isAtRest(at: 0.21))
        #expect(Self.restTime(scene, from: 0.21) != nil)
    }

    @Test func everyStrategyComesToRestAfterAShow() throws {
        for strategy in Strategy.allCases {
            let scene = try Self.scene(strategy: strategy)
            scene.showKeyboard(at: 0)
            #expect(Self.restTime(scene, from: 0) != nil, "strategy \(strategy)")
        }
    }
}
