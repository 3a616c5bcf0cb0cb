/// The drawn keyboards and pages. The raw value is the layout file's base name
/// (`Resources/Layouts/<rawValue>.json`).
///
/// ```swift
/// KeyboardLayoutKind.english.nextByGlobe   // .pinyin
/// KeyboardLayoutKind.hebrew.symbolsPage    // .hebrewSymbols
/// ```
public enum KeyboardLayoutKind: String, CaseIterable, Sendable, Hashable, Codable {
    case english
    case symbols
    /// The symbols keyboard's second page (`#+=` on iOS), shared by every letters keyboard.
    case moreSymbols
    case pinyin
    case emoji
    /// iOS's Hebrew keyboard: three letter rows, no Shift (Hebrew has no capitals).
    case hebrew
    /// The Hebrew keyboard's own 123 page (₪ in place of $).
    case hebrewSymbols
    /// iOS's Arabic keyboard: three letter rows.
    case arabic
    /// The Arabic keyboard's own 123 page (Arabic-Indic digits, ، ؛ ؟).
    case arabicSymbols

    /// Where the globe key goes from here: english → pinyin → hebrew → arabic → emoji → english.
    /// A symbols page is a page of whichever letters keyboard opened it, so it has no place in
    /// the cycle of its own and behaves like its letters (`KeyboardInput` passes those).
    public var nextByGlobe: KeyboardLayoutKind {
        switch self {
        case .english, .symbols, .moreSymbols: return .pinyin
        case .pinyin: return .hebrew
        case .hebrew, .hebrewSymbols: return .arabic
        case .arabic, .arabicSymbols: return .emoji
        case .emoji: return .english
        }
    }

    /// Layouts whose letter keys type letters (the ones 123 and ABC switch between).
    public var isLetters: Bool { [.english, .pinyin, .hebrew, .arabic].contains(self) }

    /// The 123 page of this letters keyboard: Hebrew and Arabic have their own, english and
    /// Pinyin share `.symbols`. A layout's `switch:symbols` (123, and `#+=`'s 123) opens it.
    public var symbolsPage: KeyboardLayoutKind {
        switch self {
        case .hebrew: return .hebrewSymbols
        case .arabic: return .arabicSymbols
        default: return .symbols
        }
    }
}
