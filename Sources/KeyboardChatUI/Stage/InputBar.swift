import CGtk

/// The input bar: a real GtkTextView (so editing, the cursor, selection,
/// the clipboard and input methods all work) and a Send button.
///
/// The bar is a plain widget in the stage's overlay: each frame the overlay's
/// "get-child-position" places it at the frame's `barTop` (nothing animates it
/// on its own), and the trace reads its allocation back after paint.
@MainActor
package final class InputBar {
    /// Lines the field grows to before it scrolls inside, as in Messages.
    static let maximumVisibleLines = 5
    /// One line of the field's font (DejaVu Sans at 15 pt, the bubbles' `BubbleRenderer.font`):
    /// 23.25 pt, rounded up for the five-line cap.
    static let lineHeight = 24
    /// Space above and below the text inside the rounded field: equal, so a single line and
    /// its caret sit centred in it.
    static let textMargin: Int32 = 7
    /// The field's layout. The bar keeps the height it has always had at rest (65 pt: the
    /// motion's thresholds depend on it), now as 12 pt of padding around a 40 pt field: one
    /// line, the margins and the border. Send (34 pt tall in Adwaita) sits 3 pt above the
    /// field's bottom, so its centre is the first line's centre, and it stays at the bottom as
    /// the field grows. Its CSS transition is off: GTK's 200 ms blend from the insensitive
    /// look made Send seem to wake up late, after the first character was already there.
    static let css = """
        .input-bar { background-color: #F7F7F7; border-top: 1px solid #C6C6C8; padding: 12px 8px 12px 12px; }
        .input-bar scrolledwindow { border: 1px solid #C6C6C8; border-radius: 20px; background-color: #FFFFFF; }
        .input-bar textview, .input-bar textview text { background-color: transparent; font: 15pt Sans; }
        .input-bar button.send { border-radius: 17px; min-width: 52px; font-weight: bold; margin-bottom: 3px; transition: none; }
        """

    package let widget: UnsafeMutablePointer<GtkWidget>
    let textView: UnsafeMutablePointer<GtkWidget>
    let sendButton: UnsafeMutablePointer<GtkWidget>
    let buffer: UnsafeMutablePointer<GtkTextBuffer>
    /// Called when the field is clicked (raise the keyboard).
    private(set) var onActivateField: @MainActor () -> Void = {}
    /// Called with the text when Send is clicked or Return pressed.
    private(set) var onSend: @MainActor (String) -> Void = { _ in }
    /// Called first on every send, before the draft is read: ends a Pinyin
    /// composition so its letters go out as shown (`InputBar+Preedit`).
    private(set) var onWillSend: @MainActor () -> Void = {}
    /// After any change to the draft's text (the window measures the bar again).
    private(set) var onTextChanged: @MainActor () -> Void = {}

    /// What the field's owner does when it is clicked (`activateField`), before a send reads the
    /// draft (`willSend`), on each change of its text (`textChanged`) and on a send (`send`).
    func handle(activateField: @escaping @MainActor () -> Void, willSend: @escaping @MainActor () -> Void = {},
                textChanged: @escaping @MainActor () -> Void, send: @escaping @MainActor (String) -> Void) {
        onActivateField = activateField
        onWillSend = willSend
        onTextChanged = textChanged
        onSend = send
    }

    package init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), "input-bar")
        textView = gtk_text_view_new()
        buffer = gtk_text_view_get_buffer(checkedCast(textView))
        gtk_text_view_set_wrap_mode(checkedCast(textView), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_top_margin(checkedCast(textView), Self.textMargin)
        gtk_text_view_set_bottom_margin(checkedCast(textView), Self.textMargin)
        gtk_text_view_set_left_margin(checkedCast(textView), 12)
        gtk_text_view_set_right_margin(checkedCast(textView), 12)
        gtk_text_view_set_accepts_tab(checkedCast(textView), 0)
        let scroller = gtk_scrolled_window_new(nil, nil)!
        // No scrollbar: the field grows to five lines and then scrolls to the caret. An automatic
        // one asked for its own minimum height (a single line's field stood 48 pt tall) and
        // flashed its overlay indicator along the field's right edge, a second border, each
        // time the draft wrapped onto a new line.
        gtk_scrolled_window_set_policy(checkedCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_propagate_natural_height(checkedCast(scroller), 1)
        gtk_scrolled_window_set_max_content_height(
            checkedCast(scroller), Int32(Self.maximumVisibleLines * Self.lineHeight) + 2 * Self.textMargin)
        gtk_container_add(checkedCast(scroller), textView)
        gtk_widget_set_hexpand(scroller, 1)
        sendButton = gtk_button_new_with_label("Send")
        gtk_style_context_add_class(gtk_widget_get_style_context(sendButton), "send")
        gtk_style_context_add_class(gtk_widget_get_style_context(sendButton), "suggested-action")
        gtk_widget_set_valign(sendButton, GTK_ALIGN_END)
        gtk_box_pack_start(checkedCast(widget), scroller, 1, 1, 0)
        gtk_box_pack_start(checkedCast(widget), sendButton, 0, 0, 0)
        installStyle()
        updateSendButton()

        connect(buffer, "changed") { [unowned self] in
            DraftReport.record(self.buffer)
            self.updateSendButton()
            self.onTextChanged()
        }
        installLongDraftWindow()
        installPlaceholder()
        connect(sendButton, "clicked") { [unowned self] in self.sendIfPossible() }
        connectEvent(textView, "button-press-event") { [unowned self] _ in
            LiveSession.shared.note(.tapInput)
            self.onActivateField()
            return false  // let GTK place the cursor and take focus as usual
        }
        connectEvent(textView, "key-press-event") { [unowned self] event in
            // Return sends; Shift+Return inserts a new line, as in chat apps.
            // An input method composing (IBus, Fcitx) gets the key first:
            // its Return confirms the composition, it does not send.
            let before = self.text
            if gtk_text_view_im_context_filter_keypress(checkedCast(self.textView), &event.pointee.key) != 0 {
                self.noteTyping(before: before)
                return true
            }
            let key = event.pointee.key
            let isReturn = key.keyval == UInt32(GDK_KEY_Return) || key.keyval == UInt32(GDK_KEY_KP_Enter)
            guard isReturn, key.state & GDK_SHIFT_MASK.rawValue == 0 else {
                self.noteKeyLeftToTheField(key, isReturn: isReturn)
                return false
            }
            self.sendIfPossible()
            return true
        }
    }

    /// Everything in the field (the draft). Never cleared except by a send.
    package var text: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
        defer { g_free(characters) }
        return String(cString: characters)
    }

    /// True when the draft has something besides white space.
    var canSend: Bool { !Self.isBlank(text) }

    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }

    package func insertAtCursor(_ text: String) {
        gtk_text_buffer_insert_at_cursor(buffer, text, -1)
        scrollCursorIntoView()
    }

    /// Characters before the caret that `textBeforeCaret` reads: enough for a
    /// sentence start (". ") and a word to delete, and a constant cost per
    /// frame however long the draft.
    static let caretContextLength: Int32 = 64

    /// The last `caretContextLength` characters before the caret (fewer at the
    /// field's start), for automatic capitals and word deletion.
    var textBeforeCaret: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &end, gtk_text_buffer_get_insert(buffer))
        start = end
        gtk_text_iter_backward_chars(&start, Self.caretContextLength)
        let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
        defer { g_free(characters) }
        return String(cString: characters)
    }

    func deleteBackward() {
        var cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        gtk_text_buffer_backspace(buffer, &cursor, 1, 1)
        scrollCursorIntoView()
    }

    func focus() {
        gtk_widget_grab_focus(textView)
    }

    /// Sends the draft when it is not blank, then clears the field.
    func sendIfPossible() {
        onWillSend()
        let draft = text
        guard !Self.isBlank(draft) else { return }
        LiveSession.shared.note(.send)
        onSend(draft)
        gtk_text_buffer_set_text(buffer, "", 0)
    }

    /// The bar's natural height for its width (grows with the text).
    package func naturalHeight(forWidth width: Int32) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(widget, width, &minimum, &natural)
        return natural
    }

    private func updateSendButton() {
        gtk_widget_set_sensitive(sendButton, canSend ? 1 : 0)
    }

    private func scrollCursorIntoView() {
        gtk_text_view_scroll_mark_onscreen(checkedCast(textView), gtk_text_buffer_get_insert(buffer))
    }

    /// The style is screen-wide, so it is installed once per process.
    private static var styleInstalled = false

    private func installStyle() {
        guard !Self.styleInstalled else { return }
        Self.styleInstalled = true
        let provider = gtk_css_provider_new()!
        loadAppCSS(Self.css, named: "the input bar's CSS", into: provider)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), checkedCast(provider, to: .styleProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
