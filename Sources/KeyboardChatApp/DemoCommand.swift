import ArgumentParser
import Foundation

/// `keyboard-chat [options]`: opens the demo window.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the chat window (the default command)."
    )

    mutating func run() throws {
        let status = MainActor.assumeIsolated { DemoApplication().run() }
        if status != 0 { throw ExitCode(status) }
    }
}
