/// A held backspace, repeating on `KeyRepeatSchedule`'s timetable.
///
/// The app calls `beginRepeat(at:)` when the finger goes down on backspace
/// (iOS deletes on touch-down, not on release), `advance(to:)` once per
/// frame with the frame's time, and `endRepeat()` when the finger lifts.
///
/// ```swift
/// var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
/// input.setTextBeforeCaret("see you")
/// input.beginRepeat(at: 10)      // [.deleteBackward]              "see yo"
/// input.advance(to: 10.4)        // []                             (before 0.5 s)
/// input.advance(to: 10.65)       // [.deleteBackward, .deleteBackward]  repeats 1 and 2: "see "
/// input.endRepeat()
/// ```
///
/// Word repeats (from the 21st) emit one `.deleteBackward` per character of
/// `BackwardWord.length(before:)`, so the app needs no word logic; while
/// Pinyin letters are composing, every repeat deletes one composing letter.
extension KeyboardInput {
    /// The finger went down on backspace at `time`: deletes once and starts the hold.
    /// - Complexity: O(n) in the composition length.
    public mutating func beginRepeat(at time: Double) -> [KeyboardOutput] {
        heldRepeat = (start: time, fired: 0)
        return deleteOne()
    }

    /// The repeats due between the last call and `time`, in order. Returns `[]`
    /// when nothing is held or nothing is due.
    /// - Complexity: O(r · w) for r repeats due, w the length of a deleted word.
    public mutating func advance(to time: Double) -> [KeyboardOutput] {
        guard let held = heldRepeat else { return [] }
        let due = KeyRepeatSchedule.repeatCount(afterHolding: time - held.start)
        guard due > held.fired else { return [] }
        var outputs: [KeyboardOutput] = []
        for index in (held.fired + 1)...due {
            switch KeyRepeatSchedule.unit(ofRepeat: index) {
            case .character:
                outputs += deleteOne()
            case .word where isComposing:
                outputs += deleteOne()
            case .word:
                for _ in 0..<BackwardWord.length(before: textBeforeCaret) { outputs += deleteOne() }
            }
        }
        heldRepeat = (start: held.start, fired: due)
        return outputs
    }

    /// The finger lifted (or the gesture was cancelled): no more repeats.
    public mutating func endRepeat() {
        heldRepeat = nil
    }

    /// Whether a held key is repeating.
    public var isRepeating: Bool { heldRepeat != nil }
}
