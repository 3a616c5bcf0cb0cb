/// The theme as a menu choice: the radio action `app.theme` (Light, Dark, System), the same
/// three values `--theme` takes, so a reviewer checks both schemes without a restart.
extension ThemeOption: DemoChoice {
    public static let actionName = "theme"
    public static let menuTitle = "Theme"

    public var label: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .system: "System"
        }
    }

    public var help: String {
        switch self {
        case .light: "Light colours, whatever the desktop prefers"
        case .dark: "Dark colours, whatever the desktop prefers"
        case .system: "Follow the GTK theme and the desktop's colour scheme"
        }
    }
}
