/// How much a word-deleting backspace repeat removes: the white space right
/// before the caret and the word before that, as iOS's held backspace does
/// once it deletes whole words.
///
/// ```swift
/// BackwardWord.length(before: "hello world")     // 5  ("world")
/// BackwardWord.length(before: "hello world  ")   // 7  ("world  ")
/// BackwardWord.length(before: "hello")           // 5
/// BackwardWord.length(before: "")                // 0
/// ```
public enum BackwardWord {
    /// Characters (grapheme clusters) to delete before the caret.
    /// - Complexity: O(n) in the length deleted.
    public static func length(before textBeforeCaret: String) -> Int {
        let reversed = textBeforeCaret.reversed()
        let spaces = reversed.prefix { $0.isWhitespace }.count
        let word = reversed.dropFirst(spaces).prefix { !$0.isWhitespace }.count
        return spaces + word
    }
}
