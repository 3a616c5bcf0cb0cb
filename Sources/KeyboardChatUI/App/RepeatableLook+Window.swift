import CGtk

/// A recorded window's look does not follow the X server's focus or pointer, which come from
/// outside the script: where the idle pointer rests, and when X's focus arrives, would change
/// the caret, the `:backdrop` look and the `:hover` look at whatever frame they happened.
extension RepeatableLook {
    /// Makes `window` (shown, not painted yet) the focused window from now on, as an app on a
    /// phone always is, with the caret in its field: one focus-in of our own now, the X
    /// server's focus changes dropped, and the `:backdrop` state (which GTK sets when the X
    /// window is not focused) and every widget's `:hover` state taken off again as soon as GTK
    /// sets them, before any style is computed from them. Clicks and keys still work as ever:
    /// only the hover look goes (a button still knows the pointer is over it).
    static func holdStill(_ window: UnsafeMutablePointer<GtkWidget>) {
        let gate = FocusGate()
        connectEvent(window, "focus-in-event") { _ in !gate.admitsFocusIn }
        connectEvent(window, "focus-out-event") { _ in true }
        for widget in WidgetTree.widgets(under: window) {
            connectWithArgument(widget, "state-flags-changed") { _ in clearOutsideStates(widget) }
            clearOutsideStates(widget)
        }
        gate.admitsFocusIn = true
        sendFocusIn(to: window)
        gate.admitsFocusIn = false
    }

    /// The states the pointer and the X server's focus set.
    private static let outsideStates = GTK_STATE_FLAG_BACKDROP.rawValue | GTK_STATE_FLAG_PRELIGHT.rawValue

    private static func clearOutsideStates(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let set = gtk_widget_get_state_flags(widget).rawValue & outsideStates
        guard set != 0 else { return }
        gtk_widget_unset_state_flags(widget, GtkStateFlags(rawValue: set))
    }

    /// What the X server would send when it gives the window focus, through GTK's own dispatch.
    private static func sendFocusIn(to window: UnsafeMutablePointer<GtkWidget>) {
        guard let gdkWindow = gtk_widget_get_window(window), let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
        defer { gdk_event_free(event) }
        event.pointee.focus_change.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.focus_change.send_event = 1
        event.pointee.focus_change.in = 1
        // GDK expects every event to name the device it came from: focus is the keyboard's.
        if let seat = gdk_display_get_default_seat(gdk_window_get_display(gdkWindow)), let keyboard = gdk_seat_get_keyboard(seat) {
            gdk_event_set_device(event, keyboard)
        }
        gtk_main_do_event(event)
    }

    /// Lets our own focus-in through while the X server's are dropped.
    private final class FocusGate {
        var admitsFocusIn = false
    }
}
