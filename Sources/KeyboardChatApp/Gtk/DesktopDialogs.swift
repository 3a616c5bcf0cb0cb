import CGtk
import ChatDemoCore

/// The GNOME conventions' two secondary windows: About (from the menu) and
/// Keyboard Shortcuts (Ctrl+?). Both are transient for the chat window and
/// destroyed when closed, so nothing outlives the chat window.
@MainActor
enum DesktopDialogs {
    /// GtkAboutDialog, titled "About KeyboardChat" by GTK.
    static func showAbout(parent: UnsafeMutablePointer<GtkWidget>) {
        let dialog = gtk_about_dialog_new()!
        let about = upcast(dialog, to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, AppIdentity.displayName)
        gtk_about_dialog_set_version(about, AppIdentity.version)
        gtk_about_dialog_set_comments(about, AppIdentity.summary)
        gtk_about_dialog_set_logo_icon_name(about, "input-keyboard")
        gtk_window_set_transient_for(upcast(dialog), upcast(parent))
        gtk_window_set_modal(upcast(dialog), 1)
        gtk_window_set_destroy_with_parent(upcast(dialog), 1)
        // Close (or Escape) answers with a response; the dialog goes then.
        connectWithArgument(dialog, "response") { _ in gtk_widget_destroy(dialog) }
        gtk_widget_show(dialog)
    }

    /// The GtkShortcutsWindow described by `ShortcutsWindowXML` (GTK 3
    /// builds these only from GtkBuilder; see there why).
    static func showShortcuts(parent: UnsafeMutablePointer<GtkWidget>) {
        let builder = gtk_builder_new_from_string(ShortcutsWindowXML.make(), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, ShortcutsWindowXML.windowID) else { return }
        let window = UnsafeMutablePointer<GtkWidget>(OpaquePointer(object))
        gtk_window_set_transient_for(upcast(window), upcast(parent))
        gtk_window_set_destroy_with_parent(upcast(window), 1)
        gtk_widget_show_all(window)
    }
}
