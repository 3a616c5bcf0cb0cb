import ArgumentParser

/// The program's command line as its users see it, for the tools that read its shape: the
/// shells' completion scripts (`--generate-completion-script`, which `scripts/install.sh` runs)
/// and the man page (`generate-manual` reads `--experimental-dump-help`).
///
/// The parser that runs is `KeyboardChatCommand`, where the window is a default subcommand
/// named `demo` only so that ArgumentParser can hold the window's options beside the other
/// commands. No user types that name: `keyboard-chat --help` shows the window's options as the
/// program's own and leaves it out (`TopLevelHelp`). Generated from `KeyboardChatCommand`, the
/// completions offered `demo` and the window's options only after it, and the man page
/// described a `demo` command. Here the window's options are the program's, and the
/// subcommands are the others.
struct PublicCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: KeyboardChatCommand.configuration.commandName,
        abstract: KeyboardChatCommand.configuration.abstract,
        discussion: KeyboardChatCommand.configuration.discussion,
        version: KeyboardChatCommand.configuration.version,
        subcommands: KeyboardChatCommand.configuration.subcommands.filter { ObjectIdentifier($0) != ObjectIdentifier(DemoCommand.self) }
    )

    @OptionGroup var window: DemoCommand

    /// ArgumentParser's requests for the command line's shape, each of which must come first:
    /// a completion script, the JSON description the man page is made from, and the callback
    /// a completion script makes for the values it cannot list itself.
    static let shapeRequests = ["--generate-completion-script", "--experimental-dump-help", "---completion"]

    /// Whether `arguments` ask for the command line's shape rather than for a run.
    static func isRequested(by arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return shapeRequests.contains { first == $0 || first.hasPrefix($0 + "=") }
    }

    /// A completion script for `shell` (bash, zsh or fish), as `--generate-completion-script` prints it.
    static func completionScript(forShell shell: String) throws -> String {
        guard let completionShell = CompletionShell(rawValue: shell) else {
            throw ValidationError("no completion script for \(shell): bash, zsh or fish")
        }
        return completionScript(for: completionShell)
    }

    /// Never called: the parse answers a request for the shape before any command runs.
    func run() throws {
        throw ValidationError("\(Self.configuration.commandName ?? "keyboard-chat") only describes its command line here")
    }
}
