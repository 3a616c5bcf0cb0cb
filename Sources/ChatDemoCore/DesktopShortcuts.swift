/// The demo's keyboard shortcuts, in one table: the application actions bind
/// their accelerators from it, the menus show them, and the Keyboard
/// Shortcuts window (Ctrl+?) lists them. One table, so the three can never
/// disagree.
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
    }

    /// A titled group of shortcuts, as the shortcuts window shows them.
    public struct Group: Equatable, Sendable {
        public let title: String
        public let shortcuts: [Shortcut]
    }

    public static let groups: [Group] = [
        Group(title: "Application", shortcuts: [
            Shortcut(title: "Keyboard shortcuts", accelerator: "<Primary>question", action: "app.shortcuts"),
            Shortcut(title: "Close the window", accelerator: "<Primary>w", action: "app.close"),
            Shortcut(title: "Quit", accelerator: "<Primary>q", action: "app.quit"),
        ]),
        Group(title: "Conversation", shortcuts: [
            Shortcut(title: "Few messages", accelerator: "<Primary>1", action: "app.case::few"),
            Shortcut(title: "Some messages", accelerator: "<Primary>2", action: "app.case::some"),
            Shortcut(title: "Many messages", accelerator: "<Primary>3", action: "app.case::many"),
            Shortcut(title: "Hide the keyboard", accelerator: "Escape", action: "app.hide-keyboard"),
        ]),
        Group(title: "Review", shortcuts: [
            Shortcut(title: "Slow motion", accelerator: "<Primary>t", action: "app.slow-motion"),
            Shortcut(title: "Debug overlay", accelerator: "<Primary>d", action: "app.debug-overlay"),
            Shortcut(title: "Rotate", accelerator: "<Primary>r", action: "app.rotate"),
        ]),
    ]

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
