import ChatDemoCore

extension JSONCursor {
    /// A string at its opening quote: where its body lies, whether it holds escapes, its
    /// decoded length and paragraph count; `counting` also appends each paragraph's counts to
    /// `paragraphs` (what `ParagraphCounts.of` gives for the decoded text). Nil at a control
    /// byte, a bad escape, a lone surrogate or bytes that are not UTF-8 (`JSONStringBody.scan`,
    /// which this app's own files are read with as well).
    ///
    /// - Complexity: O(length of the string as written).
    mutating func string(counting: Bool) -> StringBody? {
        JSONStringBody.scan(bytes, at: &index, counting: counting, paragraphs: &paragraphs)
    }
}
