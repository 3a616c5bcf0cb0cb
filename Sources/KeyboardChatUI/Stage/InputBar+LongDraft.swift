import CGtk
import ChatDemoCore

/// A long draft stays cheap to type into.
///
/// GtkTextView lays each paragraph out whole after every change: with a
/// 50 000-character draft a key tap cost 50–167 ms, and pasting 50 000 `x`
/// froze the window for 13 s. Past `DraftWindow.standard.threshold`
/// characters, everything but the window of text around the cursor gets an
/// invisible tag, which GtkTextView leaves out of the paragraph's Pango
/// layout. Nothing is removed: `text` reads hidden characters too, so Send
/// sends the whole draft, and moving the cursor (arrow keys, Home, End, a
/// script's `type`) moves the window with it. The field's tooltip says how
/// much is hidden.
extension InputBar {
    static let hiddenDraftTagName = "keyboardchat-long-draft-hidden"
    /// `G_TYPE_BOOLEAN` is a C macro Swift cannot import: fundamental type 5.
    private static let booleanType = GType(5 << 2)

    /// Creates the invisible tag and follows the draft and the cursor. Called once, from `init`.
    func installLongDraftWindow() {
        let tag = gtk_text_tag_new(Self.hiddenDraftTagName)!
        var value = GValue()
        g_value_init(&value, Self.booleanType)
        g_value_set_boolean(&value, 1)
        g_object_set_property(checkedCast(tag, to: GObject.self), "invisible", &value)
        g_value_unset(&value)
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), tag)
        g_object_unref(tag)  // the table holds it
        // The characters the field lays out, nil for all: the two handlers' one state.
        var laidOut: Range<Int>?
        connect(buffer, "changed") { [unowned self] in laidOut = self.updateLongDraftWindow(textChanged: true, laidOut: laidOut) }
        connectWithArgument(buffer, "notify::cursor-position") { [unowned self] _ in
            laidOut = self.updateLongDraftWindow(textChanged: false, laidOut: laidOut)
        }
    }

    private var cursorOffset: Int {
        var cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        return Int(gtk_text_iter_get_offset(&cursor))
    }

    /// Hides everything outside the window (or nothing, for a short draft).
    /// Tags move with the text, so after a change the window is tagged
    /// afresh even when its offsets stay; a cursor move inside the window
    /// changes nothing. Tags neither emit "changed" nor move the cursor, so
    /// this never recurses. `laidOut` is the window laid out so far; returns the one laid out now.
    private func updateLongDraftWindow(textChanged: Bool, laidOut: Range<Int>?) -> Range<Int>? {
        let window = DraftWindow.standard.visibleRange(
            count: Int(gtk_text_buffer_get_char_count(buffer)), cursor: cursorOffset, keeping: laidOut)
        guard window != laidOut || (textChanged && window != nil) else { return laidOut }
        let table = gtk_text_tag_table_lookup(gtk_text_buffer_get_tag_table(buffer), Self.hiddenDraftTagName)
        guard let tag = table else { return window }
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
        guard let window else {
            BubbleLayoutReport.recordDraft(nil, of: Int(gtk_text_buffer_get_char_count(buffer)))
            gtk_widget_set_tooltip_text(textView, nil)
            return nil
        }
        let count = Int(gtk_text_buffer_get_char_count(buffer))
        BubbleLayoutReport.recordDraft(window, of: count)
        for hidden in [0..<window.lowerBound, window.upperBound..<count] where !hidden.isEmpty {
            gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(hidden.lowerBound))
            gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(hidden.upperBound))
            gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
        }
        gtk_widget_set_tooltip_text(textView, "A long draft: \(BubbleText.grouped(window.count)) of its "
                                    + "\(BubbleText.grouped(count)) characters, around the cursor, are shown. "
                                    + "All of them are kept and sent.")
        return window
    }
}

extension InputBar {
    /// The caret's offset in characters, to put it back where it was (`placeCaret`).
    var caretOffset: Int32 {
        var caret = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &caret, gtk_text_buffer_get_insert(buffer))
        return gtk_text_iter_get_offset(&caret)
    }

    func placeCaret(at offset: Int32) {
        var caret = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &caret, offset)
        gtk_text_buffer_place_cursor(buffer, &caret)
    }
}
