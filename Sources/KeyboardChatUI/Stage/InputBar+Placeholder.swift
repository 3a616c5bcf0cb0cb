import CGtk

/// "Message" in the empty field, as iMessage and Telegram show it: GtkTextView has no
/// placeholder in GTK 3, so the field draws one over its empty first line, where the first
/// character will appear, in the field's own font and the theme's placeholder grey
/// (`Theme.placeholderText`). It goes as soon as the draft holds anything — a Pinyin
/// composition is draft text (`InputBar+Preedit`) — or an input method shows its preedit.
/// Right to left it is mirrored across the field: it ends where typed Hebrew starts, at the right.
extension InputBar {
    static let placeholder = "Message"

    /// Draws the placeholder after the field's own drawing. Called once, from `init`.
    func installPlaceholder() {
        let state = PlaceholderState()
        connectDraw(textView, after: true) { [unowned self] cr in
            guard !state.inputMethodComposes, self.isEmpty else { return }
            self.drawPlaceholder(on: cr)
        }
        connectWithArgument(textView, "preedit-changed") { [unowned self] preedit in
            let composing = preedit.map { !String(cString: $0.assumingMemoryBound(to: CChar.self)).isEmpty } ?? false
            guard composing != state.inputMethodComposes else { return }
            state.inputMethodComposes = composing
            gtk_widget_queue_draw(self.textView)
        }
        connect(buffer, "changed") { [unowned self] in
            let isEmpty = self.isEmpty
            guard isEmpty != state.wasEmpty else { return }
            state.wasEmpty = isEmpty
            gtk_widget_queue_draw(self.textView)
        }
    }

    /// Whether the draft holds nothing at all (white space is text: it hides the placeholder).
    var isEmpty: Bool { gtk_text_buffer_get_char_count(buffer) == 0 }

    /// The placeholder's line at the caret's place: the start of the empty first line, in the
    /// widget's coordinates (mirrored across the field when it reads right to left: GTK 3 puts
    /// the empty line's caret at the left whatever the direction).
    private func drawPlaceholder(on cr: OpaquePointer) {
        var start = GtkTextIter(), line = GdkRectangle()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_view_get_iter_location(checkedCast(textView), &start, &line)
        var x: Int32 = 0, y: Int32 = 0
        gtk_text_view_buffer_to_window_coords(checkedCast(textView), GTK_TEXT_WINDOW_WIDGET, line.x, line.y, &x, &y)
        guard let layout = gtk_widget_create_pango_layout(textView, Self.placeholder) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if gtk_widget_get_direction(textView) == GTK_TEXT_DIR_RTL {
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            x = gtk_widget_get_allocated_width(textView) - x - width
        }
        let colour = Palette.theme.placeholderText
        cairo_save(cr)
        cairo_set_source_rgb(cr, colour.red, colour.green, colour.blue)
        cairo_move_to(cr, Double(x), Double(y))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    private final class PlaceholderState {
        var inputMethodComposes = false
        var wasEmpty = true
    }
}
