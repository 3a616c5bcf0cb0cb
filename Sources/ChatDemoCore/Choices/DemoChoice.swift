/// A set of named values a reviewer picks by typing its spelling: on the
/// command line (`--theme dark`) or in a script (`keyboard pinyin`). The raw
/// value is that spelling, so the list a help text or an error message shows
/// is always `allCases`, never a second copy.
///
///     ThemeOption.spellings   // ["light", "dark", "system"]
///     ThemeOption.spelledOut  // "light, dark or system"
///
/// - Complexity: O(n) in the number of cases.
public protocol SpelledChoice: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String, AllCases == [Self] {
    /// What `--help` says about the option (it lists the spellings).
    static var commandLineHelp: String { get }
}

extension SpelledChoice {
    /// Every accepted spelling, in `allCases` order.
    public static var spellings: [String] { allCases.map(\.rawValue) }

    /// The spellings as an English list: "few, some or many".
    public static var spelledOut: String {
        let words = spellings
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}

/// One entry of the menus and of the Keyboard Shortcuts window: a GTK
/// application action with its label and, for some, an accelerator. The
/// header bar, the bound accelerators and `DesktopShortcuts` all read these,
/// so a label or a key is written once, beside the value it belongs to.
public protocol MenuEntry: Sendable {
    /// The detailed GTK action: `app.rotate`, `app.case::few`.
    var detailedAction: String { get }
    /// What the menu item or button shows.
    var label: String { get }
    /// What the Keyboard Shortcuts window calls it (often the label).
    var shortcutTitle: String { get }
    /// A GTK accelerator (`gtk_accelerator_parse` syntax: `<Primary>1`), or nil.
    var accelerator: String? { get }
}

/// A radio choice (conversation case, keyboard, strategy): one GTK action
/// `app.NAME` with a string state, whose name is also the script command
/// (`case few`, `keyboard pinyin`, `strategy inset`).
///
///     KeyboardChoice.pinyin.detailedAction  // "app.keyboard::pinyin"
///     ConversationCase.many.accelerator     // "<Primary>3"
public protocol DemoChoice: SpelledChoice, MenuEntry {
    /// The GTK action's name and the script command that picks a value.
    static var actionName: String { get }
    /// The title of the submenu that lists the values.
    static var menuTitle: String { get }
    /// A sentence for the value's tooltip.
    var help: String { get }
}

extension DemoChoice {
    public var detailedAction: String { "app.\(Self.actionName)::\(rawValue)" }
    public var shortcutTitle: String { label }
    public var accelerator: String? { nil }
}
