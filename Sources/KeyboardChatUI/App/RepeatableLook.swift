import CGtk

/// What GTK draws on its own, made a function of the script and the virtual clock, for runs
/// whose frames must be the same pixels every time (`--record`). See docs/DETERMINISM.md.
///
/// A recording's clock steps exactly 1/60 s per frame however late the frames really run, but
/// GTK times its own pictures with the real clock and the X server: CSS transitions (the Send
/// button turning blue when the draft stops being blank), the field scrolling to the caret
/// (a 200 ms glide on the frame clock's real time), the caret's blink and the overlay scroll
/// indicator (real-time timeouts), and the focused or `:backdrop` look, which follows when the
/// X server's focus arrives (and whether the idle pointer happens to rest over the window),
/// and the hover look of whatever the resting pointer happens to be over.
/// Each run of the same script caught those at another point. Here:
/// - **GTK's own animations settle at once**: `gtk-enable-animations` is turned off for GTK's
///   widgets, after the app's `AnimationSettings` has read it and stopped following it, so
///   the app's own motion (keyboard, bar, list) runs on the virtual clock exactly as before.
///   GTK times its animations with the frame clock's real time, which no recording step
///   follows, so they cannot be put on the virtual clock.
/// - **The caret is steady** (`gtk-cursor-blink` off), as iOS screen recordings show it.
/// - **The window is the focused window from its first frame** to its last, and shows no
///   hover, whatever the X server's focus and pointer do (`holdStill`, RepeatableLook+Window).
/// - **The field's overlay scroll indicator is not drawn**: GTK shows it when the draft
///   scrolls and hides it one second of real time later, and nothing but its opacity can be
///   set from outside.
/// - **The desktop's settings are read once**, when the run starts: the theme, fonts and font
///   rendering (antialiasing, hinting, subpixel order, resolution) are set back as the app's
///   own, so a change the desktop pushes mid-run (another font, a dark style) does not reach
///   the frames. (`ThemeWatcher` stops following the colour scheme too.)
@MainActor
enum RepeatableLook {
    /// Above `GTK_STYLE_PROVIDER_PRIORITY_USER` (the user's `gtk.css`): GTK 3 takes each
    /// property from the highest-priority provider that sets it, whatever the selectors'
    /// specificity.
    static let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER) + 1

    static let css = ".input-bar scrolledwindow > scrollbar { opacity: 0; }"

    /// The GTK settings that change what the window's widgets look like, read once and then
    /// held. (`gtk-enable-animations` and `gtk-cursor-blink` are set, not held;
    /// `gtk-application-prefer-dark-theme` is the app's own already, `ThemeWatcher`'s.)
    static let heldSettings = [
        "gtk-theme-name", "gtk-icon-theme-name", "gtk-font-name",
        "gtk-xft-antialias", "gtk-xft-hinting", "gtk-xft-hintstyle", "gtk-xft-rgba", "gtk-xft-dpi",
        "gtk-cursor-aspect-ratio", "gtk-overlay-scrolling", "gtk-visible-focus",
    ]

    /// Before the window is made: GTK's own animations off (the app's motion keeps the
    /// setting's value, `AnimationSettings.holdForThisRun`), the caret steady, the desktop's
    /// settings held, the scroll indicator hidden. (A scrolled window decides whether its
    /// scrolling glides when it is mapped, so this cannot wait for the window.)
    static func prepare() {
        AnimationSettings.holdForThisRun()
        if let settings = gtk_settings_get_default() {
            for name in heldSettings { hold(name, of: settings) }
            setBoolean("gtk-enable-animations", false, on: settings)
            setBoolean("gtk-cursor-blink", false, on: settings)
        }
        installStyle()
    }

    private static func installStyle() {
        let provider = gtk_css_provider_new()!
        loadAppCSS(css, named: "the recording's CSS", into: provider)
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), checkedCast(provider, to: .styleProvider), priority)
        g_object_unref(provider)
    }

    // MARK: Settings

    /// Sets `name` to the value it has now. GTK then counts it as the application's own, which
    /// a later change from the desktop (XSETTINGS) does not override.
    private static func hold(_ name: String, of settings: UnsafeMutablePointer<GtkSettings>) {
        let object = checkedCast(settings, to: GObject.self)
        let objectClass = UnsafeMutablePointer<GObjectClass>(OpaquePointer(object.pointee.g_type_instance.g_class))
        // A setting older GTK versions lack is simply not held.
        guard let property = g_object_class_find_property(objectClass, name) else { return }
        var value = GValue()
        g_value_init(&value, property.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        g_object_set_property(object, name, &value)
    }

    /// `G_TYPE_BOOLEAN` is a C macro Swift cannot import: fundamental type 5.
    private static let booleanType = GType(5 << 2)

    private static func setBoolean(_ name: String, _ on: Bool, on settings: UnsafeMutablePointer<GtkSettings>) {
        var value = GValue()
        g_value_init(&value, booleanType)
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, on ? 1 : 0)
        g_object_set_property(checkedCast(settings, to: GObject.self), name, &value)
    }
}
