import ArgumentParser
import ChatDemoCore
import ChatLayout
import Foundation
import Keyboard

/// Which fixture conversation to open.
enum ConversationCase: String, CaseIterable, ExpressibleByArgument {
    case few, some, many
}

extension Strategy: ExpressibleByArgument {}

/// The keyboards a reviewer can pick (symbols is reached with the 123 key).
enum KeyboardChoice: String, CaseIterable, ExpressibleByArgument {
    case english, pinyin, emoji

    var layout: KeyboardLayoutKind {
        switch self {
        case .english: .english
        case .pinyin: .pinyin
        case .emoji: .emoji
        }
    }
}

/// `keyboard-chat [options]`: opens the demo window.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the chat window (the default command)."
    )

    @Option(name: .customLong("case"), help: "Fixture conversation: few, some or many (the seed's three cases).")
    var conversationCase: ConversationCase = .some

    @Option(help: ArgumentHelp("Open a conversation file instead of a fixture.", valueName: "FILE.json"))
    var conversation: String?

    @Option(help: "Open a generated conversation of N messages.")
    var messages: Int?

    @Option(help: "Keyboard layout: english, pinyin or emoji.")
    var keyboard: KeyboardChoice = .english

    @Option(help: "How the chat follows the keyboard: three-case, bar-only, whole-view, inset or naive.")
    var strategy: Strategy = .threeCase

    @Option(help: ArgumentHelp("Run time FACTOR times slower (1 = real time, 10 = like Slow Animations; below 1 runs faster, for soak tests).", valueName: "FACTOR"))
    var slowMotion: Double = 1

    @Option(help: "Colours: light, dark, or system (follow the GTK theme and GSettings' color-scheme).")
    var theme: ThemeOption = .system

    @Flag(help: "Start in landscape (the window is 844×390).")
    var landscape = false

    @Option(help: ArgumentHelp("Run the commands in FILE (see the README).", valueName: "FILE"))
    var script: String?

    @Option(help: ArgumentHelp("Write one CSV row per presented frame.", valueName: "FILE.csv"))
    var trace: String?

    @Option(help: ArgumentHelp("Deterministic 60 fps: frames, trace.csv and filmstrip.png into DIR.", valueName: "DIR"))
    var record: String?

    /// Slow motion up to ×100; fast-forward down to ×100 faster.
    static let slowMotionRange = 0.01...100.0

    /// Largest generated conversation; beyond it start-up and memory goals no longer hold.
    static let maximumGeneratedMessages = 1_000_000

    mutating func validate() throws {
        guard slowMotion.isFinite, Self.slowMotionRange.contains(slowMotion) else {
            throw ValidationError("--slow-motion must be a number from \(Self.slowMotionRange.lowerBound) to \(Self.slowMotionRange.upperBound), got \(slowMotion)")
        }
        if let messages, !(0...Self.maximumGeneratedMessages).contains(messages) {
            throw ValidationError("--messages must be from 0 to \(Self.maximumGeneratedMessages), got \(messages)")
        }
        if conversation != nil && messages != nil {
            throw ValidationError("--conversation and --messages cannot be used together")
        }
    }

    mutating func run() throws {
        let configuration = try makeConfiguration()
        let status = MainActor.assumeIsolated { DemoApplication(configuration).run() }
        if status != 0 { throw ExitCode(status) }
    }

    /// Reads and checks every input before a window opens.
    func makeConfiguration() throws -> DemoConfiguration {
        let chat: Conversation
        if let conversation {
            chat = try Conversation.load(path: conversation)
        } else if let messages {
            chat = ConversationGenerator.make(count: messages)
        } else {
            chat = try Fixtures.conversation(conversationCase)
        }
        var steps: [DemoScript.Step] = []
        if let script {
            guard let data = FileManager.default.contents(atPath: script) else {
                throw InputError(file: script, FileManager.default.fileExists(atPath: script) ? "cannot be read" : "no such file")
            }
            guard let text = String(data: data, encoding: .utf8) else { throw InputError(file: script, "the script is not valid UTF-8") }
            steps = try DemoScript.parse(text, file: script).steps
        }
        if let trace { try Self.checkWritable(directoryOf: trace) }
        if let record { try Self.prepareRecordDirectory(record) }
        return DemoConfiguration(
            conversation: chat, conversationCase: conversation == nil && messages == nil ? conversationCase : nil,
            keyboard: keyboard.layout, strategy: strategy, slowMotion: slowMotion, landscape: landscape,
            script: steps, tracePath: trace, recordDirectory: record, theme: theme)
    }

    static func checkWritable(directoryOf path: String) throws(InputError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard access(directory, W_OK) == 0 else {
            throw InputError(file: path, "cannot write here: the directory \(directory) is missing or not writable")
        }
    }

    /// The record directory is created if needed and must be writable,
    /// checked before anything is written.
    static func prepareRecordDirectory(_ path: String) throws(InputError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw InputError(file: path, "cannot create the record directory: \(error.localizedDescription)")
        }
        guard access(path, W_OK) == 0 else { throw InputError(file: path, "the record directory is not writable") }
    }
}

/// Everything the window needs, checked and loaded.
struct DemoConfiguration {
    var conversation: Conversation
    var conversationCase: ConversationCase?
    var keyboard: KeyboardLayoutKind
    var strategy: Strategy
    var slowMotion: Double
    var landscape: Bool
    var script: [DemoScript.Step]
    var tracePath: String?
    var recordDirectory: String?
    var theme: ThemeOption = .system
}

/// The conversations that ship with the app, one per case of seed 004.
enum Fixtures {
    static func conversation(_ which: ConversationCase) throws -> Conversation {
        guard let url = Bundle.module.url(forResource: which.rawValue, withExtension: "json",
                                          subdirectory: "Resources/conversations") else {
            throw RuntimeFailure(message: "the bundled conversation \(which.rawValue).json is missing from the app's resources")
        }
        return try Conversation.load(path: url.path)
    }
}
