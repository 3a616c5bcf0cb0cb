import CGtk
import ChatDemoCore
import Foundation
import OutputFiles

/// The menu's Platform choice and the script's `platform`: every pane plays the platform's
/// keyboard motion from its next show or hide (at once while the keyboard is down and still).
/// "Save Profile…" writes the values the next show will use as a profile file: through a
/// partial file renamed into place, never over one of the run's inputs or anything but a
/// regular file; a script's `profile save` writes the same file, put in place with the run's
/// other outputs when the run succeeds; "Load Profile…" and Recent Profiles load one
/// (`ProfileController+Load`). "Copy as Code" puts one snippet of `ProfileCode` on the GTK clipboard
/// and says so in an in-app notification over the lead pane's stage (`InAppNotification`).
@MainActor
final class ProfileController: ProfileControl {
    let app: UnsafeMutablePointer<GtkApplication>
    let window: UnsafeMutablePointer<GtkWidget>
    let panes: PaneRow<Pane>
    let clock: WindowClock
    let outputs: ReviewOutputs
    /// The run's inputs, which no save may replace.
    let inputs: [(option: String, path: String)]
    let playhead: PlayheadController
    /// The open tuning panel shows the values a platform or a loaded file set.
    let tuning: TuningController
    /// Made at the first copy, so a window that never copies has no extra widget.
    private var copiedNotification: InAppNotification?

    init(app: UnsafeMutablePointer<GtkApplication>, window: UnsafeMutablePointer<GtkWidget>, panes: PaneRow<Pane>,
         clock: WindowClock, outputs: ReviewOutputs, inputs: [(option: String, path: String)],
         playhead: PlayheadController, tuning: TuningController) {
        self.app = app
        self.window = window
        self.panes = panes
        self.clock = clock
        self.outputs = outputs
        self.inputs = inputs
        self.playhead = playhead
        self.tuning = tuning
    }

    /// The lead's scene, whose next profile a save writes and "Copy as Code" copies.
    private var scene: ChatScene { panes.lead.scene }

    func switchPlatform(_ platform: Platform) {
        playhead.wakeUp()
        panes.setProfile(platform.profile, at: clock.now)
        tuning.showValues(of: platform.profile)
    }

    func saveProfile() {
        guard let path = FileChooser.run(title: "Save Motion Profile", parent: window, purpose: .save, acceptLabel: "_Save",
                                         name: "profile.json")?.path else { return }
        if let refusal = saveProfile(to: path, now: true) { StandardError.write("keyboard-chat: the profile was not saved: \(refusal)\n") }
    }

    /// A script's `profile save`: staged until the run ends (`ReviewOutputs.stage`), so a
    /// script that fails later leaves the file that was there; a later `profile load` of the
    /// path in the same run reads what was saved (`openProfile`).
    func saveProfile(to path: String) -> String? { saveProfile(to: path, now: false) }

    /// Writes the values the next show will use to `path` — at once (`now`, the menu's
    /// chooser) or with the run's outputs — and lists it first under Recent Profiles; nil when
    /// written, else why not (nothing is listed then). A file that waits for the run's end is
    /// listed for this run but kept in the stored list only once it is in place.
    private func saveProfile(to path: String, now: Bool) -> String? {
        let recent = RecentProfilesMenu.shared
        do throws(InputError) {
            if now {
                try Self.writeProfile(scene.nextProfile, to: path, inputs: inputs)
                recent.record(path)
            } else {
                try Self.refuseInput(path, inputs: inputs)
                try outputs.stage(Data(scene.nextProfile.fileText.utf8), path: path, readBack: true,
                                  placed: { recent.placed(path) }, dropped: { recent.dropped(path) })
                recent.recordUnplaced(path)
            }
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// Puts `command`'s snippet, for the values the next show will use, on the clipboard.
    func copyCode(_ command: CodeCopyCommand) {
        guard let snippet = ProfileCode.snippets(for: scene.nextProfile).first(where: { $0.title == command.snippetTitle }),
              let clipboard = gtk_clipboard_get(gdk_atom_intern_static_string("CLIPBOARD")) else { return }
        gtk_clipboard_set_text(clipboard, snippet.code, -1)
        let notification = copiedNotification ?? InAppNotification(over: panes.lead.stageView.overlay)
        copiedNotification = notification
        notification.show(command.confirmation(for: scene.nextProfile))
    }

    /// The profile's text at `path`, whole or not at all; refused over an input of the run.
    static func writeProfile(_ profile: MotionProfile, to path: String, inputs: [(option: String, path: String)]) throws(InputError) {
        try refuseInput(path, inputs: inputs)
        try AtomicFile.write(Data(profile.fileText.utf8), to: path)
    }

    private static func refuseInput(_ path: String, inputs: [(option: String, path: String)]) throws(InputError) {
        if let reason = OutputSafety.refusal(file: FileStatus.of(path), inputs: RunOutputs(inputs: inputs).inputs) {
            throw InputError(file: path, reason)
        }
    }
}
