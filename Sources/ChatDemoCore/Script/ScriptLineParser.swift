import ChatLayout

/// Turns one `ScriptLine` into a step, or says what is wrong with it and where.
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

    private let line: ScriptLine
    private let number: Int
    private let file: String
    private let keyLabels: Set<String>

    /// The step on `line` (line `number` of `file`), nil for a blank or comment line.
    static func step(of line: ScriptLine, number: Int, file: String, keyLabels: Set<String>) throws(InputError) -> DemoScript.Step? {
        guard !line.words.isEmpty else { return nil }
        let parser = ScriptLineParser(line: line, number: number, file: file, keyLabels: keyLabels)
        let (command, subject) = try parser.command()
        return DemoScript.Step(line: number, column: subject.column, command: command)
    }

    private var words: [Word] { line.words }
    private var name: Word { line.words[0] }
    private var arguments: ArraySlice<Word> { line.words.dropFirst() }

    private func command() throws(InputError) -> (ScriptCommand, Word) {
        switch name.text {
        case "tap": return try tap()
        case "hold": return try hold()
        case "type":
            // Everything after "type" and one separating space or tab is the text, verbatim.
            let text = line.text(after: 0)
            guard !text.isEmpty else { throw fail("'type' needs the text to type", at: name) }
            return (.type(typedText(text)), name)
        case "send": try expectNoArguments(); return (.send, name)
        case DemoBehaviour.rotate.scriptCommand: try expectNoArguments(); return (.rotate, name)
        case ConversationCase.actionName: return (.conversationCase(try choice()), name)
        case KeyboardChoice.actionName: return (.keyboard(try choice()), name)
        case Strategy.actionName: return (.strategy(try choice()), name)
        case "quit": try expectNoArguments(); return (.quit, name)
        case DemoBehaviour.hideKeyboard.scriptCommand: try expectNoArguments(); return (.escape, name)
        case PanelRequest.commandName: return (.panel(try choice(PanelRequest.self, "'\(name.text)' takes one of \(PanelRequest.spellings.joined(separator: ", "))")), name)
        case "wait":
            if let wrong = misplaced(taking: 1) { throw fail("'wait' takes one duration in milliseconds", at: wrong) }
            return (.wait(milliseconds: try milliseconds(words[1])), name)
        case "drag" where arguments.first?.text == "keyboard": return try dragKeyboard()
        case "drag": return try dragList()
        case "screenshot":
            let usage = "usage: screenshot FILE.png"
            if let wrong = misplaced(taking: 1) { throw fail(usage, at: wrong) }
            let path = words[1]
            guard path.text.hasSuffix(".png"), !path.text.hasSuffix("/.png"), path.text != ".png" else { throw fail(usage, at: path) }
            return (.screenshot(path: path.text), path)
        case DemoBehaviour.slowMotion.scriptCommand: return (.slowMotion(try slowMotionFactor()), name)
        case DemoBehaviour.debugOverlay.scriptCommand:
            let on = try choice(["on": true, "off": false], "'\(name.text)' takes 'on' or 'off'")
            return (.overlay(on), name)
        case DemoBehaviour.receiveStream.scriptCommand: return try receiveStream()
        case "resize": return try resize()
        default: throw fail("unknown command '\(shown(name))'", at: name)
        }
    }

    private func tap() throws(InputError) -> (ScriptCommand, Word) {
        let usage = "'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got '\(shown(arguments))'"
        guard let target = arguments.first else { throw fail(usage, at: name) }
        let taps: [String: ScriptCommand] = ["input": .tapInput, "list": .tapList, "send": .tapSend, "jump": .tapJumpToLatest]
        if let command = taps[target.text] {
            if let wrong = misplaced(taking: 1) { throw fail(usage, at: wrong) }
            return (command, target)
        }
        guard target.text == "key" else { throw fail(usage, at: target) }
        if let wrong = misplaced(taking: 2) { throw fail(usage, at: wrong == name ? target : wrong) }
        let label = try keyLabel(words[2])
        return (.tapKey(label.text), label)
    }

    private func hold() throws(InputError) -> (ScriptCommand, Word) {
        let usage = "usage: hold key LABEL MS"
        if let first = arguments.first, first.text != "key" { throw fail(usage, at: first) }
        if let wrong = misplaced(taking: 3) { throw fail(usage, at: wrong) }
        let label = try keyLabel(words[2])
        return (.holdKey(label.text, milliseconds: try milliseconds(words[3])), label)
    }

    private func dragKeyboard() throws(InputError) -> (ScriptCommand, Word) {
        if let wrong = misplaced(taking: 3) { throw fail("usage: drag keyboard DX MS", at: wrong) }
        let dx = try number(words[2], "'drag keyboard' needs a numeric DX")
        return (.dragKeyboard(dx: dx, milliseconds: try milliseconds(words[3])), words[1])
    }

    private func dragList() throws(InputError) -> (ScriptCommand, Word) {
        let usage = "usage: drag list DX DY MS"
        if let first = arguments.first, first.text != "list" { throw fail(usage, at: first) }
        if let wrong = misplaced(taking: 4) { throw fail(usage, at: wrong) }
        let dx = try number(words[2], "'drag list' needs a numeric DX")
        let dy = try number(words[3], "'drag list' needs a numeric DY")
        return (.drag(dx: dx, dy: dy, milliseconds: try milliseconds(words[4])), name)
    }

    private func slowMotionFactor() throws(InputError) -> Double {
        let atLeast = "'\(name.text)' takes one factor of at least 1"
        if let wrong = misplaced(taking: 1) { throw fail(atLeast, at: wrong) }
        guard let factor = Double(words[1].text), factor.isFinite, factor >= 1 else { throw fail(atLeast, at: words[1]) }
        guard factor <= SlowMotion.range.upperBound else {
            throw fail("'\(name.text)' takes a factor of at most \(Int(SlowMotion.range.upperBound)) (as --slow-motion does), got '\(shown(words[1]))'", at: words[1])
        }
        return factor
    }

    /// `receive-stream TEXT MS`: the text is everything up to the last word, verbatim ('#' and
    /// inner spaces included) with `type`'s escapes; the last word is the duration.
    private func receiveStream() throws(InputError) -> (ScriptCommand, Word) {
        guard words.count >= 3 else {
            throw fail("usage: \(name.text) TEXT MS (the reply's text, then how long it takes to arrive in milliseconds)", at: name)
        }
        let text = line.text(from: 1, through: words.count - 2)
        return (.receiveStream(typedText(text), milliseconds: try milliseconds(words[words.count - 1])), name)
    }

    private func resize() throws(InputError) -> (ScriptCommand, Word) {
        let usage = "usage: resize WIDTH HEIGHT (each 200…4000)"
        if let wrong = misplaced(taking: 2) { throw fail(usage, at: wrong) }
        func side(_ word: Word) throws(InputError) -> Int {
            guard let value = Int(word.text), (200...4000).contains(value) else { throw fail(usage, at: word) }
            return value
        }
        return (.resize(width: try side(words[1]), height: try side(words[2])), name)
    }

    // MARK: Arguments

    /// The word a usage error points at when the command takes `count` arguments: the first
    /// word too many, or the command itself when some are missing; nil when the count is right.
    private func misplaced(taking count: Int) -> Word? {
        if arguments.count > count { return words[count + 1] }
        if arguments.count < count { return name }
        return nil
    }

    private func expectNoArguments() throws(InputError) {
        if let extra = arguments.first { throw fail("'\(name.text)' takes no arguments", at: extra) }
    }

    /// The one argument of a choice's command (`case few`), or a message listing every value.
    private func choice<Choice: DemoChoice>() throws(InputError) -> Choice {
        try choice(Choice.self, "'\(Choice.actionName)' takes one of \(Choice.spellings.joined(separator: ", "))")
    }

    private func choice<Choice: SpelledChoice>(_: Choice.Type, _ expected: String) throws(InputError) -> Choice {
        try choice(Dictionary(uniqueKeysWithValues: Choice.allCases.map { ($0.rawValue, $0) }), expected)
    }

    /// The value `values` gives the command's one argument; `expected` starts the message.
    private func choice<Value>(_ values: [String: Value], _ expected: String) throws(InputError) -> Value {
        let message = "\(expected), got '\(shown(arguments))'"
        if let wrong = misplaced(taking: 1) { throw fail(message, at: wrong) }
        guard let value = values[words[1].text] else { throw fail(message, at: words[1]) }
        return value
    }

    private func keyLabel(_ word: Word) throws(InputError) -> Word {
        guard keyLabels.contains(word.text) else {
            throw fail("no keyboard has a key labelled '\(shown(word))' (keys are named by what they show: q, ⇧, ⌫, space, return, 123, 🌐, 空格, …)", at: word)
        }
        return word
    }

    private func number(_ word: Word, _ expected: String) throws(InputError) -> Double {
        guard let value = Double(word.text), value.isFinite else { throw fail("\(expected), got '\(shown(word))'", at: word) }
        return value
    }

    private func milliseconds(_ word: Word) throws(InputError) -> Int {
        guard let value = Int(word.text), value >= 0, value <= DemoScript.longestStepMilliseconds else {
            throw fail("expected a duration of 0…\(DemoScript.longestStepMilliseconds) milliseconds, got '\(shown(word))'", at: word)
        }
        return value
    }

    // MARK: Messages

    private func fail(_ message: String, at word: Word) -> InputError {
        InputError(file: file, line: number, column: word.column, message)
    }

    private func shown(_ word: Word) -> String { Self.quoted(word.text) }

    private func shown(_ words: ArraySlice<Word>) -> String { Self.quoted(words.map(\.text).joined(separator: " ")) }

    /// `text` with invisible characters escaped, cut to `quotedScalarLimit` scalars and "…".
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > quotedScalarLimit else { return VisibleText.escaped(text) }
        return VisibleText.escaped(ScriptLine.string(scalars.prefix(quotedScalarLimit))) + "…"
    }
}

/// The text a `type` line stands for: `\n` is a line break (the field grows a line) and `\\`
/// a backslash; any other backslash is itself.
///
///     typedText(#"one\ntwo"#)   // "one" + line break + "two"
///     typedText(#"a\\n"#)       // #"a\n"#: an escaped backslash, then "n"
///
/// - Complexity: O(n) in the text's length.
func typedText(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var escaping = false
    for character in text {
        if escaping {
            switch character {
            case "n": result.append("\n")
            case "\\": result.append("\\")
            default: result.append("\\"); result.append(character)
            }
            escaping = false
        } else if character == "\\" {
            escaping = true
        } else {
            result.append(character)
        }
    }
    if escaping { result.append("\\") }
    return result
}
