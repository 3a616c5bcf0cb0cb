/// The Platform submenu's own entries besides the platforms: the tuning panel (every motion
/// value by hand, `MotionTuning`) and saving the values in force as a profile file
/// (`MotionProfile.fileText`) that `--profile` loads back, and loading one as `--profile` does.
///
///     ProfileMenuCommand.saveProfile.detailedAction   // "app.save-profile"
///     ProfileMenuCommand.tuneMotion.accelerator       // "<Primary>m"
public enum ProfileMenuCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case tuneMotion = "tune-motion"
    case saveProfile = "save-profile"
    case loadProfile = "load-profile"

    /// The Keyboard Shortcuts window's group for these entries.
    public static let groupTitle = "Motion profile"

    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }
    public var label: String {
        switch self {
        case .tuneMotion: "Tune Motion…"
        case .saveProfile: "Save Profile…"
        case .loadProfile: "Load Profile…"
        }
    }
    public var shortcutTitle: String {
        switch self {
        case .tuneMotion: "Tune the keyboard's motion (height, spring or curve, case-2 threshold)"
        case .saveProfile: "Save the motion profile"
        case .loadProfile: "Load a motion profile"
        }
    }
    public var accelerator: String? {
        switch self {
        case .tuneMotion: "<Primary>m"
        case .saveProfile, .loadProfile: nil
        }
    }
}
