import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

@Suite struct ChatSceneScriptTapTests {
    private func scene(_ layout: KeyboardLayoutKind) throws -> ChatScene {
        try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: layout, strategy: .threeCase,
                      contentSize: Size(width: 390, height: 800), measure: { _, _ in 40 })
    }

    @Test func aHiddenKeyboardTakesNoTaps() throws {
        let scene = try scene(.english)
        #expect(scene.keyTapProblem(label: "q") == "tap key 'q': the keyboard is hidden (use 'tap input' first)")
        scene.keyboard.show(at: 0)
        #expect(scene.keyTapProblem(label: "q") == nil)
        scene.keyboard.hide(at: 1)
        // Sliding away counts as hidden: the tap could not land where it aims.
        #expect(scene.keyTapProblem(label: "q") == "tap key 'q': the keyboard is hidden (use 'tap input' first)")
    }

    @Test func theCurrentLayoutMustHaveTheKey() throws {
        let scene = try scene(.english)
        scene.keyboard.show(at: 0)
        #expect(scene.keyTapProblem(label: "⇧") == nil)
        #expect(scene.keyTapProblem(label: "空格") == "tap key '空格': the english keyboard has no such key")
        scene.keyboard.setLayout(.pinyin, at: 1)
        #expect(scene.keyTapProblem(label: "空格") == nil)
        #expect(scene.keyTapProblem(label: "space") == "tap key 'space': the pinyin keyboard has no such key")
    }
}
