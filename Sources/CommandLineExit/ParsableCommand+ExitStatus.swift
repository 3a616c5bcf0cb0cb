import ArgumentParser
import ChatDemoCore
import Foundation
import OutputFiles

extension ParsableCommand {
    /// Parses the process's arguments as this root command, runs it and exits with the app's
    /// documented codes (`ExitStatus`), on which scripts branch: 0 success, 2 bad usage or bad
    /// input (saying what and where), 1 runtime failure.
    /// ArgumentParser's own usage code is 64, so its errors are mapped here; both executables
    /// (`keyboard-chat`, `keyboard-chat-bench`) end this way.
    ///
    /// Worked example: `keyboard-chat --slow-motion 0` prints ArgumentParser's message for
    /// the failed validation and exits 2; `keyboard-chat --conversation missing.json` prints
    /// "keyboard-chat: missing.json: no such file" and exits 2.
    ///
    /// - Parameters:
    ///   - programName: the prefix of this program's own messages.
    ///   - arguments: the arguments after the program name; by default `CommandLine.arguments`'.
    /// - Complexity: that of the command.
    public static func runExitingWithStatus(programName: String,
                                            arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let exit as ExitCode {
            // A command that already said what went wrong chose its status.
            Foundation.exit(exit.rawValue)
        } catch let error as InputError {
            StandardError.write("\(programName): \(error)\n")
            Foundation.exit(error.isWriteFailure ? ExitStatus.runtimeFailure : ExitStatus.badInput)
        } catch let error as RuntimeFailure {
            StandardError.write("\(programName): \(error.message)\n")
            Foundation.exit(ExitStatus.runtimeFailure)
        } catch {
            let code = exitCode(for: error)
            let message = withoutDefaultSubcommand(fullMessage(for: error))
            if code == .success {
                // Help or the version: the output asked for, so a write that fails is a failed run.
                do throws(RuntimeFailure) {
                    if !message.isEmpty { try StandardOutput.write(message + "\n") }
                } catch {
                    StandardError.write("\(programName): \(error.message)\n")
                    Foundation.exit(ExitStatus.runtimeFailure)
                }
                Foundation.exit(0)
            }
            // ArgumentParser quotes bad values as typed: escape each value whole, then each line.
            let shown = ParserMessage.escaped(message, arguments: arguments)
            if !message.isEmpty { StandardError.write("\(shown)\n") }
            let isUsage = code == .validationFailure || error is ValidationError
            Foundation.exit(isUsage ? ExitStatus.badInput : ExitStatus.runtimeFailure)
        }
    }
}

extension ParsableCommand {
    /// `message` with the default subcommand's name taken out of its usage lines: ArgumentParser
    /// writes "See 'keyboard-chat demo --help'" for an error in options the user gave with no
    /// subcommand, naming one the user never typed and the documentation never mentions.
    static func withoutDefaultSubcommand(_ message: String) -> String {
        guard let root = configuration.commandName,
              let hidden = configuration.defaultSubcommand?.configuration.commandName else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("Usage: ") || line.hasPrefix("  See '") else { return String(line) }
            return line.replacingOccurrences(of: "\(root) \(hidden) ", with: "\(root) ")
        }.joined(separator: "\n")
    }
}
