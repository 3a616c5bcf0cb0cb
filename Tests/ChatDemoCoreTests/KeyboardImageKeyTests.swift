import Keyboard
import Testing
@testable import ChatDemoCore

/// The keyboard layer is redrawn exactly when `imageKey` changes, so the
/// key must ignore where the keyboard is and notice everything that
/// changes its pixels.
@Suite struct KeyboardImageKeyTests {
    static let size = Size(width: 390, height: 798)

    private func makeScene() throws -> ChatScene {
        try ChatScene(conversation: ConversationGenerator.make(count: 20), keyboard: .english, strategy: .threeCase,
                      contentSize: Self.size, measure: { _, _ in 40 })
    }

    @Test func slidingMovesTheKeyboardWithoutChangingItsImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let early = scene.keyboardAppearance(for: scene.frame(at: 0.05))
        let late = scene.keyboardAppearance(for: scene.frame(at: 0.20))
        #expect(early.top != late.top)
        #expect(early.imageKey == late.imageKey)
    }

    @Test func everyChangeOfTheDrawnKeysChangesTheImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let frame = scene.frame(at: 1)
        let shown = scene.keyboardAppearance(for: frame)

        scene.pressedKey = 3
        #expect(scene.keyboardAppearance(for: frame).imageKey != shown.imageKey)
        scene.pressedKey = nil
        #expect(scene.keyboardAppearance(for: frame).imageKey == shown.imageKey)

        var changed = shown
        changed.isUppercase.toggle()
        #expect(changed.imageKey != shown.imageKey)
        changed = shown
        changed.isCapsLocked.toggle()
        #expect(changed.imageKey != shown.imageKey)
        changed = shown
        changed.candidates = ["你"]
        #expect(changed.imageKey != shown.imageKey)
        changed = shown
        changed.composition = "ni"
        #expect(changed.imageKey != shown.imageKey)
        changed = shown
        changed.height += 1
        #expect(changed.imageKey != shown.imageKey)

        _ = scene.setKeyboardLayout(.pinyin, at: 1)
        let pinyin = scene.keyboardAppearance(for: scene.frame(at: 3))
        #expect(pinyin.layout.kind == .pinyin)
        #expect(pinyin.imageKey != shown.imageKey)
    }

    @Test func aNewWidthPlacesTheKeysAgainAndChangesTheImage() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let narrow = scene.keyboardAppearance(for: scene.frame(at: 1))
        scene.setContentSize(Size(width: 520, height: 798), at: 1)
        let wide = scene.keyboardAppearance(for: scene.frame(at: 1))
        #expect(wide.width == 520)
        #expect(wide.keys != narrow.keys)
        #expect(wide.imageKey != narrow.imageKey)
    }

    /// A field added to `KeyboardAppearance` but not to the key would leave
    /// the layer stale whenever only that field changed.
    @Test func theKeyNamesEveryFieldOfTheAppearanceButItsTop() throws {
        let scene = try makeScene()
        let appearance = scene.keyboardAppearance(for: scene.frame(at: 0))
        let appearanceFields = Set(Mirror(reflecting: appearance).children.compactMap(\.label))
        let keyFields = Set(Mirror(reflecting: appearance.imageKey).children.compactMap(\.label))
        #expect(appearanceFields.count > 5)
        #expect(keyFields == appearanceFields.subtracting(["top"]))
    }
}
