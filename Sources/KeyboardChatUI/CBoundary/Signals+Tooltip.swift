import CGtk

/// The text of the tooltip at a point of the widget (its own coordinates), or nil for none there.
package typealias TooltipHandler = @MainActor (_ x: Double, _ y: Double) -> String?

private let releaseTooltip: GClosureNotify = { data, _ in
    ClosureBox<TooltipHandler>.release(data)
}

/// "query-tooltip" on `widget`, which gets `has-tooltip`: GTK asks when the pointer rests, and
/// the handler names the text for that point. A drawn surface (the stage's caption) has no
/// widget of its own to carry a tooltip, so the point decides.
@MainActor @discardableResult
package func connectTooltip(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping TooltipHandler) -> gulong {
    gtk_widget_set_has_tooltip(widget, 1)
    let thunk: @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean = {
        _, x, y, _, tooltip, data in
        guard let tooltip else { return 0 }
        let box = ClosureBox<TooltipHandler>.from(data)
        let handedTooltip = CallbackPointer(tooltip)
        return MainActor.assumeIsolated {
            guard let text = box.body(Double(x), Double(y)) else { return 0 }
            gtk_tooltip_set_text(handedTooltip.pointer, text)
            return 1
        }
    }
    return g_signal_connect_data(
        widget, "query-tooltip", unsafeBitCast(thunk, to: GCallback.self),
        ClosureBox(handler).retainedPointer(), releaseTooltip, GConnectFlags(rawValue: 0))
}
