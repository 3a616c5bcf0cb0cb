import CGtk

/// The header bar's controls. Each one is bound to a GtkApplication action
/// (see `DemoApplication.installActions`), so the buttons, the menu, the
/// accelerators and script commands share one implementation.
@MainActor
enum HeaderBar {
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_show_close_button(upcast(header), 1)
        gtk_header_bar_set_custom_title(upcast(header), caseSwitcher())
        gtk_header_bar_pack_end(upcast(header), menuButton())
        return header
    }

    /// Few / Some / Many: the three cases of seed 004, as linked toggles.
    private static func caseSwitcher() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_style_context_add_class(gtk_widget_get_style_context(box), "linked")
        for (label, value) in [("Few", "few"), ("Some", "some"), ("Many", "many")] {
            let button = gtk_toggle_button_new_with_label(label)!
            gtk_actionable_set_detailed_action_name(OpaquePointer(button), "app.case::\(value)")
            gtk_widget_set_tooltip_text(button, "Open the “\(value)” conversation")
            gtk_box_pack_start(upcast(box), button, 0, 0, 0)
        }
        return box
    }

    /// Strategy and keyboard choices, slow motion, the overlay and rotation.
    private static func menuButton() -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        let strategies = g_menu_new()!
        for (label, value) in [("Three cases (seed 004)", "three-case"), ("Bar only (seeds 000, 001)", "bar-only"),
                               ("Whole view (seed 002)", "whole-view"), ("Inset (iMessage)", "inset"),
                               ("Naive (shows the gap)", "naive")] {
            g_menu_append(strategies, label, "app.strategy::\(value)")
        }
        g_menu_append_submenu(menu, "Strategy", model(strategies))
        let keyboards = g_menu_new()!
        for (label, value) in [("English", "english"), ("Pinyin 拼音", "pinyin"), ("Emoji", "emoji")] {
            g_menu_append(keyboards, label, "app.keyboard::\(value)")
        }
        g_menu_append_submenu(menu, "Keyboard", model(keyboards))
        let view = g_menu_new()!
        g_menu_append(view, "Slow motion ×10", "app.slow-motion")
        g_menu_append(view, "Debug overlay", "app.debug-overlay")
        g_menu_append(view, "Rotate", "app.rotate")
        g_menu_append(view, "Hide keyboard", "app.hide-keyboard")
        g_menu_append_section(menu, nil, model(view))
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(upcast(button), model(menu))
        let icon = gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(upcast(button), icon)
        gtk_widget_set_tooltip_text(button, "Strategy, keyboard, slow motion, overlay, rotate")
        for model in [strategies, keyboards, view, menu] { g_object_unref(UnsafeMutableRawPointer(model)) }
        return button
    }

    /// GMenu is opaque to Swift; its instances are GMenuModels.
    private static func model(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
        UnsafeMutablePointer(menu)
    }
}
