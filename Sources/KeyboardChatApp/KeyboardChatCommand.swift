import ArgumentParser

@main
struct KeyboardChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-chat",
        abstract: "A GTK chat prototype whose input bar and message list follow a drawn on-screen keyboard frame by frame.",
        subcommands: [DemoCommand.self, CurvesCommand.self],
        defaultSubcommand: DemoCommand.self
    )
}
