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
        reportReadouts(prefix: "timeline final readout")
    }

    /// The readouts' texts, read back from the layouts they draw.
    func reportReadouts(prefix: String = "timeline readout") {
        var text = ""
        for (pane, values) in readouts.shownTexts().enumerated() {
            text += "\(prefix) \(pane + 1): " + zip(TimelineReadout.names, values).map { "\($0)=\($1)" }.joined(separator: "|") + "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Each frame the window paints says the newest frame its plot shows (`timeline painted: F`),
    /// so a test counts the timeline's frames against the stage's; each time GTK lays the window
    /// out again, the same (`timeline laid out: F`): a new readout must not.
    func reportPaints() {
        guard !countsPaints, let gdkWindow = gtk_widget_get_window(window), let clock = gdk_window_get_frame_clock(gdkWindow) else {
            return
        }
        countsPaints = true
        connect(UnsafeMutableRawPointer(clock), "after-paint") { [unowned self] in
            let newest = self.review.timelineHistory.newestFrame.map(String.init) ?? "none"
            FileHandle.standardOutput.write(Data("timeline painted: \(newest)\n".utf8))
        }
        connectWithArgument(window, "size-allocate") { [unowned self] _ in
            let newest = self.review.timelineHistory.newestFrame.map(String.init) ?? "none"
            FileHandle.standardOutput.write(Data("timeline laid out: \(newest)\n".utf8))
        }
    }
}
