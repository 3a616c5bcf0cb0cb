/// Typing state of the drawn keyboard: shift, caps lock, the current page and
/// Pinyin composition. A value type with time passed in, so it is testable.
///
/// ```swift
/// var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
/// for letter in "nihao" { _ = input.press(.character(String(letter)), at: 0) }
/// input.composition          // "nihao"
/// input.candidates.first     // "你好"
/// input.press(.space, at: 1) // [.insert("你好"), .compositionChanged]
/// ```
///
/// Rules:
/// - Shift: one tap uppercases the next letter only; a second tap within
///   `capsLockInterval` turns caps lock on (also when the first tap turned an
///   automatic capital off); any tap while caps-locked turns both off.
/// - 123 shows the letters keyboard's symbols page (`symbolsPage`: `.symbols`, or Hebrew's and
///   Arabic's own; its #+= shows `.moreSymbols`), ABC goes back to the letters layout it came from;
///   the globe cycles english → pinyin → hebrew → arabic → emoji → english.
/// - Pinyin: lowercase letters go into `composition`; space commits the first
///   candidate, `.candidate(i)` the i-th, return the raw letters, backspace
///   edits the composition. A candidate covering only the first syllables leaves
///   the rest composing. Leaving the pinyin layout commits the raw letters, so
///   nothing typed is lost, and so does a send from outside the keyboard
///   (`commitComposition()`, the Send button): the message holds the letters
///   exactly as the field showed them, and nothing stays behind for the next.
/// - Automatic capital (`autocapitalization = .sentences`, english only): the
///   app passes the field's text before the caret (`setTextBeforeCaret`); at
///   the start of the field and after ". " Shift comes on by itself, and goes
///   off again by itself when the text no longer starts a sentence.
/// - A held backspace repeats (`beginRepeat`, `advance(to:)`, `endRepeat`)
///   on `KeyRepeatSchedule`'s timetable.
public struct KeyboardInput: Sendable {
    /// Two shift taps closer than this (seconds) lock caps, like iOS's double tap.
    public static let capsLockInterval = 0.35

    public private(set) var layout: KeyboardLayoutKind
    /// The letters keyboard (english, pinyin, hebrew or arabic) that ABC returns to.
    public private(set) var lettersLayout: KeyboardLayoutKind
    /// One-shot shift: the next letter is uppercase.
    public private(set) var isShifted = false
    public private(set) var isCapsLocked = false
    /// Shift was turned on by automatic capitalisation, not by a tap.
    public internal(set) var isShiftAutomatic = false
    /// Whether Shift comes on by itself at the start of a sentence (english only).
    public var autocapitalization = Autocapitalization.none {
        didSet { applyAutomaticShift() }
    }
    /// The field's text before the caret, as the app last reported it.
    public internal(set) var textBeforeCaret = ""
    /// The held repeating key's start time and how many repeats it has fired.
    var heldRepeat: (start: Double, fired: Int)?
    /// Pinyin letters typed but not committed yet.
    public private(set) var composition = ""
    /// Candidates for `composition`, best first (empty when not composing).
    public var candidates: [String] { matches.map(\.text) }
    /// Candidates with the number of composition letters each consumes.
    public private(set) var matches: [PinyinTable.Candidate] = []

    private var lastShiftTime: Double?
    private let pinyin: PinyinTable

    public init(layout: KeyboardLayoutKind = .english, pinyin: PinyinTable) {
        self.layout = layout
        self.lettersLayout = layout.isLetters ? layout : .english
        self.pinyin = pinyin
    }

    /// Letters are drawn and typed uppercase.
    public var isUppercase: Bool { isShifted || isCapsLocked }
    public var isComposing: Bool { !composition.isEmpty }

    /// Presses `key` at `time` (seconds; only shift uses it).
    /// - Complexity: O(n) in the composition length (candidate lookup).
    public mutating func press(_ key: Key, at time: Double) -> [KeyboardOutput] {
        press(key.action, at: time)
    }

    /// Performs `action` at `time` and returns what the app should do, in order.
    public mutating func press(_ action: KeyAction, at time: Double) -> [KeyboardOutput] {
        switch action {
        case .character(let text):
            return type(text)
        case .shift:
            pressShift(at: time)
            return []
        case .backspace:
            return deleteOne()
        case .switchTo(let kind):
            return setLayout(kind == .symbols ? lettersLayout.symbolsPage : kind)
        case .letters:
            return setLayout(lettersLayout)
        case .nextLayout:
            let from = layout.isLetters || layout == .emoji ? layout : lettersLayout
            return setLayout(from.nextByGlobe)
        case .space:
            guard isComposing else { return [.insert(" ")] }
            guard let best = matches.first else { return commitRaw() }
            return commit(best)
        case .returnKey:
            return isComposing ? commitRaw() : [.send]
        case .candidate(let index):
            guard matches.indices.contains(index) else { return [] }
            return commit(matches[index])
        case .emojiCategory:
            // Scrolling is the scene's (it owns the grid's offset); nothing to type.
            return []
        case .dictation:
            // Nothing to type and nothing to commit: a composition stays as it was.
            return [.dictationUnavailable]
        }
    }

    /// Switches page or keyboard (also for app-driven switches, e.g. a script's
    /// `keyboard pinyin`). Commits any composition first; keeps caps lock,
    /// clears one-shot shift. Returns `[]` when `kind` is already shown.
    public mutating func setLayout(_ kind: KeyboardLayoutKind) -> [KeyboardOutput] {
        guard kind != layout else { return [] }
        var outputs = isComposing ? commitRaw() : []
        layout = kind
        if kind.isLetters { lettersLayout = kind }
        isShifted = false
        isShiftAutomatic = false
        applyAutomaticShift()
        outputs.append(.switchLayout(kind))
        return outputs
    }

    /// Ends the composition as typed (iOS: return, or sending with letters
    /// still composing, puts the raw letters in the field). Returns `[]`
    /// when nothing is composing.
    ///
    /// ```swift
    /// _ = input.press(.character("n"), at: 0); _ = input.press(.character("i"), at: 0)
    /// input.commitComposition()   // [.insert("ni"), .compositionChanged]
    /// input.composition           // ""
    /// ```
    public mutating func commitComposition() -> [KeyboardOutput] {
        isComposing ? commitRaw() : []
    }

    /// The field's text before the caret changed (a key, a send, a click):
    /// automatic capitalisation decides Shift again. An unchanged text
    /// decides nothing, so a Shift tapped off stays off.
    ///
    /// ```swift
    /// input.autocapitalization = .sentences
    /// input.setTextBeforeCaret("Hi.")    // isShifted == false
    /// input.setTextBeforeCaret("Hi. ")   // isShifted == true (automatic)
    /// ```
    /// - Complexity: O(n) in the text's trailing white space.
    public mutating func setTextBeforeCaret(_ text: String) {
        guard text != textBeforeCaret else { return }
        textBeforeCaret = text
        applyAutomaticShift()
    }

    private mutating func applyAutomaticShift() {
        guard !isCapsLocked, isShiftAutomatic || !isShifted else { return }
        let starts = layout == .english && autocapitalization.capitalizesNext(after: textBeforeCaret)
        isShifted = starts
        isShiftAutomatic = starts
    }

    /// One backspace: a composing letter, else the character before the caret.
    mutating func deleteOne() -> [KeyboardOutput] {
        guard isComposing else {
            if !textBeforeCaret.isEmpty {
                textBeforeCaret.removeLast()
                applyAutomaticShift()
            }
            return [.deleteBackward]
        }
        composition.removeLast()
        refreshCandidates()
        return [.compositionChanged]
    }

    private mutating func type(_ text: String) -> [KeyboardOutput] {
        let uppercase = isUppercase
        isShifted = false
        isShiftAutomatic = false
        // A letter between two Shift taps makes them two single taps.
        lastShiftTime = nil
        let isPinyinLetter = layout == .pinyin && !uppercase && !text.isEmpty
            && text.allSatisfy { $0.isASCII && $0.isLetter }
        if isPinyinLetter {
            composition += text.lowercased()
            refreshCandidates()
            return [.compositionChanged]
        }
        // Punctuation (or a shifted letter) ends the composition as typed so far.
        let committed = isComposing ? commitRaw() : []
        return committed + [.insert(uppercase ? text.uppercased() : text)]
    }

    private mutating func pressShift(at time: Double) {
        let wasAutomatic = isShiftAutomatic
        isShiftAutomatic = false
        if isCapsLocked {
            isCapsLocked = false
            isShifted = false
            lastShiftTime = nil
        } else if let last = lastShiftTime, time - last <= Self.capsLockInterval {
            // The second tap of a double tap: from Shift on (tapped), or from
            // an automatic capital the first tap turned off.
            isCapsLocked = true
            isShifted = false
            lastShiftTime = nil
        } else if wasAutomatic && isShifted {
            // Tapping an automatic capital off still counts as a double tap's first tap.
            isShifted = false
            lastShiftTime = time
        } else {
            isShifted.toggle()
            lastShiftTime = isShifted ? time : nil
        }
    }

    private mutating func commit(_ match: PinyinTable.Candidate) -> [KeyboardOutput] {
        composition.removeFirst(min(match.inputLength, composition.count))
        refreshCandidates()
        return [.insert(match.text), .compositionChanged]
    }

    private mutating func commitRaw() -> [KeyboardOutput] {
        let raw = composition
        composition = ""
        refreshCandidates()
        return [.insert(raw), .compositionChanged]
    }

    private mutating func refreshCandidates() {
        matches = pinyin.matches(for: composition)
    }
}
