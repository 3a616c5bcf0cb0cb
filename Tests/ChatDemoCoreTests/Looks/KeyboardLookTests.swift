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
        let early = scene.keyboardAppearance(for: scene.frame(at: 0.05))
        let late = scene.keyboardAppearance(for: scene.frame(at: 0.20))
        #expect(early.top != late.top)
        #expect(early.look == late.look)
    }

    @Test func everyChangeOfTheDrawnKeysChangesTheImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let frame = scene.frame(at: 1)
        let shown = scene.keyboardAppearance(for: frame)

        scene.pressedKey = 3
        #expect(scene.keyboardAppearance(for: frame).look != shown.look)
        scene.pressedKey = nil
        #expect(scene.keyboardAppearance(for: frame).look == shown.look)

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
        let pinyin = scene.keyboardAppearance(for: scene.frame(at: 3))
        #expect(pinyin.layout.kind == .pinyin)
        #expect(pinyin.look != shown.look)
    }

    @Test func aNewWidthPlacesTheKeysAgainAndChangesTheImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let narrow = scene.keyboardAppearance(for: scene.frame(at: 1))
        scene.setContentSize(Size(width: 520, height: 798), at: 1)
        let wide = scene.keyboardAppearance(for: scene.frame(at: 1))
        #expect(wide.look.width == 520)
        #expect(wide.look.keys != narrow.look.keys)
        #expect(wide.look != narrow.look)
    }
}
