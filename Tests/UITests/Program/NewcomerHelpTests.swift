import ChatDemoCore
import ChatLayout
import Foundation
import Testing

/// The README is not installed with the binary, so the binary explains itself: `--help` says
/// what the three cases and every strategy mean and lists the shortcuts, and
/// `keyboard-chat help script` prints the whole script language from the parser's own table.
@Suite(.onItsOwnThread()) struct NewcomerHelpTests {
    /// Help text with the formatter's line breaks joined, so a phrase wrapped at the terminal's
    /// width is still found whole.
    func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func helpExplainsTheCasesTheStrategiesAndTheShortcuts() throws {
        let result = try runApp(["--help"], display: nil)
        #expect(result.status == 0, "\(result.stderr)")
        let help = unwrapped(result.stdout)
        #expect(help.contains("The three cases"))
        for label in ["1, the last message stays above the keyboard", "2, the keyboard would cover it", "3, the list already fills the screen"] {
            #expect(help.contains(label), "\(label)")
        }
        for strategy in Strategy.allCases {
            #expect(help.contains(unwrapped("\(strategy.rawValue): \(strategy.summary)")), "\(strategy)")
        }
        for shortcut in DesktopShortcuts.groups.flatMap(\.shortcuts) {
            #expect(help.contains(unwrapped("\(Accelerator.readable(shortcut.accelerator)): \(shortcut.title)")), "\(shortcut.title)")
        }
        #expect(help.contains("keyboard-chat help script"))
        // The option's own help: a pane may name a platform, and the commands are a command away.
        #expect(help.contains("as STRATEGY@PLATFORM (three-case@ios,three-case@android)"), "\(help)")
        #expect(help.contains("the commands: keyboard-chat help script"), "\(help)")
        // The options still follow, as before.
        #expect(help.contains("--script <FILE>") && help.contains("--record <DIR>"))
    }

    @Test(arguments: [["help", "script"], ["script"], ["script", "--help"]])
    func helpScriptPrintsEveryCommandAndWhatItDoes(arguments: [String]) throws {
        let result = try runApp(arguments, display: nil)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let text = unwrapped(result.stdout)
        #expect(text.contains("one command per line") && text.contains("# is a comment"))
        for entry in ScriptCommandEntry.all {
            let line = unwrapped(entry.syntax + " " + entry.summary.replacingOccurrences(of: "`", with: ""))
            #expect(text.contains(line), "\(arguments): \(entry.syntax)")
        }
    }

    /// Help as a terminal of `columns` shows it: run on a pseudo-terminal of that width.
    func helpOnATerminal(_ arguments: [String], columns: Int) throws -> String {
        let command = "stty cols \(columns); exec env -u COLUMNS '\(appBinary.path)' " + arguments.joined(separator: " ")
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", command, "/dev/null"],
                                    environment: ["XDG_STATE_HOME": testStateHome])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout.replacingOccurrences(of: "\r", with: "")
    }

    /// The lines of the sections headed `heading` ("Commands:") up to the next blank line.
    func section(_ heading: String, of text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(heading)) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// Help wraps at the terminal's width, and a wrapped item continues under its own text, never
    /// back at the margin where it would read as the next item.
    @Test(arguments: [80, 120])
    func helpWrapsAtTheTerminalsWidthUnderEachItem(columns: Int) throws {
        let script = try helpOnATerminal(["help", "script"], columns: columns)
        let commands = section("Commands:", of: script)
        #expect(commands.count >= ScriptCommandEntry.all.count, "\(script)")
        let overview = try helpOnATerminal(["--help"], columns: columns)
        let lists = section("Strategies:", of: overview) + section("Shortcuts:", of: overview)
        // One line at the lists' indent per item; any more lines are continuations, further in.
        let items = lists.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        #expect(items.count == Strategy.allCases.count + DesktopShortcuts.groups.flatMap(\.shortcuts).count, "\(overview)")
        for line in commands + lists {
            #expect(line.hasPrefix("  "), "\(columns) columns: \(line)")
        }
        for line in (script + overview).split(separator: "\n") {
            #expect(line.count <= columns, "\(columns) columns: \(line)")
        }
        // Each command's description starts in one column, its continuations in the same.
        let starts = Set(commands.map { line in line.prefix { $0 == " " }.count })
        #expect(starts == (columns >= 120 ? [2, 51] : [2, 6]), "\(columns) columns: \(starts.sorted())")
    }
}
