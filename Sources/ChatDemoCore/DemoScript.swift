import ChatLayout
import Keyboard

/// One step of a `--script` file.
public enum ScriptCommand: Equatable, Sendable {
    /// Click the input field (raises the keyboard) or the message list (dismisses it).
    case tapInput, tapList
    /// Click the send button.
    case tapSend
    /// Click the jump-to-latest button (it must be shown: the end of the chat out of sight).
    case tapJumpToLatest
    /// Click the drawn keyboard's key with this label (e.g. `q`, `shift`, `return`).
    case tapKey(String)
    /// Press the drawn key with this label and release it this long after;
    /// the next steps run meanwhile (a held backspace repeats, a held letter
    /// shows its balloon: `wait` and `screenshot` while it is held).
    case holdKey(String, milliseconds: Int)
    /// Type text as if on the drawn keyboard (`\n` in the script is a line break).
    case type(String)
    case send
    case wait(milliseconds: Int)
    /// Switch the drawn keyboard (the menu's Keyboard choice).
    case keyboard(KeyboardChoice)
    /// Choose how the chat follows the keyboard (the menu's Strategy choice).
    case strategy(Strategy)
    case rotate
    /// Switch to a fixture conversation (the header bar's case switcher).
    case conversationCase(ConversationCase)
    /// Press-drag-release on the message list by (dx, dy) over a duration.
    case drag(dx: Double, dy: Double, milliseconds: Int)
    /// Press-drag-release sideways on the emoji grid by dx over a duration (scrolls it).
    case dragKeyboard(dx: Double, milliseconds: Int)
    case screenshot(path: String)
    /// Press Escape: hide the keyboard.
    case escape
    /// The attachment panel: `panel show`, `panel hide` or `panel toggle` (the menu item's).
    case panel(PanelRequest)
    case slowMotion(Double)
    /// Turn the debug overlay on or off (the menu's toggle, set rather than flipped).
    case overlay(Bool)
    /// A reply from "them" arriving over a duration, below the message it answers, which is
    /// pinned near the top (the menu's streaming reply, with this text).
    case receiveStream(String, milliseconds: Int)
    case resize(width: Int, height: Int)
    case quit
}

/// A parsed `--script` file: one command per line, `#` starts a comment.
///
/// (`tap key #+=` names the `#+=` key: a key label is never a comment.)
/// Every line is checked before any window opens, so a typo on line 40
/// fails at once instead of after a minute of animation: `tap key LABEL`
/// must name a key some keyboard has, `slow-motion` stays within
/// `SlowMotion.range`, and messages quote the line with invisible and
/// control characters escaped (`unknown command 'tap<U+00A0>input'`).
///
///     let script = try DemoScript.parse("tap input\nwait 600\nquit\n", file: "demo.txt")
///     script.steps.map(\.line)  // [1, 2, 3]
///
/// - Complexity: O(n) in the text's length.
public struct DemoScript: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public let line: Int
        public let command: ScriptCommand

        public init(line: Int, command: ScriptCommand) {
            self.line = line
            self.command = command
        }
    }

    /// A single wait or drag longer than this is almost certainly a typo
    /// (milliseconds written as microseconds).
    public static let longestStepMilliseconds = 600_000
    /// Largest script read at all: some 150 000 short lines, far beyond any
    /// review script, parsed in about a second even by a debug build. (A
    /// 100 MB script took 11 s and 266 MB before this limit.)
    public static let maximumFileBytes = 1 << 20

    /// The label of every key on every keyboard (candidate slots have none):
    /// what `tap key` may name.
    public static let keyLabels: Set<String> = {
        var labels = Set<String>()
        // Broken bundled files are reported at start-up (`KeyboardResources.bundled()`).
        if let resources = try? KeyboardResources.bundled() {
            for kind in KeyboardLayoutKind.allCases {
                labels.formUnion(resources.layout(kind).allKeys.map(\.label).filter { !$0.isEmpty })
            }
        }
        // The emoji grid's cells and category icons (named by category: "animals").
        for category in EmojiCatalog.standard {
            labels.formUnion(category.emoji)
            labels.insert(category.name)
        }
        return labels
    }()

    /// Reads and parses a script file, refusing one larger than `maximumFileBytes`.
    public static func load(path: String) throws(InputError) -> DemoScript {
        let bytes = try InputFile.read(path: path, limit: maximumFileBytes, noun: "a script", kind: "scripts")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError(file: path, "the script is not valid UTF-8")
        }
        return try parse(text, file: path)
    }

    public let steps: [Step]

    /// `keyLabels` are the labels `tap key` accepts.
    public static func parse(_ text: String, file: String, keyLabels: Set<String> = keyLabels) throws(InputError) -> DemoScript {
        var steps: [Step] = []
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd).enumerated() {
            let lineNumber = offset + 1
            var line = Substring(rawLine)
            if line.last == "\r" { line = line.dropLast() }
            let leading = line.drop(while: { $0 == " " || $0 == "\t" })
            // `type` owns the rest of its line: '#' and spaces are text there.
            let isType = leading == "type" || leading.hasPrefix("type ") || leading.hasPrefix("type\t")
                || ownsItsLine(leading, DemoBehaviour.receiveStream.scriptCommand)
            if !isType, let hash = line[commentSearchStart(leading)...].firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingCharacters(in: " \t")
            if trimmed.isEmpty { continue }
            func fail(_ message: String) -> InputError { InputError(file: file, line: lineNumber, message) }
            func shown(_ words: [String]) -> String { VisibleText.escaped(words.joined(separator: " ")) }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let arguments = Array(words.dropFirst())
            let command: ScriptCommand
            switch words[0] {
            case "tap":
                switch arguments.first {
                case "input" where arguments.count == 1: command = .tapInput
                case "list" where arguments.count == 1: command = .tapList
                case "send" where arguments.count == 1: command = .tapSend
                case "jump" where arguments.count == 1: command = .tapJumpToLatest
                case "key" where arguments.count == 2:
                    guard keyLabels.contains(arguments[1]) else {
                        throw fail("no keyboard has a key labelled '\(shown([arguments[1]]))' (keys are named by what they show: q, ⇧, ⌫, space, return, 123, 🌐, 空格, …)")
                    }
                    command = .tapKey(arguments[1])
                default: throw fail("'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got '\(shown(arguments))'")
                }
            case "hold":
                guard arguments.count == 3, arguments[0] == "key" else { throw fail("usage: hold key LABEL MS") }
                guard keyLabels.contains(arguments[1]) else {
                    throw fail("no keyboard has a key labelled '\(shown([arguments[1]]))' (keys are named by what they show: q, ⇧, ⌫, space, return, 123, 🌐, 空格, …)")
                }
                command = .holdKey(arguments[1], milliseconds: try milliseconds(arguments[2]))
            case "type":
                // Everything after "type" and one separating space or tab is
                // the text, verbatim: inner and trailing spaces and '#' included.
                let text = String(leading.dropFirst(5))
                guard !text.isEmpty else { throw fail("'type' needs the text to type") }
                command = .type(typedText(text))
            case "send": try expectNoArguments(); command = .send
            case DemoBehaviour.rotate.scriptCommand: try expectNoArguments(); command = .rotate
            case ConversationCase.actionName: command = .conversationCase(try choice())
            case KeyboardChoice.actionName: command = .keyboard(try choice())
            case Strategy.actionName: command = .strategy(try choice())
            case "quit": try expectNoArguments(); command = .quit
            case DemoBehaviour.hideKeyboard.scriptCommand: try expectNoArguments(); command = .escape
            case PanelRequest.commandName:
                guard arguments.count == 1, let request = PanelRequest(rawValue: arguments[0]) else {
                    throw fail("'\(PanelRequest.commandName)' takes one of \(PanelRequest.spellings.joined(separator: ", ")), got '\(shown(arguments))'")
                }
                command = .panel(request)
            case "wait":
                guard arguments.count == 1 else { throw fail("'wait' takes one duration in milliseconds") }
                command = .wait(milliseconds: try milliseconds(arguments[0]))
            case "drag" where arguments.first == "keyboard":
                guard arguments.count == 3 else { throw fail("usage: drag keyboard DX MS") }
                guard let dx = Double(arguments[1]), dx.isFinite else {
                    throw fail("'drag keyboard' needs a numeric DX, got '\(shown([arguments[1]]))'")
                }
                command = .dragKeyboard(dx: dx, milliseconds: try milliseconds(arguments[2]))
            case "drag":
                guard arguments.count == 4, arguments[0] == "list" else { throw fail("usage: drag list DX DY MS") }
                guard let dx = Double(arguments[1]), dx.isFinite, let dy = Double(arguments[2]), dy.isFinite else {
                    throw fail("'drag list' needs numeric DX and DY, got '\(shown([arguments[1]]))' '\(shown([arguments[2]]))'")
                }
                command = .drag(dx: dx, dy: dy, milliseconds: try milliseconds(arguments[3]))
            case "screenshot":
                guard arguments.count == 1, arguments[0].hasSuffix(".png"), !arguments[0].hasSuffix("/.png"), arguments[0] != ".png" else {
                    throw fail("usage: screenshot FILE.png")
                }
                command = .screenshot(path: arguments[0])
            case DemoBehaviour.slowMotion.scriptCommand:
                guard arguments.count == 1, let factor = Double(arguments[0]), factor.isFinite, factor >= 1 else {
                    throw fail("'\(words[0])' takes one factor of at least 1")
                }
                guard factor <= SlowMotion.range.upperBound else {
                    throw fail("'\(words[0])' takes a factor of at most \(Int(SlowMotion.range.upperBound)) (as --slow-motion does), got '\(shown(arguments))'")
                }
                command = .slowMotion(factor)
            case DemoBehaviour.debugOverlay.scriptCommand:
                guard arguments.count == 1, let on = ["on": true, "off": false][arguments[0]] else {
                    throw fail("'\(words[0])' takes 'on' or 'off', got '\(shown(arguments))'")
                }
                command = .overlay(on)
            case DemoBehaviour.receiveStream.scriptCommand:
                command = try receiveStream(after: leading.dropFirst(words[0].count))
            case "resize":
                guard arguments.count == 2, let width = Int(arguments[0]), let height = Int(arguments[1]),
                      (200...4000).contains(width), (200...4000).contains(height) else {
                    throw fail("usage: resize WIDTH HEIGHT (each 200…4000)")
                }
                command = .resize(width: width, height: height)
            default:
                throw fail("unknown command '\(shown([words[0]]))'")
            }
            steps.append(Step(line: lineNumber, command: command))

            /// The one argument of a choice's command (`case few`), or a
            /// message listing every value the choice has.
            func choice<Choice: DemoChoice>() throws(InputError) -> Choice {
                guard arguments.count == 1, let value = Choice(rawValue: arguments[0]) else {
                    throw fail("'\(Choice.actionName)' takes one of \(Choice.spellings.joined(separator: ", ")), got '\(shown(arguments))'")
                }
                return value
            }
            /// `receive-stream TEXT MS`: the text is everything up to the last word, verbatim
            /// ('#' included) with `type`'s escapes; the last word is the duration.
            func receiveStream(after rest: Substring) throws(InputError) -> ScriptCommand {
                let body = rest.trimmingCharacters(in: " \t")
                guard let split = body.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
                    throw fail("usage: \(words[0]) TEXT MS (the reply's text, then how long it takes to arrive in milliseconds)")
                }
                let text = body[..<split].trimmingCharacters(in: " \t")
                return .receiveStream(typedText(String(text)), milliseconds: try milliseconds(String(body[body.index(after: split)...])))
            }
            func expectNoArguments() throws(InputError) {
                guard arguments.isEmpty else { throw fail("'\(words[0])' takes no arguments") }
            }
            func milliseconds(_ word: String) throws(InputError) -> Int {
                guard let value = Int(word), value >= 0, value <= longestStepMilliseconds else {
                    throw fail("expected a duration of 0…\(longestStepMilliseconds) milliseconds, got '\(shown([word]))'")
                }
                return value
            }
        }
        return DemoScript(steps: steps)
    }
}

/// Where a `#` may start a comment in a line (from `leading`, its text after
/// the indent): after the label of `tap key` / `hold key`, which may itself
/// begin with `#` (`tap key #+=`, the symbols page's second-page key).
private func commentSearchStart(_ leading: Substring) -> Substring.Index {
    for prefix in ["tap key", "hold key"] where leading.hasPrefix(prefix + " ") || leading.hasPrefix(prefix + "\t") {
        let label = leading.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }
        return label.firstIndex { $0 == " " || $0 == "\t" } ?? label.endIndex
    }
    return leading.startIndex
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

/// Whether `leading` (a line after its indent) is the command `word` with arguments, which then
/// own the line: a `#` there is text, not a comment.
private func ownsItsLine(_ leading: Substring, _ word: String?) -> Bool {
    guard let word else { return false }
    return leading.hasPrefix(word + " ") || leading.hasPrefix(word + "\t")
}

/// "\r\n" is one `Character` in Swift, so splitting on "\n" alone would
/// read a Windows-edited script as a single line.
private func isLineEnd(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n"
}

private extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}
