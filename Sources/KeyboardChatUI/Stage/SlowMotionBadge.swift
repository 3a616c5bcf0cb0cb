import CGtk
import ChatDemoCore

/// A small rounded "×10" in the header bar while slow motion (or fast-forward) is on, hidden
/// at real time: a reviewer who left slow motion on sees why everything crawls, as Xcode's
/// "Slow Animations" check mark is never in view. It sits with the review buttons, so it asks
/// for no width the 320-pixel window does not have.
@MainActor
enum SlowMotionBadge {
    private static var label: UnsafeMutablePointer<GtkWidget>?

    private static let css = """
        label { padding: 1px 6px; border-radius: 9px; font-weight: bold; font-size: smaller;
                background-color: alpha(@theme_selected_bg_color, 0.2); color: @theme_fg_color; }
        """

    /// The badge, showing `factor` (hidden at 1).
    static func make(factor: Double) -> UnsafeMutablePointer<GtkWidget> {
        let badge = gtk_label_new(nil)!
        // `gtk_widget_show_all` on the window must not show it at real time.
        gtk_widget_set_no_show_all(badge, 1)
        gtk_widget_set_valign(badge, GTK_ALIGN_CENTER)
        let provider = gtk_css_provider_new()!
        loadAppCSS(css, named: "the slow-motion badge's CSS", into: provider)
        gtk_style_context_add_provider(gtk_widget_get_style_context(badge), checkedCast(provider, to: .styleProvider),
                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
        label = badge
        connect(badge, "destroy") { label = nil }
        show(factor: factor)
        return badge
    }

    /// Shows `factor`'s badge, or hides it at real time.
    static func show(factor: Double) {
        guard let label else { return }
        let text = SlowMotion.badge(factor: factor)
        gtk_label_set_text(checkedCast(label), text ?? "")
        let tooltip: String? = text.map { "Slow motion \($0): time runs \(factor < 1 ? "faster" : "slower") than real time (\(DemoBehaviour.slowMotion.readableAccelerator ?? "the menu") toggles it)" }
        gtk_widget_set_tooltip_text(label, tooltip)
        gtk_widget_set_visible(label, text == nil ? 0 : 1)
        HeaderReport.say("speed badge \(gtk_widget_get_visible(label) != 0 ? String(cString: gtk_label_get_text(checkedCast(label))) : "hidden")")
    }
}
