import CGtk
import ChatDemoCore

/// The onion skin: the previous frames' keyboard top and bar bottom as faint full-width lines
/// over the stage, fainter the older they are, so one still shows how far the motion went
/// from frame to frame (even spacing is a constant speed, closing spacing an ease-out).
///
/// The history keeps the trace's numbers (window coordinates, device pixels); the lines are
/// drawn in the stage's coordinates, so the stage's place in the window is taken off.
@MainActor
enum OnionSkinRenderer {
    /// The newest previous frame's opacity; each older one is fainter by `fade`.
    static let opacity = 0.85
    static let fade = 0.15

    /// Draws `frames` (newest first) of pane `pane` on `cr`, which is in the stage's coordinates.
    static func draw(_ frames: [MotionFrame], pane: Int, stage: UnsafeMutablePointer<GtkWidget>, on cr: OpaquePointer) {
        guard !frames.isEmpty, let toplevel = gtk_widget_get_toplevel(stage) else { return }
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(stage, toplevel, 0, 0, &x, &y)
        let scale = Double(gtk_widget_get_scale_factor(stage))
        let width = Double(gtk_widget_get_allocated_width(stage))
        cairo_save(cr)
        cairo_set_line_width(cr, 2)
        for (age, frame) in frames.enumerated() where pane < frame.panes.count {
            let alpha = max(opacity - fade * Double(age), 0.08)
            let sample = frame.panes[pane]
            // The bar's bottom solid, the keyboard's top dashed over it: with zero gap the two
            // share a line and both still show.
            for (value, colour, dashed) in [(sample.barBottom, TimelineStyle.barBottom, false),
                                            (sample.keyboardTop, TimelineStyle.keyboardTop, true)] {
                let stageY = Double(value) / scale - Double(y)
                let dash = dashed ? [6.0, 6.0] : []
                dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
                cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, alpha)
                cairo_move_to(cr, 0, stageY.rounded())
                cairo_line_to(cr, width, stageY.rounded())
                cairo_stroke(cr)
            }
        }
        cairo_restore(cr)
    }
}
