import CGtk

/// Holds the window to the smallest size its content can be laid out in, when nothing else does.
///
/// A window manager keeps a window at least as large as the minimum GTK puts in its size hints.
/// Without one (Xvfb, a kiosk session, a test driving the window with xdotool), any X client
/// can configure the window to any size, and GTK then lays the header bar and the stage out in
/// less room than they need: negative widths, GTK warnings, and pixman errors for empty
/// surfaces. So an undersized configure is turned back before GtkWindow sees it: the handler
/// runs ahead of GtkWindow's own (the signal runs its class handler last) and stops the
/// emission, so no layout ever happens at that size, and it asks the X server for the minimum,
/// whose own configure then reaches GTK as usual.
///
/// Example: the stage needs 300×200 and the header bar its buttons, so GTK's minimum for one
/// pane is 310×256. `xdotool windowsize WINDOW 60 400` is answered by a resize to 310×400.
@MainActor
enum MinimumWindowSize {
    static func enforce(on window: UnsafeMutablePointer<GtkWidget>) {
        connectConfigure(window) { width, height in
            var minimum = GtkRequisition()
            gtk_widget_get_preferred_size(window, &minimum, nil)
            let allowed = (width: max(width, minimum.width), height: max(height, minimum.height))
            guard allowed != (width, height), let surface = gtk_widget_get_window(window) else { return false }
            gdk_window_resize(surface, allowed.width, allowed.height)
            return true
        }
    }
}
