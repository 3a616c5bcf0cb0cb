import CGtk

/// The primary menu's popover as GTK shows it, for tests that walk it by keys: its class once
/// (`header: menu popover GtkPopover`: GTK 3.24 builds a plain popover from a model), `menu open` and `menu closed` as it maps and
/// unmaps, and `menu focus "LABEL"` each time the keyboard focus lands on one of its items
/// (a submenu's back item carries the submenu's title). A test presses a key, then waits for
/// the line naming the item it expects, so no step runs ahead of what the screen shows.
@MainActor
extension HeaderReport {
    static func watchFocus(of popover: UnsafeMutablePointer<GtkPopover>?) {
        guard isOn, let popover else { return }
        let widget = checkedCast(popover, to: GtkWidget.self)
        say("menu popover \(String(cString: g_type_name_from_instance(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(popover)))))")
        var watchedWindow: UnsafeMutablePointer<GtkWidget>?
        connect(widget, "map") {
            say("menu open")
            guard let window = gtk_widget_get_toplevel(widget), window != watchedWindow else { return }
            watchedWindow = window
            connectWithArgument(window, "set-focus") { focused in
                guard let focused else { return }
                let item = checkedCast(untyped: focused, to: GtkWidget.self)
                guard gtk_widget_is_ancestor(item, widget) != 0, let label = text(of: item) else { return }
                say("menu focus \"\(label)\"")
            }
        }
        connect(widget, "unmap") { say("menu closed") }
    }

    /// A GtkModelButton's `text` property (nil for any other widget).
    private static func text(of item: UnsafeMutablePointer<GtkWidget>) -> String? {
        let object = checkedCast(item, to: GObject.self)
        let objectClass = UnsafeMutablePointer<GObjectClass>(OpaquePointer(object.pointee.g_type_instance.g_class))
        guard let property = g_object_class_find_property(objectClass, "text") else { return nil }
        var value = GValue()
        g_value_init(&value, property.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(object, "text", &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
