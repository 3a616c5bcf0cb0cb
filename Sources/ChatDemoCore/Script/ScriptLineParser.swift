import ChatLayout
import OutputFiles
import TerminalText

/// Turns one `ScriptLine` into a step, or says what is wrong with it and where.
///
/// The line's first words choose its entry of `ScriptCommandEntry.all`, whose `parse` reads the
/// arguments with the helpers here, so every command checks and reports its words the same way.
///
/// Every message names the line and the column of the offending word: the value that does not
/// parse, the first word too many, or the command itself when something is missing (the
/// compilers' `file:line:column:`). Words are quoted with invisible characters escaped and at
/// most `quotedScalarLimit` scalars long, so a megabyte-long word does not fill the terminal.
///
///     wait 1.5      →  s.txt:1:6: expected a duration of 0…600000 milliseconds, got '1.5'
///     tap key       →  s.txt:1:5: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got 'key'
///     send now      →  s.txt:1:6: 'send' takes no arguments
///
/// A step keeps the column of the word it acts on (the key's label, `jump`, the screenshot's
/// path; the command otherwise), for problems found only while the script runs.
///
/// - Complexity: O(n) in the line's length.
struct ScriptLineParser {
    typealias Word = ScriptLine.Word

    /// How much of a word a message quotes, in Unicode scalars (then "…").
    static let quotedScalarLimit = 200

    let line: ScriptLine
    private let number: Int
    private let file: String
    private let keyLabels: Set<String>

    /// The step on `line` (line `number` of `file`), nil for a blank or comment line.
    static func step(of line: ScriptLine, number: Int, file: String, keyLabels: Set<String>) throws(InputError) -> DemoScript.Step? {
        guard !line.words.isEmpty else { return nil }
        let parser = ScriptLineParser(line: line, number: number, file: file, keyLabels: keyLabels)
        let (command, subject) = try parser.entry().parse(parser)
        return DemoScript.Step(line: number, column: subject.column, command: command)
    }

    var words: [Word] { line.words }
    var name: Word { line.words[0] }
    var arguments: ArraySlice<Word> { line.words.dropFirst() }

    /// The entry of `ScriptCommandEntry.all` that reads this line: the one its first words name.
    /// In a family of several (`tap input`, `tap key`, …) the second word chooses; when it names
    /// none, the family's `takesOtherWords` entry reports it, or else the family's usage does.
    private func entry() throws(InputError) -> ScriptCommandEntry {
        let family = ScriptCommandEntry.all.filter { $0.keywords[0] == name.text }
        guard !family.isEmpty else { throw fail("unknown command '\(shown(name))'", at: name) }
        let second = arguments.first?.text
        if let entry = family.first(where: { $0.keywords.count == 1 || $0.keywords[1] == second }) { return entry }
        if let entry = family.first(where: \.takesOtherWords) { return entry }
        throw familyUsage(at: arguments.first ?? name)
    }

    /// What every command of this line's family can be, with the line's arguments:
    /// `'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got 'button'`.
    func familyUsage(at word: Word) -> InputError {
        let forms = ScriptCommandEntry.all.filter { $0.keywords[0] == name.text }
            .map { "'\($0.syntax.split(separator: " ").dropFirst().joined(separator: " "))'" }
        let listed = forms.count > 1 ? forms.dropLast().joined(separator: ", ") + " or " + forms[forms.count - 1] : forms.joined()
        return fail("'\(name.text)' takes \(listed), got '\(shown(arguments))'", at: word)
    }

    /// `tap input|list|send|jump`: the target is the word acted on; nothing may follow it.
    func tap(_ command: ScriptCommand) throws(InputError) -> (ScriptCommand, Word) {
        if let wrong = misplaced(taking: 1) { throw familyUsage(at: wrong) }
        return (command, words[1])
    }

    /// `tap key LABEL` / `hold key LABEL MS`'s label: one some keyboard has.
    func keyLabel(_ word: Word) throws(InputError) -> Word {
        guard keyLabels.contains(word.text) else {
            throw fail("no keyboard has a key labelled '\(shown(word))' (keys are named by what they show: q, ⇧, ⌫, space, return, 123, 🌐, 空格, …)", at: word)
        }
        return word
    }

    // MARK: Arguments

    /// The word a usage error points at when the command takes `count` arguments: the first
    /// word too many, or the command itself when some are missing; nil when the count is right.
    func misplaced(taking count: Int) -> Word? {
        if arguments.count > count { return words[count + 1] }
        if arguments.count < count { return name }
        return nil
    }

    func expectNoArguments() throws(InputError) {
        if let extra = arguments.first { throw fail("'\(name.text)' takes no arguments", at: extra) }
    }

    /// The one argument of a choice's command (`case few`), or a message listing every value.
    func choice<Choice: DemoChoice>() throws(InputError) -> Choice {
        try choice(Choice.self, "'\(Choice.actionName)' takes one of \(Choice.spellings.joined(separator: ", "))")
    }

    func choice<Choice: SpelledChoice>(_: Choice.Type, _ expected: String) throws(InputError) -> Choice {
        try choice(Dictionary(uniqueKeysWithValues: Choice.allCases.map { ($0.rawValue, $0) }), expected)
    }

    /// The value `values` gives the command's one argument; `expected` starts the message.
    func choice<Value>(_ values: [String: Value], _ expected: String) throws(InputError) -> Value {
        let message = "\(expected), got '\(shown(arguments))'"
        if let wrong = misplaced(taking: 1) { throw fail(message, at: wrong) }
        guard let value = values[words[1].text] else { throw fail(message, at: words[1]) }
        return value
    }

    func number(_ word: Word, _ expected: String) throws(InputError) -> Double {
        guard let value = Double(word.text), value.isFinite else { throw fail("\(expected), got '\(shown(word))'", at: word) }
        return value
    }

    func milliseconds(_ word: Word) throws(InputError) -> Int {
        guard let value = Int(word.text), value >= 0, value <= DemoScript.longestStepMilliseconds else {
            throw fail("expected a duration of 0…\(DemoScript.longestStepMilliseconds) milliseconds, got '\(shown(word))'", at: word)
        }
        return value
    }

    // MARK: Messages

    func fail(_ message: String, at word: Word) -> InputError {
        InputError(file: file, line: number, column: word.column, message)
    }

    func shown(_ word: Word) -> String { Self.quoted(word.text) }

    func shown(_ words: ArraySlice<Word>) -> String { Self.quoted(words.map(\.text).joined(separator: " ")) }

    /// `text` with invisible characters escaped, cut to `quotedScalarLimit` scalars and "…".
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > quotedScalarLimit else { return VisibleText.escaped(text) }
        return VisibleText.escaped(ScriptLine.string(scalars.prefix(quotedScalarLimit))) + "…"
    }
}

extension ScriptLineParser {
    /// The text of a `type` or `receive-stream` line, `text` starting at scalar `offset` of the
    /// line: `\n` is a line break (the field grows a line) and `\\` a backslash. Any other
    /// backslash, or one that ends the text, is refused at its column: typed as it stands it
    /// would put into the field what the author did not mean, with no word said.
    ///
    ///     typedText(#"one\ntwo"#)   // "one" + line break + "two"
    ///     typedText(#"a\\n"#)       // #"a\n"#: an escaped backslash, then "n"
    ///     typedText(#"C:\dir"#)     // s.txt:1:8: unknown escape '\d' (…)
    ///
    /// - Complexity: O(n) in the text's length.
    func typedText(_ text: String, at offset: Int) throws(InputError) -> String {
        let hint = #"(type takes \n for a line break and \\ for a backslash)"#
        var result = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var index = offset
        while let scalar = scalars.popFirst() {
            defer { index += 1 }
            guard scalar == "\\" else { result.append(scalar); continue }
            let column = index + 1
            guard let escaped = scalars.popFirst() else {
                throw InputError(file: file, line: number, column: column, "a lone '\\' ends the text \(hint)")
            }
            index += 1
            switch escaped {
            case "n": result.append("\n")
            case "\\": result.append("\\")
            default:
                let shown = Self.quoted(ScriptLine.string(["\\", escaped]))
                throw InputError(file: file, line: number, column: column, "unknown escape '\(shown)' \(hint)")
            }
        }
        return String(result)
    }
}
