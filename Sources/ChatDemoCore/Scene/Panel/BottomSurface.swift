/// What sits under the input bar: nothing, the drawn keyboard, or the app's own attachment
/// panel (`ChatScene+Panel`). Raw values are the trace's `surface` column and the caption's word.
///
///     BottomSurface.panel.rawValue   // "panel"
///
/// - Complexity: O(1).
public enum BottomSurface: String, CaseIterable, Hashable, Sendable {
    case none, keyboard, panel
}

/// The `panel` script command's argument: `panel show`, `panel hide`, `panel toggle` (the menu
/// item and its accelerator toggle).
///
///     PanelRequest(rawValue: "toggle")   // .toggle
///
/// - Complexity: O(1).
public enum PanelRequest: String, SpelledChoice {
    case show, hide, toggle

    public static let commandName = "panel"
    public static var commandLineHelp: String { "The attachment panel: \(spelledOut)." }
}
