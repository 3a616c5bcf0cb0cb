import CGtk

/// GTK's `gtk-enable-animations` setting, followed live: when a user (or a
/// test's settings.ini) turns animations off, motion jumps to its end state.
/// A recording reads it once, before its window exists (`holdForThisRun`):
/// the setting is then GTK's own switch for its own widgets
/// (`RepeatableLook`), and no longer the app's.
@MainActor
final class AnimationSettings {
    /// `G_TYPE_BOOLEAN` is a C macro Swift cannot import: fundamental type 5.
    private static let booleanType = GType(5 << 2)
    /// The value every window of this run uses instead of following the setting, once held.
    private static var held: Bool?
    private(set) var isEnabled = true
    private var settings: UnsafeMutablePointer<GtkSettings>?
    private var handler: gulong = 0

    /// Reads the setting now and makes every window made after this use that value for the
    /// rest of the run, whatever the setting does.
    static func holdForThisRun() {
        held = gtk_settings_get_default().map(read) ?? true
    }

    init() {
        if let held = Self.held {
            isEnabled = held
            return
        }
        guard let settings = gtk_settings_get_default() else { return }
        self.settings = settings
        isEnabled = Self.read(settings)
        handler = connectWithArgument(settings, "notify::gtk-enable-animations") { [unowned self] _ in
            self.isEnabled = Self.read(settings)
        }
    }

    isolated deinit {
        disconnect()
    }

    /// The settings object outlives the window: stop listening (and release
    /// the handler's box) when the window goes.
    func disconnect() {
        guard let settings, handler != 0 else { return }
        g_signal_handler_disconnect(settings, handler)
        handler = 0
    }

    private static func read(_ settings: UnsafeMutablePointer<GtkSettings>) -> Bool {
        var value = GValue()
        g_value_init(&value, booleanType)
        defer { g_value_unset(&value) }
        g_object_get_property(checkedCast(settings, to: GObject.self),
                              "gtk-enable-animations", &value)
        return g_value_get_boolean(&value) != 0
    }
}
