import CGtk
import ChatDemoCore

/// The values at the playhead, as real GtkLabels (AT-SPI reads them): one row per quantity
/// (`TimelineReadout.names`), one column per pane, headed by its strategy in compare mode so
/// the panes' differences read side by side.
@MainActor
final class TimelineReadouts {
    let grid: UnsafeMutablePointer<GtkWidget>
    /// `values[pane][row]`.
    private let values: [[UnsafeMutablePointer<GtkWidget>]]
    /// What each label was last given: a label whose text stays is not set again (setting it
    /// lays the window out and redraws the label, every frame of a transition).
    private var texts: [[String]]

    init(paneNames: [String]) {
        grid = gtk_grid_new()
        let gtkGrid = UnsafeMutablePointer<GtkGrid>(OpaquePointer(grid))
        gtk_grid_set_column_spacing(gtkGrid, 18)
        gtk_grid_set_row_spacing(gtkGrid, 2)
        let headed = paneNames.count > 1
        for (pane, name) in paneNames.enumerated() where headed {
            let header = Self.label("<b>\(name)</b>", markup: true)
            gtk_grid_attach(gtkGrid, header, Int32(pane + 1), 0, 1, 1)
        }
        let top: Int32 = headed ? 1 : 0
        for (row, name) in TimelineReadout.names.enumerated() {
            gtk_grid_attach(gtkGrid, Self.label(name, markup: false, dim: true), 0, top + Int32(row), 1, 1)
        }
        values = paneNames.indices.map { pane in
            TimelineReadout.names.indices.map { row in
                let value = Self.label("–", markup: false)
                gtk_label_set_selectable(checkedCast(value, to: GtkLabel.self), 1)
                gtk_grid_attach(gtkGrid, value, Int32(pane + 1), top + Int32(row), 1, 1)
                return value
            }
        }
        texts = values.map { $0.map { _ in "–" } }
    }

    private static func label(_ text: String, markup: Bool, dim: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        let gtkLabel = checkedCast(label, to: GtkLabel.self)
        if markup { gtk_label_set_markup(gtkLabel, text) } else { gtk_label_set_text(gtkLabel, text) }
        gtk_label_set_xalign(gtkLabel, 0)
        if dim { gtk_style_context_add_class(gtk_widget_get_style_context(label), "dim-label") }
        return label
    }

    /// The readouts of `frame` (dashes without one).
    func show(_ frame: MotionFrame?) {
        for (pane, labels) in values.enumerated() {
            let texts = frame.map { TimelineReadout.values(of: $0, pane: pane) } ?? Array(repeating: "–", count: labels.count)
            for (row, (label, text)) in zip(labels, texts).enumerated() where self.texts[pane][row] != text {
                self.texts[pane][row] = text
                gtk_label_set_text(checkedCast(label, to: GtkLabel.self), text)
            }
        }
    }

    /// What each label shows now, read back from GTK: `[pane][row]`.
    func shownTexts() -> [[String]] {
        values.map { labels in labels.map { String(cString: gtk_label_get_text(checkedCast($0, to: GtkLabel.self))) } }
    }
}
