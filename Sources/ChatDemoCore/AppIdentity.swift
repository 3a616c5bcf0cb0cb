/// Who the demo is to the desktop. The application id is also the program
/// name (so X's WM_CLASS and Wayland's app_id) and the `.desktop` file's
/// name, which is how GNOME Shell matches the window to its launcher entry
/// and icon (see `data/dev.keyboardchat.Demo.desktop`).
public enum AppIdentity {
    public static let applicationID = "dev.keyboardchat.Demo"
    public static let displayName = "KeyboardChat"
    public static let version = "0.1"
    public static let summary = "A chat whose input bar and messages follow the on-screen keyboard in the same frame."
}
