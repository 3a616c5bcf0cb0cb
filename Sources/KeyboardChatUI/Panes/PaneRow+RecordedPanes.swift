import CGtk
import ChatDemoCore

extension PaneRow where P == Pane {
    /// In compare mode, each pane's columns in `recordedWidget`'s image (at the screen's scale),
    /// named by `names` (the variants, in pane order); none for a single pane, whose filmstrip
    /// tiles the whole frame. Read from the panes' allocations, so a resize is followed.
    func recordedPanes(names: [String]) -> [RecordedPane] {
        guard isRow else { return [] }
        let row = recordedWidget
        let scale = Int(gtk_widget_get_scale_factor(row))
        let widgets = all.map(\.stageView.overlay) + (recording.map { [$0.drawingArea] } ?? [])
        return widgets.enumerated().map { index, widget in
            var x: Int32 = 0, y: Int32 = 0
            gtk_widget_translate_coordinates(widget, row, 0, 0, &x, &y)
            let width = Int(gtk_widget_get_allocated_width(widget))
            let fallback = index < all.count ? all[index].scene.strategy.rawValue : RecordingPane.variantName
            return RecordedPane(name: index < names.count ? names[index] : fallback, span: .init(x: Int(x) * scale, width: width * scale))
        }
    }
}
