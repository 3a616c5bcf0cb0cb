/// The playhead's keys: pause or resume the stage, and step it one frame (or ten) either way.
/// Each is one GTK action (`app.NAME`, the raw value) with the accelerator the Keyboard
/// Shortcuts window lists.
///
/// The message field has the focus nearly all the time, and GTK gives an application's
/// accelerators a key before the focused field, so none of these is a bare Space or arrow (a
/// bare one would take the space and the caret's moves from the draft). While paused the field
/// cannot be typed in anyway (it shows the draft of the frame presented), so bare Space, ← and →
/// (Shift: ten frames) also work then: the window hears them before the field.
///
///     PlayheadCommand.pause.accelerator            // "<Primary>space"
///     PlayheadCommand.stepBackTen.frames           // -10
///
/// - Complexity: O(1) for every member.
public enum PlayheadCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    /// Ctrl+Space: the stage freezes on the frame presented, or goes on from it.
    case pause
    /// Alt+→ / Alt+←: the next or the previous frame (pauses first when playing).
    case stepForward = "step-forward"
    case stepBack = "step-back"
    /// Alt+Shift+→ / Alt+Shift+←: ten frames.
    case stepForwardTen = "step-forward-ten"
    case stepBackTen = "step-back-ten"

    /// The title of the Keyboard Shortcuts window's group.
    public static let groupTitle = "Playback"
    /// The frames a step command moves by (0 for `pause`).
    public static let bigStep = 10
    /// The primary menu's playback section, in its order: a mouse alone pauses and steps.
    /// The ten-frame steps stay on their keys (a menu opened ten times is no step of ten).
    public static let menuItems: [PlayheadCommand] = [.pause, .stepBack, .stepForward]

    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }

    /// Frames moved: negative backwards, 0 for `pause`.
    public var frames: Int {
        switch self {
        case .pause: 0
        case .stepForward: 1
        case .stepBack: -1
        case .stepForwardTen: Self.bigStep
        case .stepBackTen: -Self.bigStep
        }
    }

    public var label: String {
        switch self {
        case .pause: "Pause"
        case .stepForward: "Next frame"
        case .stepBack: "Previous frame"
        case .stepForwardTen: "Ten frames forward"
        case .stepBackTen: "Ten frames back"
        }
    }

    public var shortcutTitle: String {
        switch self {
        case .pause: "Pause or resume (Space too while paused)"
        case .stepForward: "Next frame (→ while paused)"
        case .stepBack: "Previous frame (← while paused)"
        case .stepForwardTen: "Ten frames forward (Shift+→ while paused)"
        case .stepBackTen: "Ten frames back (Shift+← while paused)"
        }
    }

    public var accelerator: String? {
        switch self {
        case .pause: "<Primary>space"
        case .stepForward: "<Alt>Right"
        case .stepBack: "<Alt>Left"
        case .stepForwardTen: "<Alt><Shift>Right"
        case .stepBackTen: "<Alt><Shift>Left"
        }
    }
}
