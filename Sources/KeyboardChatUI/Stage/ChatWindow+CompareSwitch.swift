import CGtk
import ChatDemoCore
import ChatLayout

/// Compare mode switched while the app runs (the menu's Compare With, the script's `compare`).
/// A window's panes, playhead, motion review and input are built from its panes once, so the
/// switch builds a new window from this one's configuration with the other panes changed, and
/// hands it everything the reviewer owns: each case's conversation as it was left (sent
/// messages included), the draft, the keyboard layout, the strategy, the platform's profile,
/// the clock (slow motion, and the time a running script counts), the script itself, the
/// orientation. The application then puts the new window where this one was and closes this
/// one (`DemoApplication.replaceWindow`).
extension ChatWindow {
    /// What a replacing window takes over from this one, besides its configuration.
    struct CarriedState {
        let clock: WindowClock
        let script: ScriptRunner?
        /// Each case's conversation as the reviewer left it, the one shown included.
        let conversations: [String: Conversation]
        let draft: String
        /// The index of the next frame the replaced window would have made.
        let nextFrameIndex: Int
        /// Whether the keyboard was up or rising: the new window shows it again.
        let keyboardWasShown: Bool
    }

    /// Why the panes cannot become `strategies` now, or nil when they can.
    func compareRefusal(_ strategies: [Strategy]) -> String? {
        if outputs.isRecording { return "a recording keeps the panes it started with; start it with --compare instead" }
        if strategies.contains(scene.strategy) {
            return "'\(scene.strategy.rawValue)' is the first pane's strategy already; the panes' strategies must differ"
        }
        // An opened recording stays the row's last pane.
        if let traced = outputs.tracedPaneCount, traced > 1,
           traced != 1 + strategies.count + (configuration.openedRecording == nil ? 0 : 1) {
            return "--trace writes \(traced) panes' columns, so this run keeps \(traced) panes"
        }
        return nil
    }

    /// Why a recording cannot be opened beside the panes now, or nil when it can.
    var openingRefusal: String? {
        if outputs.isRecording { return "a recording (--record, --video) keeps the panes it started with; start it with --open instead" }
        // A one-pane trace goes on with the lead's columns, as it does after a compare switch.
        let paneCount = 1 + configuration.comparedStrategies.count + 1
        if let traced = outputs.tracedPaneCount, traced > 1, traced != paneCount {
            return "--trace writes \(traced) panes' columns, so this run cannot show the recording as pane \(paneCount); start it with --open instead"
        }
        return nil
    }

    /// The configuration and live state a window with `recording` beside its panes starts from:
    /// without compared strategies its one pane plays the platform whose curve fits the recording.
    func handOver(opening recording: OpenedRecording) -> (DemoConfiguration, CarriedState) {
        var (next, carried) = handOver(comparing: configuration.comparedStrategies)
        next.comparedProfiles = configuration.comparedProfiles
        next.openedRecording = recording
        if configuration.comparedStrategies.isEmpty { next.profile = recording.platform.profile }
        carried = CarriedState(clock: carried.clock, script: carried.script, conversations: carried.conversations, draft: carried.draft,
                               nextFrameIndex: carried.nextFrameIndex, keyboardWasShown: false)
        return (next, carried)
    }
}
