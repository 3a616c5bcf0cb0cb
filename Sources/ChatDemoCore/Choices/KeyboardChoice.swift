import Keyboard

/// The keyboards a reviewer can pick with `--keyboard`, the script's
/// `keyboard` and the menu (symbols is a page of these, reached with 123).
///
///     KeyboardChoice(rawValue: "pinyin")?.layout  // .pinyin
///     KeyboardChoice.pinyin.label                  // "Pinyin 拼音"
///
/// - Complexity: O(1) for every member.
public enum KeyboardChoice: String, DemoChoice {
    case english, pinyin, emoji, hebrew, arabic

    public static let actionName = "keyboard"
    public static let menuTitle = "Keyboard"
    public static var commandLineHelp: String { "Keyboard layout: \(spelledOut)." }

    public var layout: KeyboardLayoutKind {
        switch self {
        case .english: .english
        case .pinyin: .pinyin
        case .emoji: .emoji
        case .hebrew: .hebrew
        case .arabic: .arabic
        }
    }

    public var label: String {
        switch self {
        case .english: "English"
        case .pinyin: "Pinyin 拼音"
        case .emoji: "Emoji"
        case .hebrew: "Hebrew עברית"
        case .arabic: "Arabic العربية"
        }
    }

    public var help: String { "Switch to the \(label) keyboard" }
}
