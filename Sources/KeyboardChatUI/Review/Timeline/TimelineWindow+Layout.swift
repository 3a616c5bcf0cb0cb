import CGtk
import ChatDemoCore

/// The timeline window's layout (its toolbar, where it opens) and the plot's geometry at work:
/// the cache's key, the playhead's damage and a click's frame.
extension TimelineWindow {
    /// The legend (each pane's strategy, in its line style, and each quantity's colour), the
    /// onion skin's toggle and the window's `menu` button.
    static func toolbar(legend: UnsafeMutablePointer<GtkWidget>, paneNames: [String],
                        menu: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_label_set_markup(checkedCast(legend, to: GtkLabel.self), TimelineLegend.markup(paneNames: paneNames))
        gtk_label_set_xalign(checkedCast(legend, to: GtkLabel.self), 0)
        gtk_label_set_line_wrap(checkedCast(legend, to: GtkLabel.self), 1)
        gtk_box_pack_start(checkedCast(row, to: GtkBox.self), legend, 1, 1, 0)
        let onion = gtk_toggle_button_new_with_label(MotionReviewTool.onionSkin.label)!
        gtk_actionable_set_detailed_action_name(checkedCast(onion, to: .actionable), MotionReviewTool.onionSkin.detailedAction)
        gtk_widget_set_tooltip_text(onion, MotionReviewTool.onionSkin.tooltip)
        gtk_box_pack_end(checkedCast(row, to: GtkBox.self), onion, 0, 0, 0)
        gtk_box_pack_end(checkedCast(row, to: GtkBox.self), menu, 0, 0, 0)
        return row
    }

    /// Below the chat window when the screen has room there, else to its right (a window
    /// manager may place it otherwise; the stage's size does not depend on where it goes).
    static func place(_ window: UnsafeMutablePointer<GtkWindow>, beside parent: UnsafeMutablePointer<GtkWidget>) {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        let parentWindow = checkedCast(parent, to: GtkWindow.self)
        gtk_window_get_position(parentWindow, &x, &y)
        gtk_window_get_size(parentWindow, &width, &height)
        gtk_window_move(window, x + width + 8, y)
    }

    /// What the plot's cache is drawn for: the widget's size and scale, the theme, the panes.
    var cacheKey: TimelinePlotCache.Key {
        TimelinePlotCache.Key(width: Int(gtk_widget_get_allocated_width(plot)), height: Int(gtk_widget_get_allocated_height(plot)),
                              scale: Int(gtk_widget_get_scale_factor(plot)), theme: Palette.theme, paneCount: review.timelineHistory.paneCount,
                              zoom: zoom)
    }

    /// Invalidates the columns around the playhead at history slot `slot`.
    func queuePlayheadDamage(atSlot slot: Int?) {
        guard let slot, let geometry = cache.geometry, let axisSlot = cache.axisSlot(ofHistorySlot: slot, in: review.timelineHistory),
              axisSlot >= 0 else { return }
        let reach = TimelinePlotRenderer.reach(geometry)
        let x = geometry.x(ofSlot: axisSlot)
        let left = Int((x - reach).rounded(.down))
        gtk_widget_queue_draw_area(plot, Int32(left), 0, Int32(Int((x + reach).rounded(.up)) - left),
                                   gtk_widget_get_allocated_height(plot))
    }

    /// The frame drawn nearest `x` goes to `onSelectFrame` (once per frame crossed while dragging).
    func pick(x: Double) {
        let history = review.timelineHistory
        let plotted = cache.plottedSlots(in: history)
        guard let geometry = cache.geometry, let axis = cache.axis, let axisSlot = geometry.slot(nearestX: x),
              !plotted.isEmpty else { return }
        let slot = min(max(axis.start + axisSlot - history.droppedCount, plotted.lowerBound), plotted.upperBound - 1)
        let frame = history.frame(atSlot: slot).frame
        guard frame != selectedFrame else { return }
        onSelectFrame(frame)
    }
}
