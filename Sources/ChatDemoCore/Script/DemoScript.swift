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
/// `SlowMotion.range`, and messages name the line and the column of the
/// offending word and quote it with invisible and control characters
/// escaped (`s.txt:1:1: unknown command 'tap<U+00A0>input'`). Words are cut
/// at spaces and tabs by Unicode scalars (`ScriptLine`), one line at a time
/// (`ScriptLineParser`).
///
///     let script = try DemoScript.parse("tap input\nwait 600\nquit\n", file: "demo.txt")
///     script.steps.map(\.line)    // [1, 2, 3]
///     script.steps.map(\.column)  // [5, 1, 1]
///
/// - Complexity: O(n) in the text's length.
public struct DemoScript: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public let line: Int
        /// Where on its line (from 1, in Unicode scalars) the word the step acts on starts: the
        /// key's label of `tap key q`, `jump` of `tap jump`, `keyboard` of `drag keyboard`, the
        /// path of `screenshot`; the command itself otherwise. A problem found only while the
        /// script runs (the keyboard hidden, no jump button) is reported there.
        public let column: Int
        public let command: ScriptCommand

        public init(line: Int, column: Int, command: ScriptCommand) {
            self.line = line
            self.column = column
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
            let position = TextPosition(of: Conversation.firstInvalidUTF8Offset(bytes) ?? 0, in: bytes)
            throw InputError(file: path, line: position.line, column: position.column, "the script is not valid UTF-8")
        }
        return try parse(text, file: path)
    }

    public let steps: [Step]

    /// `keyLabels` are the labels `tap key` accepts.
    public static func parse(_ text: String, file: String, keyLabels: Set<String> = keyLabels) throws(InputError) -> DemoScript {
        var steps: [Step] = []
        // Lines are cut at "\n" scalars ("\r\n" is one `Character`, and `ScriptLine` drops the "\r").
        let scalars = Array(text.unicodeScalars)
        for (offset, rawLine) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = ScriptLine(rawLine)
            if let step = try ScriptLineParser.step(of: line, number: offset + 1, file: file, keyLabels: keyLabels) {
                steps.append(step)
            }
        }
        return DemoScript(steps: steps)
    }
}
