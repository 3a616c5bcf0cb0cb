import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

@Suite struct ChatSceneScriptTapTests {
    private func scene(_ layout: KeyboardLayoutKind) throws -> ChatScene {
        try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: layout, keyboardResources: .bundled(), strategy: .threeCase,
                      contentSize: Size(width: 390, height: 800), measure: { _, _ in 40 })
    }

    private func readiness(_ scene: ChatScene, _ label: String, at time: Double, verb: String = "tap") -> KeyTapReadiness {
        scene.drawnKeyboard.keyTapReadiness(label: label, in: scene.frame(at: time), at: time, verb: verb)
    }

    @Test func aHiddenKeyboardTakesNoTaps() throws {
        let scene = try scene(.english)
        let hidden = KeyTapReadiness.refused("tap key 'q': the keyboard is hidden (use 'tap input' first)")
        #expect(readiness(scene, "q", at: 0) == hidden)
        scene.keyboard.show(at: 0)
        #expect(readiness(scene, "q", at: 1) == .ready)
        scene.keyboard.hide(at: 2)
        // Sliding away counts as hidden: it is going, whatever is still drawn, and nothing brings it back.
        #expect(readiness(scene, "q", at: 2.1) == hidden)
    }

    @Test func theCurrentLayoutMustHaveTheKey() throws {
        let scene = try scene(.english)
        scene.keyboard.show(at: 0)
        #expect(readiness(scene, "⇧", at: 1) == .ready)
        #expect(readiness(scene, "空格", at: 1) == .refused("tap key '空格': the english keyboard has no such key"))
        #expect(readiness(scene, "空格", at: 1, verb: "hold") == .refused("hold key '空格': the english keyboard has no such key"))
        scene.keyboard.setLayout(.pinyin, at: 1)
        #expect(readiness(scene, "空格", at: 2) == .ready)
        #expect(readiness(scene, "space", at: 2) == .refused("tap key 'space': the pinyin keyboard has no such key"))
        // Even while the keyboard is still coming up: waiting would not bring the key.
        let coming = try self.scene(.english)
        coming.keyboard.show(at: 0)
        #expect(readiness(coming, "空格", at: 0) == .refused("tap key '空格': the english keyboard has no such key"))
    }

    /// Right after `tap input` the keyboard has not moved: the key is not on screen, and the tap
    /// waits for it (a script line `tap key q` straight after `tap input` types q) instead of
    /// failing. In every frame of the show the key is either not reachable yet (and the keyboard
    /// still moving) or ready; once ready it stays ready.
    @Test func aKeyNotYetOnScreenWaitsForTheKeyboard() throws {
        let scene = try scene(.english)
        scene.keyboard.show(at: 0)
        #expect(readiness(scene, "q", at: 0) == .comingUp)
        #expect(readiness(scene, "space", at: 0) == .comingUp)
        var readyAt: Double?
        for frame in 0...60 {
            let time = Double(frame) / 60
            let state = readiness(scene, "space", at: time)
            if state == .ready, readyAt == nil { readyAt = time }
            #expect(state == (readyAt == nil ? .comingUp : .ready), "t \(time)")
            if state == .comingUp { #expect(scene.keyboard.isAnimating(at: time), "t \(time)") }
        }
        let firstReady = try #require(readyAt)
        #expect(firstReady > 0 && firstReady < 0.5, "space was reachable from \(firstReady)")
        #expect(readiness(scene, "space", at: 0.6) == .ready)
    }

    /// A show asked for before the window's first real size waits for it (`isAwaitingMeasuredLayout`):
    /// the keyboard is not shown yet, but it is coming up, so the tap waits rather than fails.
    @Test func aShowWaitingForTheFirstLayoutIsComingUp() throws {
        let scene = try ChatSceneLayoutTests.scene(3, awaits: true)
        scene.showKeyboard(at: 0)
        #expect(!scene.keyboard.isShown && readiness(scene, "q", at: 0) == .comingUp)
        scene.setMeasuredLayout(contentSize: ChatSceneLayoutTests.portrait, barHeight: ChatSceneLayoutTests.measuredBar, at: 0.1)
        #expect(scene.keyboard.isShown && readiness(scene, "q", at: 0.1) == .comingUp)
        #expect(readiness(scene, "q", at: 1) == .ready)
    }

    /// A key that is not on screen once the keyboard has stopped is refused (it would wait for ever):
    /// the keyboard dragged down by a finger and held there is not coming up.
    @Test func aKeyOffScreenWithTheKeyboardStillIsRefused() throws {
        let scene = try scene(.english)
        scene.keyboard.show(at: 0)
        scene.keyboard.beginInteractiveDrag(at: 1)
        scene.dragKeyboard(toTop: 790, at: 1)
        #expect(!scene.keyboard.isAnimating(at: 1.1))
        #expect(readiness(scene, "space", at: 1.1) == .refused("tap key 'space': the key is not on screen"))
    }
}
