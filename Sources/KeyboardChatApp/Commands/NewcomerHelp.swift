import ChatDemoCore
import ChatLayout

/// What `keyboard-chat --help` says before the options, for someone who has not read the
/// README: the three cases, what each strategy does (the picker's own lines), the shortcuts
/// (the Keyboard Shortcuts window's table) and where the script language is.
enum NewcomerHelp {
    /// One paragraph on one line: the help's formatter wraps it to the terminal.
    static let cases = "The three cases (with --strategy three-case, the default), decided when the keyboard comes up: "
        + "1, the last message stays above the keyboard, so only the bar rises; 2, the keyboard would cover it, "
        + "so the list rises just enough to keep it above the bar; 3, the list already fills the screen, so "
        + "everything rises by the keyboard's height."

    static var text: String {
        let strategies = Strategy.allCases.map { "  \($0.rawValue): \($0.summary)" }
        let shortcuts = DesktopShortcuts.groups.flatMap(\.shortcuts).map {
            "  \(Accelerator.readable($0.accelerator)): \($0.title)"
        }
        return cases + "\n\nStrategies:\n" + strategies.joined(separator: "\n")
            + "\n\nShortcuts:\n" + shortcuts.joined(separator: "\n")
            + "\n\nThe script language: keyboard-chat help script."
    }
}
