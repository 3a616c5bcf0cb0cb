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
}
