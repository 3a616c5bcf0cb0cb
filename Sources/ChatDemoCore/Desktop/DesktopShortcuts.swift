import ChatLayout

/// The demo's keyboard shortcuts, gathered from the enums that own them
/// (`DesktopCommand`, `ConversationCase`, `KeyboardChoice`, `Strategy`,
/// `DemoBehaviour`): the application actions bind their accelerators from
/// those enums, the menus show them, and the Keyboard Shortcuts window
/// (Ctrl+?) lists this table. A key is written once, beside its choice, so
/// the three can never disagree.
///
/// Accelerators use GTK's syntax (`gtk_accelerator_parse`): `<Primary>q` is
/// Ctrl+Q on Linux.
///
/// Example: `DesktopShortcuts.accelerators(for: "app.quit")` is `["<Primary>q"]`.
public enum DesktopShortcuts {
    /// One shortcut: what it does, its keys and the detailed action it runs.
    public struct Shortcut: Equatable, Sendable {
        public let title: String
        public let accelerator: String
        public let action: String

        public init(title: String, accelerator: String, action: String) {
            self.title = title
            self.accelerator = accelerator
            self.action = action
        }

        /// The entry's shortcut, or nil when it has no accelerator.
        public init?(_ entry: any MenuEntry) {
            guard let accelerator = entry.accelerator else { return nil }
            self.init(title: entry.shortcutTitle, accelerator: accelerator, action: entry.detailedAction)
        }
    }

    /// A titled group of shortcuts, as the shortcuts window shows them.
    public struct Group: Equatable, Sendable {
        public let title: String
        public let shortcuts: [Shortcut]

        public init(title: String, shortcuts: [Shortcut]) {
            self.title = title
            self.shortcuts = shortcuts
        }

        /// The entries that have an accelerator, in order.
        init(title: String, entries: [any MenuEntry]) {
            self.init(title: title, shortcuts: entries.compactMap(Shortcut.init))
        }
    }

    /// Every menu entry of the app, grouped as the shortcuts window shows
    /// them; a choice given an accelerator appears here without another edit.
    public static let entryGroups: [(title: String, entries: [any MenuEntry])] = [
        ("Application", DesktopCommand.allCases),
        (ConversationCase.menuTitle, ConversationCase.allCases + [DemoBehaviour.hideKeyboard, DemoBehaviour.attachmentPanel]),
        (KeyboardChoice.menuTitle, KeyboardChoice.allCases),
        (Strategy.menuTitle, Strategy.allCases),
        (ProfileMenuCommand.groupTitle, ProfileMenuCommand.allCases),
        ("Review", DemoBehaviour.allCases.filter { $0 != .hideKeyboard && $0 != .attachmentPanel }),
        ("Motion review", MotionReviewTool.allCases),
        (PlayheadCommand.groupTitle, PlayheadCommand.allCases),
        ("Sharing", SessionMenuCommand.allCases),
    ]

    /// The groups with at least one accelerator.
    public static let groups: [Group] = entryGroups
        .map { Group(title: $0.title, entries: $0.entries) }
        .filter { !$0.shortcuts.isEmpty }

    /// Every accelerator bound to `detailedAction` (empty when it has none).
    ///
    /// - Complexity: O(n) in the number of shortcuts.
    public static func accelerators(for detailedAction: String) -> [String] {
        groups.flatMap(\.shortcuts).filter { $0.action == detailedAction }.map(\.accelerator)
    }

    /// Every detailed action with accelerators, each once, in table order.
    public static var actions: [String] {
        var seen: Set<String> = []
        return groups.flatMap(\.shortcuts).map(\.action).filter { seen.insert($0).inserted }
    }
}
