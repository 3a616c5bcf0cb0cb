/// The script language as `keyboard-chat help script` prints it: the rules every line follows,
/// then each command of `ScriptCommandEntry.all` beside what it does. The README and docs/ are
/// not installed with the binary; this is.
///
///     ScriptLanguageHelp.text.contains("wait MS")   // true
///
/// - Complexity: O(n) in the number of commands, once.
public enum ScriptLanguageHelp {
    /// How a script is read, before the commands.
    /// One paragraph on one line: the help's formatter wraps it to the terminal.
    static let rules = "A script (--script FILE) is one command per line, run in order on the frame clock. "
        + "A line starting with # is a comment; blank lines are skipped. Every line is checked before a window "
        + "opens: a mistake is exit 2, with its line and column. With --record or --video the run is "
        + "deterministic (a fixed frame step) and ends with the script."

    /// The rules, then one line per command: its syntax padded to a column, then its summary
    /// with the docs' backquotes removed.
    public static let text: String = {
        let width = (ScriptCommandEntry.all.map(\.syntax.count).max() ?? 0) + 2
        let commands = ScriptCommandEntry.all.map { entry in
            let padding = String(repeating: " ", count: max(1, width - entry.syntax.count))
            return "  " + entry.syntax + padding + entry.summary.replacingOccurrences(of: "`", with: "")
        }
        return rules + "\n\nCommands:\n" + commands.joined(separator: "\n")
    }()
}
