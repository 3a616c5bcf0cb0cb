import Keyboard
import OutputFiles
import StrictJSON

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
/// (`ScriptLineParser`), by the command's entry in `ScriptCommandEntry.all`.
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
            let position = TextPosition(of: UTF8Validation.firstInvalidOffset(bytes) ?? 0, in: bytes)
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
