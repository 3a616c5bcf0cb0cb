import CGtk
import ChatDemoCore

/// The timeline window's menu (the button beside the onion skin's toggle).
extension TimelineWindow {
    /// The window's menu: what it plots, exported ("Export Trace…", the app's action).
    static let menuEntries = [SessionMenuCommand.exportTrace]

    static func menuButton() -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        for entry in menuEntries { g_menu_append(menu, entry.label, entry.detailedAction) }
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_use_popover(checkedCast(button), 1)
        gtk_menu_button_set_menu_model(checkedCast(button), HeaderBar.model(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_button_set_image(checkedCast(button), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_widget_set_tooltip_text(button, "Timeline menu")
        atk_object_set_name(gtk_widget_get_accessible(button), "Timeline menu")
        return button
    }
}
