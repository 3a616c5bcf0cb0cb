/// The menu's entries that share what the reviewer did: "Export Video…" (the recent motion as
/// a clip, `export-video FILE` in a script), "Export Trace…" (the same motion as Trace Event
/// Format JSON for Perfetto, also in the timeline window's menu; `export-trace FILE.json`) and the one that writes what the reviewer did live as a script (`SessionLog`), which
/// `--script` replays; `--save-session FILE` writes the same when the window closes; and
/// "Open Recording…", a screen recording shown beside the simulated pane, as `--open` does.
///
///     SessionMenuCommand.saveSession.detailedAction   // "app.save-session"
public enum SessionMenuCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case saveSession = "save-session"
    /// The recent motion the timeline holds, drawn again frame by frame into a video file.
    case exportVideo = "export-video"
    /// The recent motion the timeline holds, as Trace Event Format JSON.
    case exportTrace = "export-trace"
    /// A screen recording of any app, measured and shown as a pane beside the simulated one.
    case openRecording = "open-recording"

    /// The action that opens a recording by its path: the chooser's answer and the script's
    /// `open-recording FILE` both go through it, so a saved session repeats either.
    public static let openRecordingPathAction = "open-recording-path"

    public var actionName: String { rawValue }
    public var detailedAction: String { "app.\(actionName)" }
    public var label: String {
        switch self {
        case .saveSession: "Save Session as Script…"
        case .exportVideo: "Export Video…"
        case .exportTrace: "Export Trace…"
        case .openRecording: "Open Recording…"
        }
    }

    public var shortcutTitle: String {
        switch self {
        case .saveSession: "Save the live session as a script"
        case .exportVideo: "Export the recent motion as a video"
        case .exportTrace: "Export the recent motion as a trace for Perfetto"
        case .openRecording: "Open a screen recording beside the simulated pane"
        }
    }

    public var accelerator: String? {
        switch self {
        case .saveSession, .exportTrace, .openRecording: nil
        case .exportVideo: "<Primary>e"
        }
    }
}
