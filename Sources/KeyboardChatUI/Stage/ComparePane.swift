import CGtk
import ChatDemoCore
import Keyboard

/// One of compare mode's other panes: its own stage (drawing area and input bar),
/// its own scene under its own strategy, and its own painter — but no tick, no keyboard and no
/// draft of its own. Its scene shares the main scene's `KeyboardController`, its stage wakes
/// the main stage's tick (`StageView.tickOwner`), and the window applies its frame in the same
/// tick as the main pane's (`ChatWindow+Compare`). Its input bar shows the main pane's draft;
/// a click in it, or on its list or keys, acts through the main pane's handlers.
@MainActor
final class ComparePane: StageContent {
    let stageView: StageView
    let scene: ChatScene
    let painter: StagePainter
    /// The window's debug overlay switch, for this pane's paints too.
    var showsDebugOverlay = false

    init(scene: ChatScene, painter: StagePainter, tickOwner: StageView) {
        self.scene = scene
        self.painter = painter
        stageView = StageView()
        stageView.tickOwner = tickOwner
        stageView.content = self
        // The draft is the main pane's: this field only shows it.
        gtk_text_view_set_editable(checkedCast(stageView.inputBar.textView), 0)
        gtk_text_view_set_cursor_visible(checkedCast(stageView.inputBar.textView), 0)
        gtk_widget_set_can_focus(stageView.inputBar.textView, 0)
    }

    var inputBar: InputBar { stageView.inputBar }

    /// Never runs: this stage's wakes go to the main stage's tick.
    func stageTick(frameMicroseconds: Int) -> Bool { false }

    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size) {
        painter.paint(frame, scene: scene, size: size, on: cr, debugOverlay: showsDebugOverlay)
    }

    /// What lies above the bar, as in the main pane (the pressed key is the main pane's, followed).
    func drawAboveBar(_ cr: OpaquePointer) {
        guard let frame = stageView.currentFrame else { return }
        stageView.drawInStageCoordinates(cr) { painter.paintAboveTheBar(frame, scene: scene, on: cr) }
    }

    /// Shows `text`, the main pane's draft, in this pane's field (so its bar grows alike).
    func showDraft(_ text: String) {
        guard inputBar.text != text else { return }
        gtk_text_buffer_set_text(inputBar.buffer, text, -1)
    }
}
