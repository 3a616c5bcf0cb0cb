import CGtk
import ChatDemoCore

/// The header bar's motion-review controls, each bound to its application action like every
/// other control there: the timeline's toggle (also the menu's Timeline item and Ctrl+L), the
/// speed presets in a small popover (three linked toggle buttons, 100 % / 25 % / 10 %) behind one
/// button, which wears the slow-motion badge, and the pause button (`PlayheadButton`), linked in
/// one group.
///
/// They ask for little width of their own: the window must still narrow to 320 pixels (an
/// iPhone SE) with the case switcher, the menu and the window buttons all shown. So they sit in a
/// scrolled window without scroll bars whose minimum width is the pause button's and whose
/// natural width is theirs (`WholeOrNothing`): with that room they all show, with less the
/// timeline's toggle and then the speed button step aside whole rather than cut (the menu and
/// the shortcuts reach the same actions), and pause stays. At 390 pixels all three fit with the
/// slow-motion badge too, which shows exactly while a reviewer uses them: linked, they spend no
/// spacing between them, and every button is compact (the case switcher, the header bar's
/// centred title, moves left into room it would otherwise leave empty).
@MainActor
enum ReviewButtons {
    /// The review buttons before `menu` (the header bar's menu button), in one box without
    /// spacing: a child of its own would cost the header bar's spacing even at no width.
    /// The speed button wears the slow-motion badge while the factor is not 1 (`SlowMotionBadge`).
    static func make(beside menu: UnsafeMutablePointer<GtkWidget>, slowMotionFactor: Double) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_style_context_add_class(gtk_widget_get_style_context(row), "linked")
        // The header bar's own spacing before the menu, inside the natural width only.
        gtk_widget_set_margin_end(row, 2)
        // Leftmost first to give way: the timeline's toggle, then the speed button (the badge
        // goes with it); pause, at the right end, always shows.
        let timeline = timelineToggle(), speed = speedButton(slowMotionFactor: slowMotionFactor), pause = PlayheadButton.make()
        for button in [timeline, speed, pause] { gtk_box_pack_start(checkedCast(row, to: GtkBox.self), button, 0, 0, 0) }
        let scroller = WholeOrNothing.room(for: row, items: [timeline, speed, pause], alwaysShown: pause)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_pack_start(checkedCast(box, to: GtkBox.self), scroller, 0, 0, 0)
        gtk_box_pack_start(checkedCast(box, to: GtkBox.self), menu, 0, 0, 0)
        return box
    }

    /// Compact padding, as the case switcher's buttons have: at 390 pixels the badge needs the
    /// room, at 320 the pause button.
    private static let compactCSS = "button { padding-left: 2px; padding-right: 2px; min-width: 0; }"

    /// The timeline window's toggle: its state is the `app.timeline` action's.
    static func timelineToggle() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_toggle_button_new()!
        gtk_button_set_image(checkedCast(button), gtk_image_new_from_icon_name("x-office-presentation-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_actionable_set_detailed_action_name(checkedCast(button, to: .actionable), MotionReviewTool.timeline.detailedAction)
        gtk_widget_set_tooltip_text(button, MotionReviewTool.timeline.tooltip)
        atk_object_set_name(gtk_widget_get_accessible(button), MotionReviewTool.timeline.label)
        compact(button)
        return button
    }

    /// A button opening the speed presets.
    static func speedButton(slowMotionFactor: Double) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        // GtkMenuButton starts with an arrow image as its child: the face replaces it.
        let container = checkedCast(button, to: GtkContainer.self)
        if let children = gtk_container_get_children(container) {
            if let arrow = children.pointee.data { gtk_container_remove(container, checkedCast(untyped: arrow, to: GtkWidget.self)) }
            g_list_free(children)
        }
        let clock = gtk_image_new_from_icon_name("preferences-system-time-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_container_add(container, SlowMotionBadge.make(factor: slowMotionFactor, icon: clock))
        gtk_widget_set_tooltip_text(button, "\(SpeedPreset.menuTitle): 100 %, 25 % or 10 % of real time")
        atk_object_set_name(gtk_widget_get_accessible(button), SpeedPreset.menuTitle)
        compact(button)
        let popover = gtk_popover_new(button)!
        let presets = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_style_context_add_class(gtk_widget_get_style_context(presets), "linked")
        gtk_container_set_border_width(checkedCast(popover, to: GtkContainer.self), 6)
        for preset in SpeedPreset.allCases {
            let toggle = gtk_toggle_button_new_with_label(preset.label)!
            gtk_actionable_set_detailed_action_name(checkedCast(toggle, to: .actionable), preset.detailedAction)
            gtk_widget_set_tooltip_text(toggle, preset.help)
            gtk_box_pack_start(checkedCast(presets, to: GtkBox.self), toggle, 0, 0, 0)
        }
        gtk_widget_show_all(presets)
        gtk_container_add(checkedCast(popover, to: GtkContainer.self), presets)
        gtk_menu_button_set_popover(checkedCast(button, to: GtkMenuButton.self), popover)
        return button
    }

    static func compact(_ button: UnsafeMutablePointer<GtkWidget>) {
        let provider = gtk_css_provider_new()!
        loadAppCSS(compactCSS, named: "the review buttons' CSS", into: provider)
        gtk_style_context_add_provider(gtk_widget_get_style_context(button), checkedCast(provider, to: .styleProvider),
                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
