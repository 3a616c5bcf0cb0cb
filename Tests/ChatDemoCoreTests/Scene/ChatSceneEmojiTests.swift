import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

@Suite struct ChatSceneEmojiTests {
    private func emojiScene() throws -> ChatScene {
        let scene = try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: .emoji, keyboardResources: .bundled(), strategy: .threeCase,
                                  contentSize: Size(width: 390, height: 800), measure: { _, _ in 40 })
        scene.keyboard.show(at: 0)
        return scene
    }

    @Test func aCellTypesItsEmojiThroughTheKeyPath() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        // 😃 is column 0, row 1: centre (24.375, 5 + 43 + 21.5) below the keyboard's top.
        let centre = try #require(scene.keyCentre(label: "😃", in: frame))
        #expect(centre == Point(x: 24.375, y: Double(frame.keyboardTop) + 69.5))
        #expect(scene.keyTapReadiness(label: "😃", in: frame, at: 1) == .ready)
        let index = try #require(scene.keyIndex(at: centre, in: frame))
        #expect(scene.isEmojiCell(index))
        #expect(scene.pressKey(index, at: 1) == [.insert("😃")])
    }

    @Test func aFingerDragScrollsTheGridWithinItsEnds() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        // 👋 (people's first) is column 10: off screen until the grid moves ten columns.
        #expect(scene.keyCentre(label: "👋", in: frame) == nil)
        let before = scene.keyboardAppearance(for: frame).look
        scene.scrollEmoji(byFingerMove: -487.5)
        #expect(scene.emojiOffset == 487.5)
        #expect(scene.keyCentre(label: "👋", in: frame) == Point(x: 24.375, y: Double(frame.keyboardTop) + 26.5))
        #expect(scene.keyCentre(label: "😀", in: frame) == nil)
        let after = scene.keyboardAppearance(for: frame).look
        // A scrolled grid is a new look: the cached keyboard layer is drawn again.
        #expect(after != before)
        #expect(after.emojiOffset == 487.5)
        #expect(after.selectedEmojiCategory == 1)
        // Past the start it stops at 0.
        scene.scrollEmoji(byFingerMove: 10_000)
        #expect(scene.emojiOffset == 0)
        scene.scrollEmoji(byFingerMove: -100_000)
        #expect(scene.emojiOffset == scene.emojiGrid.maximumOffset)
    }

    /// Landscape at 844 pt: the grid lies between the 47 pt side insets (15 columns of 50 pt
    /// from x 47), and a cell scrolled into an inset, where it is not drawn, is not aimed at.
    @Test func landscapeGridKeepsClearOfTheSideInsets() throws {
        let scene = try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: .emoji,
                                  keyboardResources: .bundled(), strategy: .threeCase,
                                  contentSize: Size(width: 844, height: 344), measure: { _, _ in 40 })
        scene.keyboard.show(at: 0)
        let frame = scene.frame(at: 1)
        // 😀 is column 0, row 0: centre x 47 + 25.
        #expect(scene.keyCentre(label: "😀", in: frame)?.x == 72)
        #expect(scene.emojiGridCentre(in: frame)?.x == 422)
        // 30 pt on, 😀's column spans 17 … 67: its centre (42) is in the inset.
        scene.scrollEmoji(byFingerMove: -30)
        #expect(scene.keyCentre(label: "😀", in: frame) == nil)
        #expect(scene.keyCentre(label: "😃", in: frame) == nil)
        let keys = scene.keyboardAppearance(for: frame).look.keys
        #expect(keys.allSatisfy { $0.frame.maxX > 47 && $0.frame.minX < 797 })
    }

    @Test func aCategoryIconJumpsToItsCategory() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        let icon = try #require(scene.keyCentre(label: "animals", in: frame))
        let index = try #require(scene.keyIndex(at: icon, in: frame))
        #expect(!scene.isEmojiCell(index))
        #expect(scene.pressKey(index, at: 1).isEmpty)
        // Smileys take 10 columns, people 7 (31 emoji): animals start at column 17.
        #expect(scene.emojiOffset == 17 * 48.75)
        #expect(scene.keyCentre(label: "🐶", in: frame)?.x == 24.375)
    }

    @Test func abcLeavesTheEmojiKeyboard() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        let abc = try #require(scene.keyCentre(label: "ABC", in: frame))
        let index = try #require(scene.keyIndex(at: abc, in: frame))
        _ = scene.pressKey(index, at: 1)
        #expect(scene.keyboard.layout == .english)
        #expect(!scene.isEmojiGridShown)
    }
}
