import CGtk

/// The Pinyin composition shown in the field the way iOS shows marked
/// text: the letters typed so far, underlined, at the caret. They are real
/// buffer text between two marks, so the field draws, wraps and measures
/// them like the rest of the draft, and a send takes them in order as the
/// user saw them (`ChatScene.commitComposition` first turns them into
/// plain text).
///
/// A committed candidate goes in front of the composition (`commitText`),
/// so when a candidate covers only the first syllables (你 for "nih") the
/// rest keeps composing after it: "你" then underlined "h".
extension InputBar {
    static let preeditStartMark = "keyboardchat-preedit-start"
    static let preeditEndMark = "keyboardchat-preedit-end"
    static let preeditTagName = "keyboardchat-preedit"

    /// Shows `composition` as the underlined preedit, replacing the
    /// previous one (or starting one at the caret); "" removes it. The
    /// caret goes after it, as on iOS.
    func setPreedit(_ composition: String) {
        let buffer = textBuffer
        var start = GtkTextIter()
        let marks: (start: UnsafeMutablePointer<GtkTextMark>, end: UnsafeMutablePointer<GtkTextMark>)
        if let existing = preeditMarks {
            var end = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &start, existing.0)
            gtk_text_buffer_get_iter_at_mark(buffer, &end, existing.1)
            gtk_text_buffer_delete(buffer, &start, &end)
            marks = existing
        } else {
            guard !composition.isEmpty else { return }
            gtk_text_buffer_get_iter_at_mark(buffer, &start, gtk_text_buffer_get_insert(buffer))
            marks = (gtk_text_buffer_create_mark(buffer, Self.preeditStartMark, &start, 1),
                     gtk_text_buffer_create_mark(buffer, Self.preeditEndMark, &start, 0))
        }
        guard !composition.isEmpty else {
            gtk_text_buffer_delete_mark(buffer, marks.start)
            gtk_text_buffer_delete_mark(buffer, marks.end)
            return
        }
        let offset = gtk_text_iter_get_offset(&start)
        gtk_text_buffer_insert(buffer, &start, composition, -1)
        // `start` now stands after the inserted letters.
        var from = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &from, offset)
        gtk_text_buffer_move_mark(buffer, marks.start, &from)
        gtk_text_buffer_move_mark(buffer, marks.end, &start)
        gtk_text_buffer_apply_tag(buffer, preeditTag, &from, &start)
        gtk_text_buffer_place_cursor(buffer, &start)
        gtk_text_view_scroll_mark_onscreen(checkedCast(textView), gtk_text_buffer_get_insert(buffer))
    }

    /// Inserts text the keyboard committed: in front of the preedit when
    /// one is showing, else at the caret.
    func commitText(_ text: String) {
        guard let (startMark, _) = preeditMarks else {
            insertAtCursor(text)
            return
        }
        var at = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(textBuffer, &at, startMark)
        gtk_text_buffer_insert(textBuffer, &at, text, -1)
        // The preedit starts after what was just committed.
        gtk_text_buffer_move_mark(textBuffer, startMark, &at)
    }

    private var textBuffer: UnsafeMutablePointer<GtkTextBuffer> {
        gtk_text_view_get_buffer(checkedCast(textView))
    }

    private var preeditMarks: (UnsafeMutablePointer<GtkTextMark>, UnsafeMutablePointer<GtkTextMark>)? {
        guard let start = gtk_text_buffer_get_mark(textBuffer, Self.preeditStartMark),
              let end = gtk_text_buffer_get_mark(textBuffer, Self.preeditEndMark) else { return nil }
        return (start, end)
    }

    /// The underline, created in the buffer's tag table on first use.
    private var preeditTag: UnsafeMutablePointer<GtkTextTag> {
        let table = gtk_text_buffer_get_tag_table(textBuffer)
        if let tag = gtk_text_tag_table_lookup(table, Self.preeditTagName) { return tag }
        let tag = gtk_text_tag_new(Self.preeditTagName)!
        var underline = GValue()
        g_value_init(&underline, pango_underline_get_type())
        g_value_set_enum(&underline, Int32(PANGO_UNDERLINE_SINGLE.rawValue))
        g_object_set_property(checkedCast(tag, to: GObject.self), "underline", &underline)
        g_value_unset(&underline)
        gtk_text_tag_table_add(table, tag)
        g_object_unref(tag)  // the table holds it
        return tag
    }
}
