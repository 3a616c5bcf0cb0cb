import ChatDemoCore
import CGtk
import Foundation

/// For tests (`KEYBOARDCHAT_REPORT_DRAFT=1`): after every change to the
/// draft, says on stderr how many characters it holds
/// (`keyboard-chat: draft of 9 characters`). Typed keys each wake and rest the
/// window, so a UI test cannot tell from rest alone that a burst of keys has
/// all arrived; it waits for the draft to reach its length (and for rest after
/// that) instead of for a pause. Standard error, because it is unbuffered.
@MainActor
enum DraftReport {
    static let isEnabled = DiagnosticSwitch.reportDraft.isSet

    static func record(_ buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        guard isEnabled else { return }
        StandardError.write("keyboard-chat: draft of \(gtk_text_buffer_get_char_count(buffer)) characters\n")
    }
}
