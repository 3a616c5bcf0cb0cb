import StrictJSON

/// One line of a `--script`, cut into words at spaces and tabs, with each word's column.
///
/// The cut is made on Unicode scalars, never on `Character`s: a space followed by a combining
/// mark or a zero-width joiner is one `Character` (`" \u{301}"`), so a line such as
/// `type \u{301}abc` would otherwise have no space after its command and read as the unknown
/// command `type \u{301}abc`. Columns count scalars from 1, as `TextPosition` does for JSON
/// files, so a message's `file:line:column` points where an editor puts its cursor.
///
/// `#` starts a comment, except where text owns the line: everything after `type` and
/// `receive-stream` is their text, and the label of `tap key` / `hold key` may itself begin
/// with `#` (`tap key #+=`, the symbols page's second-page key).
///
///     let line = ScriptLine(Array("  tap key q # shift it".unicodeScalars)[...])
///     line.words.map(\.text)     // ["tap", "key", "q"]
///     line.words.map(\.column)   // [3, 7, 11]
///
/// - Complexity: O(n) in the line's length.
struct ScriptLine {
    struct Word: Equatable {
        let text: String
        /// Where the word starts in the line, from 1, in Unicode scalars.
        let column: Int
        /// The word's scalars, as offsets into the line.
        let range: Range<Int>
    }

    /// The line's scalars, without its line end and without a comment.
    let scalars: [Unicode.Scalar]
    let words: [Word]

    /// Reads one line (without its `\n`; a `\r` before it is dropped) and leaves out its comment.
    init(_ raw: ArraySlice<Unicode.Scalar>) {
        let line = Array(raw.last == "\r" ? raw.dropLast() : raw)
        let words = Self.words(of: line)
        let end = Self.commentStart(in: line, words: words) ?? line.count
        scalars = Array(line[..<end])
        self.words = end == line.count ? words : Self.words(of: scalars)
    }

    /// The commands whose text owns the rest of the line (their syntax takes a `TEXT`): a `#`
    /// there is text, not a comment.
    static let lineOwners = Set(ScriptCommandEntry.all.filter { $0.syntax.contains(" TEXT") }.map { $0.keywords[0] })
    /// The keywords of the commands that name a key (`tap key LABEL`): the label follows them and
    /// may itself begin with `#`.
    static let keyNamers = ScriptCommandEntry.all.filter { $0.syntax.contains(" LABEL") }.map(\.keywords)

    /// Everything after word `index` and the one space or tab that follows it, verbatim (inner
    /// and trailing spaces and `#` included): the text of `type`.
    func text(after index: Int) -> String {
        Self.string(scalars[textStart(after: index)...])
    }

    /// Where `text(after:)` starts, in scalars from 0.
    func textStart(after index: Int) -> Int {
        min(words[index].range.upperBound + 1, scalars.count)
    }

    /// The scalars from the start of word `first` to the end of word `last`, verbatim.
    func text(from first: Int, through last: Int) -> String {
        Self.string(scalars[words[first].range.lowerBound..<words[last].range.upperBound])
    }

    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    private static func words(of line: [Unicode.Scalar]) -> [Word] {
        var words: [Word] = []
        var index = 0
        while index < line.count {
            guard !isSeparator(line[index]) else { index += 1; continue }
            let start = index
            while index < line.count && !isSeparator(line[index]) { index += 1 }
            words.append(Word(text: string(line[start..<index]), column: start + 1, range: start..<index))
        }
        return words
    }

    /// Where the line's comment begins, nil when it has none.
    private static func commentStart(in line: [Unicode.Scalar], words: [Word]) -> Int? {
        guard let first = words.first else { return nil }
        if lineOwners.contains(first.text) { return nil }
        var searchFrom = first.range.lowerBound
        if let keywords = keyNamers.first(where: { words.count > $0.count && words.prefix($0.count).map(\.text) == $0 }) {
            searchFrom = words[keywords.count].range.upperBound
        }
        return line[searchFrom...].firstIndex(of: "#")
    }
}
