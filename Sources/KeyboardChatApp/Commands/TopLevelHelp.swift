import KeyboardChatUI
import ArgumentParser
import Foundation

/// `keyboard-chat --help`: the overview and subcommands, with the options
/// of the default command (the demo) in place of the root's lone `--help`.
///
/// A new user types `keyboard-chat --help` and needs `--conversation`,
/// `--script`, `--record`…; ArgumentParser would show them only under
/// `keyboard-chat demo --help`. The demo's option list is taken from its
/// generated help, so the two never drift apart.
enum TopLevelHelp {
    static let optionsHeading = "OPTIONS:"
    static let demoOptionsHeading = "OPTIONS (of the chat window, which opens when no subcommand is given):"

    /// `keyboard-chat --help`, `-h` or `help` with nothing else.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"]
    }

    static func text(columns: Int? = nil) -> String {
        let root = KeyboardChatCommand.helpMessage(columns: columns)
        let demo = KeyboardChatCommand.helpMessage(for: DemoCommand.self, columns: columns)
        guard let rootOptions = section(optionsHeading, in: root), let demoOptions = section(optionsHeading, in: demo) else {
            return root
        }
        let replaced = demoOptions.replacingOccurrences(of: optionsHeading, with: demoOptionsHeading)
        return withoutDemoEntry(root.replacingOccurrences(of: rootOptions, with: replaced))
    }

    /// The subcommand list without the window's own entry: its options are shown above as the
    /// program's, and a subcommand named there would be one the documentation never mentions.
    static func withoutDemoEntry(_ text: String) -> String {
        let entry = "  \(DemoCommand.configuration.commandName ?? "") (default)"
        var lines: [Substring] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // The entry's abstract may wrap onto lines indented past the names.
            if skipping && line.hasPrefix("    ") { continue }
            skipping = line.hasPrefix(entry)
            if !skipping { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    /// From `heading` at the start of a line to the blank line ending it.
    static func section(_ heading: String, in text: String) -> String? {
        guard let start = text.range(of: "\n" + heading + "\n")?.lowerBound else { return nil }
        let body = text[text.index(after: start)...]
        let end = body.range(of: "\n\n")?.lowerBound ?? body.endIndex
        return String(body[..<end]).trimmingCharacters(in: .newlines)
    }
}
