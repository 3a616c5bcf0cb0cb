import ArgumentParser
import ChatDemoCore
import ChatImport
import ChatLayout
import Foundation
import Keyboard
import KeyboardChatUI
import OutputFiles

// The choices' spellings are their raw values (ArgumentParser lists
// `allCases` when a value is wrong); their help comes from the enums too.
extension ConversationCase: ExpressibleByArgument {}
extension KeyboardChoice: ExpressibleByArgument {}
extension Strategy: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}
extension ThemeOption: ExpressibleByArgument {}
extension StageDirection: ExpressibleByArgument {}

/// `keyboard-chat [options]`: opens the demo window.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the chat window (the default command).",
        // The window opens with no subcommand; its usage is the program's own.
        usage: "keyboard-chat [<options>]"
    )

    @Option(name: .customLong(ConversationCase.actionName), help: ArgumentHelp(ConversationCase.commandLineHelp))
    var conversationCase: ConversationCase = .some

    @Option(help: ArgumentHelp("Open a conversation file instead of a fixture: this app's JSON, a Telegram export (result.json) or a WhatsApp chat (.txt), at most \(Conversation.maximumFileBytes >> 30) GiB, or a .zip of one (at most \(Conversation.maximumStreamBytes >> 20) MB, as is standard input); - reads standard input. See docs/CONVERSATIONS.md.", valueName: "FILE"))
    var conversation: String?

    @Option(help: ArgumentHelp("With --conversation: the chat to open from a full Telegram export, by name or by id.", valueName: "NAME"))
    var chat: String?

    @Option(help: ArgumentHelp("With --conversation: the sender shown on the right, as \"me\", in a Telegram or WhatsApp export.", valueName: "NAME"))
    var me: String?

    /// Taken unconditionally so `--messages -1` reaches `validate()` and gets
    /// its range in the message, not "Missing value".
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Open a generated conversation of N distinct messages (0 to \(maximumGeneratedMessages)).", valueName: "N"))
    var messages: Int?

    @Option(help: ArgumentHelp(KeyboardChoice.commandLineHelp))
    var keyboard: KeyboardChoice = .english

    /// Optional so that `--compare` can refuse it; nil is three-case.
    @Option(help: ArgumentHelp(Strategy.commandLineHelp + " (default: \(Strategy.threeCase.rawValue))"))
    var strategy: Strategy?

    @Option(help: ArgumentHelp(Platform.commandLineHelp + " (default: \(Platform.ios.rawValue)). Not with --profile.", valueName: "NAME"))
    var platform: Platform?

    @Option(help: ArgumentHelp("Load the keyboard's motion from a JSON motion profile (at most \(MotionProfile.maximumFileBytes >> 10) KB; see docs/PLATFORMS.md). Not with --platform.", valueName: "FILE"))
    var profile: String?

    @Option(help: ArgumentHelp("Compare mode: two or three panes side by side, driven by one keyboard: strategies (always,never), or a strategy on several platforms' motion as STRATEGY@PLATFORM (three-case@ios,three-case@android). Not with --strategy.", valueName: "A,B[,C]"))
    var compare: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Run time FACTOR times slower, \(SlowMotion.range.lowerBound) to \(Int(SlowMotion.range.upperBound)) (1 = real time, 10 = like Slow Animations; below 1 runs faster, for soak tests). \(DemoBehaviour.slowMotion.readableAccelerator ?? "The menu") toggles between this factor and ×\(Int(SlowMotion.toggleFactor)) (between 1 and this factor when it is above 1).",
        valueName: "FACTOR"))
    var slowMotion: Double = 1

    @Option(help: ArgumentHelp(ThemeOption.commandLineHelp))
    var theme: ThemeOption = .system

    @Option(help: ArgumentHelp(StageDirection.commandLineHelp))
    var direction: StageDirection?

    /// Taken unconditionally so `--bottom-offset -5` reaches `validate()` and gets its range.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Draw a tab bar PX points tall below the chat, 0 to \(BottomOffset.maximumPoints): the input bar rests on it and the keyboard slides up over it.",
        valueName: "PX"))
    var bottomOffset = 0

    @Flag(help: "Start in landscape (the window is 844×390).")
    var landscape = false

    @Option(help: ArgumentHelp("Run the commands in FILE (at most \(DemoScript.maximumFileBytes >> 20) MB); the commands: keyboard-chat help script.", valueName: "FILE"))
    var script: String?

    @Option(help: ArgumentHelp("Write one CSV row per presented frame.", valueName: "FILE.csv"))
    var trace: String?

    @Option(help: ArgumentHelp("Write the frames as Trace Event Format JSON, for Perfetto and chrome://tracing (docs/OUTPUTS.md).", valueName: "FILE.json"))
    var traceEvents: String?

    @Flag(help: "Add blank_space, reply_height, surface, list_top and jump_opacity after the trace's seven columns (--trace and --record's trace.csv).")
    var traceDetail = false

    @Option(help: ArgumentHelp("Deterministic 60 fps (see --fps): frames, trace.csv and filmstrip.png into DIR. Needs --script; the recording ends with the script and replaces DIR only when complete.", valueName: "DIR"))
    var record: String?

    @Option(help: ArgumentHelp("Write the scripted run as a video: .mp4 (H.264), .webm (VP9) or .gif (50 fps), by the extension. Needs --script; with --record too, both show the same frames.", valueName: "FILE"))
    var video: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of --record and --video: 60 (default) or 120.", valueName: "N"))
    var fps: Int?

    @Option(help: ArgumentHelp("Open a screen recording (MP4, MOV or WebM) as a pane beside the simulated one, on one clock from its first will-show; the simulated pane plays the platform whose curve fits it best unless --compare, --platform or --profile says (docs/MEASURE.md).", valueName: "VIDEO"))
    var open: String?

    @Option(help: ArgumentHelp("When the window closes, write what was done live (taps, typing, sends, drags, the menus' choices and shortcuts) as a script that --script replays; anything no script command repeats is a # comment line.", valueName: "FILE"))
    var saveSession: String?

    static let slowMotionRange = SlowMotion.range

    /// The options that take no value (for the repeated-option check).
    static let flags: Set<String> = ["--landscape", "--trace-detail", "--help", "--version"]

    /// Largest generated conversation; beyond it start-up and memory goals no longer hold.
    static let maximumGeneratedMessages = 1_000_000

    mutating func validate() throws {
        guard slowMotion.isFinite, Self.slowMotionRange.contains(slowMotion) else {
            throw ValidationError("--slow-motion must be a number from \(Self.slowMotionRange.lowerBound) to \(Self.slowMotionRange.upperBound), got \(slowMotion)")
        }
        if let messages, !(0...Self.maximumGeneratedMessages).contains(messages) {
            throw ValidationError("--messages must be from 0 to \(Self.maximumGeneratedMessages), got \(messages)")
        }
        guard (0...BottomOffset.maximumPoints).contains(bottomOffset) else {
            throw ValidationError("--bottom-offset must be a whole number of points from 0 to \(BottomOffset.maximumPoints) (the chat must fit above the tab bar in the smallest window), got \(bottomOffset)")
        }
        if traceDetail && trace == nil && record == nil {
            throw ValidationError("--trace-detail adds columns to a trace: give --trace FILE.csv or --record DIR too")
        }
        if conversation != nil && messages != nil {
            throw ValidationError("--conversation and --messages cannot be used together")
        }
        if conversation == nil, let option = chat != nil ? "--chat" : me != nil ? "--me" : nil {
            throw ValidationError("\(option) applies to a chat export: give --conversation FILE too")
        }
        if let compare {
            do throws(CompareChoice.Problem) {
                _ = try CompareChoice.parse(compare)
            } catch {
                throw ValidationError(error.message)
            }
            if strategy != nil {
                throw ValidationError("--compare and --strategy cannot be used together: --compare names every pane's strategy")
            }
        }
        if platform != nil && profile != nil {
            throw ValidationError("--platform and --profile cannot be used together: a profile file holds every value a platform names")
        }
        if record != nil && script == nil {
            throw ValidationError("--record needs --script FILE: a recording ends when its script does")
        }
        try validateVideo()
    }

    mutating func run() throws {
        var createdFolders: [String] = []
        do {
            // GTK starts here while the conversation is read on other threads: a file of a
            // gigabyte takes most of a second, GTK's start a tenth of one (`ApplicationStart`).
            let (path, exportChat, me, messages, fixture) = (conversation, chat, self.me, self.messages, conversationCase)
            let status = try MainActor.assumeIsolated {
                ApplicationStart.prepareProcess(theme: theme)
                let opening = ReadAhead { try Self.openConversation(path: path, chat: exportChat, me: me, messages: messages, fixture: fixture) }
                let start = ApplicationStart(direction: direction)
                let configuration = try makeConfiguration(opening: opening, createdFolders: &createdFolders)
                return DemoApplication(configuration).run(start)
            }
            if status != 0 { throw ExitCode(status) }
        } catch {
            // A run that does not succeed commits no recording, so the folders made to hold
            // one would be litter the user never asked for.
            OutputDirectory.removeCreated(createdFolders)
            throw error
        }
    }

    /// The conversation the window opens, with the line saying what an export was and who
    /// in it is "me" (nil for the app's own JSON, generated messages and a fixture).
    struct OpenedConversation: Sendable {
        var conversation: Conversation
        var summary: String?
        var me: String?
    }

    /// `--conversation FILE`, `--messages N`, or the fixture of the case, whichever was asked.
    static func openConversation(path: String?, chat: String?, me: String?, messages: Int?,
                                 fixture: ConversationCase) throws -> OpenedConversation {
        if let path {
            let opened = try ChatImport.load(path: path, chat: chat, me: me)
            return OpenedConversation(conversation: opened.conversation, summary: opened.summary,
                                      me: opened.summary == nil ? nil : opened.me ?? "")
        }
        if let messages { return OpenedConversation(conversation: DistinctConversationGenerator.make(count: messages)) }
        return OpenedConversation(conversation: try Fixtures.conversation(fixture))
    }

    /// Reads and checks every input before a window opens; `opening` is the conversation's
    /// reading, already under way, and `createdFolders` gets the folders made for the recording.
    func makeConfiguration(opening: ReadAhead<OpenedConversation>, createdFolders: inout [String]) throws -> DemoConfiguration {
        let keyboardResources: KeyboardResources
        do {
            keyboardResources = try KeyboardResources.bundled()
        } catch {
            throw RuntimeFailure(message: "\(error)")
        }
        let opened = try opening.value()
        let chat = opened.conversation
        if let summary = opened.summary { StandardError.write("keyboard-chat: \(summary)\n") }
        let motionProfile = try profile.map { try MotionProfile.load(path: $0) } ?? (platform ?? .ios).profile
        let steps = try script.map { try DemoScript.load(path: $0).steps } ?? []
        createdFolders = try OutputPlan.prepare(trace: trace, traceEvents: traceEvents, record: record, steps: steps, script: script,
                               conversation: conversation == "-" ? nil : conversation, profile: profile, video: video,
                               saveSession: saveSession, opened: open)
        if let video { try VideoPlan.check(video) }
        // Checked by `validate()`.
        let compared = try compare.map { value throws(CompareChoice.Problem) in try CompareChoice.parse(value) }
        let panes = compared?.strategies ?? []
        let paneProfiles = compared?.platforms.map { $0?.profile ?? motionProfile } ?? []
        var configuration = DemoConfiguration(
            conversation: chat, conversationCase: conversation == nil && messages == nil ? conversationCase : nil,
            keyboard: keyboard.layout, keyboardResources: keyboardResources,
            strategy: panes.first ?? strategy ?? .threeCase, slowMotion: slowMotion, landscape: landscape,
            script: steps, scriptPath: script, tracePath: trace, recordDirectory: record, theme: theme)
        configuration.comparedStrategies = Array(panes.dropFirst())
        configuration.bottomOffset = bottomOffset
        configuration.profile = paneProfiles.first ?? motionProfile
        configuration.comparedProfiles = Array(paneProfiles.dropFirst())
        configuration.inputPaths = OutputPlan.optionInputs(conversation: conversation, script: script, profile: profile, opened: open)
            + OutputPlan.loadedProfiles(steps).map { ("profile load", $0.path) }
        configuration.traceDetail = traceDetail
        configuration.traceEventsPath = traceEvents
        configuration.videoPath = video
        configuration.saveSessionPath = saveSession
        configuration.frameRate = fps ?? 60
        configuration.importedMe = opened.me
        if let open {
            let recording = try OpenedRecording.open(path: open)
            if let note = recording.breakNote { StandardError.write("keyboard-chat: \(PathBytes.visible(open)): \(note)\n") }
            configuration.openedRecording = recording
            if compare == nil && platform == nil && profile == nil { configuration.profile = recording.platform.profile }
        }
        return configuration
    }
}
