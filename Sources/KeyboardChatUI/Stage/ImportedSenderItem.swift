import CGtk

/// For an opened chat export, the primary menu's first line says whose messages are drawn on
/// the right ("Me: Anna", or "Me: nobody"), since the app had to decide it (`--me`, else the
/// rule stderr names). It is an item of a disabled action, so GTK shows it greyed out and
/// nothing happens on a click: information, not a command.
@MainActor
enum ImportedSenderItem {
    static let actionName = "imported-me"

    /// Adds the line as `menu`'s first section; `me` is "" when nobody was taken as "me".
    static func append(to menu: OpaquePointer, app: UnsafeMutablePointer<GtkApplication>, me: String) {
        let action = g_simple_action_new(actionName, nil)!
        g_simple_action_set_enabled(action, 0)
        g_action_map_add_action(checkedCast(app, to: .actionMap), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        let section = g_menu_new()!
        g_menu_append(section, label(me: me), "app.\(actionName)")
        g_menu_append_section(menu, nil, HeaderBar.model(section))
        g_object_unref(UnsafeMutableRawPointer(section))
    }

    /// "Me: NAME", or "Me: nobody" when no sender was taken.
    static func label(me: String) -> String {
        "Me: \(me.isEmpty ? "nobody" : me)"
    }
}
