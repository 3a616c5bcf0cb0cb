import ChatLayout
import Keyboard

/// One thing a screen reader should find on the drawn stage: a key of the
/// keyboard or a message bubble. The stage is one drawing area, so without
/// these its keys and messages are only pixels to Orca.
public struct AccessibleItem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A key of the drawn keyboard; `name` is what a screen reader says for it
        /// (`spokenName`): its label ("q", "space"), or a word for a drawn symbol ("Shift").
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
    /// English keyboard up, the messages in view and then "q", "w", "e", …,
    /// "Shift", "z", …, "Delete", "123", "Next keyboard", "space", "return".
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
        items += drawnKeyboard.placedKeys().map(\.key).filter { !$0.label.isEmpty }.map {
            AccessibleItem(kind: .key, name: AccessibleItem.spokenName(of: $0, isCapsLocked: input.isCapsLocked))
        }
        return items
    }
}

extension AccessibleItem {
    /// What a screen reader says for `key`: the words iOS VoiceOver uses for the keys drawn as
    /// symbols — "Shift" for ⇧ ("Caps Lock" while caps lock is on), "Delete" for ⌫, "Next
    /// keyboard" for 🌐, "Dictate" for 🎤 — and the label for every other key ("q", "space", "123", "发送"). Orca
    /// would otherwise read "upwards white arrow", "erase to the left" and "globe with
    /// meridians". Scripts keep naming keys by their labels (`tap key ⇧`).
    ///
    ///     AccessibleItem.spokenName(of: Key(label: "⌫", action: .backspace), isCapsLocked: false)  // "Delete"
    ///
    /// - Complexity: O(1).
    public static func spokenName(of key: Key, isCapsLocked: Bool) -> String {
        switch key.action {
        case .shift: isCapsLocked ? "Caps Lock" : "Shift"
        case .backspace: "Delete"
        case .nextLayout: "Next keyboard"
        case .dictation: "Dictate"
        default: key.label
        }
    }
}
