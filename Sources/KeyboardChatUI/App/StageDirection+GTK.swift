import CGtk
import ChatDemoCore

extension StageDirection {
    /// The direction GTK lays widgets out in: `gtk_init` sets it from the locale (a Hebrew or
    /// Arabic UI language reads right to left), `--direction` overrides it (`force(_:)`).
    /// The stage follows it, so the drawn chat and GTK's own widgets (the header bar, the
    /// input bar with Send on the left) always mirror together.
    @MainActor
    package static var gtkDefault: StageDirection {
        gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rtl : .ltr
    }

    /// Makes `direction` GTK's default for every widget made from now on; called once, after
    /// `gtk_init` (which sets the locale's) and before the window is built.
    @MainActor
    package static func force(_ direction: StageDirection) {
        gtk_widget_set_default_direction(direction.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }
}
