import CGtk
import ChatDemoCore
import OutputFiles
import VideoExport

/// "Export Video…" (the menu, Ctrl+E) and the script's `export-video FILE`: the frames the
/// playhead keeps — the recent motion the timeline plots — drawn again one by one and encoded,
/// at the rate they were made, every pane side by side in compare mode (`HistoryVideoExport`).
/// The kept frames are the last transitions, the rests between them cut (no frame was made at
/// rest, and the timeline draws a rest as a break, not as time).
///
/// The stage pauses for the export and is put back exactly as it was after it: the frame
/// presented (live or a kept one), the draft and the keyboard, playing again if it played.
/// The progress dialog is modal, so nothing can be typed into a stage that is being filmed.
@MainActor
final class VideoExportController: VideoExportControl {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let playhead: PlayheadController
    private let panes: PaneRow<Pane>
    private let outputs: ReviewOutputs
    /// The run's inputs, which no export may replace.
    private let inputs: [(option: String, path: String)]
    private let lifetime: WindowLifetime
    /// The export running.
    private var current: HistoryVideoExport?
    /// Whether the running export is a script's (one of the run's outputs).
    private var isScripted = false
    /// A script's export paused a playing stage a frame early: it plays again afterwards.
    private var resumesAfterwards = false
    /// How the last export a script started ended, until the script's step asks.
    private var scripted: (path: String, ending: ScriptedVideoExport)?

    init(window: UnsafeMutablePointer<GtkWidget>, playhead: PlayheadController, panes: PaneRow<Pane>, outputs: ReviewOutputs,
         inputs: [(option: String, path: String)], lifetime: WindowLifetime) {
        self.window = window
        self.playhead = playhead
        self.panes = panes
        self.outputs = outputs
        self.inputs = inputs
        self.lifetime = lifetime
    }

    /// The menu's item: the file chooser, then the export to the chosen file.
    func exportVideoWithChooser() {
        guard current == nil, let path = VideoExportChooser.ask(parent: window) else { return }
        _ = beginVideoExport(to: path)
    }

    /// The window closed: the export running stops now, writing nothing (after a signal the main
    /// loop may never run again).
    func abandon() {
        current?.abandon()
    }

    func scriptedVideoExport(to path: String) -> ScriptedVideoExport {
        if let (donePath, ending) = scripted, donePath == path {
            scripted = nil
            return ending
        }
        if current != nil { return .running }
        if playhead.playhead.isMakingFrame && !playhead.isPaused {
            // As `step` and `seek` do: the frame this tick makes is frozen first, and the export
            // starts next frame, when that frame is kept (a full history drops its oldest frame
            // for it) and the range to export no longer moves. It plays again after the export.
            playhead.setPaused(true)
            resumesAfterwards = true
            return .running
        }
        isScripted = true
        if let failure = beginVideoExport(to: path) {
            isScripted = false
            return failure
        }
        return .running
    }

    /// Checks the path, then starts the export with its progress dialog; a problem is shown
    /// in a message dialog (and, for a script, returned as its failure).
    private func beginVideoExport(to path: String) -> ScriptedVideoExport? {
        let wasPaused = playhead.isPaused && !resumesAfterwards
        resumesAfterwards = false
        let frameRate = Int((1 / playhead.frameStep).rounded())
        let frames: [Int]
        do throws(VideoExportRefusal) {
            let kept = playhead.keptFrameIndices
            guard !kept.isEmpty else {
                throw VideoExportRefusal(InputError(file: path, "there is nothing to export yet: no frame has been made"), status: ExitStatus.badInput)
            }
            frames = kept
            try VideoPlan.checkExport(path, inputs: inputs)
        } catch {
            if !wasPaused { playhead.setPaused(false) }
            return failVideoExport(error.error, status: error.status)
        }
        let presented = playhead.presentedFrameIndex
        let wasNewest = playhead.playhead.isPresentingNewest
        playhead.setPaused(true)
        let restore = { [unowned self] in
            guard !self.lifetime.isClosed else { return }
            if wasNewest { self.playhead.playhead.restoreLive() } else { self.playhead.playhead.present(presented) }
        }
        // A video keeps one size: the stage's when the export begins, even if the window is
        // resized before the last frame is drawn.
        let sizeAtStart = allocatedSize(of: panes.recordedWidget)
        let export: HistoryVideoExport
        do throws(InputError) {
            // A script's export is one of the run's outputs; the menu's is the reviewer's to keep.
            export = try HistoryVideoExport(path: path, frames: frames, frameRate: frameRate, defersCommit: isScripted,
                                            isHeld: { [unowned self] in
                !self.lifetime.isClosed && allocatedSize(of: self.panes.recordedWidget) == sizeAtStart
            },
                                            draw: { [unowned self] index throws(InputError) in
                // Closed mid-export (a signal, the window manager's close): nothing is written.
                guard !self.lifetime.isClosed else { throw InputError(file: path, "the window closed before the video was exported") }
                self.playhead.playhead.present(index)
                return try FrameRecorder.drawn(self.panes.recordedWidget, size: sizeAtStart, path: path)
            }, noteTitle: { [unowned self] title in self.panes.noteVideoTitle(&title) }, restore: restore)
        } catch {
            if !wasPaused { playhead.setPaused(false) }
            return failVideoExport(error, status: ExitStatus.runtimeFailure)
        }
        let name = PathBytes.split(path).name
        let dialog = ExportProgressDialog(parent: window, fileName: name, total: export.total) { [weak export] in export?.cancel() }
        export.observe(progress: { dialog.show(done: $0) }, end: { [unowned self] ending in
            dialog.close()
            guard !self.lifetime.isClosed else {
                self.current = nil
                return ExportReport.say("abandoned \(path): the window closed")
            }
            restore()
            if !wasPaused { self.playhead.setPaused(false) }
            if self.isScripted, case .finished = ending { self.current?.stage(in: self.outputs) }
            self.current = nil
            self.videoExportEnded(ending, path: path)
        })
        current = export
        ExportReport.say("started \(path) frames \(HistoryVideoExport.describe(frames)) at \(frameRate) fps")
        export.start()
        return nil
    }

    private func videoExportEnded(_ ending: HistoryVideoExport.Ending, path: String) {
        let result: ScriptedVideoExport
        switch ending {
        case .finished(let frames):
            ExportReport.say("finished \(path) frames \(HistoryVideoExport.describe(frames))")
            result = .finished
        case .cancelled(let done, let total):
            ExportReport.say("cancelled \(path) after \(done) of \(total) frames")
            result = .cancelled(framesDone: done, of: total)
        case .failed(let error):
            result = failVideoExport(error, status: ExitStatus.runtimeFailure)
        }
        if isScripted {
            isScripted = false
            scripted = (path, result)
        }
    }

    /// Shows why in a message dialog; a script's run will exit with `status`.
    private func failVideoExport(_ error: InputError, status: Int32) -> ScriptedVideoExport {
        ExportMessage.showError("\(error)", parent: window)
        if isScripted { outputs.noteFailure(status: status) }
        return .failed("\(error)")
    }
}

/// A widget's size as GTK last allocated it, in logical pixels.
@MainActor
func allocatedSize(of widget: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
    (gtk_widget_get_allocated_width(widget), gtk_widget_get_allocated_height(widget))
}

/// Why an export cannot start, and the exit status a script's run gets for it.
struct VideoExportRefusal: Error {
    let error: InputError
    let status: Int32

    init(_ error: InputError, status: Int32) {
        self.error = error
        self.status = status
    }
}

extension VideoPlan {
    /// An export's checks, made when it is asked for (the GUI's chooser answered, a script's
    /// step reached): a format this build writes, not one of the run's inputs, a folder it
    /// can write in (bad input), and the encoder's elements installed (a runtime failure,
    /// naming the Debian package). What a dead run left beside the file goes first.
    static func checkExport(_ path: String, inputs: [(option: String, path: String)]) throws(VideoExportRefusal) {
        guard let format = VideoFormat(path: path) else {
            throw VideoExportRefusal(InputError(file: path, "unknown video format; the extension must be \(VideoFormat.extensionList)"),
                                     status: ExitStatus.badInput)
        }
        if let reason = OutputSafety.refusal(file: FileStatus.of(path), inputs: RunOutputs(inputs: inputs).inputs) {
            throw VideoExportRefusal(InputError(file: path, reason), status: ExitStatus.badInput)
        }
        do { try OutputPlan.checkWritable(directoryOf: path) } catch { throw VideoExportRefusal(error, status: ExitStatus.badInput) }
        VideoWriter.removeLeftovers(besides: path)
        let pretended = Set((DiagnosticSwitch.missingEncoder.value ?? "").split(separator: ",").map(String.init))
        if let problem = EncoderCheck.problem(for: format, path: path, pretendingMissing: pretended) {
            throw VideoExportRefusal(InputError(file: path, problem.hasPrefix(path + ": ") ? String(problem.dropFirst(path.count + 2)) : problem),
                                     status: ExitStatus.runtimeFailure)
        }
    }
}
