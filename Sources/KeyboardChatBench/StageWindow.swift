import KeyboardChatUI
import ChatDemoCore
import CGtk
import Keyboard

/// Our frame in a real window, built like `ChatWindow`: a GtkOverlay whose
/// base is one GtkDrawingArea painted by `StagePainter` and whose overlay is
/// the real input bar, placed through "get-child-position" each frame. It
/// is the fair counterpart of `ListBoxWindow`: same window size, same
/// keyboard motion, same frame-clock measurement.
///
/// The same window also measures GTK's own floor (`StageWorkload`): what a
/// frame costs when the stage is one fill, one pixel or nothing, which
/// bounds how much cheaper than the baseline any GTK 3 frame can be.
@MainActor
final class StageWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let stage: UnsafeMutablePointer<GtkWidget>
    private let overlay: UnsafeMutablePointer<GtkWidget>
    private let inputBar = InputBar()
    private let painter: StagePainter
    private let scene: ChatScene
    private let workload: StageWorkload
    private var current: SceneFrame?

    convenience init(count: Int, workload: StageWorkload = .stage) throws {
        try self.init(conversation: ConversationGenerator.make(count: count), workload: workload)
    }

    init(conversation: Conversation, workload: StageWorkload = .stage) throws {
        let bubbles = BubbleRenderer()
        painter = StagePainter(bubbles: bubbles, keyboardLayer: workload != .stageWithKeyboardInPlace)
        scene = try BenchScene.make(conversation, bubbles: bubbles)
        self.workload = workload
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let size = BenchScene.stageSize
        gtk_window_set_default_size(checkedCast(window), Int32(size.width), Int32(size.height))
        overlay = gtk_overlay_new()
        stage = gtk_drawing_area_new()
        gtk_container_add(checkedCast(overlay), stage)
        gtk_overlay_add_overlay(checkedCast(overlay), inputBar.widget)
        gtk_container_add(checkedCast(window), overlay)
        connectChildPosition(overlay) { [unowned self] child in
            guard child == self.inputBar.widget, let frame = self.current else { return nil }
            return GdkRectangle(x: 0, y: Int32(frame.barTop), width: Int32(size.width),
                                height: Int32(frame.barBottom - frame.barTop))
        }
        connectDraw(stage) { [unowned self] cr in
            guard let frame = self.current else { return }
            if self.workload.paintsStage {
                self.painter.paint(frame, scene: self.scene, size: self.stageSize, on: cr, debugOverlay: false)
            } else {
                cairo_set_source_rgb(cr, Palette.background.red, Palette.background.green, Palette.background.blue)
                cairo_paint(cr)
            }
        }
    }

    private var stageSize: Size {
        Size(width: Double(gtk_widget_get_allocated_width(stage)), height: Double(gtk_widget_get_allocated_height(stage)))
    }

    /// The tick's work, as in `ChatWindow.tick`: one scene frame, the bar
    /// re-placed when it moved, what changed on the stage queued for drawing
    /// (`StageDamage`: the bar and keyboard's band when the list stays, as in
    /// case 1; the whole stage when it moves, as in case 3). The floor
    /// workloads do the same scene work; the one-pixel and empty ones leave
    /// the bar where it is and invalidate one pixel or nothing.
    func step(at time: Double) {
        let size = stageSize
        if size.width > 0 { scene.setContentSize(size, at: time) }
        scene.setBarHeight(Double(inputBar.naturalHeight(forWidth: Int32(BenchScene.stageSize.width))), at: time)
        KeyboardCycle.keepMoving(scene, at: time)
        let frame = scene.frame(at: time)
        let firstFrame = current == nil
        switch workload {
        case .stage, .stageWithKeyboardInPlace, .solidFill:
            if frame.barTop != current?.barTop || frame.barBottom != current?.barBottom {
                gtk_widget_queue_allocate(overlay)
            }
            let damage = workload == .solidFill
                ? .full : StageDamage.between(current, frame, stageHeight: Int(stageSize.height))
            current = frame
            switch damage {
            case .none: break
            case .full: gtk_widget_queue_draw(stage)
            case .band(let top, let bottom):
                gtk_widget_queue_draw_area(stage, 0, Int32(top), Int32(stageSize.width), Int32(bottom - top))
            }
        case .onePixel:
            current = firstFrame ? frame : current
            gtk_widget_queue_draw_area(stage, 0, Int32(ChatScene.navigationBarHeight), 1, 1)
        case .noPaint:
            current = firstFrame ? frame : current
        }
    }
}

/// What a `StageWindow` paints each frame.
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
