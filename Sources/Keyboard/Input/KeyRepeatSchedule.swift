/// When a held backspace repeats, as a function of how long it has been held.
///
/// iOS deletes once on touch-down, waits about half a second, then repeats
/// character by character about ten times a second, and after a couple of
/// seconds switches to deleting whole words, more slowly. Repeat `k`
/// (k = 1, 2, …; the touch-down delete is not a repeat) fires at hold time:
///
/// - k ≤ `charactersBeforeWords` (20): `initialDelay + (k − 1) · characterInterval`
///   = 0.5, 0.6, …, 2.4 s, each deleting one character;
/// - k > 20: `2.4 + (k − 20) · wordInterval` = 2.65, 2.9, … s, each deleting a word.
///
/// ```swift
/// KeyRepeatSchedule.repeatCount(afterHolding: 0.49)   // 0
/// KeyRepeatSchedule.repeatCount(afterHolding: 0.5)    // 1
/// KeyRepeatSchedule.repeatCount(afterHolding: 0.65)   // 2
/// KeyRepeatSchedule.repeatCount(afterHolding: 2.65)   // 21
/// KeyRepeatSchedule.unit(ofRepeat: 21)                // .word
/// ```
///
/// Time is a parameter: `KeyboardInput.advance(to:)` asks how many repeats
/// are due at the frame's time, so repeats follow the one frame clock.
public enum KeyRepeatSchedule {
    /// What one repeat deletes.
    public enum Unit: Hashable, Sendable {
        case character
        case word
    }

    /// Hold time (seconds) of the first repeat.
    public static let initialDelay = 0.5
    /// Seconds between character repeats.
    public static let characterInterval = 0.1
    /// Character repeats before the repeat deletes whole words.
    public static let charactersBeforeWords = 20
    /// Seconds between word repeats.
    public static let wordInterval = 0.25
    /// Absorbs binary rounding, so a repeat due at exactly 0.6 s fires at 0.6 s.
    private static let tolerance = 1e-9

    /// Hold time of the last character repeat (2.4 s).
    public static var lastCharacterRepeatTime: Double {
        initialDelay + Double(charactersBeforeWords - 1) * characterInterval
    }

    /// How many repeats have fired once the key has been held `holdTime` seconds.
    /// - Complexity: O(1).
    public static func repeatCount(afterHolding holdTime: Double) -> Int {
        guard holdTime + tolerance >= initialDelay else { return 0 }
        let lastCharacter = lastCharacterRepeatTime
        guard holdTime + tolerance >= lastCharacter + wordInterval else {
            return min(charactersBeforeWords, Int(((holdTime - initialDelay) / characterInterval + tolerance).rounded(.down)) + 1)
        }
        return charactersBeforeWords + Int(((holdTime - lastCharacter) / wordInterval + tolerance).rounded(.down))
    }

    /// What repeat `index` (1-based) deletes.
    public static func unit(ofRepeat index: Int) -> Unit {
        index <= charactersBeforeWords ? .character : .word
    }
}
