import ArgumentParser
import ChatDemoCore
import Foundation
import KeyboardChatUI

@main
struct KeyboardChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-chat",
        abstract: "A GTK chat prototype whose input bar and message list follow a drawn on-screen keyboard frame by frame.",
        usage: "keyboard-chat [<options>]\nkeyboard-chat <subcommand>",
        subcommands: [DemoCommand.self, CurvesCommand.self],
        defaultSubcommand: DemoCommand.self
    )

    /// The spec's exit codes: 0 success, 2 bad usage or bad input (with what
    /// and where), 1 runtime failure. ArgumentParser's own usage code is 64,
    /// so its errors are mapped here.
    static func main() {
        FatalCriticals.install()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if TopLevelHelp.isRequested(by: arguments) {
            print(TopLevelHelp.text())
            Foundation.exit(0)
        }
        if let repeated = repeatedOption(in: arguments) {
            StandardError.write("Error: \(VisibleText.escaped(repeated)) is given more than once; give each option once.\n"
                                + "See 'keyboard-chat --help'.\n")
            Foundation.exit(ExitStatus.badInput)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            // A command that already said what went wrong chose its status.
            Foundation.exit(exit.rawValue)
        } catch let error as InputError {
            StandardError.write("keyboard-chat: \(error)\n")
            Foundation.exit(ExitStatus.badInput)
        } catch let error as RuntimeFailure {
            StandardError.write("keyboard-chat: \(error.message)\n")
            Foundation.exit(ExitStatus.runtimeFailure)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            // ArgumentParser quotes bad values as typed: escape each line.
            let shown = message.split(separator: "\n", omittingEmptySubsequences: false).map(VisibleText.escaped).joined(separator: "\n")
            if !message.isEmpty { StandardError.write("\(shown)\n") }
            let isUsage = code == .validationFailure || error is ValidationError
            Foundation.exit(isUsage ? ExitStatus.badInput : ExitStatus.runtimeFailure)
        }
    }

    /// The first option given twice to `demo` (the default) or `curves`,
    /// whose options may each be given once. `bench` and `help` keep
    /// ArgumentParser's own rules.
    static func repeatedOption(in arguments: [String]) -> String? {
        switch arguments.first {
        case CurvesCommand.configuration.commandName:
            return RepeatedOption.first(in: Array(arguments.dropFirst()), flags: ["--csv", "--help"])
        case DemoCommand.configuration.commandName:
            return RepeatedOption.first(in: Array(arguments.dropFirst()), flags: DemoCommand.flags)
        case "help":
            return nil
        default:
            return RepeatedOption.first(in: arguments, flags: DemoCommand.flags)
        }
    }
}
