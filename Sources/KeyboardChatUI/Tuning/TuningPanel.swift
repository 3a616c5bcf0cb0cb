import CGtk
import ChatDemoCore
import Curves
import Foundation

/// The tuning panel: a utility window transient for the chat window (so the stage, which is the
/// phone, keeps its size and pixels when it opens) with every motion value a reviewer may tune:
/// the keyboard's height, its motion as a spring (response and damping fraction, with the mass,
/// stiffness and damping they make for mass 1 beside them) or as a duration with a cubic Bézier,
/// the case-2 threshold, and "Reset to iOS".
///
/// Each control's change becomes one `MotionTuning` handed to `onTune`, the same path a
/// script's `tune` step takes; a refused change leaves the value typed in its control, marks
/// that control with GTK's `error` style class until a change takes, and says why in the
/// panel's message label, naming the control by its label; the scene keeps the last valid
/// profile, and the spring readout shows that profile's spring, not the refused one. The
/// message has a row of its own under the buttons, so a long reason wraps there and never
/// stretches them. The spin buttons' own ranges are wider than the profile's bounds so that the
/// bounds, with their reasons, decide — not a silent clamp.
@MainActor
final class TuningPanel {
    let window: UnsafeMutablePointer<GtkWidget>
    private let height = SpinField("Keyboard height (pt)", range: 0...1000, step: 1, digits: 0)
    private let kind = gtk_combo_box_text_new()!
    private let response = SpinField("Response (s)", range: 0...10, step: 0.01, digits: 3)
    private let damping = SpinField("Damping fraction", range: 0...10, step: 0.05, digits: 3)
    private let physical = gtk_label_new(nil)!
    private let duration = SpinField("Duration (ms)", range: 0...10_000, step: 5, digits: 0)
    private let bezier = ["X1", "Y1", "X2", "Y2"].map { SpinField("Bézier \($0)", range: -5...5, step: 0.05, digits: 3) }
    private let threshold = SpinField("Case-2 threshold (pt)", range: -100...1000, step: 1, digits: 0)
    private let message = gtk_label_new(nil)!
    let reset = gtk_button_new_with_label("Reset to iOS")!
    /// The spring of the profile in force (for a curve, the last one that was), which the
    /// readout beside the response shows.
    private var springInForce = SpringResponse(Spring.keyboard)
    /// While the controls are set from a profile: their changes are not the reviewer's.
    private var isShowingProfile = false
    private var isDestroyed = false
    /// Applies a change; nil when it took, else why it was refused.
    private let onTune: @MainActor (MotionTuning) -> String?

    /// The motion kinds the panel's combo offers, in its order.
    static let kinds = ["Spring", "Curve"]

    init(app: UnsafeMutablePointer<GtkApplication>, parent: UnsafeMutablePointer<GtkWidget>,
         onTune: @escaping @MainActor (MotionTuning) -> String?) {
        self.onTune = onTune
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let gtkWindow = checkedCast(window, to: GtkWindow.self)
        gtk_window_set_application(gtkWindow, app)
        gtk_window_set_title(gtkWindow, "Tune Motion")
        gtk_window_set_transient_for(gtkWindow, checkedCast(parent, to: GtkWindow.self))
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        gtk_window_set_type_hint(gtkWindow, GDK_WINDOW_TYPE_HINT_UTILITY)
        gtk_window_set_resizable(gtkWindow, 0)

        let grid = gtk_grid_new()!
        let gridPointer = checkedCast(grid, to: GtkGrid.self)
        gtk_grid_set_row_spacing(gridPointer, 6)
        gtk_grid_set_column_spacing(gridPointer, 12)
        gtk_container_set_border_width(checkedCast(grid, to: GtkContainer.self), 12)
        var row: Int32 = 0
        func attach(_ title: String, _ widget: UnsafeMutablePointer<GtkWidget>, beside: UnsafeMutablePointer<GtkWidget>? = nil) {
            let label = gtk_label_new(title)!
            gtk_label_set_xalign(checkedCast(label, to: GtkLabel.self), 0)
            gtk_grid_attach(gridPointer, label, 0, row, 1, 1)
            gtk_grid_attach(gridPointer, widget, 1, row, 1, 1)
            if let beside { gtk_grid_attach(gridPointer, beside, 2, row, 1, 1) }
            row += 1
        }
        attach(height.title, height.widget)
        for title in Self.kinds { gtk_combo_box_text_append_text(checkedCast(kind, to: GtkComboBoxText.self), title) }
        Self.name(kind, "Motion")
        attach("Motion", kind)
        attach(response.title, response.widget, beside: physical)
        gtk_label_set_xalign(checkedCast(physical, to: GtkLabel.self), 0)
        attach(damping.title, damping.widget)
        attach(duration.title, duration.widget)
        for field in bezier { attach(field.title, field.widget) }
        attach(threshold.title, threshold.widget)
        Self.name(reset, "Reset to iOS")
        gtk_grid_attach(gridPointer, reset, 0, row, 1, 1)
        row += 1
        // Its own row across the grid, no wider than the controls: a reason of three lines
        // makes the window taller, never the buttons or the columns.
        gtk_label_set_xalign(checkedCast(message, to: GtkLabel.self), 0)
        gtk_label_set_line_wrap(checkedCast(message, to: GtkLabel.self), 1)
        gtk_label_set_max_width_chars(checkedCast(message, to: GtkLabel.self), 40)
        gtk_grid_attach(gridPointer, message, 0, row, 3, 1)
        gtk_container_add(checkedCast(window, to: GtkContainer.self), grid)
        if DiagnosticSwitch.reportTuning.isSet {
            // After the grid has placed its children: the buttons' height as laid out with the
            // message of the moment, which a long reason must not change.
            connectWithArgument(grid, "size-allocate") { [unowned self] _ in
                let said = String(cString: gtk_label_get_text(checkedCast(self.message, to: GtkLabel.self)))
                let line = "tuning panel laid out: Reset to iOS \(gtk_widget_get_allocated_height(self.reset)) px high; message \"\(said)\"\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
        }

        for field in [height, response, damping, duration, threshold] + bezier {
            connect(field.widget, "value-changed") { [unowned self] in self.changed(field) }
        }
        connect(kind, "changed") { [unowned self] in self.changed(nil) }
        connect(reset, "clicked") { [unowned self] in self.apply(.resetToIOS) }
        connectEvent(window, "delete-event") { [unowned self] _ in
            gtk_widget_hide(self.window)
            return true
        }
        connect(window, "destroy") { [unowned self] in self.isDestroyed = true }
    }

    var isShown: Bool { !isDestroyed && gtk_widget_get_visible(window) != 0 }

    func show(_ profile: MotionProfile) {
        guard !isDestroyed else { return }
        showValues(of: profile)
        gtk_widget_show_all(window)
        showKind()
        gtk_window_present(checkedCast(window, to: GtkWindow.self))
    }

    func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(window)
    }

    /// Sets every control to `profile`'s values (a reset, or another platform chosen): an iOS
    /// keyboard spring shows as its response and damping fraction, an instant motion as a
    /// curve of 0 ms.
    func showValues(of profile: MotionProfile) {
        guard !isDestroyed else { return }
        isShowingProfile = true
        defer { isShowingProfile = false }
        height.value = profile.keyboardHeight
        threshold.value = profile.caseTwoThreshold
        let spring: SpringResponse
        switch profile.motion {
        case .iosKeyboard: spring = SpringResponse(Spring.keyboard)
        case .spring(let description): spring = description
        case .bezier, .instant: spring = SpringResponse(Spring.keyboard)
        }
        response.value = spring.response
        damping.value = spring.dampingFraction
        springInForce = spring
        let curve: (UnitBezier, Double)
        switch profile.motion {
        case .bezier(let bezierCurve, let seconds): curve = (bezierCurve, seconds)
        case .instant: curve = (UnitBezier(0, 0, 1, 1), 0)
        case .iosKeyboard, .spring: curve = (Platform.androidImeCurve, Platform.androidImeDuration)
        }
        duration.value = curve.1 * 1000
        for (field, number) in zip(bezier, [curve.0.x1, curve.0.y1, curve.0.x2, curve.0.y2]) { field.value = number }
        let isCurve: Bool
        switch profile.motion {
        case .bezier, .instant: isCurve = true
        case .iosKeyboard, .spring: isCurve = false
        }
        gtk_combo_box_set_active(checkedCast(kind, to: GtkComboBox.self), isCurve ? 1 : 0)
        showPhysical()
        showKind()
        markRefused(nil)
    }

    /// What the reviewer changed, as one tuning: the field's own value, or with the motion's
    /// kind (`field` nil) the kind's values as the controls hold them.
    private func changed(_ field: SpinField?) {
        showKind()
        guard !isShowingProfile else { return }
        if field === height { return apply(.keyboardHeight(height.value)) }
        if field === threshold { return apply(.caseTwoThreshold(threshold.value)) }
        if isCurveShown {
            let points = bezier.map(\.value)
            apply(.curve(UnitBezier(points[0], points[1], points[2], points[3]), duration: duration.value / 1000))
        } else {
            apply(.spring(response: response.value, dampingFraction: damping.value))
        }
    }

    private func apply(_ change: MotionTuning) {
        _ = onTune(change)
    }

    /// Says in the message label whether the last change (the panel's or a script's) took: a
    /// refusal names the control by its label and marks it; `inForce` is the profile the scene
    /// keeps (or took), whose spring the readout shows.
    func showOutcome(refused problem: MotionProfile.Problem?, inForce: MotionProfile) {
        guard !isDestroyed else { return }
        let text = problem.map { "Refused — \(label(of: $0)): \($0.reason)" } ?? "Takes effect from the next show or hide."
        gtk_label_set_text(checkedCast(message, to: GtkLabel.self), text)
        switch inForce.motion {
        case .iosKeyboard: springInForce = SpringResponse(Spring.keyboard)
        case .spring(let description): springInForce = description
        // A curve has no spring: the readout keeps the spring the panel last had in force.
        case .bezier, .instant: break
        }
        showPhysical()
        markRefused(problem.flatMap(field(of:)))
    }

    /// The control a refused value was typed in; nil for a value the panel has no control for.
    private func field(of problem: MotionProfile.Problem) -> SpinField? {
        switch problem.field {
        case "keyboardHeight": height
        case "response": response
        case "dampingFraction": damping
        case "duration": duration
        case "bezier": problem.index.flatMap { bezier.indices.contains($0) ? bezier[$0] : nil }
        case "caseTwoThreshold": threshold
        default: nil
        }
    }

    /// What the reviewer reads beside the control (a profile file's key when there is none).
    private func label(of problem: MotionProfile.Problem) -> String {
        field(of: problem)?.title ?? problem.field
    }

    /// Only `refused` carries GTK's `error` class (the theme's red outline).
    private func markRefused(_ refused: SpinField?) {
        for field in [height, response, damping, duration, threshold] + bezier {
            let context = gtk_widget_get_style_context(field.widget)
            if field === refused {
                gtk_style_context_add_class(context, "error")
            } else {
                gtk_style_context_remove_class(context, "error")
            }
        }
    }

    /// The titles of the controls marked refused, read back from GTK (for the tuning report).
    var markedTitles: [String] {
        ([height, response, damping, duration] + bezier + [threshold])
            .filter { gtk_style_context_has_class(gtk_widget_get_style_context($0.widget), "error") != 0 }
            .map(\.title)
    }

    private var isCurveShown: Bool { gtk_combo_box_get_active(checkedCast(kind, to: GtkComboBox.self)) == 1 }

    /// The physical values, for mass 1, of the spring in force: a refused spring typed in the
    /// controls is not what plays, so the readout does not show it.
    private func showPhysical() {
        gtk_label_set_text(checkedCast(physical, to: GtkLabel.self), Self.physicalText(springInForce.spring()))
    }

    static func physicalText(_ spring: Spring) -> String {
        String(format: "mass %.0f · stiffness %.2f · damping %.2f", spring.mass, spring.stiffness, spring.damping)
    }

    /// Only the chosen kind's controls are sensitive.
    private func showKind() {
        let curve = isCurveShown
        for field in [response, damping] { gtk_widget_set_sensitive(field.widget, curve ? 0 : 1) }
        gtk_widget_set_sensitive(physical, curve ? 0 : 1)
        for field in [duration] + bezier { gtk_widget_set_sensitive(field.widget, curve ? 1 : 0) }
    }

    /// The message label's text, read back from GTK (for the tuning report).
    var messageText: String { String(cString: gtk_label_get_text(checkedCast(message, to: GtkLabel.self))) }

    /// Every control's value as the panel shows it, read back from GTK: `name=value|…`.
    var shownValues: String {
        let parts = [height, response, damping, duration] + bezier + [threshold]
        let values = parts.map { "\($0.title)=\(MotionProfileNumber.text($0.value))" }
        let kindText = Self.kinds[Int(max(0, gtk_combo_box_get_active(checkedCast(kind, to: GtkComboBox.self))))]
        let physicalText = String(cString: gtk_label_get_text(checkedCast(physical, to: GtkLabel.self)))
        return (["Motion=\(kindText)"] + values + ["physical=\(physicalText)"]).joined(separator: "|")
    }

    /// Names `widget` for assistive technologies (AT-SPI reads it). The labels are not named:
    /// their text (the spring's physical values, a refusal's reason) is what is read.
    static func name(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        atk_object_set_name(gtk_widget_get_accessible(widget), name)
    }
}
