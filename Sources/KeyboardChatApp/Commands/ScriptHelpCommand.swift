import ArgumentParser
import ChatDemoCore

/// `keyboard-chat help script` (or `keyboard-chat script`): the script language, from the
/// table the parser itself uses, so it is right for this build wherever the binary is installed.
struct ScriptHelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script",
        abstract: "Print the script language of --script FILE.",
        discussion: TerminalWidth.wrapped(ScriptLanguageHelp.text)
    )

    func run() throws {
        try StandardOutput.write(TerminalWidth.wrapped(ScriptLanguageHelp.text) + "\n")
    }
}
