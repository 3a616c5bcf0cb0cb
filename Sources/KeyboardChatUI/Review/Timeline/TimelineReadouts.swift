import CGtk
import ChatDemoCore
import ChatLayout

/// The values at the playhead: one row per quantity (`TimelineReadout.names`, dimmed), one
/// column per pane, headed by its strategy in compare mode so the panes' differences read side
/// by side, drawn with Pango in one GtkDrawingArea.
///
/// Labels would lay the timeline window out again on every new value (`gtk_label_set_text`
/// always queues a resize), about half of a live timeline frame. Here the area's size request
/// is set once, from the widest text each column can hold (a value wider still, which no real
/// session reaches, widens it then), so a new value only redraws its own cell.
///
/// AT-SPI reads the values from the area's accessible description, one line per pane.
@MainActor
final class TimelineReadouts {
    let area: UnsafeMutablePointer<GtkWidget>
    private let paneNames: [String]
    /// What each value cell shows: `texts[pane][row]`.
    private var texts: [[String]]
    /// The Pango layouts drawn: the names, the pane headers (compare mode), the values `[pane][row]`.
    private let nameLayouts: [OpaquePointer]
    private let headerLayouts: [OpaquePointer]
    private let valueLayouts: [[OpaquePointer]]
    private var grid = Grid()
    /// The dim-label class's opacity in the current theme, read when first drawn.
    private var dimOpacity: Double?
    /// How many times the area's size request changed: once as it is made and on a theme or
    /// font change, never for a new value (`TimelineWindow`'s report counts the window's layouts).
    private(set) var sizeRequestCount = 0

    nonisolated static let columnSpacing = 18, rowSpacing = 2

    /// Where the cells are: a name column, then one value column per pane, under a header row
    /// in compare mode.
    struct Grid: Equatable {
        var nameWidth = 0, columnWidth = 0, rowHeight = 0, headerRows = 0, panes = 1

        var size: (width: Int, height: Int) {
            let rows = TimelineReadout.names.count + headerRows
            return (nameWidth + panes * (TimelineReadouts.columnSpacing + columnWidth),
                    rows * rowHeight + (rows - 1) * TimelineReadouts.rowSpacing)
        }

        func x(ofPane pane: Int) -> Int { nameWidth + TimelineReadouts.columnSpacing + pane * (columnWidth + TimelineReadouts.columnSpacing) }
        func y(ofRow row: Int) -> Int { (row + headerRows) * (rowHeight + TimelineReadouts.rowSpacing) }
    }

    /// The widest text of each row's values, as `TimelineReadout` writes them: hours of
    /// animation time, velocities of thousands of points per second, every strategy's name.
    static let widestValues = ["8888888", "-8888888.888 ms", "-88888.888 pt", "-88888 px", "-888888.888 pt/s"]
        + Strategy.allCases.map(\.rawValue)

    init(paneNames: [String]) {
        self.paneNames = paneNames
        area = gtk_drawing_area_new()
        let area = area
        func layout(_ text: String) -> OpaquePointer { gtk_widget_create_pango_layout(area, text)! }
        nameLayouts = TimelineReadout.names.map(layout)
        headerLayouts = paneNames.count > 1 ? paneNames.map { name in
            let header = layout("")
            pango_layout_set_markup(header, "<b>\(MarkupText.escaped(name))</b>", -1)
            return header
        } : []
        valueLayouts = paneNames.map { _ in TimelineReadout.names.map { _ in layout("–") } }
        texts = paneNames.map { _ in TimelineReadout.names.map { _ in "–" } }
        let accessible = gtk_widget_get_accessible(area)
        atk_object_set_name(accessible, "Readouts at the playhead")
        describe()
        measure()
        connectDraw(area) { [unowned self] cr in self.draw(on: cr) }
        // A new theme or font: the texts measured and drawn again in it.
        connect(area, "style-updated") { [unowned self] in
            for layout in self.nameLayouts + self.headerLayouts + self.valueLayouts.joined() { pango_layout_context_changed(layout) }
            self.dimOpacity = nil
            self.measure()
            gtk_widget_queue_draw(self.area)
        }
        connect(area, "destroy") { [unowned self] in
            for layout in self.nameLayouts + self.headerLayouts + self.valueLayouts.joined() {
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
        }
    }

    private static func pixelSize(_ layout: OpaquePointer) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Int(width), Int(height))
    }

    /// The grid for the widest possible texts (and the values shown, should one be wider),
    /// and the area's size request from it when that changed.
    private func measure() {
        let probe = gtk_widget_create_pango_layout(area, nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        let widest = Self.widestValues.map { text in
            pango_layout_set_text(probe, text, -1)
            return Self.pixelSize(probe).width
        }
        let names = nameLayouts.map(Self.pixelSize)
        var next = Grid()
        next.panes = paneNames.count
        next.headerRows = headerLayouts.isEmpty ? 0 : 1
        next.nameWidth = names.map(\.width).max() ?? 0
        next.rowHeight = (names + headerLayouts.map(Self.pixelSize)).map(\.height).max() ?? 0
        next.columnWidth = (widest + headerLayouts.map { Self.pixelSize($0).width }
            + valueLayouts.joined().map { Self.pixelSize($0).width }).max() ?? 0
        resize(to: next)
    }

    private func resize(to next: Grid) {
        guard next != grid else { return }
        grid = next
        let size = next.size
        gtk_widget_set_size_request(area, Int32(size.width), Int32(size.height))
        sizeRequestCount += 1
    }

    /// The readouts of `frame` (dashes without one): each changed value's cell is redrawn.
    func show(_ frame: MotionFrame?) {
        var changed = false
        for pane in valueLayouts.indices {
            let values = frame.map { TimelineReadout.values(of: $0, pane: pane) }
                ?? Array(repeating: "–", count: TimelineReadout.names.count)
            for (row, text) in values.enumerated() where texts[pane][row] != text {
                texts[pane][row] = text
                changed = true
                let layout = valueLayouts[pane][row]
                pango_layout_set_text(layout, text, -1)
                let width = Self.pixelSize(layout).width
                if width > grid.columnWidth {
                    var wider = grid
                    wider.columnWidth = width
                    resize(to: wider)
                }
                // With the spacing after it, so the changed cells of a column make one rectangle.
                gtk_widget_queue_draw_area(area, Int32(grid.x(ofPane: pane)), Int32(grid.y(ofRow: row)),
                                           Int32(grid.columnWidth + Self.columnSpacing), Int32(grid.rowHeight + Self.rowSpacing))
            }
        }
        if changed { describe() }
    }

    /// What each value cell shows, read back from the layouts drawn: `[pane][row]`.
    func shownTexts() -> [[String]] {
        valueLayouts.map { row in row.map { String(cString: pango_layout_get_text($0)) } }
    }

    /// The values for AT-SPI: one line per pane (named in compare mode), `name: value` pairs.
    private func describe() {
        let lines = texts.enumerated().map { pane, values in
            (paneNames.count > 1 ? paneNames[pane] + ": " : "")
                + zip(TimelineReadout.names, values).map { "\($0): \($1)" }.joined(separator: ", ")
        }
        atk_object_set_description(gtk_widget_get_accessible(area), lines.joined(separator: "\n"))
    }

    /// Every cell the clip reaches, in the theme's text colour (the names dimmed as a
    /// dim-label is); the window's background is already under them.
    private func draw(on cr: OpaquePointer) {
        let context = gtk_widget_get_style_context(area)!
        let state = gtk_style_context_get_state(context)
        var colour = GdkRGBA()
        gtk_style_context_get_color(context, state, &colour)
        let dim = dimOpacity ?? Self.dimLabelOpacity(context, state: state)
        dimOpacity = dim
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        func show(_ layout: OpaquePointer, x: Int, y: Int, width: Int, alpha: Double) {
            guard Double(x) < x2, Double(x + width) > x1, Double(y) < y2, Double(y + grid.rowHeight) > y1 else { return }
            cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha * alpha)
            cairo_move_to(cr, Double(x), Double(y))
            pango_cairo_show_layout(cr, layout)
        }
        for (row, layout) in nameLayouts.enumerated() {
            show(layout, x: 0, y: grid.y(ofRow: row), width: grid.nameWidth, alpha: dim)
        }
        for (pane, layout) in headerLayouts.enumerated() {
            show(layout, x: grid.x(ofPane: pane), y: 0, width: grid.columnWidth, alpha: 1)
        }
        for (pane, layouts) in valueLayouts.enumerated() {
            for (row, layout) in layouts.enumerated() {
                show(layout, x: grid.x(ofPane: pane), y: grid.y(ofRow: row), width: grid.columnWidth, alpha: 1)
            }
        }
    }

    /// The opacity the theme gives a `dim-label` (Adwaita's 0.55).
    private static func dimLabelOpacity(_ context: UnsafeMutablePointer<GtkStyleContext>, state: GtkStateFlags) -> Double {
        gtk_style_context_save(context)
        defer { gtk_style_context_restore(context) }
        gtk_style_context_add_class(context, "dim-label")
        var value = GValue()
        gtk_style_context_get_property(context, "opacity", state, &value)
        defer { g_value_unset(&value) }
        return g_value_get_double(&value)
    }
}
