/// The motion-review panels and layers a reviewer switches on and off: the timeline window
/// (the plot of the recent motion with its playhead and readouts) and the onion skin (the
/// previous frames' bar outline and keyboard top band ghosted over the stage). Each is one
/// boolean GTK action with its menu label, accelerator and script command, like `DemoBehaviour`.
///
///     MotionReviewTool.timeline.detailedAction  // "app.timeline"
///     MotionReviewTool.onionSkin.accelerator    // "<Primary>o"
///
/// - Complexity: O(1) for every member.
public enum MotionReviewTool: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case timeline
    case onionSkin = "onion-skin"

    /// The GTK action's name, also the script command (`timeline show|hide`, `onion-skin on|off`).
    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }

    public var label: String {
        switch self {
        case .timeline: "Timeline"
        case .onionSkin: "Onion skin"
        }
    }

    public var shortcutTitle: String {
        switch self {
        case .timeline: "Show or hide the timeline"
        case .onionSkin: "Onion skin (ghosts of the previous frames' bar and keyboard top)"
        }
    }

    public var accelerator: String? {
        switch self {
        case .timeline: "<Primary>l"
        case .onionSkin: "<Primary>o"
        }
    }

    /// The header bar button's tooltip.
    public var tooltip: String {
        switch self {
        case .timeline: "Timeline of the recent motion (\(Accelerator.readable(accelerator!)))"
        case .onionSkin: "Onion skin: ghosts of the previous frames' bar and keyboard top (\(Accelerator.readable(accelerator!)))"
        }
    }
}
