import CGtk
import ChatDemoCore

/// Typing on a real keyboard, noted in the live session (`LiveSession`) as the script's `type`:
/// what the key put in the field, read around the input method's handling of it.
extension InputBar {
    /// The key went to the input method, which may have put text in the field.
    func noteTyping(before: String) {
        let after = text
        guard after != before else { return }
        if let inserted = Self.insertion(from: before, to: after) {
            LiveSession.shared.note(.type(inserted))
        } else {
            LiveSession.shared.noteUnscripted("an edit of the draft by the input method")
        }
    }

    /// A key GTK's text view handles itself: Shift+Return is a line break (`type \n`); an
    /// editing key (Backspace, the arrows…) has no script command and is named.
    func noteKeyLeftToTheField(_ key: GdkEventKey, isReturn: Bool) {
        if isReturn {
            LiveSession.shared.note(.type("\n"))
            return
        }
        guard key.is_modifier == 0, key.state & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue) == 0 else { return }
        guard let name = gdk_keyval_name(key.keyval) else { return }
        LiveSession.shared.noteUnscripted("the key \(String(cString: name)) in the field")
    }

    /// The text put between a common start and a common end, when nothing was removed.
    static func insertion(from before: String, to after: String) -> String? {
        let old = Array(before.unicodeScalars), new = Array(after.unicodeScalars)
        guard new.count > old.count else { return nil }
        var prefix = 0
        while prefix < old.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix == old.count else { return nil }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: new[prefix..<(new.count - suffix)])
        return String(view)
    }
}
