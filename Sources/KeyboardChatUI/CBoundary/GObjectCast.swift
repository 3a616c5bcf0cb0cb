import CGtk

/// A C struct that begins every instance of one GObject type (`GtkWidget`,
/// `GtkWindow`, …), with the function that names that type. Only these can
/// go through `checkedCast`, so no other pointer (a `GdkRectangle*`, a
/// Swift buffer) can be passed off as a widget.
package protocol GObjectInstance {
    static var gType: GType { get }
}

/// GObject's single inheritance, as Swift sees it: a `GtkButton*` is a
/// `GtkWidget*` is a `GObject*`, but the importer gives each its own type,
/// and constructors return the base (`gtk_window_new` gives a `GtkWidget*`).
/// This is C's `GTK_WINDOW (widget)`: it checks that the instance is a
/// `To`, and when it is not, logs a critical naming both types
/// ("invalid cast from 'GtkLabel' to 'GtkWindow'"), which
/// `G_DEBUG=fatal-criticals`, as every UI test runs, turns into a stopped
/// run. (GLib's own `g_type_check_instance_cast` only warns.) As in C, the
/// pointer then comes back unchanged: a wrong cast is a programming error,
/// and the GTK function it reaches checks its argument again and does nothing.
///
///     let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!      // a GtkWidget*
///     gtk_window_set_title(checkedCast(window), "Chat")        // To is GtkWindow
///     let box: UnsafeMutablePointer<GtkBox> = checkedCast(window)  // critical
///
/// - Complexity: O(depth of the instance's type in the hierarchy).
@inline(__always)
package func checkedCast<From: GObjectInstance, To: GObjectInstance>(
    _ instance: UnsafeMutablePointer<From>, to: To.Type = To.self
) -> UnsafeMutablePointer<To> {
    checkedCast(untyped: UnsafeMutableRawPointer(instance), to: To.self)
}

/// `checkedCast` for an untyped pointer GLib says is an instance, such as
/// a `GList`'s data or a `gpointer` argument.
package func checkedCast<To: GObjectInstance>(untyped instance: UnsafeMutableRawPointer, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    checkInstance(instance, is: To.gType)
    return UnsafeMutablePointer<To>(OpaquePointer(instance))
}

/// Logs the critical of a wrong cast unless `instance` is a `type` (a class
/// derived from it, or one implementing it when it is an interface).
private func checkInstance(_ instance: UnsafeMutableRawPointer, is type: GType) {
    let typeInstance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(instance))
    guard g_type_check_instance_is_a(typeInstance, type) == 0 else { return }
    logCritical("invalid cast from '\(String(cString: g_type_name_from_instance(typeInstance)))' to '\(String(cString: g_type_name(type)))'")
}

/// A GObject interface (GtkStyleProvider, GActionMap, …). C declares
/// interfaces as incomplete structs, so Swift sees them as `OpaquePointer`;
/// this names which interface one stands for.
package struct GObjectInterface {
    let gType: GType

    static var styleProvider: Self { Self(gType: gtk_style_provider_get_type()) }
    static var actionable: Self { Self(gType: gtk_actionable_get_type()) }
    static var actionMap: Self { Self(gType: g_action_map_get_type()) }
    static var actionGroup: Self { Self(gType: g_action_group_get_type()) }
}

/// C's `GTK_STYLE_PROVIDER (provider)`: the instance as an interface it
/// implements, checked as `checkedCast` checks a class.
///
///     gtk_style_context_add_provider_for_screen(screen, checkedCast(provider, to: .styleProvider), priority)
///
/// - Complexity: O(number of interfaces the instance's type implements).
package func checkedCast<From: GObjectInstance>(_ instance: UnsafeMutablePointer<From>, to interface: GObjectInterface) -> OpaquePointer {
    checkInstance(UnsafeMutableRawPointer(instance), is: interface.gType)
    return OpaquePointer(instance)
}

/// A C struct that begins a GObject type's class (`AtkObjectClass`, …).
protocol GObjectClassStruct {
    static var gType: GType { get }
}

/// C's `ATK_OBJECT_CLASS (klass)`, for a `class_init` function's untyped
/// argument: a critical unless the class is a `To`'s (or a subclass's).
///
/// - Complexity: O(depth of the class's type in the hierarchy).
func checkedClassCast<To: GObjectClassStruct>(_ klass: UnsafeMutableRawPointer, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    let typeClass = UnsafeMutablePointer<GTypeClass>(OpaquePointer(klass))
    if g_type_check_class_is_a(typeClass, To.gType) == 0 {
        logCritical("invalid class cast from '\(String(cString: g_type_name(typeClass.pointee.g_type)))' to '\(String(cString: g_type_name(To.gType)))'")
    }
    return UnsafeMutablePointer<To>(OpaquePointer(klass))
}
