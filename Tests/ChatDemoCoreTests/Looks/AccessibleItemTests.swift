import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

@Suite struct AccessibleItemTests {
    static let size = Size(width: 390, height: 798)

    private func makeScene() throws -> ChatScene {
        try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: .english, keyboardResources: .bundled(), strategy: .threeCase,
                      contentSize: Self.size, measure: { _, _ in 40 })
    }

    @Test func atRestOnlyTheMessagesInViewAreThere() throws {
        let scene = try makeScene()
        let frame = scene.frame(at: 0)
        let items = scene.accessibleItems(in: frame)
        let expected = frame.visibleMessages.map {
            AccessibleItem(kind: .message(scene.conversation.messages[$0].sender), name: scene.conversation.messages[$0].text)
        }
        #expect(!expected.isEmpty)
        #expect(items == expected)
    }

    /// With the attachment panel in the keyboard's place, its six items follow the messages, no key.
    @Test func withThePanelUpItsItemsFollowInsteadOfKeys() throws {
        let scene = try makeScene()
        scene.apply(.show, at: 0)
        let items = scene.accessibleItems(in: scene.frame(at: 5))
        #expect(!items.contains { $0.kind == .key })
        #expect(Array(items.suffix(6)) == ["Photos", "Camera", "Location", "File", "Contact", "Poll"]
            .map { AccessibleItem(kind: .panelItem, name: $0) })
    }

    @Test func withTheKeyboardUpTheKeysFollowInRowOrder() throws {
        let scene = try makeScene()
        scene.showKeyboard(at: 0)
        let items = scene.accessibleItems(in: scene.frame(at: 5))
        let keys = items.filter { $0.kind == .key }.map(\.name)
        #expect(Array(keys.prefix(10)) == ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"])
        #expect(keys.contains("space"))
        #expect(items.firstIndex { $0.kind == .key } == items.count - keys.count, "keys come after the messages")
    }
}

/// The keys drawn as symbols are spoken as iOS VoiceOver says them; every other key by its label.
@Suite struct SpokenKeyNameTests {
    private func keyNames(_ scene: ChatScene, at time: Double) -> [String] {
        scene.accessibleItems(in: scene.frame(at: time)).filter { $0.kind == .key }.map(\.name)
    }

    @Test func englishSpeaksShiftDeleteAndNextKeyboard() throws {
        let scene = try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: .english, keyboardResources: .bundled(),
                                  strategy: .threeCase, contentSize: AccessibleItemTests.size, measure: { _, _ in 40 })
        scene.showKeyboard(at: 0)
        #expect(Array(keyNames(scene, at: 5).suffix(14)) == [
            "Shift", "z", "x", "c", "v", "b", "n", "m", "Delete", "123", "space", "return", "Next keyboard", "Dictate",
        ])
        #expect(!keyNames(scene, at: 5).contains { ["⇧", "⌫", "🌐", "🎤"].contains($0) })
        // A double tap on Shift locks the capitals: the key says so.
        let shift = try #require(scene.drawnKeyboard.layoutKeys().firstIndex { $0.key.action == .shift })
        _ = scene.pressKey(shift, at: 5)
        _ = scene.pressKey(shift, at: 5.1)
        #expect(keyNames(scene, at: 5.1).contains("Caps Lock") && !keyNames(scene, at: 5.1).contains("Shift"))
        _ = scene.pressKey(shift, at: 6)
        #expect(keyNames(scene, at: 6).contains("Shift"))
    }

    /// Every layout: no key is spoken as ⇧, ⌫ or 🌐, and the script labels stay the symbols.
    @Test(arguments: KeyboardLayoutKind.allCases)
    func noLayoutSpeaksASymbolKey(_ kind: KeyboardLayoutKind) throws {
        let layout = try KeyboardResources.bundled().layout(kind)
        for key in layout.allKeys where ["⇧", "⌫", "🌐"].contains(key.label) {
            let spoken = AccessibleItem.spokenName(of: key, isCapsLocked: false)
            #expect(["⇧": "Shift", "⌫": "Delete", "🌐": "Next keyboard"][key.label] == spoken, "\(kind) \(key.label)")
            #expect(DemoScript.keyLabels.contains(key.label))
        }
        #expect(AccessibleItem.spokenName(of: Key(label: "q", action: .character("q")), isCapsLocked: true) == "q")
    }
}
