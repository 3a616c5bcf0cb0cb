import KeyboardChatUI
import ChatDemoCore
import CGtk
import Keyboard

/// `scrub_ms_p95_100k`: what a playhead move costs, from the seek to the end of the presented
/// frame's paint, with 100 000 distinct messages in a real 390×844 window (`ScrubStage`).
///
/// The window first plays the keyboard's show and hide (`KeyboardCycle`) and keeps every frame
/// as the playhead does: each scene as a value (`ChatScene.snapshot`) and the geometry applied.
/// Then every tick seeks to one kept frame, as `Playhead.present` does (the scene put back, its
/// frame applied with a whole-stage repaint), in a deterministic shuffled order that jumps
/// forwards and backwards over all of them (`passes` times). `FrameCostProbe` times each seek
/// from the tick's start to the frame clock's after-paint, the X server's rendering included;
/// the wait for the next frame clock tick (up to one frame) is not part of the cost.
@MainActor
enum ScrubBenchmark {
    nonisolated static let messages = 100_000
    /// Frames kept before scrubbing: two shows and two hides.
    nonisolated static let keptFrames = 120
    nonisolated static let passes = 3

    static func run(kept: Int = keptFrames, passes: Int = passes) throws -> FrameCosts {
        let stage = try ScrubStage(conversation: DistinctConversationGenerator.make(count: messages), kept: kept, passes: passes)
        return stage.measure()
    }
}

/// The app's stage (`StageView`, `StagePainter`, a real `ChatScene`) in a toplevel, recording
/// its frames and then seeking through them; see `ScrubBenchmark`.
@MainActor
final class ScrubStage: StageContent, StageDriver {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let stageView = StageView()
    private let painter: StagePainter
    private let scene: ChatScene
    private var probe: FrameCostProbe?
    private let keptCount: Int
    private var kept: [(snapshot: ChatScene.Snapshot, frame: SceneFrame)] = []
    /// The kept frames' order of seeks, made once the recording is done.
    private var order: [Int] = []
    private let passes: Int
    private var nextSeek = 0
    /// Frames of the recording the probe measured (after its warm-up): dropped from the result.
    private var measuredRecordingFrames = 0

    init(conversation: Conversation, kept: Int, passes: Int) throws {
        let bubbles = BubbleRenderer()
        painter = StagePainter(bubbles: bubbles, keyboardLayer: true)
        scene = try BenchScene.make(conversation, bubbles: bubbles)
        keptCount = kept
        self.passes = passes
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let size = BenchScene.stageSize
        gtk_window_set_default_size(checkedCast(window), Int32(size.width), Int32(size.height))
        gtk_container_add(checkedCast(window), stageView.overlay)
        stageView.attach(content: self, driver: self)
    }

    /// Records `kept` frames, then times `kept × passes` seeks.
    func measure() -> FrameCosts {
        let seeks = keptCount * passes
        measuredRecordingFrames = max(0, keptCount - FrameCostProbe.warmupFrames)
        let probe = FrameCostProbe(window: window, frames: measuredRecordingFrames + seeks)
        self.probe = probe
        stageView.wakeUp()
        defer { self.probe = nil }
        var costs = probe.run()
        costs.dropFirst(measuredRecordingFrames)
        return costs
    }

    func stageTick(frameMicroseconds: Int) -> Bool {
        guard let probe else { return false }
        return probe.measureFrame(frameMicroseconds: frameMicroseconds) { time in step(at: time) }
    }

    private func step(at time: Double) {
        if kept.count < keptCount {
            record(at: time)
        } else {
            if order.isEmpty { order = Self.seekOrder(count: kept.count, passes: passes) }
            let target = kept[order[nextSeek % order.count]]
            nextSeek += 1
            scene.restore(target.snapshot)
            stageView.apply(target.frame, repaintingWholeStage: true)
        }
    }

    /// A live frame, as the tick makes it, kept as the playhead keeps it.
    private func record(at time: Double) {
        if let layout = stageView.measuredLayout {
            scene.setMeasuredLayout(contentSize: layout.contentSize, barHeight: layout.barHeight, at: time)
        }
        KeyboardCycle.keepMoving(scene, at: time)
        let frame = scene.frame(at: time)
        stageView.apply(frame)
        kept.append((scene.snapshot, frame))
    }

    /// Every kept frame `passes` times, each pass shuffled (Fisher–Yates on SplitMix64 with a
    /// fixed seed), so seeks jump forwards and backwards by any distance, the same every run.
    nonisolated static func seekOrder(count: Int, passes: Int) -> [Int] {
        var state: UInt64 = 0x5C2B_0000_0000_0001
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var order: [Int] = []
        for _ in 0..<passes {
            var pass = Array(0..<count)
            for index in stride(from: count - 1, to: 0, by: -1) {
                pass.swapAt(index, Int(next() % UInt64(index + 1)))
            }
            order += pass
        }
        return order
    }

    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size) {
        painter.paint(frame, scene: scene, size: size, on: cr, debugOverlay: false)
    }
}

extension FrameCosts {
    /// Forgets the first `count` frames (a set-up phase the probe measured with the rest).
    mutating func dropFirst(_ count: Int) {
        guard count > 0 else { return }
        total = Samples(Array(total.values.dropFirst(count)))
        updateAndLayout = Samples(Array(updateAndLayout.values.dropFirst(count)))
        paint = Samples(Array(paint.values.dropFirst(count)))
        server = Samples(Array(server.values.dropFirst(count)))
    }
}
