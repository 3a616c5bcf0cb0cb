import CGtk
import ChatDemoCore

/// The header bar's pause button: a toggle bound to `app.pause`, so it follows the stage however it
/// was paused (Ctrl+Space, a step, a script). Its icon, tooltip and accessible name say what a
/// click does: "Pause" while playing, "Resume" while paused (GNOME's media buttons do the same).
///
/// It is the last of the review buttons (`ReviewButtons`), the one that never steps aside: a
/// window as narrow as an iPhone SE (320) still shows it, so a reviewer with only a mouse can
/// pause at every width (the primary menu's Pause and steps do the same).
@MainActor
enum PlayheadButton {
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_toggle_button_new()!
        gtk_actionable_set_detailed_action_name(checkedCast(button, to: .actionable), PlayheadCommand.pause.detailedAction)
        show(paused: false, on: button)
        connect(button, "toggled") {
            show(paused: gtk_toggle_button_get_active(checkedCast(button)) != 0, on: button)
        }
        ReviewButtons.compact(button)
        return button
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
