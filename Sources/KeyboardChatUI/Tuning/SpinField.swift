import CGtk

/// One spin button and its title (also its accessible name).
@MainActor
final class SpinField {
    let title: String
    let widget: UnsafeMutablePointer<GtkWidget>

    init(_ title: String, range: ClosedRange<Double>, step: Double, digits: UInt32) {
        self.title = title
        widget = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)
        gtk_spin_button_set_digits(checkedCast(widget, to: GtkSpinButton.self), digits)
        gtk_entry_set_width_chars(checkedCast(widget, to: GtkEntry.self), 8)
        TuningPanel.name(widget, title)
    }

    var value: Double {
        get { gtk_spin_button_get_value(checkedCast(widget, to: GtkSpinButton.self)) }
        set { gtk_spin_button_set_value(checkedCast(widget, to: GtkSpinButton.self), newValue) }
    }
}

/// Numbers as the tuning report writes them: at most four decimals, no trailing zeros.
enum MotionProfileNumber {
    static func text(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension GtkGrid: GObjectInstance { package static var gType: GType { gtk_grid_get_type() } }
extension GtkSpinButton: GObjectInstance { package static var gType: GType { gtk_spin_button_get_type() } }
extension GtkEntry: GObjectInstance { package static var gType: GType { gtk_entry_get_type() } }
extension GtkComboBox: GObjectInstance { package static var gType: GType { gtk_combo_box_get_type() } }
extension GtkComboBoxText: GObjectInstance { package static var gType: GType { gtk_combo_box_text_get_type() } }
