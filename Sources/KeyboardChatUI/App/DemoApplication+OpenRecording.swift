import CGtk
import ChatDemoCore
import OutputFiles

/// The menu's "Open Recording…": a screen recording picked in a file chooser (video files
/// only), measured as `--open` measures it, and shown beside the simulated pane. The window's
/// panes are built once, so, as for a compare switch, a new window takes the old one's place
/// with the recording as one more pane (`DemoApplication.replaceWindow`). A file that is not a
/// video, or a recording whose keyboard is not found, is said in an error dialog and the
/// window goes on as it was.
extension DemoApplication {
    /// The chooser's one filter: the containers `measure` reads, by name and by type.
    static let videoFilter = FileChooser.Filter(name: "Videos (MP4, MOV, WebM)", pattern: "*.mp4",
                                                morePatterns: ["*.MP4", "*.mov", "*.MOV", "*.webm", "*.WEBM", "*.m4v"])

    /// The chooser shows without a main loop of its own (`FileChooser.show`), so the menu
    /// item's key or click is handled whole before it.
    func openRecordingWithChooser(app: UnsafeMutablePointer<GtkApplication>) {
        guard let chat = chatWindow, !chat.isReplaced, !chat.isClosed else { return }
        if let refusal = chat.openingRefusal { return Self.showOpenError(refusal, parent: chat.window) }
        FileChooser.show(title: "Open Recording", parent: chat.window, purpose: .open, acceptLabel: "_Open",
                         filters: [Self.videoFilter]) { choice in
            guard let choice else { return }
            // Through the action a script's `open-recording` takes, so a saved session repeats it.
            Actions.activate(app, SessionMenuCommand.openRecordingPathAction, parameter: choice.path)
        }
    }

    /// Measures `path` and, when it can be shown, rebuilds the window with it beside the panes.
    func openRecording(_ path: String, app: UnsafeMutablePointer<GtkApplication>) {
        guard let chat = chatWindow, !chat.isReplaced, !chat.isClosed else { return }
        let recording: OpenedRecording
        do throws(InputError) {
            recording = try OpenedRecording.open(path: path)
        } catch {
            return Self.showOpenError(error.description, parent: chat.window)
        }
        chat.playhead.setPaused(false)
        let (next, carried) = chat.handOver(opening: recording)
        // Not inside the chooser's answer: the old window finishes its frame first.
        addIdleCallback(.beforeRedraw) { [unowned self] in
            self.replaceWindow(chat, with: next, carrying: carried, app: app)
            // For tests: which recording the new window shows, and what the simulated pane plays.
            HeaderReport.say("opened recording \(recording.path) beside \(next.profile.platform?.rawValue ?? "tuned")")
            return false
        }
    }

    private static func showOpenError(_ detail: String, parent: UnsafeMutablePointer<GtkWidget>) {
        ExportMessage.showError(detail, parent: parent, title: "The recording was not opened", windowTitle: "Open Recording")
    }
}
