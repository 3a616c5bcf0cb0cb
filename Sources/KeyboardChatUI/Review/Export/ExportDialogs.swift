import CGtk
import ChatDemoCore

/// The export's two dialogs: its progress (the file's name, frames done of all, Cancel) and
/// the message that says why an export could not be made. Both are transient for the chat
/// window, modal, and go with it. With `KEYBOARDCHAT_REPORT_EXPORT` set, each says on stderr
/// what it shows (`export: …` lines), read back from its widgets, for tests.
@MainActor
final class ExportProgressDialog {
    private let dialog: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let total: Int
    /// Set when GTK destroys it, with the chat window (it is destroyed with its parent).
    private var isDestroyed = false

    /// `onCancel` runs once when Cancel is pressed or the dialog is closed (Escape too).
    init(parent: UnsafeMutablePointer<GtkWidget>, fileName: String, total: Int, onCancel: @escaping @MainActor () -> Void) {
        self.total = total
        dialog = gtk_dialog_new()!
        let window = checkedCast(dialog, to: GtkWindow.self)
        gtk_window_set_title(window, "Export Video")
        gtk_window_set_transient_for(window, checkedCast(parent))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_default_size(window, 360, -1)
        let content = gtk_dialog_get_content_area(checkedCast(dialog, to: GtkDialog.self))!
        gtk_container_set_border_width(checkedCast(content, to: GtkContainer.self), 12)
        gtk_box_set_spacing(checkedCast(content, to: GtkBox.self), 8)
        let label = gtk_label_new("Exporting \(fileName)")!
        gtk_label_set_xalign(checkedCast(label, to: GtkLabel.self), 0)
        gtk_box_pack_start(checkedCast(content, to: GtkBox.self), label, 0, 0, 0)
        bar = gtk_progress_bar_new()!
        gtk_progress_bar_set_show_text(checkedCast(bar, to: GtkProgressBar.self), 1)
        gtk_box_pack_start(checkedCast(content, to: GtkBox.self), bar, 0, 0, 0)
        gtk_dialog_add_button(checkedCast(dialog, to: GtkDialog.self), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        connectWithArgument(dialog, "response") { _ in onCancel() }
        connect(dialog, "destroy") { [weak self] in self?.isDestroyed = true }
        show(done: 0)
        gtk_widget_show_all(dialog)
        ExportReport.say("progress \"Exporting \(fileName)\" 0/\(total)")
    }

    /// Frames done so far, as the bar's fill and text.
    func show(done: Int) {
        guard !isDestroyed else { return }
        let progress = checkedCast(bar, to: GtkProgressBar.self)
        gtk_progress_bar_set_fraction(progress, total > 0 ? Double(done) / Double(total) : 0)
        gtk_progress_bar_set_text(progress, done < total ? "\(done) / \(total) frames" : "Finishing…")
    }

    func close() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(dialog)
    }
}

@MainActor
enum ExportReport {
    static let isOn = DiagnosticSwitch.reportExport.isSet

    static func say(_ line: @autoclosure () -> String) {
        if isOn { StandardError.write("export: \(line())\n") }
    }
}

@MainActor
enum ExportMessage {
    /// An error message dialog, `title` ("The video was not exported") over `detail` (which
    /// names the file and why), with Close, in a window called `windowTitle`; it goes when
    /// answered, and the window goes on as it was.
    static func showError(_ detail: String, parent: UnsafeMutablePointer<GtkWidget>, title: String = "The video was not exported",
                          windowTitle: String = "Export Video") {
        let xml = """
            <interface><object class="GtkMessageDialog" id="message">
            <property name="message-type">error</property><property name="buttons">close</property>
            <property name="title">\(MarkupText.escaped(windowTitle))</property>
            <property name="text">\(MarkupText.escaped(title))</property><property name="secondary-text">\(MarkupText.escaped(detail))</property>
            </object></interface>
            """
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "message") else { return }
        let dialog = checkedCast(untyped: UnsafeMutableRawPointer(object), to: GtkWidget.self)
        let window = checkedCast(dialog, to: GtkWindow.self)
        gtk_window_set_transient_for(window, checkedCast(parent))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        connectWithArgument(dialog, "response") { _ in gtk_widget_destroy(dialog) }
        gtk_widget_show(dialog)
        ExportReport.say("error dialog \"\(title)\": \(detail)")
    }
}
