/// Which letters the keyboard capitalises by itself, like UIKit's
/// `UITextAutocapitalizationType` (`.none` and `.sentences`).
///
/// ```swift
/// Autocapitalization.sentences.capitalizesNext(after: "")          // true: start of the field
/// Autocapitalization.sentences.capitalizesNext(after: "Hi.")       // false: no space yet
/// Autocapitalization.sentences.capitalizesNext(after: "Hi. ")      // true
/// Autocapitalization.sentences.capitalizesNext(after: "Hi ")       // false
/// Autocapitalization.sentences.capitalizesNext(after: "Hi!\n")     // true
/// Autocapitalization.none.capitalizesNext(after: "")               // false
/// ```
public enum Autocapitalization: Hashable, Sendable {
    case none
    /// The first letter of the field and of every sentence.
    case sentences

    /// Characters that end a sentence.
    static let sentenceTerminators: Set<Character> = [".", "!", "?"]

    /// Whether the next letter typed after `textBeforeCaret` starts a sentence:
    /// the field holds only white space before the caret, or the caret follows
    /// a sentence terminator and then white space (". "), or a line break.
    /// - Complexity: O(n) in the trailing white space.
    public func capitalizesNext(after textBeforeCaret: String) -> Bool {
        guard self == .sentences else { return false }
        if textBeforeCaret.last?.isNewline == true { return true }
        guard let lastVisible = textBeforeCaret.lastIndex(where: { !$0.isWhitespace }) else { return true }
        let endsWithSpace = textBeforeCaret.index(after: lastVisible) != textBeforeCaret.endIndex
        return endsWithSpace && Self.sentenceTerminators.contains(textBeforeCaret[lastVisible])
    }
}
