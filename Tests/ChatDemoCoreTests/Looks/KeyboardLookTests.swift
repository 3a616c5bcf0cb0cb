import Keyboard
import Testing
@testable import ChatDemoCore

/// The keyboard layer is redrawn exactly when `look` changes, so the
/// key must ignore where the keyboard is and notice everything that
/// changes its pixels.
@Suite struct KeyboardLookTests {
    static let size = Size(width: 390, height: 798)

    private func makeScene() throws -> ChatScene {
        try ChatScene(conversation: ConversationGenerator.make(count: 20), keyboard: .english, keyboardResources: .bundled(), strategy: .threeCase,
                      contentSize: Self.size, measure: { _, _ in 40 })
    }

    @Test func slidingMovesTheKeyboardWithoutChangingItsImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let early = scene.drawnKeyboard.appearance(for: scene.frame(at: 0.05))
        let late = scene.drawnKeyboard.appearance(for: scene.frame(at: 0.20))
        #expect(early.top != late.top)
        #expect(early.look == late.look)
    }

    @Test func everyChangeOfTheDrawnKeysChangesTheImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let frame = scene.frame(at: 1)
        let shown = scene.drawnKeyboard.appearance(for: frame)

        scene.editTyping { $0.highlightKey(3) }
        #expect(scene.drawnKeyboard.appearance(for: frame).look != shown.look)
        scene.editTyping { $0.highlightKey(nil) }
        #expect(scene.drawnKeyboard.appearance(for: frame).look == shown.look)

        var changed = shown
        changed.look.isUppercase.toggle()
        #expect(changed.look != shown.look)
        changed = shown
        changed.look.isCapsLocked.toggle()
        #expect(changed.look != shown.look)
        changed = shown
        changed.look.candidates = ["你"]
        #expect(changed.look != shown.look)
        changed = shown
        changed.look.composition = "ni"
        #expect(changed.look != shown.look)
        changed = shown
        changed.look.height += 1
        #expect(changed.look != shown.look)
        changed = shown
        changed.look.colourScheme = .dark
        #expect(changed.look != shown.look)

        _ = scene.setKeyboardLayout(.pinyin, at: 1)
        let pinyin = scene.drawnKeyboard.appearance(for: scene.frame(at: 3))
        #expect(pinyin.layout.kind == .pinyin)
        #expect(pinyin.look != shown.look)
    }

    @Test func aNewWidthPlacesTheKeysAgainAndChangesTheImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let narrow = scene.drawnKeyboard.appearance(for: scene.frame(at: 1))
        scene.setContentSize(Size(width: 520, height: 798), at: 1)
        let wide = scene.drawnKeyboard.appearance(for: scene.frame(at: 1))
        #expect(wide.look.width == 520)
        #expect(wide.look.keys != narrow.look.keys)
        #expect(wide.look != narrow.look)
    }
}
