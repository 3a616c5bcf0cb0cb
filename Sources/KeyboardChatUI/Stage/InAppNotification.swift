import CGtk

/// GNOME's in-app notification (libadwaita's toast in GTK 3 form): a short line that slides
/// down from the top of the stage, says that something worked, and slides away by itself after
/// `shownMilliseconds`. It confirms without asking anything, so it is not a dialog: the chat
/// keeps its focus and its frames.
///
/// It is an overlay child of a stage, hidden until its first message, so a window that never
/// shows one draws exactly what it drew before (recordings stay byte for byte the same), and it
/// lets clicks through to the chat under it. The wait before it hides is a GLib timeout, not the
/// frame clock: nothing in the chat moves with it, and the clock's tick stays asleep at rest.
@MainActor
final class InAppNotification {
    /// How long a message stays before it slides away.
    static let shownMilliseconds: UInt32 = 3000

    private let revealer: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    /// Counts the messages shown: a timeout hides only the message it was started for, so a
    /// second copy within the three seconds gets its full three seconds.
    private var shownCount = 0
    private var isDestroyed = false

    /// Adds the notification, hidden, to `overlay` (a pane's stage).
    init(over overlay: UnsafeMutablePointer<GtkWidget>) {
        revealer = gtk_revealer_new()!
        label = gtk_label_new(nil)!
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        // Adwaita's own look for in-app notifications: a dark rounded bar hanging from the top.
        gtk_style_context_add_class(gtk_widget_get_style_context(box), "app-notification")
        gtk_label_set_line_wrap(checkedCast(label, to: GtkLabel.self), 1)
        gtk_label_set_max_width_chars(checkedCast(label, to: GtkLabel.self), 40)
        gtk_box_pack_start(checkedCast(box, to: GtkBox.self), label, 1, 1, 0)
        gtk_container_add(checkedCast(revealer, to: GtkContainer.self), box)
        gtk_revealer_set_transition_type(checkedCast(revealer, to: GtkRevealer.self), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_widget_set_halign(revealer, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(revealer, GTK_ALIGN_START)
        // The window's `gtk_widget_show_all` must not show it before its first message.
        gtk_widget_show_all(box)
        gtk_widget_set_no_show_all(revealer, 1)
        let gtkOverlay = checkedCast(overlay, to: GtkOverlay.self)
        gtk_overlay_add_overlay(gtkOverlay, revealer)
        gtk_overlay_set_overlay_pass_through(gtkOverlay, revealer, 1)
        connect(revealer, "destroy") { [weak self] in self?.isDestroyed = true }
    }

    /// Slides `message` in and, `shownMilliseconds` later, out again.
    func show(_ message: String) {
        guard !isDestroyed else { return }
        gtk_label_set_text(checkedCast(label, to: GtkLabel.self), message)
        gtk_widget_show(revealer)
        gtk_revealer_set_reveal_child(checkedCast(revealer, to: GtkRevealer.self), 1)
        HeaderReport.say("notification shown: \(shownText)")
        shownCount += 1
        let shown = shownCount
        addIdleCallback(.afterRedraw, afterMilliseconds: Self.shownMilliseconds) { [weak self] in
            guard let self, !self.isDestroyed, self.shownCount == shown else { return false }
            gtk_revealer_set_reveal_child(checkedCast(self.revealer, to: GtkRevealer.self), 0)
            HeaderReport.say("notification hidden")
            return false
        }
    }

    /// The label's text while the revealer shows it, read back from GTK; "" when hidden.
    private var shownText: String {
        guard gtk_widget_get_visible(revealer) != 0,
              gtk_revealer_get_reveal_child(checkedCast(revealer, to: GtkRevealer.self)) != 0 else { return "" }
        return String(cString: gtk_label_get_text(checkedCast(label, to: GtkLabel.self)))
    }
}

extension GtkRevealer: GObjectInstance { package static var gType: GType { gtk_revealer_get_type() } }
