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
            Foundation.exit(ExitStatus.badInput)
        } catch let error as RuntimeFailure {
            StandardError.write("\(programName): \(error.message)\n")
            Foundation.exit(ExitStatus.runtimeFailure)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
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
