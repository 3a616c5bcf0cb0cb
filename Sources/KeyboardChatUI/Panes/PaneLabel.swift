import CGtk
import ChatDemoCore

/// Compare mode's name of each pane's strategy, legible from a metre away: a large bold label
/// on a pill at the top of the pane's list, just under the navigation bar, as big as the window's
/// title and more (the navigation bar's small grey caption says it too, but only up close).
///
/// It is an overlay child of the pane's stage: it changes no geometry (the stage and every
/// traced position keep their values), lets clicks through to the list, and is in compare
/// recordings and screenshots, which then say which pane is which.
@MainActor
enum PaneLabel {
    static let css = """
        label.pane-strategy { font-size: 17pt; font-weight: bold; color: #ffffff; background-color: rgba(0, 0, 0, 0.62);
                              border-radius: 14px; padding: 3px 14px; }
        """

    /// Adds the label naming `strategy` to `overlay` (a pane's stage).
    static func add(_ strategy: String, to overlay: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(strategy)!
        let context = gtk_widget_get_style_context(label)
        gtk_style_context_add_class(context, "pane-strategy")
        let provider = gtk_css_provider_new()!
        loadAppCSS(css, named: "the pane label's CSS", into: provider)
        gtk_style_context_add_provider(context, checkedCast(provider, to: .styleProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
        gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(label, GTK_ALIGN_START)
        gtk_widget_set_margin_top(label, Int32(ChatScene.navigationBarHeight) + 8)
        let gtkOverlay = checkedCast(overlay, to: GtkOverlay.self)
        gtk_overlay_add_overlay(gtkOverlay, label)
        gtk_overlay_set_overlay_pass_through(gtkOverlay, label, 1)
    }
}
