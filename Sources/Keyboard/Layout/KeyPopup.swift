/// The balloon iOS draws above a pressed letter key: an enlarged key (the
/// head) showing the letter big, joined to the pressed key by a stem as
/// wide as the key, so the letter stays visible above the finger.
///
/// Proportions (of iOS's balloon at 390 pt, where a letter key is 33 × 42 pt): the head is about 1.5 key widths wide and 1.1 key heights
/// tall, its bottom level with the key's top; the stem covers the key. The
/// head is kept inside the keyboard's width, so the q and p balloons lean
/// inwards. The head may reach above the keyboard's top (over the input
/// bar), as on iOS.
///
/// ```swift
/// // "w" at 390 pt portrait: Rect(x: 42, y: 8, width: 33, height: 42)
/// let popup = KeyPopup(key: Rect(x: 42, y: 8, width: 33, height: 42), keyboardWidth: 390)
/// popup.head   // Rect(x: 33.75, y: -38.2, width: 49.5, height: 46.2)
/// popup.stem   // Rect(x: 42, y: 8, width: 33, height: 42)
/// ```
///
/// - Complexity: O(1).
public struct KeyPopup: Hashable, Sendable {
    /// Head width as a multiple of the key's width.
    public static let headWidthRatio = 1.5
    /// Head height as a multiple of the key's height.
    public static let headHeightRatio = 1.1

    /// The enlarged key, in the same coordinates as the key frame.
    public let head: Rect
    /// The part joining the head to the pressed key (the key's own frame).
    public let stem: Rect

    public init(key: Rect, keyboardWidth: Double) {
        let width = key.width * Self.headWidthRatio
        let height = key.height * Self.headHeightRatio
        let centred = key.midX - width / 2
        let x = min(max(centred, 0), max(0, keyboardWidth - width))
        head = Rect(x: x, y: key.minY - height, width: width, height: height)
        stem = key
    }

    /// Whether `key` of a `layout` keyboard gets a balloon: letter, digit and
    /// symbol keys do; function keys, space, the candidate bar and the emoji
    /// keyboard do not (iOS shows none there).
    public static func shows(for key: Key, on layout: KeyboardLayoutKind) -> Bool {
        guard layout != .emoji, case .character(let text) = key.action, !key.isSpecial else { return false }
        return text.count == 1
    }
}
