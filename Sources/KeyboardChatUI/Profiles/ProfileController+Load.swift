import CGtk
import ChatDemoCore
import OutputFiles

/// Loading a profile file from the menu: "Load Profile…" (a file chooser) and the entries of
/// Recent Profiles, and the script's `profile` steps. Each loads the file exactly as
/// `--profile FILE` does (`MotionProfile.load`, the same checks and messages) and plays it in
/// every pane from the next show or hide, as the Platform choice does. A file that is gone or no
/// longer a valid profile is reported in a dialog (and on standard error, in the words
/// `--profile` uses) and dropped from Recent Profiles; nothing else changes.
extension ProfileController {
    func loadProfileWithChooser() {
        guard let path = FileChooser.run(title: "Load Motion Profile", parent: window, purpose: .open, acceptLabel: "_Open",
                                         filters: [FileChooser.Filter(name: "Motion profiles (JSON)", pattern: "*.json")])?.path else { return }
        openProfile(path)
    }

    /// Loads `path` as `--profile` does; listed first under Recent Profiles when it loads,
    /// reported and dropped from the list when it does not.
    func openProfile(_ path: String) {
        let profile: MotionProfile
        do throws(InputError) {
            // A profile this run's script saved is not in place before the run ends.
            if let saved = outputs.stagedBytes(at: path) {
                profile = try MotionProfile.decode(Array(saved), file: path)
            } else {
                profile = try MotionProfile.load(path: path)
            }
        } catch {
            StandardError.write("keyboard-chat: \(error)\n")
            showProblem("The profile was not loaded", detail: "\(error)")
            RecentProfilesMenu.shared.remove(path)
            return
        }
        playhead.wakeUp()
        panes.setProfile(profile, at: clock.now)
        tuning.showValues(of: profile)
        // The Platform choice shows the platform the file's values are, or none.
        Actions.setChoiceState(app, Platform.actionName, profile.platform?.rawValue ?? "")
        RecentProfilesMenu.shared.record(path)
    }

    func recentProfile(at position: Int) -> String? {
        let paths = RecentProfilesMenu.shared.recent.paths
        return paths.indices.contains(position - 1) ? paths[position - 1] : nil
    }

    /// A small dialog over the window saying what went wrong; closing it is all it asks.
    private func showProblem(_ title: String, detail: String) {
        let dialog = gtk_dialog_new()!
        gtk_window_set_title(checkedCast(dialog, to: GtkWindow.self), title)
        gtk_window_set_transient_for(checkedCast(dialog, to: GtkWindow.self), checkedCast(window, to: GtkWindow.self))
        let content = gtk_dialog_get_content_area(checkedCast(dialog, to: GtkDialog.self))!
        let label = gtk_label_new(detail)!
        gtk_label_set_line_wrap(checkedCast(label, to: GtkLabel.self), 1)
        gtk_label_set_selectable(checkedCast(label, to: GtkLabel.self), 1)
        gtk_label_set_max_width_chars(checkedCast(label, to: GtkLabel.self), 60)
        gtk_widget_set_margin_start(label, 18)
        gtk_widget_set_margin_end(label, 18)
        gtk_widget_set_margin_top(label, 18)
        gtk_widget_set_margin_bottom(label, 12)
        gtk_container_add(checkedCast(content, to: GtkContainer.self), label)
        _ = gtk_dialog_add_button(checkedCast(dialog, to: GtkDialog.self), "_Close", GTK_RESPONSE_CLOSE.rawValue)
        _ = connectWithArgument(UnsafeMutableRawPointer(dialog), "response") { _ in gtk_widget_destroy(dialog) }
        gtk_widget_show_all(dialog)
    }
}
