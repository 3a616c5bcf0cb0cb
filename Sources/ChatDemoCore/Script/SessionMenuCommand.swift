/// The menu's entry that writes what the reviewer did live as a script (`SessionLog`), which
/// `--script` replays; `--save-session FILE` writes the same when the window closes.
///
///     SessionMenuCommand.saveSession.detailedAction   // "app.save-session"
public enum SessionMenuCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case saveSession = "save-session"

    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }
    public var label: String { "Save Session as Script…" }
    public var shortcutTitle: String { "Save the live session as a script" }
    public var accelerator: String? { nil }
}
