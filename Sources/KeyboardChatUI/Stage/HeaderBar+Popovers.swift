import CGtk

/// The header bar's popovers (the primary menu, the speed presets) closed before their window
/// goes. GTK 3.24 with animations off (`gtk-enable-animations` false) destroying a window while
/// one of them is open hands a widget already finalized to the window's "set-focus" handlers
/// (a GLib-GObject-CRITICAL from `g_object_ref`, seen with Ctrl+Q or SIGTERM over the open
/// menu); closed first, the popover gives the focus back while everything still exists.
@MainActor
extension HeaderBar {
    static func closePopovers(of window: UnsafeMutablePointer<GtkWidget>) {
        guard let titlebar = gtk_window_get_titlebar(checkedCast(window, to: GtkWindow.self)) else { return }
        for widget in WidgetTree.widgets(under: titlebar)
        where g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_menu_button_get_type()) != 0 {
            if let popover = gtk_menu_button_get_popover(checkedCast(widget, to: GtkMenuButton.self)),
               gtk_widget_get_visible(checkedCast(popover, to: GtkWidget.self)) != 0 {
                gtk_widget_hide(checkedCast(popover, to: GtkWidget.self))
            }
        }
    }
}
