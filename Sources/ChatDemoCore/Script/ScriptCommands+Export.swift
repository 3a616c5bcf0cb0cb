import OutputFiles

/// What a script's `export-video` asks of the window (`ScriptTarget.videoExport`): the menu's
/// "Export Video…" without the file chooser. A target without one refuses the step.
@MainActor
public protocol VideoExportControl: AnyObject {
    /// Starts exporting the frames the playhead keeps to `path` (as the chooser's answer
    /// does) the first time it is asked, and says how that export stands on every later call;
    /// once it has ended, the next call for the same path starts a new one.
    func scriptedVideoExport(to path: String) -> ScriptedVideoExport
}

/// How an export a script started stands.
public enum ScriptedVideoExport: Equatable, Sendable {
    /// Frames are still being drawn and encoded: the script waits.
    case running
    /// The video is in place.
    case finished
    /// Cancelled (the dialog's Cancel, or the tests' switch) after this many frames: no file
    /// was written, and an earlier file at the path is whole.
    case cancelled(framesDone: Int, of: Int)
    /// It could not be made: why (the path named), and the run's exit status (2: bad input,
    /// 1: a runtime failure). The window keeps running.
    case failed(String)
}

extension ScriptCommand {
    /// The extensions `export-video` takes (the `VideoExport` module's formats; a test keeps
    /// the two lists the same).
    public static let videoExtensions = ["mp4", "webm", "gif"]
}

extension ReviewToolCommands {
    /// `export-video FILE`: the step waits until the video is written (the stage paused while
    /// its kept frames are drawn, then as it was). A path whose extension is not a video's is a
    /// parse error; a failed export is said with the line and the run goes on, to exit with
    /// the failure's status at its end, as a failed output does.
    static let exportVideo = ScriptCommandEntry("export-video FILE") { line throws(InputError) in
        let extensions = ScriptCommand.videoExtensions.map { "." + $0 }
        let usage = "usage: export-video FILE (\(extensions.dropLast().joined(separator: ", ")) or \(extensions.last!))"
        if let wrong = line.misplaced(taking: 1) { throw line.fail(usage, at: wrong) }
        let path = line.words[1]
        let name = PathBytes.split(path.text).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              ScriptCommand.videoExtensions.contains(name[name.index(after: dot)...].lowercased()) else {
            throw line.fail("\(usage): '\(line.shown(path))' is not a video's name", at: path)
        }
        return (.exportVideo(path: path.text), path)
    } perform: { command, run in
        guard case .exportVideo(let path) = command else { return nil }
        guard let exporter = run.target.videoExport else { return .refused("export-video: no video export here") }
        switch exporter.scriptedVideoExport(to: path) {
        case .running: return .comingUp
        case .finished: return .done
        case .cancelled(let done, let total):
            return .noted("export-video: cancelled after \(done) of \(total) frames; \(path) was not written")
        case .failed(let reason): return .noted("export-video: \(reason)")
        }
    }

    /// `open-recording FILE`: the menu's "Open Recording…" with the chooser's answer given. The
    /// window is rebuilt with the recording once this frame is out, so the next steps act on the
    /// new one; a file it cannot show is said as the menu says it, in an error dialog, and the
    /// window goes on. A recording keeps the panes it started with: refused.
    static let openRecording = ScriptCommandEntry("open-recording FILE") { line throws(InputError) in
        if let wrong = line.misplaced(taking: 1) { throw line.fail("usage: open-recording FILE (an MP4, MOV or WebM screen recording)", at: wrong) }
        let path = line.words[1]
        return (.openRecording(path: path.text), path)
    } perform: { command, run in
        guard case .openRecording(let path) = command else { return nil }
        guard !run.target.isRecording else {
            return .refused("open-recording: a recording keeps the panes it started with; start it with --open instead")
        }
        run.target.activateAction(SessionMenuCommand.openRecordingPathAction, parameter: path)
        return .doneForThisFrame
    }
}
