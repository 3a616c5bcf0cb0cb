/// What a key does when pressed. `KeyboardInput.press(_:at:)` turns actions into
/// `KeyboardOutput`s.
///
/// In layout files an action is written as a short code:
///
/// | code             | action                      |
/// |------------------|-----------------------------|
/// | (omitted)        | `.character(label)`         |
/// | `char:X`         | `.character("X")`           |
/// | `shift`          | `.shift`                    |
/// | `backspace`      | `.backspace`                |
/// | `switch:symbols` | `.switchTo(.symbols)` (123) |
/// | `letters`        | `.letters` (ABC)            |
/// | `globe`          | `.nextLayout`               |
/// | `dictation`      | `.dictation`                |
/// | `space`          | `.space`                    |
/// | `return`         | `.returnKey`                |
///
/// Candidate slots (`.candidate(i)`) are generated from `candidateSlots`, not written.
public enum KeyAction: Hashable, Sendable {
    /// Types this text (subject to shift and caps lock when it is a letter).
    case character(String)
    /// One tap: next letter uppercase; a second tap within
    /// `KeyboardInput.capsLockInterval`: caps lock.
    case shift
    case backspace
    /// Shows another page, e.g. 123 → `.symbols` (the letters keyboard's own page: `symbolsPage`).
    case switchTo(KeyboardLayoutKind)
    /// ABC: back to the letters keyboard (english or pinyin) the page was opened from.
    case letters
    /// The globe key: english → pinyin → hebrew → arabic → emoji → english. It sits in the band under the
    /// bottom row (`KeyboardBand`), on every keyboard.
    case nextLayout
    /// The microphone in the band under the bottom row (`KeyboardBand`). There is no speech
    /// input in this prototype: pressing it types nothing and leaves the draft as it is
    /// (`KeyboardOutput.dictationUnavailable`).
    case dictation
    case space
    case returnKey
    /// The i-th slot of the Pinyin candidate bar (its text is `KeyboardInput.candidates[i]`).
    case candidate(Int)
    /// An emoji keyboard category icon: scrolls the grid to category i (`EmojiGrid`).
    case emojiCategory(Int)

    /// Parses a layout-file action code (see the table above); nil when unknown.
    init?(code: String) {
        let switchPrefix = "switch:"
        let characterPrefix = "char:"
        switch code {
        case "shift": self = .shift
        case "backspace": self = .backspace
        case "letters": self = .letters
        case "globe": self = .nextLayout
        case "dictation": self = .dictation
        case "space": self = .space
        case "return": self = .returnKey
        case _ where code.hasPrefix(characterPrefix):
            self = .character(String(code.dropFirst(characterPrefix.count)))
        case _ where code.hasPrefix(switchPrefix):
            guard let kind = KeyboardLayoutKind(rawValue: String(code.dropFirst(switchPrefix.count))) else {
                return nil
            }
            self = .switchTo(kind)
        default:
            return nil
        }
    }
}
