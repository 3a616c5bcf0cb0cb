import ChatDemoCore
import Foundation

/// Script screenshots and the outputs' fate when the run is interrupted.
extension ChatWindow {
    /// Script `screenshot FILE.png`: taken in this frame's after-paint, from
    /// the same drawing a recording frame uses, so it shows exactly the frame
    /// that was presented — at any moment of an animation. (Drawing straight
    /// from the tick, before GTK had allocated the frame, gave a transparent
    /// image and a `gtk_widget_draw` assertion.)
    func requestScreenshot(_ path: String) {
        refreshFrame()
        pendingScreenshots.append(path)
    }

    /// Called from after-paint, once the frame is laid out and painted.
    func writePendingScreenshots() {
        let paths = pendingScreenshots
        pendingScreenshots.removeAll()
        for path in paths {
            do {
                try FrameRecorder.writePNG(of: recordedWidget, to: path)
            } catch {
                reportFailure("\(error)", status: ExitStatus.runtimeFailure)
            }
        }
    }

    /// Whether SIGINT/SIGTERM now would cut a script or a recording short.
    var interruptsOnSignal: Bool {
        Interruption.interrupts(scriptFinished: script?.isFinished ?? true, recording: recorder != nil)
    }

    /// Drops the trace and the recording unwritten, so the files already at
    /// their paths stay as they were. Returns the paths that were spared.
    func abandonOutputs() -> [String] {
        var spared: [String] = []
        if let recorder {
            spared.append(recorder.directory)
        } else if trace != nil, let path = configuration.tracePath {
            spared.append(path)
        }
        trace?.abandon()
        recorder?.abandon()
        trace = nil
        recorder = nil
        pendingScreenshots.removeAll()
        return spared
    }
}
