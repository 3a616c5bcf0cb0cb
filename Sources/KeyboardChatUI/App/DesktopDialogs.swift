import CGtk
import ChatDemoCore
import Foundation

/// The GNOME conventions' two secondary windows: About (from the menu) and
/// Keyboard Shortcuts (Ctrl+?). Both are transient for the chat window and
/// destroyed when closed, so nothing outlives the chat window. Both join
/// the application, so its accelerators (Ctrl+Q) work while they have focus.
@MainActor
enum DesktopDialogs {
    /// GtkAboutDialog, titled "About KeyboardChat" by GTK.
    static func showAbout(parent: UnsafeMutablePointer<GtkWidget>) {
        let dialog = gtk_about_dialog_new()!
        let about = checkedCast(dialog, to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, AppIdentity.displayName)
        gtk_about_dialog_set_version(about, AppIdentity.version)
        gtk_about_dialog_set_comments(about, AppIdentity.summary)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_APACHE_2_0)
        gtk_about_dialog_set_logo_icon_name(about, "input-keyboard")
        gtk_window_set_transient_for(checkedCast(dialog), checkedCast(parent))
        gtk_window_set_destroy_with_parent(checkedCast(dialog), 1)
        gtk_window_set_application(checkedCast(dialog), gtk_window_get_application(checkedCast(parent)))
        gtk_window_set_modal(checkedCast(dialog), 1)
        // Close (or Escape) answers with a response; the dialog goes then.
        connectWithArgument(dialog, "response") { _ in gtk_widget_destroy(dialog) }
        gtk_widget_show(dialog)
        reportShown(about)
    }

    /// For tests (`KEYBOARDCHAT_REPORT_ABOUT=1`): says on stderr which version and licence the
    /// About dialog shows, read back from the dialog itself, so a test can compare it with
    /// `--version`, the metainfo and the changelog.
    private static func reportShown(_ about: UnsafeMutablePointer<GtkAboutDialog>) {
        guard DiagnosticSwitch.reportAbout.isSet else { return }
        let version = gtk_about_dialog_get_version(about).map { String(cString: $0) } ?? ""
        let apache = gtk_about_dialog_get_license_type(about) == GTK_LICENSE_APACHE_2_0
        StandardError.write("keyboard-chat: About shows version \(version), licence \(apache ? AppIdentity.licence : "other")\n")
    }

    /// The GtkShortcutsWindow described by `ShortcutsWindowXML` (GTK 3
    /// builds these only from GtkBuilder; see there why). Closing it hides
    /// it; the owner destroys it with `destroyShortcuts` once the theme's
    /// screen-wide style is gone. (Destroyed earlier, GTK 3.24 leaves a
    /// style node of it behind, and removing the theme's style provider at
    /// exit then touches that dead widget: a Gtk-CRITICAL.)
    static func makeShortcuts(parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        let builder = gtk_builder_new_from_string(ShortcutsWindowXML.make(), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, ShortcutsWindowXML.windowID) else { return nil }
        let window: UnsafeMutablePointer<GtkWidget> = checkedCast(object)
        gtk_window_set_transient_for(checkedCast(window), checkedCast(parent))
        gtk_window_set_application(checkedCast(window), gtk_window_get_application(checkedCast(parent)))
        connectEvent(window, "delete-event") { _ in
            gtk_widget_hide(window)
            return true
        }
        return window
    }

    /// Detaches the shortcuts window from the application, so closing the
    /// chat window still ends the run, and from the chat window.
    static func release(shortcuts window: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_hide(window)
        gtk_window_set_transient_for(checkedCast(window), nil)
        gtk_window_set_application(checkedCast(window), nil)
    }
}
