import KeyboardChatUI
import ChatDemoCore
import CGtk
import Keyboard

/// Our frame in a real window: the app's own `StageView` (overlay, drawing area, the real
/// `InputBar` placed by "get-child-position", the single tick, `StageDamage`) in a toplevel,
/// painted by the real `StagePainter` from a real `ChatScene` under the keyboard's motion. It
/// is the fair counterpart of `ListBoxWindow`: same window size, same keyboard motion, same
/// frame-clock measurement (`FrameCostProbe`, called from the stage's tick).
///
/// The same stage also measures GTK's own floor (`StageWorkload`): what a frame costs when the
/// stage is one fill, one pixel or nothing, which bounds how much cheaper than the baseline any
/// GTK 3 frame can be. Only what is drawn and invalidated changes; the widget tree is the same.
@MainActor
final class MeasuredStage: StageContent, StageDriver {
    let window: UnsafeMutablePointer<GtkWidget>
    private let stageView = StageView()
    private let painter: StagePainter
    private let scene: ChatScene
    private let workload: StageWorkload
    private var probe: FrameCostProbe?

    init(conversation: Conversation, workload: StageWorkload = .stage) throws {
        let bubbles = BubbleRenderer()
        painter = StagePainter(bubbles: bubbles, keyboardLayer: workload != .stageWithKeyboardInPlace)
        scene = try BenchScene.make(conversation, bubbles: bubbles)
        self.workload = workload
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let size = BenchScene.stageSize
        gtk_window_set_default_size(checkedCast(window), Int32(size.width), Int32(size.height))
        gtk_container_add(checkedCast(window), stageView.overlay)
        stageView.attach(content: self, driver: self)
    }

    /// Shows the window and measures `frames` frames (after the probe's warm-up), saving the
    /// last one to the PNG `snapshot` when given; the window is destroyed after.
    func measure(frames: Int, snapshot: String?) -> FrameCosts {
        let probe = FrameCostProbe(window: window, frames: frames, snapshot: snapshot)
        self.probe = probe
        stageView.wakeUp()
        defer { self.probe = nil }
        return probe.run()
    }

    func stageTick(frameMicroseconds: Int) -> Bool {
        guard let probe else { return false }
        return probe.measureFrame(frameMicroseconds: frameMicroseconds) { time in step(at: time) }
    }

    /// The tick's work, as in `FrameLoop.stageTick`: the measured layout, the keyboard kept
    /// moving, one scene frame applied (the bar re-placed when it moved; `StageDamage`: the bar
    /// and keyboard's band when the list stays, as in case 1; the whole stage when it moves, as
    /// in case 3). The floor workloads do the same scene work; the fill repaints the whole stage
    /// every frame, the one-pixel and empty ones leave the first frame in place and invalidate
    /// one pixel or nothing.
    private func step(at time: Double) {
        if let layout = stageView.measuredLayout {
            scene.setMeasuredLayout(contentSize: layout.contentSize, barHeight: layout.barHeight, at: time)
        }
        KeyboardCycle.keepMoving(scene, at: time)
        let frame = scene.frame(at: time)
        switch workload {
        case .stage, .stageWithKeyboardInPlace:
            stageView.apply(frame)
        case .solidFill:
            stageView.apply(frame, repaintingWholeStage: true)
        case .onePixel:
            if stageView.currentFrame == nil { stageView.apply(frame) }
            gtk_widget_queue_draw_area(stageView.drawingArea, 0, Int32(ChatScene.navigationBarHeight), 1, 1)
        case .noPaint:
            if stageView.currentFrame == nil { stageView.apply(frame) }
        }
    }

    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size) {
        if workload.paintsStage {
            painter.paint(frame, scene: scene, size: size, on: cr, debugOverlay: false)
        } else {
            cairo_set_source_rgb(cr, Palette.background.red, Palette.background.green, Palette.background.blue)
            cairo_paint(cr)
        }
    }
}

/// What a `MeasuredStage` paints and invalidates each frame.
enum StageWorkload: Equatable {
    /// The real stage, as `ChatWindow` paints it (keyboard from its layer).
    case stage
    /// The real stage with the keyboard drawn in place every frame, as
    /// before `KeyboardLayer`: what the layer saves.
    case stageWithKeyboardInPlace
    /// Everything the real stage frame does (bar moved, whole stage
    /// invalidated) but painted with one fill: what GTK charges for
    /// repainting this window whatever we draw.
    case solidFill
    /// GTK's floor for a frame that changes anything: one pixel repainted.
    case onePixel
    /// The frame clock's floor: the tick runs, nothing is repainted.
    case noPaint

    var paintsStage: Bool { self == .stage || self == .stageWithKeyboardInPlace }
}
