/// The drawn keyboards and pages. The raw value is the layout file's base name
/// (`Resources/Layouts/<rawValue>.json`).
///
/// ```swift
/// KeyboardLayoutKind.english.nextByGlobe   // .pinyin
/// ```
public enum KeyboardLayoutKind: String, CaseIterable, Sendable, Hashable, Codable {
    case english
    case symbols
    /// The symbols keyboard's second page (`#+=` on iOS).
    case moreSymbols
    case pinyin
    case emoji

    /// Where the globe key goes from here: english → pinyin → emoji → english.
    /// Symbols (both pages) is a page of whichever letters keyboard opened it, so it has no
    /// place in the cycle of its own and behaves like english.
    public var nextByGlobe: KeyboardLayoutKind {
        switch self {
        case .english, .symbols, .moreSymbols: return .pinyin
        case .pinyin: return .emoji
        case .emoji: return .english
        }
    }

    /// Layouts whose letter keys type letters (the ones 123 and ABC switch between).
    public var isLetters: Bool { self == .english || self == .pinyin }
}
