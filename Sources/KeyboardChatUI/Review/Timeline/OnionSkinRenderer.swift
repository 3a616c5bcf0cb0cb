import CGtk
import ChatDemoCore
import Keyboard

/// The onion skin: translucent copies of the input bar's outline and of the keyboard's top band
/// where earlier frames had them (`OnionSkinGhost`), fainter the older they are, drawn over the
/// stage but never over the field, so the draft stays readable.
///
/// Ghosts that overlap do not add up: they are drawn into a group, each replacing what lies under
/// it (the bars first, then the keyboard bands), and the group is painted once, so the stage
/// shows through every ghost.
@MainActor
enum OnionSkinRenderer {
    /// The keyboard band's fill, as a share of the ghost's opacity (its top edge takes it whole).
    static let bandFill = 0.35
    /// The bar ghost's fill, as a share of the ghost's opacity (its outline takes it whole).
    static let barFill = 0.15
    static let lineWidth = 2.0

    /// Draws the ghosts of `frames` (newest first) of pane number `paneIndex`, `pane`, on `cr`,
    /// which is in the stage's coordinates.
    static func draw(_ frames: [MotionFrame], paneIndex: Int, of pane: Pane, on cr: OpaquePointer) {
        let stage = pane.stageView.drawingArea
        guard !frames.isEmpty, let toplevel = gtk_widget_get_toplevel(stage),
              let field = gtk_widget_get_parent(pane.inputBar.textView) else { return }
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(stage, toplevel, 0, 0, &x, &y)
        let bar = frame(of: pane.inputBar.widget, in: stage)
        let placement = OnionSkinGhost.Placement(
            stageTop: Double(y), scale: Double(gtk_widget_get_scale_factor(stage)),
            stageWidth: Double(gtk_widget_get_allocated_width(stage)), bar: bar,
            keyboardTop: Double(pane.drawnKeyboardTop ?? Int(bar.maxY)), fieldText: frame(of: field, in: stage))
        let ghosts = OnionSkinGhost.ghosts(of: frames, pane: paneIndex, placement: placement)
        guard !ghosts.isEmpty else { return }
        cairo_save(cr)
        // Everything but the field: the even-odd rule makes the field a hole in the clip.
        let width = placement.stageWidth, height = Double(gtk_widget_get_allocated_height(stage))
        cairo_rectangle(cr, 0, 0, width, height)
        let text = placement.fieldText
        cairo_rectangle(cr, text.x, text.y, text.width, text.height)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_line_width(cr, lineWidth)
        // The bars first, then the keyboard bands over them: a newer bar's fill must not hide an
        // older frame's keyboard top, the motion's main line.
        for ghost in ghosts { paintBar(ghost, on: cr) }
        for ghost in ghosts { paintBand(ghost, on: cr) }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private static func paintBand(_ ghost: OnionSkinGhost, on cr: OpaquePointer) {
        let band = ghost.keyboardBand, red = TimelineStyle.keyboardTop
        cairo_rectangle(cr, band.x, band.y, band.width, band.height)
        cairo_set_source_rgba(cr, red.red, red.green, red.blue, ghost.opacity * bandFill)
        cairo_fill(cr)
        cairo_rectangle(cr, band.x, band.y, band.width, lineWidth)
        cairo_set_source_rgba(cr, red.red, red.green, red.blue, ghost.opacity)
        cairo_fill(cr)
    }

    private static func paintBar(_ ghost: OnionSkinGhost, on cr: OpaquePointer) {
        let bar = ghost.bar, green = TimelineStyle.barBottom
        Painter(cr: cr).roundedRectangle(bar.x + lineWidth / 2, bar.y + lineWidth / 2, bar.width - lineWidth,
                                         bar.height - lineWidth, radius: OnionSkinGhost.barCornerRadius)
        cairo_set_source_rgba(cr, green.red, green.green, green.blue, ghost.opacity * barFill)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, green.red, green.green, green.blue, ghost.opacity)
        cairo_stroke(cr)
    }

    /// `widget`'s frame in `stage`'s coordinates.
    private static func frame(of widget: UnsafeMutablePointer<GtkWidget>, in stage: UnsafeMutablePointer<GtkWidget>) -> Rect {
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, stage, 0, 0, &x, &y)
        return Rect(x: Double(x), y: Double(y), width: Double(gtk_widget_get_allocated_width(widget)),
                    height: Double(gtk_widget_get_allocated_height(widget)))
    }
}
