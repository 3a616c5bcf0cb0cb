import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

@Suite struct ChatSceneScriptTapTests {
    private func scene(_ layout: KeyboardLayoutKind) throws -> ChatScene {
        try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: layout, keyboardResources: .bundled(), strategy: .threeCase,
                      contentSize: Size(width: 390, height: 800), measure: { _, _ in 40 })
    }

    @Test func aHiddenKeyboardTakesNoTaps() throws {
        let scene = try scene(.english)
        #expect(scene.keyTapProblem(label: "q", in: scene.frame(at: 0)) == "tap key 'q': the keyboard is hidden (use 'tap input' first)")
        scene.keyboard.show(at: 0)
        #expect(scene.keyTapProblem(label: "q", in: scene.frame(at: 1)) == nil)
        scene.keyboard.hide(at: 2)
        // Sliding away counts as hidden: it is going, whatever is still drawn.
        #expect(scene.keyTapProblem(label: "q", in: scene.frame(at: 2.1)) == "tap key 'q': the keyboard is hidden (use 'tap input' first)")
    }

    @Test func theCurrentLayoutMustHaveTheKey() throws {
        let scene = try scene(.english)
        scene.keyboard.show(at: 0)
        #expect(scene.keyTapProblem(label: "⇧", in: scene.frame(at: 1)) == nil)
        #expect(scene.keyTapProblem(label: "空格", in: scene.frame(at: 1)) == "tap key '空格': the english keyboard has no such key")
        #expect(scene.keyTapProblem(label: "空格", in: scene.frame(at: 1), verb: "hold")
            == "hold key '空格': the english keyboard has no such key")
        scene.keyboard.setLayout(.pinyin, at: 1)
        #expect(scene.keyTapProblem(label: "空格", in: scene.frame(at: 2)) == nil)
        #expect(scene.keyTapProblem(label: "space", in: scene.frame(at: 2)) == "tap key 'space': the pinyin keyboard has no such key")
    }

    @Test func aKeyNotYetOnScreenCannotBeTapped() throws {
        let scene = try scene(.english)
        scene.keyboard.show(at: 0)
        let notYet = "the key is not on screen yet (the keyboard is still coming up; add a 'wait' after 'tap input')"
        // The frame the keyboard starts in: nothing of it is visible.
        #expect(scene.keyTapProblem(label: "q", in: scene.frame(at: 0)) == "tap key 'q': " + notYet)
        // Once up, the bottom row (space) too.
        #expect(scene.keyTapProblem(label: "space", in: scene.frame(at: 0.6)) == nil)
    }
}
