import KeyboardChatUI
import CGtk

/// The app's real input bar (a GtkTextView and a Send button, styled by its
/// CSS) in a GtkOffscreenWindow, so it is realised and allocated without a
/// screen window and `gtk_widget_draw` can paint it into any cairo context —
/// the benchmark's image surface included. Drawing the real widget, not a
/// look-alike, keeps GTK's CSS rendering of the bar in the measured frame.
@MainActor
final class OffscreenInputBar {
    let bar = InputBar()
    private let window: UnsafeMutablePointer<GtkWidget>
    private let width: Int32

    init(width: Int32) {
        self.width = width
        window = gtk_offscreen_window_new()
        gtk_container_add(checkedCast(window), bar.widget)
        let height = bar.naturalHeight(forWidth: width)
        gtk_window_set_default_size(checkedCast(window), width, height)
        gtk_widget_set_size_request(bar.widget, width, height)
        gtk_widget_show_all(window)
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    /// The bar's height as laid out (the scene needs it for the bar's top).
    var height: Int32 { gtk_widget_get_allocated_height(bar.widget) }

    /// Lays the bar out (the layout phase of a GTK frame; nearly free when
    /// nothing changed) and paints it with its top edge at `top` (stage
    /// coordinates). No frame clock runs the offscreen window here, so the
    /// allocation is done explicitly: gtk_widget_draw refuses a widget that
    /// still needs one.
    func draw(on cr: OpaquePointer, top: Double) {
        var allocation = GtkAllocation(x: 0, y: 0, width: width, height: bar.naturalHeight(forWidth: width))
        gtk_widget_size_allocate(bar.widget, &allocation)
        cairo_save(cr)
        cairo_translate(cr, 0, top)
        gtk_widget_draw(bar.widget, cr)
        cairo_restore(cr)
    }
}
