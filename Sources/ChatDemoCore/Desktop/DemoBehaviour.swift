/// The review tools of the menu's view section: the slow-motion and debug
/// overlay toggles, rotation and hiding the keyboard. Each is one GTK action
/// (`app.NAME`, the raw value) with its menu label, its accelerator and, where
/// a script can do the same, the script command's word.
///
///     DemoBehaviour.slowMotion.accelerator          // "<Primary>t"
///     DemoBehaviour.slowMotion.readableAccelerator  // "Ctrl+T"
///     DemoBehaviour.hideKeyboard.scriptCommand      // "escape"
///
/// - Complexity: O(1) for every member.
public enum DemoBehaviour: String, CaseIterable, Hashable, Sendable, MenuEntry {
    /// Ctrl+T: time runs `SlowMotion.toggleFactor` times slower (see `SlowMotion`).
    case slowMotion = "slow-motion"
    /// Ctrl+D: the lines and caption of `DebugOverlayCaption`.
    case debugOverlay = "debug-overlay"
    /// Ctrl+R: portrait ↔ landscape (`--landscape` starts in landscape).
    case rotate
    /// The keyboard slides up, as a tap in the field does (no accelerator: typing goes to the
    /// field); enabled only while the keyboard is down or going down.
    case showKeyboard = "show-keyboard"
    /// Escape: the keyboard slides away.
    case hideKeyboard = "hide-keyboard"
    /// Ctrl+G: a canned reply streams in below the latest message, pinned near the top
    /// (`ReplyStream`); the script's `receive-stream TEXT MS` chooses the text.
    case receiveStream = "receive-stream"
    /// Ctrl+P: the attachment panel in the keyboard's place, or away (`ChatScene+Panel`).
    case attachmentPanel = "panel"

    /// The GTK action's name.
    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }

    public var label: String {
        switch self {
        case .slowMotion: "Slow motion ×\(Int(SlowMotion.toggleFactor))"
        case .debugOverlay: "Debug overlay"
        case .rotate: "Rotate"
        case .showKeyboard: "Show keyboard"
        case .hideKeyboard: "Hide keyboard"
        case .receiveStream: "Receive a streaming reply"
        case .attachmentPanel: "Attachment panel"
        }
    }

    public var shortcutTitle: String {
        switch self {
        case .slowMotion: "Slow motion"
        case .debugOverlay: "Debug overlay"
        case .rotate: "Rotate"
        case .showKeyboard: "Show the keyboard"
        case .hideKeyboard: "Hide the keyboard"
        case .receiveStream: "Receive a streaming reply"
        case .attachmentPanel: "Show or hide the attachment panel"
        }
    }

    public var accelerator: String? {
        switch self {
        case .slowMotion: "<Primary>t"
        case .debugOverlay: "<Primary>d"
        case .rotate: "<Primary>r"
        case .showKeyboard: nil
        case .hideKeyboard: "Escape"
        case .receiveStream: "<Primary>g"
        case .attachmentPanel: "<Primary>p"
        }
    }

    /// The accelerator as a person writes it ("Ctrl+T"), for help texts.
    public var readableAccelerator: String? { accelerator.map(Accelerator.readable) }

    /// The script command that does the same, if any (`slow-motion FACTOR`
    /// sets a factor and `overlay on|off` a state, rather than toggling).
    public var scriptCommand: String? {
        switch self {
        case .slowMotion: "slow-motion"
        case .debugOverlay: "overlay"
        case .rotate: "rotate"
        case .showKeyboard: nil
        case .hideKeyboard: "escape"
        case .receiveStream: "receive-stream"
        case .attachmentPanel: PanelRequest.commandName
        }
    }
}
