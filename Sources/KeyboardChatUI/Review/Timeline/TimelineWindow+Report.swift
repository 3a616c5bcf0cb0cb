import CGtk
import ChatDemoCore
import Foundation

/// What the timeline says on stdout with `KEYBOARDCHAT_REPORT_TIMELINE`, for tests: what it
/// plotted, what it read out, when it painted and when it was laid out.
extension TimelineWindow {
    /// The legend's text (read back from its label), then each frame the plot shows, as the
    /// trace writes its row (brought into the plot first, should the window close before its
    /// last update is painted), then the readouts it shows as it closes.
    func reportPlotted() {
        guard !isDestroyed else { return }
        if isShown { cache.update(with: review.timelineHistory, key: cacheKey) }
        var text = "timeline legend: " + String(cString: gtk_label_get_text(checkedCast(legend, to: GtkLabel.self))) + "\n"
        let history = review.timelineHistory
        for slot in cache.plottedSlots(in: history) {
            let rows = history.frame(atSlot: slot).traceRows
            text += "timeline plotted: " + (rows.count == 1 ? rows[0].csvLine : CompareTraceRow(panes: rows).csvLine()) + "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
        reportLabels()
        reportReadouts(prefix: "timeline final readout")
    }

    /// Where the plot is in the window's content (`timeline plot: X,Y,WIDTH,HEIGHT`, what a
    /// `timeline screenshot` holds) and each event tick as last drawn
    /// (`timeline label: TICK_X|X,Y,WIDTH,HEIGHT|TEXT|FULL TEXT`, in the plot's pixels; an
    /// unlabelled tick has no box).
    func reportLabels() {
        var x: Int32 = 0, y: Int32 = 0
        _ = gtk_widget_translate_coordinates(plot, content, 0, 0, &x, &y)
        var text = "timeline plot: \(x),\(y),\(gtk_widget_get_allocated_width(plot)),\(gtk_widget_get_allocated_height(plot))\n"
        for tick in eventTicks {
            let box = tick.box.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? "none"
            text += "timeline label: \(tick.x)|\(box)|\(tick.text)|\(tick.fullText)\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// `timeline view: FIRST-LAST`, the frames at the plot's edges, after the plot is brought
    /// up to date with the history and the view; then where that view lies on the axis and in
    /// the window, so a test can point at a frame and drag the time labels:
    /// `timeline visible slots: FIRST-LAST, x LEFT-RIGHT, plot y TOP, labels y Y` (the axis
    /// slots at the plot's left and right edges, unrounded; window pixels).
    func reportView() {
        let history = review.timelineHistory
        guard isShown, !history.isEmpty else { return }
        cache.update(with: history, key: cacheKey)
        guard let geometry = cache.geometry, let axis = cache.axis else { return }
        func frame(atX x: Double) -> Int {
            let slot = (geometry.slot(nearestX: x) ?? 0) + axis.start - history.droppedCount
            return history.frame(atSlot: min(max(slot, 0), history.count - 1)).frame
        }
        let box = geometry.positions
        var x: Int32 = 0, y: Int32 = 0
        _ = gtk_widget_translate_coordinates(plot, window, 0, 0, &x, &y)
        func pixels(_ value: Double, from origin: Int32) -> Int { Int(origin) + Int(value.rounded()) }
        let labelsY = geometry.shifts.maxY + TimelinePlotGeometry.margins.bottom / 2
        let text = "timeline view: \(frame(atX: box.x))-\(frame(atX: box.maxX))\n"
            + "timeline visible slots: \(geometry.slotPosition(atX: box.x))-\(geometry.slotPosition(atX: box.maxX)), "
            + "x \(pixels(box.x, from: x))-\(pixels(box.maxX, from: x)), plot y \(pixels(box.y, from: y)), "
            + "labels y \(pixels(labelsY, from: y))\n"
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The items of the window's menu, read back from its button's model as GTK has them
    /// (`timeline menu "Export Trace…" app.export-trace enabled`).
    static func reportMenu(of button: UnsafeMutablePointer<GtkWidget>, app: UnsafeMutablePointer<GtkApplication>) {
        guard let model = gtk_menu_button_get_menu_model(checkedCast(button, to: GtkMenuButton.self)) else { return }
        let text = HeaderReport.items(of: model, app: app).map { "timeline \($0)\n" }.joined()
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The readouts' texts, read back from the layouts they draw.
    func reportReadouts(prefix: String = "timeline readout") {
        var text = ""
        for (pane, values) in readouts.shownTexts().enumerated() {
            text += "\(prefix) \(pane + 1): " + zip(TimelineReadout.names, values).map { "\($0)=\($1)" }.joined(separator: "|") + "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
