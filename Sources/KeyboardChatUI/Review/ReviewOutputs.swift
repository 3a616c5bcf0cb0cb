import ChatDemoCore
import Foundation
import OutputFiles

/// The run's outputs — the `--trace` and `--trace-events` files, the `--record` folder, the script's screenshots,
/// exports and saved profiles, the `--save-session` file — and how the run ends: its exit
/// status and a quit owed once the current frame is out.
///
/// Outputs are written as the frames come and put in place together when the window goes
/// (`finish()`), only when the run has not failed: after a script error (exit 2), a failed
/// write (exit 1) or an interruption (`abandon()`) every file that was at those paths stays
/// whole.
///
/// Example: `try ReviewOutputs(tracePath: "t.csv", recordDirectory: nil, paneCount: 1)`, then
/// `beginFrame(0)` (true) and `writeFrame(rows: [row], capture: { _ in })` streams one row;
/// `finish()` puts t.csv in place with the header and that row. After
/// `reportFailure("…", status: 2)`, `finish()` leaves t.csv as it was and `exitStatus` is 2.
@MainActor
final class ReviewOutputs {
    private var trace: TraceRecorder?
    /// `--trace-events`: the same frames as Trace Event Format JSON.
    private var traceEvents: TraceEventsRecorder?
    /// Each pane's thread name in the trace events, as the current window names it (`beginWindow`).
    private(set) var trackNames: @MainActor () -> [String] = { [] }
    private var recorder: FrameRecorder?
    /// Screenshots taken and files a script step wrote, put in place when the run succeeds.
    private let staged = StagedFiles()
    /// `--save-session`: where the session goes and its text as the window closes, made
    /// into a file only by a run that succeeds (`saveSession`).
    private(set) var sessionSave: (path: String, inputs: [(option: String, path: String)], text: () -> String)?
    /// Set by `abandon()`: an interrupted run commits nothing, even with no failure reported.
    private var isAbandoned = false
    /// Script screenshots to take once the current frame is painted.
    private var pendingScreenshots: [String] = []
    /// The last frame the trace and the recording have a row for.
    private var tracedFrameIndex = -1
    private var quitRequested = false
    private let tracePath: String?
    private let paneCount: Int
    private let detailedTrace: Bool
    /// 0, or the status of the first failure reported (`reportFailure`): what the run exits
    /// with once the window is gone.
    private(set) var exitStatus: Int32 = 0

    /// Opens the `--trace` file and the `--record` folder, before any widget exists. With both,
    /// the trace is written to the `--trace` file and to the recording's own `trace.csv`; with
    /// more than one pane it has one column group per pane (`CompareTraceRow`).
    init(tracePath: String?, recordDirectory: String?, videoPath: String? = nil, frameRate: Int = 60, paneCount: Int,
         detailedTrace: Bool = false, plannedMilliseconds: Int? = nil, traceEventsPath: String? = nil) throws(InputError) {
        self.tracePath = tracePath
        self.paneCount = paneCount
        self.detailedTrace = detailedTrace
        recorder = try FrameRecorder.open(recordDirectory: recordDirectory, videoPath: videoPath, frameRate: frameRate,
                                          plannedMilliseconds: plannedMilliseconds)
        let paths = [tracePath, recorder?.stagingDirectory.map { $0 + "/trace.csv" }].compactMap { $0 }
        let header = paneCount == 1 ? TraceRow.csvHeader(detailed: detailedTrace)
            : CompareTraceRow.csvHeader(paneCount: paneCount, detailed: detailedTrace)
        trace = paths.isEmpty ? nil : try TraceRecorder(paths: paths, header: header)
        do throws(InputError) {
            traceEvents = try traceEventsPath.map { path throws(InputError) in try TraceEventsRecorder(path: path) }
        } catch {
            trace?.abandon()
            recorder?.abandon()
            throw error
        }
    }

    /// A window opens (the first, or one that replaced it): in the trace events a process of its
    /// own, whose panes' threads `names` names (read at each frame, so a pane whose strategy,
    /// platform or case changes is named again).
    func beginWindow(trackNames names: @escaping @MainActor () -> [String]) {
        trackNames = names
        do throws(InputError) {
            try traceEvents?.beginWindow()
        } catch {
            failWriting(error)
        }
    }

    /// Whether frames go to a `--trace-events` file (which then wants their events and costs).
    var writesTraceEvents: Bool { traceEvents != nil }

    var isRecording: Bool { recorder != nil }

    /// How many panes' columns the trace has, nil without a trace. A one-pane trace goes on
    /// with the first pane's columns when compare mode is switched on during the run.
    var tracedPaneCount: Int? { trace == nil ? nil : paneCount }

    /// Whether the window must make more frames for these outputs: a recording films every
    /// frame until its script ends, and a screenshot or a quit waits for a painted frame.
    var needsFrames: Bool { recorder != nil || quitRequested || !pendingScreenshots.isEmpty }

    /// `--save-session PATH`: the session's text (`text`, read as the window closes) goes to
    /// `path` when the run succeeds, never over one of `inputs`.
    func saveSession(to path: String, inputs: [(option: String, path: String)], text: @escaping () -> String) {
        sessionSave = (path, inputs, text)
    }

    /// Says what failed on standard error and makes the run exit with `status` (the first
    /// failure's status wins: later ones are usually its consequences).
    func reportFailure(_ message: String, status: Int32) {
        StandardError.write("keyboard-chat: \(message)\n")
        if exitStatus == 0 { exitStatus = status }
    }

    /// Makes the run exit with `status` (unless an earlier failure set one) for a failure
    /// already said elsewhere (a script's failed `export-video`, said with its line).
    func noteFailure(status: Int32) {
        if exitStatus == 0 { exitStatus = status }
    }

    /// The window is to close once the current frame is out (script `quit`, a failed step).
    func requestQuit() { quitRequested = true }

    /// Whether a quit was requested since the last call; asking clears it.
    func takeQuitRequest() -> Bool {
        defer { quitRequested = false }
        return quitRequested
    }

    // MARK: Frames

    /// Whether frame `index` still needs its row (true once per frame): GTK also paints frames
    /// of its own (the caret's blink) while the window's tick sleeps, and the trace and the
    /// recording get one row per frame the tick made, not a copy per paint.
    func beginFrame(_ index: Int) -> Bool {
        guard index != tracedFrameIndex else { return false }
        tracedFrameIndex = index
        return true
    }

    /// Streams a frame's trace row — `rows` holds one row per pane, lead first; nil when a
    /// pane has no frame yet, which writes no row — and its trace events (`events`, what happened
    /// to the motion in it; `cost`, its slice's length), and has `capture` add the frame to the
    /// recording. A write that fails ends the run: exit 1, the traces and the recording dropped.
    func writeFrame(rows: [TraceRow]?, events: [MotionEvent.Kind] = [], cost: TraceFrameCost? = nil,
                    capture: (FrameRecorder) throws(InputError) -> Void) {
        do throws(InputError) {
            do throws(InputError) {
                if let rows { try trace?.append(line: Self.csvLine(paneCount == 1 ? Array(rows.prefix(1)) : rows, detailed: detailedTrace)) }
            } catch {
                throw recorder?.userFacing(error) ?? error
            }
            if let rows, let first = rows.first, let cost {
                try traceEvents?.append(frame: first.frame, rows: rows, trackNames: trackNames(), events: events, cost: cost)
            }
            if let recorder { try capture(recorder) }
        } catch {
            failWriting(error)
        }
    }

    /// A write that failed ends the run: exit 1, the traces and the recording dropped.
    private func failWriting(_ error: InputError) {
        reportFailure("\(error)", status: ExitStatus.runtimeFailure)
        trace?.abandon()
        traceEvents?.abandon()
        recorder?.abandon()
        trace = nil
        traceEvents = nil
        recorder = nil
        quitRequested = true
    }

    /// A trace line: `TraceRow`'s for one pane, one column group per pane for more.
    static func csvLine(_ rows: [TraceRow], detailed: Bool) -> String {
        rows.count == 1 ? rows[0].csvLine(detailed: detailed) : CompareTraceRow(panes: rows).csvLine(detailed: detailed)
    }

    /// Script `screenshot FILE.png`: taken in the after-paint of the frame it is asked in
    /// (`takeScreenshots`), so it shows exactly the frame that was presented.
    func requestScreenshot(_ path: String) { pendingScreenshots.append(path) }

    /// Takes the screenshots asked for in this frame, each drawn by `png`; each waits beside
    /// its path until the run ends (`StagedScreenshots`). One that cannot be drawn or written
    /// makes the run fail (exit 1).
    func takeScreenshots(drawing png: (String) throws(InputError) -> Data) {
        let paths = pendingScreenshots
        pendingScreenshots.removeAll()
        for path in paths {
            do throws(InputError) {
                try staged.add(png(path), path: path)
            } catch {
                reportFailure("\(error)", status: ExitStatus.runtimeFailure)
            }
        }
    }

    /// A file a script step wrote (`profile save`), sealed beside `path` until the run ends;
    /// `readBack` keeps its bytes for a later step that reads the path (`stagedBytes`); `placed`
    /// runs once the file is in place, `dropped` when it never will be.
    func stage(_ data: Data, path: String, readBack: Bool = false,
               placed: @escaping () -> Void = {}, dropped: @escaping () -> Void = {}) throws(InputError) {
        try staged.add(data, path: path, keepsBytes: readBack, placed: placed, dropped: dropped)
    }

    /// A file sealed by its own writer (a script's `export-video`), put in place with the rest.
    func stage(path: String, commit: @escaping () throws(InputError) -> Void, discard: @escaping () -> Void) {
        staged.add(path: path, commit: commit, discard: discard)
    }

    /// What this run wrote at `path` and has not yet put in place, when it kept the bytes.
    func stagedBytes(at path: String) -> Data? { staged.bytes(at: path) }

    // MARK: The end of the run

    /// Puts the outputs in place; runs once, when the window goes. Only a run that has not
    /// failed does. Everything is written and checked first; the recording, which may still be
    /// refused (its folder no longer holds only the earlier recording), goes in before the
    /// `--trace` file and the screenshots, so a refusal leaves them too.
    func finish() {
        guard exitStatus == 0, !isAbandoned else {
            _ = abandon()
            return
        }
        if let session = sessionSave {
            do throws(InputError) {
                if let reason = OutputSafety.refusal(file: FileStatus.of(session.path), inputs: RunOutputs(inputs: session.inputs).inputs) {
                    throw InputError(file: session.path, reason)
                }
                try staged.add(Data(session.text().utf8), path: session.path)
            } catch {
                _ = abandon()
                reportFailure("the session was not saved, and nothing else was written: \(error)", status: ExitStatus.runtimeFailure)
                return
            }
        }
        let staging = recorder?.stagingDirectory
        let isInRecording: (String) -> Bool = { path in staging.map { path.hasPrefix($0 + "/") } ?? false }
        do throws(InputError) {
            do throws(InputError) {
                try trace?.seal()
                try traceEvents?.seal()
                try trace?.commit(where: isInRecording)
            } catch {
                throw recorder?.userFacing(error) ?? error
            }
            try recorder?.finish()
            recorder = nil
            try trace?.commit { !isInRecording($0) }
            try traceEvents?.commit()
            try staged.commit()
        } catch {
            let interruptingSignal = recorder?.interruptingSignal
            let spared = abandon()
            // A signal that stopped the video's last write (it runs where the main loop cannot
            // dispatch one) ends the run as an interruption does: nothing put in place, 128 + the signal.
            if let signal = interruptingSignal {
                reportFailure(Interruption.message(signal: signal, outputs: spared, whileWriting: true),
                              status: Interruption.exitStatus(forSignal: signal))
            } else {
                reportFailure("\(error)", status: ExitStatus.runtimeFailure)
            }
        }
        trace = nil
        traceEvents = nil
        recorder = nil
    }

    /// Drops the trace, the recording, the staged files and the session unwritten, so the files
    /// already at their paths stay as they were. Returns the paths that were spared.
    func abandon() -> [String] {
        var spared: [String] = []
        if let recorder { spared += recorder.outputs }
        if trace != nil, let tracePath { spared.append(tracePath) }
        if let traceEvents { spared.append(traceEvents.path) }
        spared += staged.paths
        if !isAbandoned, let session = sessionSave, !spared.contains(session.path) { spared.append(session.path) }
        isAbandoned = true
        trace?.abandon()
        traceEvents?.abandon()
        recorder?.abandon()
        staged.abandon()
        trace = nil
        traceEvents = nil
        recorder = nil
        pendingScreenshots.removeAll()
        return spared
    }
}
