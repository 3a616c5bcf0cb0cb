import CGtk
import ChatDemoCore

/// The header bar's pause button: a toggle bound to `app.pause`, so it follows the stage however it
/// was paused (Ctrl+Space, a step, a script). Its icon, tooltip and accessible name say what a
/// click does: "Pause" while playing, "Resume" while paused (GNOME's media buttons do the same).
///
/// The button asks the header bar for no width of its own: it sits in a scrolled window whose
/// horizontal policy is external, whose minimum width is none and natural width the button's. A
/// window of the usual width gives it its room; a window as narrow as an iPhone SE (320), whose
/// header bar has no room to spare, leaves it out whole (`WholeOrNothing`) rather than growing
/// wider than the phone or showing half a button.
/// Ctrl+Space and the steps' keys work at every width.
@MainActor
enum PlayheadButton {
    /// `neighbour` (the menu button) with the pause button before it, in one box: the header bar
    /// adds no spacing of its own for the pause button, so it costs a narrow window nothing.
    static func beside(_ neighbour: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_pack_start(checkedCast(box), make(), 0, 0, 0)
        gtk_box_pack_start(checkedCast(box), neighbour, 0, 0, 0)
        return box
    }

    private static func make() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_toggle_button_new()!
        gtk_actionable_set_detailed_action_name(checkedCast(button, to: .actionable), PlayheadCommand.pause.detailedAction)
        show(paused: false, on: button)
        connect(button, "toggled") {
            show(paused: gtk_toggle_button_get_active(checkedCast(button)) != 0, on: button)
        }
        // The header bar's own spacing, inside the natural width only.
        gtk_widget_set_margin_end(button, 6)
        ReviewButtons.compact(button)
        return WholeOrNothing.room(for: button, items: [button])
    }

    private static func show(paused: Bool, on button: UnsafeMutablePointer<GtkWidget>) {
        let icon = paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic"
        gtk_button_set_image(checkedCast(button), gtk_image_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON))
        let name = paused ? "Resume" : "Pause"
        let keys = PlayheadCommand.pause.accelerator.map(Accelerator.readable) ?? ""
        gtk_widget_set_tooltip_text(button, paused ? "\(name) (\(keys) or Space); ← and → step a frame" : "\(name) (\(keys))")
        atk_object_set_name(gtk_widget_get_accessible(button), name)
    }

    /// The actions: `app.pause` (a toggle) and the four steps, with the accelerators the
    /// Keyboard Shortcuts window lists (`PlayheadCommand`).
    static func installActions(_ app: UnsafeMutablePointer<GtkApplication>, window: @escaping @MainActor @Sendable () -> ChatWindow?) {
        let playhead = { window()?.playhead }
        for command in PlayheadCommand.allCases {
            let keys = command.accelerator.map { [$0] } ?? []
            if command == .pause {
                Actions.addToggle(app, command.actionName, initial: false, accelerators: keys) { playhead()?.setPaused($0) }
            } else {
                Actions.add(app, command.actionName, accelerators: keys) { playhead()?.step(by: command.frames) }
            }
        }
    }
}

extension GtkToggleButton: GObjectInstance { package static var gType: GType { gtk_toggle_button_get_type() } }
