import KeyboardChatUI
import ChatDemoCore
import CGtk

/// `paint_frame_ms`: one full frame — message list, keyboard, navigation
/// bar (all `StagePainter`) and the real input bar (`gtk_widget_draw`) —
/// painted into a 390×844 image surface at device scale 2 (780×1688 pixels,
/// a phone's retina stage), while the keyboard shows and hides.
///
/// Each frame gets a fresh cairo context, as a GTK draw handler does, and
/// is timed from the scene's geometry to the flushed surface. The bubble
/// layout cache and the keyboard's layer are warm after the first frames,
/// as they are in the app while the keyboard moves over the same messages
/// (a frame that changes the keyboard's look, a key press, costs about
/// what drawing in place does; the runner measures that at one size).
/// Frames continue across calls, so the runner can interleave sizes.
@MainActor
final class PaintBenchmark {
    nonisolated static let sizes = [100, 10_000, 100_000]
    nonisolated static let deviceScale = 2.0
    nonisolated static let warmupFrames = 30
    nonisolated static let measuredFrames = 240

    private let painter: StagePainter
    private let scene: ChatScene
    private let bar: OffscreenInputBar
    private let surface: OpaquePointer
    private let size = BenchScene.stageSize
    private var nextFrame = 0
    private let coldBubbles: Bool

    convenience init(count: Int, bar: OffscreenInputBar, keyboardLayer: Bool = true) throws {
        try self.init(ConversationGenerator.make(count: count), bar: bar, keyboardLayer: keyboardLayer)
    }

    /// `keyboardLayer: false` draws the keyboard in place every frame, as
    /// before `KeyboardLayer`, to show what the layer saves. `coldBubbles`
    /// drops every bubble layout before each frame and draws the list in
    /// place (no `ListLayer`, which would copy yesterday's pixels), so each
    /// frame shapes the visible text anew (`HostileTextBenchmark`).
    init(_ conversation: Conversation, bar: OffscreenInputBar, keyboardLayer: Bool = true,
         coldBubbles: Bool = false) throws {
        self.coldBubbles = coldBubbles
        let bubbles = BubbleRenderer()
        painter = StagePainter(bubbles: bubbles, keyboardLayer: keyboardLayer, listLayer: !coldBubbles)
        scene = try BenchScene.make(conversation, bubbles: bubbles, size: size)
        scene.setBarHeight(Double(bar.height), at: 0)
        self.bar = bar
        surface = try CairoCheck.surface(cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(size.width * Self.deviceScale), Int32(size.height * Self.deviceScale)), "create the stage's image")
        cairo_surface_set_device_scale(surface, Self.deviceScale, Self.deviceScale)
        _ = measure(frames: Self.warmupFrames)
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// Per-frame times in milliseconds for the next `frames` frames.
    func measure(frames: Int) -> Samples {
        KeyboardCycle.timeFrames(scene, next: &nextFrame, count: frames, unit: 1_000_000) { time in paintFrame(at: time) }
    }

    /// Writes the surface as a PNG, so a reader can see that what was
    /// measured is the real stage (`bench --snapshot`).
    func writeSnapshot(to path: String) throws {
        try FrameRecorder.save(surface, to: path)
    }

    private func paintFrame(at time: Double) {
        let frame = scene.frame(at: time)
        if coldBubbles { painter.bubbles.clearCache() }
        let cr = cairo_create(surface)!
        painter.paint(frame, scene: scene, size: size, on: cr, debugOverlay: false)
        bar.draw(on: cr, top: Double(frame.barTop))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
