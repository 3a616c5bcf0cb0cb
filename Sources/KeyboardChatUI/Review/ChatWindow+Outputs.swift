import ChatDemoCore
import Foundation

/// The run's outputs — the trace, the recording, the script's screenshots —
/// from opening to their fate when the window goes: all put in place when the
/// run succeeded, none when it failed or was interrupted.
extension ChatWindow {
    /// The `--trace` file and the `--record` folder, opened before any
    /// widget exists. With both, the trace is written to the `--trace` file
    /// and to the recording's own `trace.csv`.
    static func openOutputs(_ configuration: DemoConfiguration, traceHeader: String)
        throws(InputError) -> (trace: TraceRecorder?, recorder: FrameRecorder?) {
        let recorder = try FrameRecorder.open(configuration)
        let paths = [configuration.tracePath, recorder?.stagingDirectory.map { $0 + "/trace.csv" }].compactMap { $0 }
        let trace = paths.isEmpty ? nil : try TraceRecorder(paths: paths, header: traceHeader)
        return (trace, recorder)
    }

    /// Script `screenshot FILE.png`: taken in this frame's after-paint, from
    /// the same drawing a recording frame uses, so it shows exactly the frame
    /// that was presented — at any moment of an animation. (Drawing straight
    /// from the tick, before GTK had allocated the frame, gave a transparent
    /// image and a `gtk_widget_draw` assertion.)
    func requestScreenshot(_ path: String) {
        refreshFrame()
        pendingScreenshots.append(path)
    }

    /// Called from after-paint, once the frame is laid out and painted. The
    /// image waits beside its path until the run ends (`StagedScreenshots`).
    func writePendingScreenshots() {
        let paths = pendingScreenshots
        pendingScreenshots.removeAll()
        for path in paths {
            do {
                try screenshots.add(FrameRecorder.png(of: recordedWidget, path: path), path: path)
            } catch {
                reportFailure("\(error)", status: ExitStatus.runtimeFailure)
            }
        }
    }

    /// Whether SIGINT/SIGTERM now would cut a script or a recording short.
    var interruptsOnSignal: Bool {
        Interruption.interrupts(scriptFinished: script?.isFinished ?? true, recording: recorder != nil)
    }

    /// Puts the outputs in place; runs once, when the window goes. Only a run
    /// that has not failed does: after a script error (exit 2) or a failed
    /// write (exit 1) every earlier file stays whole. Everything is written
    /// and checked first; the recording, which may still be refused (its
    /// folder no longer holds only the earlier recording), goes in before
    /// the `--trace` file and the screenshots, so a refusal leaves them too.
    func finishOutputs() {
        guard exitStatus == 0 else {
            _ = abandonOutputs()
            return
        }
        let staging = recorder?.stagingDirectory
        let isInRecording: (String) -> Bool = { path in staging.map { path.hasPrefix($0 + "/") } ?? false }
        do throws(InputError) {
            do throws(InputError) {
                try trace?.seal()
                try trace?.commit(where: isInRecording)
            } catch {
                throw recorder?.userFacing(error) ?? error
            }
            try recorder?.finish()
            recorder = nil
            try trace?.commit { !isInRecording($0) }
            try screenshots.commit()
        } catch {
            _ = abandonOutputs()
            reportFailure("\(error)", status: ExitStatus.runtimeFailure)
        }
        trace = nil
        recorder = nil
    }

    /// Drops the trace, the recording and the screenshots unwritten, so the
    /// files already at their paths stay as they were. Returns the paths that
    /// were spared.
    func abandonOutputs() -> [String] {
        var spared: [String] = []
        if let recorder { spared += recorder.outputs }
        if trace != nil, let path = configuration.tracePath { spared.append(path) }
        spared += screenshots.paths
        trace?.abandon()
        recorder?.abandon()
        screenshots.abandon()
        trace = nil
        recorder = nil
        pendingScreenshots.removeAll()
        return spared
    }
}
