/// The four drawn keyboards. The raw value is the layout file's base name
/// (`Resources/Layouts/<rawValue>.json`).
///
/// ```swift
/// KeyboardLayoutKind.english.nextByGlobe   // .pinyin
/// ```
public enum KeyboardLayoutKind: String, CaseIterable, Sendable, Hashable, Codable {
    case english
    case symbols
    case pinyin
    case emoji

    /// Where the globe key goes from here: english → pinyin → emoji → english.
    /// Symbols is a page of whichever letters keyboard opened it, so it has no
    /// place in the cycle of its own and behaves like english.
    public var nextByGlobe: KeyboardLayoutKind {
        switch self {
        case .english, .symbols: return .pinyin
        case .pinyin: return .emoji
        case .emoji: return .english
        }
    }

    /// Layouts whose letter keys type letters (the ones 123 and ABC switch between).
    public var isLetters: Bool { self == .english || self == .pinyin }
}
