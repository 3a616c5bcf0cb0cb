import ArgumentParser
import ChatDemoCore
import Foundation

@main
struct KeyboardChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-chat",
        abstract: "A GTK chat prototype whose input bar and message list follow a drawn on-screen keyboard frame by frame.",
        subcommands: [DemoCommand.self, CurvesCommand.self, BenchCommand.self],
        defaultSubcommand: DemoCommand.self
    )

    /// The spec's exit codes: 0 success, 2 bad usage or bad input (with what
    /// and where), 1 runtime failure. ArgumentParser's own usage code is 64,
    /// so its errors are mapped here.
    static func main() {
        FatalCriticals.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            // A command that already said what went wrong chose its status.
            Foundation.exit(exit.rawValue)
        } catch let error as InputError {
            FileHandle.standardError.write(Data("keyboard-chat: \(error)\n".utf8))
            Foundation.exit(ExitStatus.badInput)
        } catch let error as RuntimeFailure {
            FileHandle.standardError.write(Data("keyboard-chat: \(error.message)\n".utf8))
            Foundation.exit(ExitStatus.runtimeFailure)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
            let isUsage = code == .validationFailure || error is ValidationError
            Foundation.exit(isUsage ? ExitStatus.badInput : ExitStatus.runtimeFailure)
        }
    }
}

/// Exit codes of §5.
enum ExitStatus {
    static let runtimeFailure: Int32 = 1
    static let badInput: Int32 = 2
}

/// Something failed while running (no display, a failed write): exit 1.
struct RuntimeFailure: Error {
    let message: String
}
