import CGtk
import ChatDemoCore
import Foundation
import OutputFiles

/// One export of the kept frames to a video file, in their order, the rests between motions cut
/// (a rest holds no kept frame): each frame is put back on the stage
/// (`Playhead.present`, the very frame that was presented), drawn offscreen the way a
/// recording draws its frames (`FrameRecorder.drawn`), and handed to the encoder
/// (`VideoSink`, the file complete or absent).
///
/// Why batches on the main thread: GTK draws widgets on its main thread only, so the frames
/// are drawn there, a batch of about `batchSeconds` at a time from an idle source below GTK's
/// layout and paint priorities; between batches the window and the progress dialog paint and
/// take their events (Cancel). The encoding itself runs on GStreamer's threads (`appsrc`
/// queues four frames), so a batch costs the drawing, not the H.264. A GIF is made at the
/// end from all its frames (two passes for one palette): that last step is one call.
///
/// After every batch that drew, and at the end, `restore` puts the stage back as it was before.
/// The main loop never waits for the encoder: a batch that finds its queue full (or the file
/// not yet finished) ends, and the next one comes `waitMilliseconds` later.
///
/// A script's export (`defersCommit`) ends sealed beside its path: the run puts it in place
/// with its other outputs, only if the run succeeds (`stage(in:)`).
@MainActor
final class HistoryVideoExport {
    enum Ending {
        case finished(frames: [Int])
        case cancelled(done: Int, total: Int)
        case failed(InputError)
    }

    /// How long one batch of frames may take before the main loop runs again.
    static let batchSeconds = 0.04

    let path: String
    /// The kept frames' indices, oldest first.
    let frames: [Int]
    private let sink: VideoSink
    /// How many frames are drawn: the position in `frames` of the next one.
    private var next = 0
    private var isCancelled = false
    private var isOver = false
    /// Cancels itself after this many frames (the tests' switch), as Cancel does.
    private let cancelAfter: Int?
    /// Holds after this many frames while `isHeld` says so (the tests' switch).
    private let holdAfter: Int?
    private var hasSaidHolding = false
    /// Whether a held export still waits: the window's size has not changed since it began.
    private let isHeld: () -> Bool
    /// Draws kept frame `index` into a new image surface (the caller destroys it).
    private let draw: (Int) throws(InputError) -> OpaquePointer
    /// Tells the video's title about the frame just drawn (its panes, its slow motion).
    private let noteTitle: (inout VideoTitle) -> Void
    private let restore: () -> Void
    private let defersCommit: Bool
    private var onProgress: (Int) -> Void = { _ in }
    private var onEnd: (Ending) -> Void = { _ in }

    init(path: String, frames: [Int], frameRate: Int, defersCommit: Bool = false,
         isHeld: @escaping () -> Bool = { true },
         draw: @escaping (Int) throws(InputError) -> OpaquePointer, noteTitle: @escaping (inout VideoTitle) -> Void = { _ in },
         restore: @escaping () -> Void) throws(InputError) {
        self.path = path
        self.noteTitle = noteTitle
        self.isHeld = isHeld
        self.defersCommit = defersCommit
        self.frames = frames
        self.draw = draw
        self.restore = restore
        sink = try VideoSink(path: path, frameRate: frameRate)
        cancelAfter = DiagnosticSwitch.cancelExportAfter.value.flatMap { Int($0) }
        holdAfter = DiagnosticSwitch.holdExportAfter.value.flatMap { Int($0) }
    }

    /// What the export says as it goes: each frame drawn (`progress`, the count so far) and
    /// how it ended (`end`, once).
    func observe(progress: @escaping (Int) -> Void, end: @escaping (Ending) -> Void) {
        onProgress = progress
        onEnd = end
    }

    var total: Int { frames.count }
    var done: Int { next }

    /// `first…last` of the frames, and how many there are when a rest between them was cut:
    /// what the export reports (`0…62`, `0…300 (120 frames)`).
    static func describe(_ frames: [Int]) -> String {
        guard let first = frames.first, let last = frames.last else { return "none" }
        return "\(first)…\(last)" + (last - first + 1 == frames.count ? "" : " (\(frames.count) frames)")
    }

    func start() {
        addIdleCallback(.afterRedraw) { [weak self] in self?.batch() ?? false }
    }

    /// Stops at the next batch: nothing is written, and a file at the path stays as it was.
    func cancel() { isCancelled = true }

    /// The window went away mid-export: nothing is written, and the partial files go at once.
    func abandon() {
        guard !isOver else { return }
        _ = end(.failed(InputError(file: path, "the window closed before the video was exported")))
    }

    /// Draws frames until the batch's time is up; false once the export is over.
    private func batch() -> Bool {
        guard !isOver else { return false }
        let start = DispatchTime.now().uptimeNanoseconds
        // A batch that waited without drawing left the stage as the last one restored it.
        var drew = false
        defer { if !isOver && drew { restore() } }
        do throws(InputError) {
            while next < frames.count {
                if let cancelAfter, done >= cancelAfter { isCancelled = true }
                if isCancelled { return end(.cancelled(done: done, total: total)) }
                if let holdAfter, done >= holdAfter, isHeld() { return hold() }
                // Never wait for the encoder here: the main loop must go on answering Cancel
                // and signals, so the export looks again a little later.
                guard try sink.isReadyForFrame() else { return comeBack() }
                drew = true
                let surface = try draw(frames[next])
                defer { cairo_surface_destroy(surface) }
                try sink.add(surface)
                sink.noteTitle(noteTitle)
                next += 1
                if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 >= Self.batchSeconds { break }
            }
            onProgress(done)
            guard next >= frames.count else { return true }
            if isCancelled { return end(.cancelled(done: done, total: total)) }
            guard try sink.sealWithoutBlocking() else { return comeBack() }
            if !defersCommit { try sink.commit() }
            return end(.finished(frames: frames))
        } catch {
            return end(.failed(error))
        }
    }

    /// Looks again a little later, not when next idle: a held export must not spin a core.
    private func hold() -> Bool {
        if !hasSaidHolding {
            hasSaidHolding = true
            ExportReport.say("holding \(path) after \(done) frames")
        }
        return comeBack()
    }

    /// Ends this batch and runs the next one a little later.
    private func comeBack() -> Bool {
        onProgress(done)
        addIdleCallback(.afterRedraw, afterMilliseconds: Self.waitMilliseconds) { [weak self] in self?.batch() ?? false }
        return false
    }

    /// How soon a batch that waited (for the encoder, or held) looks again.
    static let waitMilliseconds: UInt32 = 10

    /// Hands a finished, sealed export to the run's outputs, which put it in place or drop it.
    func stage(in outputs: ReviewOutputs) {
        let sink = self.sink
        outputs.stage(path: path, commit: { () throws(InputError) in try sink.commit() }, discard: { sink.abandon() })
    }

    private func end(_ ending: Ending) -> Bool {
        isOver = true
        if case .finished = ending {} else { sink.abandon() }
        onEnd(ending)
        return false
    }
}
