import CGtk
import ChatDemoCore

/// A small rounded "×10" in the header bar while slow motion (or fast-forward) is on, in place
/// of the speed button's clock, which comes back at real time: a reviewer who left slow motion
/// on sees why everything crawls (Xcode's "Slow Animations" check mark is never in view). It
/// is the speed button's face, so it costs the review buttons no room of their own, and it
/// sits with them, so it asks for no width the 320-pixel window does not have.
@MainActor
enum SlowMotionBadge {
    private static var label: UnsafeMutablePointer<GtkWidget>?
    private static var icon: UnsafeMutablePointer<GtkWidget>?

    private static let css = """
        label { padding: 0 5px; border-radius: 9px; font-weight: bold; font-size: smaller;
                background-color: alpha(@theme_selected_bg_color, 0.2); color: @theme_fg_color; }
        """

    /// The speed button's face: `icon`, or the badge showing `factor` when it is not 1.
    static func make(factor: Double, icon face: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_no_show_all(face, 1)
        gtk_box_pack_start(checkedCast(box, to: GtkBox.self), face, 0, 0, 0)
        icon = face
        // A window replaced by another (compare mode switched) goes after its successor is
        // built: its widgets' ends must not forget the successor's.
        connect(face, "destroy") { if icon == face { icon = nil } }
        let badge = gtk_label_new(nil)!
        // `gtk_widget_show_all` on the window must not show it at real time.
        gtk_widget_set_no_show_all(badge, 1)
        gtk_widget_set_valign(badge, GTK_ALIGN_CENTER)
        let provider = gtk_css_provider_new()!
        loadAppCSS(css, named: "the slow-motion badge's CSS", into: provider)
        gtk_style_context_add_provider(gtk_widget_get_style_context(badge), checkedCast(provider, to: .styleProvider),
                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
        gtk_box_pack_start(checkedCast(box, to: GtkBox.self), badge, 0, 0, 0)
        label = badge
        connect(badge, "destroy") { if label == badge { label = nil } }
        show(factor: factor)
        return box
    }

    /// Shows `factor`'s badge, or hides it at real time.
    static func show(factor: Double) {
        guard let label else { return }
        let text = SlowMotion.badge(factor: factor)
        gtk_label_set_text(checkedCast(label), text ?? "")
        let tooltip: String? = text.map { "Slow motion \($0): time runs \(factor < 1 ? "faster" : "slower") than real time (\(DemoBehaviour.slowMotion.readableAccelerator ?? "the menu") toggles it)" }
        gtk_widget_set_tooltip_text(label, tooltip)
        gtk_widget_set_visible(label, text == nil ? 0 : 1)
        if let icon { gtk_widget_set_visible(icon, text == nil ? 1 : 0) }
        HeaderReport.say("speed badge \(gtk_widget_get_visible(label) != 0 ? String(cString: gtk_label_get_text(checkedCast(label))) : "hidden")")
    }
}
