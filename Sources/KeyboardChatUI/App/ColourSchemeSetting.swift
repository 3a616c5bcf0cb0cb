import CGtk

/// GSettings' `org.gnome.desktop.interface color-scheme` (GNOME's "dark
/// style"), read and followed live. GTK 3 itself does not read it.
///
/// When the schema or the key is not installed it reads as not dark and
/// never changes.
@MainActor
final class ColourSchemeSetting {
    static let schema = "org.gnome.desktop.interface"
    static let key = "color-scheme"

    private var settings: UnsafeMutablePointer<GSettings>?
    private var handler: gulong = 0

    /// `onChange` runs after the key changes (read `prefersDark` again); nil follows nothing
    /// (the setting read once, its backend started).
    init(onChange: (@MainActor () -> Void)?) {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, Self.schema, 1) else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, Self.key) != 0 else { return }
        settings = g_settings_new_full(schema, nil, nil)
        guard let settings else { return }
        // GSettings reports changes of keys that have been read.
        _ = prefersDark
        guard let onChange else { return }
        handler = connectWithArgument(UnsafeMutableRawPointer(settings), "changed::\(Self.key)") { _ in onChange() }
    }

    isolated deinit {
        disconnect()
        if let settings { g_object_unref(UnsafeMutableRawPointer(settings)) }
    }

    /// Stops following (and releases the handler's box).
    func disconnect() {
        guard let settings, handler != 0 else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), handler)
        handler = 0
    }

    /// The key is `prefer-dark`.
    var prefersDark: Bool {
        guard let settings, let value = g_settings_get_string(settings, Self.key) else { return false }
        defer { g_free(value) }
        return String(cString: value) == "prefer-dark"
    }
}
