/// The Platform submenu's own entry besides the platforms: saving the values in force as a
/// profile file (`MotionProfile.fileText`) that `--profile` loads back.
///
///     ProfileMenuCommand.saveProfile.detailedAction   // "app.save-profile"
public enum ProfileMenuCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case saveProfile = "save-profile"

    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }
    public var label: String { "Save Profile…" }
    public var shortcutTitle: String { "Save the motion profile" }
    public var accelerator: String? { nil }
}
