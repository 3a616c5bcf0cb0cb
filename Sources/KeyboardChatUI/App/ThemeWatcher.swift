import ChatDemoCore
import CGtk
import Foundation

/// Follows `--theme` and the desktop's light/dark choice, and keeps the
/// stage's palette and the input bar's colours in step with it.
///
/// Under `system` the scheme is read from what GTK actually resolved (the
/// theme's `theme_bg_color`: light or dark, whatever the theme is called,
/// whether `GTK_THEME`, `gtk-theme-name` or `gtk-application-prefer-dark-theme`
/// chose it) and from GSettings' `color-scheme` (`ColourSchemeSetting`),
/// and is read again whenever either changes, so switching the desktop's
/// theme while the app runs switches the chat too. `light` and `dark` force the scheme and
/// switch GTK's own widgets (the header bar) to the matching variant.
@MainActor
final class ThemeWatcher {
    /// `G_TYPE_BOOLEAN` is a C macro Swift cannot import: fundamental type 5.
    private static let booleanType = GType(5 << 2)
    /// Above the input bar's own layout CSS, so these colours win.
    private static let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1

    private var option: ThemeOption
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private let onChange: @MainActor (Theme) -> Void
    private var colourScheme: ColourSchemeSetting?
    /// The colour scheme as read once at the start, when the desktop is not followed.
    private var heldPrefersDark: Bool?
    /// Nil once the window is destroyed: nothing is resolved after that.
    private var window: UnsafeMutablePointer<GtkWidget>?
    private(set) var theme: Theme

    /// Before `gtk_init`: GTK 3 reads `GTK_THEME` once, and with a variant
    /// in it ignores the prefer-dark setting, so an explicit `--theme`
    /// rewrites the variant there.
    static func prepareEnvironment(for option: ThemeOption) {
        if let value = option.gtkThemeVariable(replacing: ProcessInfo.processInfo.environment["GTK_THEME"]) {
            setenv("GTK_THEME", value, 1)
        }
    }

    /// Applies `option` to GTK, calls `onChange` with the theme now in
    /// force, and again whenever `window`'s style or GSettings' colour
    /// scheme changes it. With `followsDesktop` false (a recording, whose
    /// frames must not depend on what the desktop does meanwhile) the
    /// colour scheme is read once, now, and later changes are not followed.
    init(option: ThemeOption, window: UnsafeMutablePointer<GtkWidget>, followsDesktop: Bool = true,
         onChange: @escaping @MainActor (Theme) -> Void) {
        self.option = option
        self.onChange = onChange
        self.window = window
        provider = gtk_css_provider_new()
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), checkedCast(provider, to: .styleProvider), Self.priority)
        theme = .light
        colourScheme = ColourSchemeSetting { [unowned self] in self.colourSchemeChanged() }
        if !followsDesktop {
            heldPrefersDark = colourScheme?.prefersDark ?? false
            colourScheme?.disconnect()
        }
        applyPreferDark()
        theme = resolve(window)
        load(theme)
        onChange(theme)
        connect(window, "style-updated") { [unowned self] in self.update() }
        connect(window, "destroy") { [unowned self] in
            self.window = nil
            self.colourScheme?.disconnect()
        }
    }

    isolated deinit {
        gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), checkedCast(provider, to: .styleProvider))
        g_object_unref(provider)
    }

    /// The menu's Theme choice: draws in `newOption` from now on. GTK's own widgets follow too
    /// unless `GTK_THEME` names a variant (GTK 3 then ignores prefer-dark); the chat, drawn by
    /// the app, always does. `system` puts prefer-dark back to what the colour scheme says.
    func setOption(_ newOption: ThemeOption) {
        option = newOption
        if let settings = gtk_settings_get_default() {
            Self.setPreferDark(option.prefersDarkGtkVariant(colourSchemePrefersDark: prefersDark) ?? prefersDark, on: settings)
        }
        update()
    }

    /// GTK 3 does not read `color-scheme`: pass it on as GTK's own
    /// prefer-dark setting (which restyles GTK's widgets, then `update`).
    private func colourSchemeChanged() {
        applyPreferDark()
        update()
    }

    /// GSettings' colour scheme: as it is now, or as it was at the start when not followed.
    private var prefersDark: Bool { heldPrefersDark ?? colourScheme?.prefersDark ?? false }

    private func applyPreferDark() {
        if let settings = gtk_settings_get_default(),
           let preferDark = option.prefersDarkGtkVariant(colourSchemePrefersDark: prefersDark) {
            Self.setPreferDark(preferDark, on: settings)
        }
    }

    private func update() {
        guard let window else { return }
        let resolved = resolve(window)
        guard resolved != theme else { return }
        theme = resolved
        load(resolved)
        onChange(resolved)
    }

    private func resolve(_ window: UnsafeMutablePointer<GtkWidget>) -> Theme {
        var colour = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = gtk_style_context_lookup_color(gtk_widget_get_style_context(window), "theme_bg_color", &colour)
        let background = RGBColour(UInt32((colour.red * 255).rounded()) << 16 | UInt32((colour.green * 255).rounded()) << 8
                                   | UInt32((colour.blue * 255).rounded()))
        return Theme.of(option.scheme(themeBackground: background, prefersDark: prefersDark))
    }

    /// The input bar's colours; its layout is `InputBar.css`.
    static func css(for theme: Theme) -> String {
        """
        .input-bar { background-color: \(theme.inputBarBackground); border-top-color: \(theme.separator); }
        .input-bar scrolledwindow { border-color: \(theme.fieldBorder); background-color: \(theme.fieldBackground); }
        .input-bar textview text { color: \(theme.fieldText); caret-color: \(theme.fieldText); }
        """
    }

    private func load(_ theme: Theme) {
        loadAppCSS(Self.css(for: theme), named: "the theme's CSS", into: provider)
    }

    private static func setPreferDark(_ preferDark: Bool, on settings: UnsafeMutablePointer<GtkSettings>) {
        var value = GValue()
        g_value_init(&value, booleanType)
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, preferDark ? 1 : 0)
        g_object_set_property(checkedCast(settings, to: GObject.self),
                              "gtk-application-prefer-dark-theme", &value)
    }
}
