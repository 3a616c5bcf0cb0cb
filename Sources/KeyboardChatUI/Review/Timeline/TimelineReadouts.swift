import CGtk
import ChatDemoCore
import ChatLayout

/// The values at the playhead: one row per quantity (`TimelineReadout.names`, dimmed), one
/// column per pane, headed by its strategy in compare mode so the panes' differences read side
/// by side, drawn in one GtkDrawingArea in the theme's font and colours.
///
/// Labels would lay the timeline window out again on every new value (`gtk_label_set_text`
/// always queues a resize), about half of a live timeline frame. Here the area's size request
/// is set once, from the widest text each column can hold (a value wider still, which no real
/// session reaches, widens it then), so a new value only redraws its own cell. The names and
/// headers, drawn once, are Pango layouts; the values, new each batch, are drawn with cairo's
/// text calls in the same font (plain digits and units need no shaping, which cost a Pango
/// layout tens of microseconds per value).
///
/// AT-SPI reads the values from the area's accessible description, one line per pane.
@MainActor
final class TimelineReadouts {
    let area: UnsafeMutablePointer<GtkWidget>
    private let paneNames: [String]
    /// What each value cell shows: `texts[pane][row]`.
    private var texts: [[String]]
    /// The Pango layouts drawn: the names and the pane headers (compare mode).
    private let nameLayouts: [OpaquePointer]
    private let headerLayouts: [OpaquePointer]
    /// The values' font, as the theme gives the widget, and a cairo context that measures in it.
    private var valueFont: ValueFont?
    private var measuring: OpaquePointer?
    private var grid = Grid()
    /// The dim-label class's opacity in the current theme, read when first drawn.
    private var dimOpacity: Double?

    nonisolated static let columnSpacing = 18, rowSpacing = 2

    /// Where the cells are: a name column, then one value column per pane, under a header row
    /// in compare mode.
    struct Grid: Equatable {
        var nameWidth = 0, columnWidth = 0, rowHeight = 0, headerRows = 0, panes = 1
        /// The text's baseline below a row's top.
        var baseline = 0

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
    static let widestValues = ["88888888", "-88888888.888 ms", "-88888.888 pt", "-88888 px", "-888888.888 pt/s"]
        + Strategy.allCases.map(\.rawValue)
    static let widestValueLength = widestValues.map(\.count).max() ?? 0

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
        texts = paneNames.map { _ in TimelineReadout.names.map { _ in "–" } }
        let accessible = gtk_widget_get_accessible(area)
        atk_object_set_name(accessible, "Readouts at the playhead")
        describe()
        measure()
        connectDraw(area) { [unowned self] cr in self.draw(on: cr) }
        // A new theme or font: the texts measured and drawn again in it.
        connect(area, "style-updated") { [unowned self] in
            for layout in self.nameLayouts + self.headerLayouts { pango_layout_context_changed(layout) }
            self.dimOpacity = nil
            self.measure()
            gtk_widget_queue_draw(self.area)
        }
        connect(area, "destroy") { [unowned self] in
            for layout in self.nameLayouts + self.headerLayouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
            if let measuring = self.measuring { cairo_destroy(measuring) }
            self.measuring = nil
        }
    }

    private static func pixelSize(_ layout: OpaquePointer) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Int(width), Int(height))
    }

    /// The values' font, the grid for the widest possible texts (and the values shown, should
    /// one be wider), and the area's size request from it when that changed.
    private func measure() {
        let font = ValueFont(gtk_widget_get_pango_context(area))
        valueFont = font
        if let measuring { cairo_destroy(measuring) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let measuring = cairo_create(surface)!
        cairo_surface_destroy(surface)
        font.select(on: measuring)
        self.measuring = measuring
        let names = nameLayouts.map(Self.pixelSize)
        var next = Grid()
        next.panes = paneNames.count
        next.headerRows = headerLayouts.isEmpty ? 0 : 1
        next.nameWidth = names.map(\.width).max() ?? 0
        next.rowHeight = (names + headerLayouts.map(Self.pixelSize)).map(\.height).max() ?? 0
        next.baseline = nameLayouts.first.map { Int(pango_layout_get_baseline($0)) / 1024 } ?? 0
        next.columnWidth = (Self.widestValues.map(advance) + headerLayouts.map { Self.pixelSize($0).width }
            + texts.joined().map(advance)).max() ?? 0
        resize(to: next)
    }

    /// `text`'s width in the values' font, in whole pixels.
    private func advance(_ text: String) -> Int {
        guard let measuring else { return 0 }
        var extents = cairo_text_extents_t()
        cairo_text_extents(measuring, text, &extents)
        return Int(extents.x_advance.rounded(.up))
    }

    private func resize(to next: Grid) {
        guard next != grid else { return }
        grid = next
        let size = next.size
        gtk_widget_set_size_request(area, Int32(size.width), Int32(size.height))
    }

    /// The readouts of `frame` (dashes without one), the time since will-show counted from
    /// `willShowTime`: each changed value's cell is redrawn.
    func show(_ frame: MotionFrame?, willShowTime: Double?) {
        var changed = false
        for pane in texts.indices {
            let values = frame.map { TimelineReadout.values(of: $0, pane: pane, willShowTime: willShowTime) }
                ?? Array(repeating: "–", count: TimelineReadout.names.count)
            for (row, text) in values.enumerated() where texts[pane][row] != text {
                texts[pane][row] = text
                changed = true
                // Only a text longer than every one the column was sized for can be wider.
                if text.count > Self.widestValueLength {
                    let width = advance(text)
                    if width > grid.columnWidth {
                        var wider = grid
                        wider.columnWidth = width
                        resize(to: wider)
                    }
                }
                // With the spacing after it, so the changed cells of a column make one rectangle.
                gtk_widget_queue_draw_area(area, Int32(grid.x(ofPane: pane)), Int32(grid.y(ofRow: row)),
                                           Int32(grid.columnWidth + Self.columnSpacing), Int32(grid.rowHeight + Self.rowSpacing))
            }
        }
        if changed { describe() }
    }

    /// What each value cell shows, as its draw writes it: `[pane][row]`.
    func shownTexts() -> [[String]] { texts }

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
        /// Whether the cell at (x, y), one row high, reaches the clip (the damaged cells).
        func isDamaged(x: Int, y: Int, width: Int) -> Bool {
            Double(x) < x2 && Double(x + width) > x1 && Double(y) < y2 && Double(y + grid.rowHeight) > y1
        }
        func show(_ layout: OpaquePointer, x: Int, y: Int, width: Int, alpha: Double) {
            guard isDamaged(x: x, y: y, width: width) else { return }
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
        valueFont?.select(on: cr)
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        for (pane, values) in texts.enumerated() {
            let x = grid.x(ofPane: pane)
            for (row, text) in values.enumerated() {
                let y = grid.y(ofRow: row)
                guard isDamaged(x: x, y: y, width: grid.columnWidth) else { continue }
                cairo_move_to(cr, Double(x), Double(y + grid.baseline))
                cairo_show_text(cr, text)
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

/// The font the theme gives the widget, for cairo's text calls: its first family, its size in
/// pixels and the screen's font options (antialiasing, hinting; a copy), as Pango would draw it.
@MainActor
final class ValueFont {
    private(set) var family = "sans-serif", pixels = 13.0
    private var options: OpaquePointer?

    init(_ context: OpaquePointer?) {
        guard let context, let description = pango_context_get_font_description(context) else { return }
        if let name = pango_font_description_get_family(description),
           let first = String(cString: name).split(separator: ",").first {
            family = first.trimmingCharacters(in: .whitespaces)
        }
        let size = Double(pango_font_description_get_size(description)) / 1024
        let resolution = pango_cairo_context_get_resolution(context)
        pixels = pango_font_description_get_size_is_absolute(description) != 0 ? size : size * (resolution > 0 ? resolution : 96) / 72
        options = pango_cairo_context_get_font_options(context).flatMap { cairo_font_options_copy($0) }
    }

    isolated deinit {
        if let options { cairo_font_options_destroy(options) }
    }

    func select(on cr: OpaquePointer) {
        cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, pixels)
        if let options { cairo_set_font_options(cr, options) }
    }
}
