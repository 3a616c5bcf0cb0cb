import ChatDemoCore
import CGtk
import Keyboard

/// Our frame in a real window, built like `ChatWindow`: a GtkOverlay whose
/// base is one GtkDrawingArea painted by `StagePainter` and whose overlay is
/// the real input bar, placed through "get-child-position" each frame. It
/// is the fair counterpart of `ListBoxWindow`: same window size, same
/// keyboard motion, same frame-clock measurement.
@MainActor
final class StageWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let stage: UnsafeMutablePointer<GtkWidget>
    private let overlay: UnsafeMutablePointer<GtkWidget>
    private let inputBar = InputBar()
    private let painter: StagePainter
    private let scene: ChatScene
    private var current: SceneFrame?

    init(count: Int) throws {
        let bubbles = BubbleRenderer()
        painter = StagePainter(bubbles: bubbles)
        scene = try BenchScene.make(count: count, bubbles: bubbles)
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let size = BenchScene.stageSize
        gtk_window_set_default_size(upcast(window), Int32(size.width), Int32(size.height))
        overlay = gtk_overlay_new()
        stage = gtk_drawing_area_new()
        gtk_container_add(upcast(overlay), stage)
        gtk_overlay_add_overlay(upcast(overlay), inputBar.widget)
        gtk_container_add(upcast(window), overlay)
        connectChildPosition(overlay) { [unowned self] child in
            guard child == self.inputBar.widget, let frame = self.current else { return nil }
            return GdkRectangle(x: 0, y: Int32(frame.barTop), width: Int32(size.width),
                                height: Int32(frame.barBottom - frame.barTop))
        }
        connectDraw(stage) { [unowned self] cr in
            guard let frame = self.current else { return }
            self.painter.paint(frame, scene: self.scene, size: self.stageSize, on: cr, debugOverlay: false)
        }
    }

    private var stageSize: Size {
        Size(width: Double(gtk_widget_get_allocated_width(stage)), height: Double(gtk_widget_get_allocated_height(stage)))
    }

    /// The tick's work, as in `ChatWindow.tick`: one scene frame, the bar
    /// re-placed when it moved, the stage queued for drawing.
    func step(at time: Double) {
        let size = stageSize
        if size.width > 0 { scene.setContentSize(size, at: time) }
        scene.setBarHeight(Double(inputBar.naturalHeight(forWidth: Int32(BenchScene.stageSize.width))), at: time)
        KeyboardCycle.keepMoving(scene, at: time)
        let frame = scene.frame(at: time)
        if frame.barTop != current?.barTop || frame.barBottom != current?.barBottom {
            gtk_widget_queue_allocate(overlay)
        }
        current = frame
        gtk_widget_queue_draw(stage)
    }
}
