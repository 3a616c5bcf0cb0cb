/// The application's own menu entries (GNOME's conventions): the Keyboard
/// Shortcuts window, About, closing the focused window and quitting.
///
///     DesktopCommand.quit.accelerator     // "<Primary>q"
///     DesktopCommand.about.accelerator    // nil
///
/// - Complexity: O(1) for every member.
public enum DesktopCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case shortcuts, about, close, quit

    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }

    public var label: String {
        switch self {
        case .shortcuts: "Keyboard Shortcuts"
        case .about: "About \(AppIdentity.displayName)"
        case .close: "Close Window"
        case .quit: "Quit"
        }
    }

    public var shortcutTitle: String {
        switch self {
        case .shortcuts: "Keyboard shortcuts"
        case .about: label
        case .close: "Close the window"
        case .quit: "Quit"
        }
    }

    public var accelerator: String? {
        switch self {
        case .shortcuts: "<Primary>question"
        case .about: nil
        case .close: "<Primary>w"
        case .quit: "<Primary>q"
        }
    }
}
