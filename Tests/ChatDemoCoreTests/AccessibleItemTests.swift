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
        scene.showPanel(at: 0)
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
