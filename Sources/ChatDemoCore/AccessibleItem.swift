import ChatLayout
import Keyboard

/// One thing a screen reader should find on the drawn stage: a key of the
/// keyboard or a message bubble. The stage is one drawing area, so without
/// these its keys and messages are only pixels to Orca.
public struct AccessibleItem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A key of the drawn keyboard; `name` is its label ("q", "space").
        case key
        /// A message; `name` is its text, `sender` who sent it.
        case message(Sender)
        /// An item of the attachment panel; `name` is its label ("Photos").
        case panelItem
    }

    public var kind: Kind
    public var name: String

    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}

extension ChatScene {
    /// What the stage shows in `frame`, for assistive technology: the
    /// messages in view (top to bottom), then the keys while the keyboard
    /// is on screen (row by row), or the attachment panel's items while it is
    /// there instead. Keys without a label (an empty candidate slot) are left out.
    ///
    /// Example: Few at rest gives its four messages and no key; with the
    /// English keyboard up, the messages in view and then "q", "w", "e", ….
    ///
    /// - Complexity: O(v + k), v messages in view and k keys: bounded by
    ///   the screen, not by the conversation's length.
    public func accessibleItems(in frame: SceneFrame) -> [AccessibleItem] {
        let messages = conversation.messages
        let visible = frame.visibleMessages.clamped(to: 0..<messages.count)
        var items = visible.map { AccessibleItem(kind: .message(messages[$0].sender), name: messages[$0].text) }
        guard frame.keyboardVisibleHeight > 0 else { return items }
        if frame.drawsPanel {
            return items + AttachmentPanel.Item.allCases.map { AccessibleItem(kind: .panelItem, name: $0.label) }
        }
        items += placedKeys().map(\.key.label).filter { !$0.isEmpty }.map { AccessibleItem(kind: .key, name: $0) }
        return items
    }
}
