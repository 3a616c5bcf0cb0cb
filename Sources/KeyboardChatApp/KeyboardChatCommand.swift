import ArgumentParser
import CommandLineExit
import ChatDemoCore
import Foundation
import KeyboardChatUI
import OutputFiles

@main
struct KeyboardChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-chat",
        abstract: "A GTK chat prototype whose input bar and message list follow a drawn on-screen keyboard frame by frame.",
        usage: "keyboard-chat [<options>]\nkeyboard-chat <subcommand>",
        discussion: TerminalWidth.wrapped(NewcomerHelp.text),
        version: AppIdentity.versionLine,
        subcommands: [DemoCommand.self, CurvesCommand.self, ScriptHelpCommand.self, ProfileCommand.self, MeasureCommand.self],
        defaultSubcommand: DemoCommand.self
    )

    /// The command line's shape for completions and the man page (`PublicCommandLine`), top-level
    /// help and repeated options first (all need the raw arguments), then the command, ending
    /// with the app's documented exit codes (`runExitingWithStatus`).
    ///
    /// The arguments are read as bytes (`PathBytes`), not from `CommandLine.arguments`,
    /// which turns bytes that are not UTF-8 into U+FFFD: `--trace $'\xFF.csv'` would
    /// write to another file.
    static func main() {
        FatalCriticals.install()
        let arguments = PathBytes.commandLineArguments()
        if PublicCommandLine.isRequested(by: arguments) {
            PublicCommandLine.runExitingWithStatus(programName: "keyboard-chat", arguments: arguments)
        }
        if TopLevelHelp.isRequested(by: arguments) {
            do throws(RuntimeFailure) {
                try StandardOutput.write(TopLevelHelp.text() + "\n")
            } catch {
                StandardError.write("keyboard-chat: \(error.message)\n")
                Foundation.exit(ExitStatus.runtimeFailure)
            }
            Foundation.exit(0)
        }
        if let unknown = unknownHelpTopic(in: arguments) {
            let names = visibleSubcommandNames
            StandardError.write("Error: 'help \(PathBytes.visible(unknown))': there is no such command; the commands are "
                                + names.dropLast().joined(separator: ", ") + " and \(names.last ?? "")."
                                + "\nSee 'keyboard-chat --help'.\n")
            Foundation.exit(ExitStatus.badInput)
        }
        if let repeated = repeatedOption(in: arguments) {
            StandardError.write("Error: \(PathBytes.visible(repeated)) is given more than once; give each option once.\n"
                                + "See 'keyboard-chat --help'.\n")
            Foundation.exit(ExitStatus.badInput)
        }
        runExitingWithStatus(programName: "keyboard-chat", arguments: arguments)
    }

    /// Every subcommand's name, the window's own included.
    static var knownHelpTopics: [String] {
        configuration.subcommands.compactMap { command in command.configuration.commandName }
    }

    /// The subcommands a user is told of (the window's own command is the program's default).
    static var visibleSubcommandNames: [String] {
        knownHelpTopics.filter { $0 != DemoCommand.configuration.commandName }
    }

    /// `help TOPIC` for a topic that names no command: ArgumentParser would print the root's
    /// raw help (naming the window's internal command) and exit 0 as if all were well.
    static func unknownHelpTopic(in arguments: [String]) -> String? {
        guard arguments.first == "help", let topic = arguments.dropFirst().first, !topic.hasPrefix("-") else { return nil }
        return knownHelpTopics.contains(topic) ? nil : topic
    }

    /// The first option given twice to `demo` (the default) or `curves`,
    /// whose options may each be given once. `help` keeps
    /// ArgumentParser's own rules.
    static func repeatedOption(in arguments: [String]) -> String? {
        switch arguments.first {
        case CurvesCommand.configuration.commandName:
            return RepeatedOption.first(in: Array(arguments.dropFirst()), flags: ["--csv", "--help"])
        case ProfileCommand.configuration.commandName:
            return RepeatedOption.first(in: Array(arguments.dropFirst()), flags: ["--code", "--json", "--help"])
        case MeasureCommand.configuration.commandName:
            return RepeatedOption.first(in: Array(arguments.dropFirst()), flags: ["--help"])
        case DemoCommand.configuration.commandName:
            return RepeatedOption.first(in: Array(arguments.dropFirst()), flags: DemoCommand.flags)
        case "help":
            return nil
        default:
            return RepeatedOption.first(in: arguments, flags: DemoCommand.flags)
        }
    }
}
