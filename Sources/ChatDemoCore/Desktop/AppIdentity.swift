/// Who the demo is to the desktop. The application id is also the program
/// name (so X's WM_CLASS and Wayland's app_id) and the `.desktop` file's
/// name, which is how GNOME Shell matches the window to its launcher entry
/// and icon (see `data/dev.keyboardchat.Demo.desktop`).
public enum AppIdentity {
    public static let applicationID = "dev.keyboardchat.Demo"
    public static let displayName = "KeyboardChat"
    /// The one version string: `--version`, the About dialog, recordings and the benchmark
    /// report all read it, and the AppStream metainfo's newest release and the changelog's
    /// newest entry must equal it (a test checks). Semantic versioning; below 1.0 while the
    /// review instrument is still being built.
    public static let version = "0.5.0"
    /// The executable's name, which `--version` prints before the version.
    public static let programName = "keyboard-chat"
    /// What `keyboard-chat --version` prints, and what a recording says it was made by.
    public static var versionLine: String { "\(programName) \(version)" }
    /// The licence, as SPDX names it (the metainfo's `project_license`).
    public static let licence = "Apache-2.0"
    public static let summary = "A chat whose input bar and messages follow the on-screen keyboard in the same frame."
}
