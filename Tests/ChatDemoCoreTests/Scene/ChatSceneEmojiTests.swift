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
        // 😃 is column 0, row 1: centre (24.375, 5 + 37.4 + 18.7) below the keyboard's top
        // (rows of 37.4 pt: the grid ends where the bar and the band under it begin).
        let centre = try #require(scene.drawnKeyboard.keyCentre(label: "😃", in: frame))
        #expect(abs(centre.y - (Double(frame.keyboardTop) + 61.1)) < 1e-9 && centre.x == 24.375)
        #expect(scene.drawnKeyboard.keyTapReadiness(label: "😃", in: frame, at: 1) == .ready)
        let index = try #require(scene.drawnKeyboard.keyIndex(at: centre, in: frame))
        #expect(scene.drawnKeyboard.isEmojiCell(index))
        #expect(scene.pressKey(index, at: 1) == [.insert("😃")])
    }

    @Test func aFingerDragScrollsTheGridWithinItsEnds() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        // 👋 (people's first) is column 10: off screen until the grid moves ten columns.
        #expect(scene.drawnKeyboard.keyCentre(label: "👋", in: frame) == nil)
        let before = scene.drawnKeyboard.appearance(for: frame).look
        scene.scrollEmoji(byFingerMove: -487.5)
        #expect(scene.emojiOffset == 487.5)
        let people = try #require(scene.drawnKeyboard.keyCentre(label: "👋", in: frame))
        #expect(people.x == 24.375 && abs(people.y - (Double(frame.keyboardTop) + 23.7)) < 1e-9)
        #expect(scene.drawnKeyboard.keyCentre(label: "😀", in: frame) == nil)
        let after = scene.drawnKeyboard.appearance(for: frame).look
        // A scrolled grid is a new look: the cached keyboard layer is drawn again.
        #expect(after != before)
        #expect(after.emojiOffset == 487.5)
        #expect(after.selectedEmojiCategory == 1)
        // Past the start it stops at 0.
        scene.scrollEmoji(byFingerMove: 10_000)
        #expect(scene.emojiOffset == 0)
        scene.scrollEmoji(byFingerMove: -100_000)
        #expect(scene.emojiOffset == scene.drawnKeyboard.emojiGrid.maximumOffset)
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
        #expect(scene.drawnKeyboard.keyCentre(label: "😀", in: frame)?.x == 72)
        #expect(scene.drawnKeyboard.emojiGridCentre(in: frame)?.x == 422)
        // 30 pt on, 😀's column spans 17 … 67: its centre (42) is in the inset.
        scene.scrollEmoji(byFingerMove: -30)
        #expect(scene.drawnKeyboard.keyCentre(label: "😀", in: frame) == nil)
        #expect(scene.drawnKeyboard.keyCentre(label: "😃", in: frame) == nil)
        let keys = scene.drawnKeyboard.appearance(for: frame).look.keys
        #expect(keys.allSatisfy { $0.frame.maxX > 47 && $0.frame.minX < 797 })
    }

    @Test func aCategoryIconJumpsToItsCategory() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        let icon = try #require(scene.drawnKeyboard.keyCentre(label: "animals", in: frame))
        let index = try #require(scene.drawnKeyboard.keyIndex(at: icon, in: frame))
        #expect(!scene.drawnKeyboard.isEmojiCell(index))
        #expect(scene.pressKey(index, at: 1).isEmpty)
        // Smileys take 10 columns, people 7 (31 emoji): animals start at column 17.
        #expect(scene.emojiOffset == 17 * 48.75)
        #expect(scene.drawnKeyboard.keyCentre(label: "🐶", in: frame)?.x == 24.375)
    }

    /// The globe sits in the band under the bar, as on the letters keyboards (73 pt above the
    /// keyboard's bottom, 1.5 letter cells wide): a script's `tap key 🌐` lands on it and it
    /// goes on to english, as the globe does everywhere.
    @Test func theGlobeInTheBandLeavesTheEmojiKeyboard() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        #expect(scene.drawnKeyboard.keyTapReadiness(label: "🌐", in: frame, at: 1) == .ready)
        let globe = try #require(scene.drawnKeyboard.keyCentre(label: "🌐", in: frame))
        // Rect(x: 3, y: 228, width: 52.5, height: 39): 301 − 73 = 228, down to the 34 pt zone.
        #expect(globe == Point(x: 29.25, y: Double(frame.keyboardTop) + 247.5))
        let index = try #require(scene.drawnKeyboard.keyIndex(at: globe, in: frame))
        #expect(scene.pressKey(index, at: 1).isEmpty)
        #expect(scene.keyboard.layout == .english)
        #expect(!scene.drawnKeyboard.isEmojiGridShown)
    }

    /// The microphone beside it types nothing (there is no speech input) and keeps the emoji
    /// keyboard up; the app is told, to say so.
    @Test func theMicrophoneTypesNothing() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        let microphone = try #require(scene.drawnKeyboard.keyCentre(label: "🎤", in: frame))
        #expect(microphone == Point(x: 360.75, y: Double(frame.keyboardTop) + 247.5))
        let index = try #require(scene.drawnKeyboard.keyIndex(at: microphone, in: frame))
        #expect(scene.pressKey(index, at: 1) == [.dictationUnavailable])
        #expect(scene.keyboard.layout == .emoji)
    }

    @Test func abcLeavesTheEmojiKeyboard() throws {
        let scene = try emojiScene()
        let frame = scene.frame(at: 1)
        let abc = try #require(scene.drawnKeyboard.keyCentre(label: "ABC", in: frame))
        let index = try #require(scene.drawnKeyboard.keyIndex(at: abc, in: frame))
        _ = scene.pressKey(index, at: 1)
        #expect(scene.keyboard.layout == .english)
        #expect(!scene.drawnKeyboard.isEmojiGridShown)
    }
}
