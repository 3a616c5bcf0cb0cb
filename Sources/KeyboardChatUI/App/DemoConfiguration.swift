import ChatDemoCore
import ChatLayout
import Foundation
import Keyboard

/// Everything the window needs, checked and loaded.
package struct DemoConfiguration {
    package var conversation: Conversation
    package var conversationCase: ConversationCase?
    /// For a chat export (Telegram, WhatsApp): the sender shown on the right as "me", "" when
    /// nobody is; the menu says which. Nil for the project's own conversations.
    package var importedMe: String? = nil
    package var keyboard: KeyboardLayoutKind
    /// The keyboard's layouts and Pinyin table, loaded before any window opens.
    package var keyboardResources: KeyboardResources
    package var strategy: Strategy
    package var slowMotion: Double
    package var landscape: Bool
    package var script: [DemoScript.Step]
    /// Where the script came from, for run-time messages.
    package var scriptPath: String?
    package var tracePath: String?
    /// Whether the trace has `TraceRow.detailColumns` after the seven standard ones (`--trace-detail`).
    package var traceDetail = false
    /// `--trace-events FILE.json`: the frames as Trace Event Format JSON.
    package var traceEventsPath: String?
    package var recordDirectory: String?
    /// `--video FILE` and `--fps` (DemoConfiguration+Video.swift).
    package var videoPath: String?
    /// `--save-session FILE`: the live session, as a script, written when the window closes.
    package var saveSessionPath: String?
    package var frameRate = 60
    package var theme: ThemeOption = .system
    /// Compare mode's other panes, left to right after the lead one (whose strategy is
    /// `strategy`): empty for the single chat (`--compare`).
    package var comparedStrategies: [Strategy] = []
    /// A tab bar this many points tall below the chat (`--bottom-offset`); 0 for none.
    package var bottomOffset = 0
    /// The keyboard's motion, how the app follows it and the case-2 threshold (`--platform`,
    /// `--profile`); iOS's by default.
    package var profile = MotionProfile.ios
    /// The files the run reads (`--conversation`, `--script`, `--profile`): "Save Profile…"
    /// never writes over one of them.
    package var inputPaths: [(option: String, path: String)] = []
    /// Compare mode across platforms: each compared pane's profile, left to right after the
    /// lead pane's (`profile`); empty when every pane plays `profile`.
    package var comparedProfiles: [MotionProfile] = []
    /// `--open VIDEO` or "Open Recording…": a screen recording, measured, shown as a pane
    /// beside the simulated ones; nil for none.
    package var openedRecording: OpenedRecording?

    package init(conversation: Conversation, conversationCase: ConversationCase?, keyboard: KeyboardLayoutKind,
                 keyboardResources: KeyboardResources,
                 strategy: Strategy, slowMotion: Double, landscape: Bool, script: [DemoScript.Step],
                 scriptPath: String?, tracePath: String?, recordDirectory: String?, theme: ThemeOption) {
        self.conversation = conversation
        self.conversationCase = conversationCase
        self.keyboard = keyboard
        self.keyboardResources = keyboardResources
        self.strategy = strategy
        self.slowMotion = slowMotion
        self.landscape = landscape
        self.script = script
        self.scriptPath = scriptPath
        self.tracePath = tracePath
        self.recordDirectory = recordDirectory
        self.theme = theme
    }
}

/// The conversations that ship with the app, one per case of seed 004.
package enum Fixtures {
    package static func conversation(_ which: ConversationCase) throws -> Conversation {
        guard let url = Bundle.module.url(forResource: which.rawValue, withExtension: "json",
                                          subdirectory: "Resources/conversations") else {
            throw RuntimeFailure(message: "the bundled conversation \(which.rawValue).json is missing from the app's resources")
        }
        return try Conversation.load(path: url.path)
    }
}
