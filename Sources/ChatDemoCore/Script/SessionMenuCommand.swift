/// The menu's entries that share what the reviewer did: "Export Video…" (the recent motion as
/// a clip, `export-video FILE` in a script) and the one that writes what the reviewer did live as a script (`SessionLog`), which
/// `--script` replays; `--save-session FILE` writes the same when the window closes.
///
///     SessionMenuCommand.saveSession.detailedAction   // "app.save-session"
public enum SessionMenuCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case saveSession = "save-session"
    /// The recent motion the timeline holds, drawn again frame by frame into a video file.
    case exportVideo = "export-video"

    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }
    public var label: String {
        switch self {
        case .saveSession: "Save Session as Script…"
        case .exportVideo: "Export Video…"
        }
    }

    public var shortcutTitle: String {
        switch self {
        case .saveSession: "Save the live session as a script"
        case .exportVideo: "Export the recent motion as a video"
        }
    }

    public var accelerator: String? {
        switch self {
        case .saveSession: nil
        case .exportVideo: "<Primary>e"
        }
    }
}
