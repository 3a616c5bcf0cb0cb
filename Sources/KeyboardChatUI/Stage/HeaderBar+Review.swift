import CGtk
import ChatDemoCore

/// The header bar's motion-review control: the speed presets in a small popover (three linked
/// toggle buttons, 100 % / 25 % / 10 %) behind one button, which wears the slow-motion badge.
/// The timeline has no button here: as GNOME's guidelines keep a header bar to a few buttons, it
/// is the menu's "Timeline" check item and Ctrl+L, and a 390-pixel header bar then shows every
/// button whole (with it, the pause button covered half of it).
///
/// It asks for no width of its own: the window must still narrow to 320 pixels (an iPhone SE)
/// with the case switcher, the menu and the window buttons all shown. So it sits in a scrolled
/// window without scroll bars whose minimum width is nothing and whose natural width is its
/// own (`WholeOrNothing`): with that room it shows, with less it steps aside whole rather than
/// cut (the menu and the shortcuts reach the same actions).
@MainActor
enum ReviewButtons {
    /// The speed button before `menu` (the header bar's menu button), in one box without
    /// spacing: a child of its own would cost the header bar's spacing even at no width.
    /// The speed button wears the slow-motion badge while the factor is not 1 (`SlowMotionBadge`).
    static func make(beside menu: UnsafeMutablePointer<GtkWidget>, slowMotionFactor: Double) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_widget_set_margin_end(row, 6)
        gtk_box_pack_start(checkedCast(row, to: GtkBox.self), speedButton(slowMotionFactor: slowMotionFactor), 0, 0, 0)
        let scroller = gtk_scrolled_window_new(nil, nil)!
        let scrolled = checkedCast(scroller, to: GtkScrolledWindow.self)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_NONE)
        gtk_widget_set_valign(scroller, GTK_ALIGN_CENTER)
        gtk_container_add(checkedCast(scroller, to: GtkContainer.self), row)
        WholeOrNothing.watch(scroller)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_pack_start(checkedCast(box, to: GtkBox.self), scroller, 0, 0, 0)
        gtk_box_pack_start(checkedCast(box, to: GtkBox.self), menu, 0, 0, 0)
        return box
    }

    /// The compact padding of the case switcher's buttons.
    private static let compactCSS = "button { padding-left: 4px; padding-right: 4px; min-width: 0; }"

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
