/// `--theme light|dark|system`: which colours the app draws in.
///
/// `system` follows the desktop: the GTK theme in force (`GTK_THEME`,
/// `gtk-theme-name`, `gtk-application-prefer-dark-theme`), judged by its
/// window background, and GSettings' `color-scheme`. `light` and `dark` are
/// for reviews: they also switch GTK's own widgets (header bar, menus) to
/// the matching variant, so the chrome never disagrees with the chat.
///
/// ```swift
/// ThemeOption.system.scheme(themeBackground: RGBColour(0x353535), prefersDark: false)  // .dark (Adwaita:dark)
/// ThemeOption.system.scheme(themeBackground: RGBColour(0xF6F5F4), prefersDark: true)   // .dark (color-scheme)
/// ThemeOption.light.gtkThemeVariable(replacing: "Adwaita:dark")                        // "Adwaita"
/// ```
///
/// - Complexity: O(1) for every member (O(n) in the variable's length).
public enum ThemeOption: String, SpelledChoice {
    case light, dark, system

    public static var commandLineHelp: String {
        "Colours: \(spelledOut) (\(system.rawValue) follows the GTK theme and GSettings' color-scheme)."
    }

    /// A theme background darker than this relative luminance is a dark
    /// theme (Adwaita:dark's #353535 is 0.036, Adwaita's #F6F5F4 is 0.91;
    /// 0.18 is mid-grey, where black and white text read equally well).
    public static let darkBackgroundLuminance = 0.18

    /// The scheme to draw in, given the GTK theme's window background and
    /// whether GSettings' `color-scheme` is `prefer-dark`.
    public func scheme(themeBackground: RGBColour, prefersDark: Bool) -> ColourScheme {
        switch self {
        case .light: .light
        case .dark: .dark
        case .system:
            prefersDark || themeBackground.relativeLuminance < Self.darkBackgroundLuminance ? .dark : .light
        }
    }

    /// GTK 3 ignores `gtk-application-prefer-dark-theme` when `GTK_THEME`
    /// is set (its variant, after a colon, decides), so an explicit
    /// `--theme` rewrites the variable's variant: the new value, or nil
    /// when it should be left alone (`system`, unset, or already right).
    public func gtkThemeVariable(replacing current: String?) -> String? {
        guard self != .system, let current, !current.isEmpty else { return nil }
        let name = current.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? current
        let wanted = self == .dark ? name + ":dark" : name
        return wanted == current ? nil : wanted
    }

    /// The value for GTK's `gtk-application-prefer-dark-theme`: set for
    /// `dark`, cleared for `light`, and for `system` set only when GSettings
    /// prefers dark (GTK 3 does not read `color-scheme` itself); nil leaves
    /// the user's setting alone.
    public func prefersDarkGtkVariant(colourSchemePrefersDark: Bool) -> Bool? {
        switch self {
        case .light: false
        case .dark: true
        case .system: colourSchemePrefersDark ? true : nil
        }
    }
}
