import CGtk
import ChatDemoCore

/// With `KEYBOARDCHAT_REPORT_HEADER` set, the header bar says on stderr what it shows, read
/// back from GTK rather than from what the app meant to show: every item of the primary menu
/// with its action's enabled state (once, when it is built), the keyboard actions' enabled
/// state whenever it changes, the slow-motion badge whenever it changes
/// (`header: speed badge ×10`), and the window's in-app notification as it is shown and hidden
/// (`header: notification shown: …`). Tests read the menu's truth this way, without opening it; the
/// popover's own lines (`HeaderReport+Popover.swift`) and the buttons' places
/// (`HeaderReport+Layout.swift`) say what is on screen.
@MainActor
enum HeaderReport {
    static let isOn = DiagnosticSwitch.reportHeader.isSet

    static func say(_ line: @autoclosure () -> String) {
        if isOn { StandardError.write("header: \(line())\n") }
    }

    /// One line per item of `menu`, depth first (`header: menu "Rotate" app.rotate enabled`).
    static func sayItems(of menu: UnsafeMutablePointer<GMenuModel>, app: UnsafeMutablePointer<GtkApplication>) {
        guard isOn else { return }
        for line in items(of: menu, app: app) { say(line) }
    }

    /// One line per item of `menu`, depth first (`menu "Rotate" app.rotate enabled`), as GTK has
    /// the item and its action: what `sayItems` says, and the timeline's report of its own menu.
    static func items(of menu: UnsafeMutablePointer<GMenuModel>, app: UnsafeMutablePointer<GtkApplication>) -> [String] {
        var lines: [String] = []
        for index in 0..<g_menu_model_get_n_items(menu) {
            let label = string(menu, index, "label")
            if let action = string(menu, index, "action") {
                let name = action.hasPrefix("app.") ? String(action.dropFirst(4)) : action
                let enabled = g_action_group_get_action_enabled(checkedCast(app, to: .actionGroup), name) != 0
                lines.append("menu \"\(label ?? "")\" \(action) \(enabled ? "enabled" : "disabled")\(isChecked(menu, index, name, app) ? " checked" : "")")
            } else if let label {
                lines.append("menu \"\(label)\"")
            }
            for link in ["section", "submenu"] {
                if let inner = g_menu_model_get_item_link(menu, index, link) {
                    lines += items(of: inner, app: app)
                    g_object_unref(UnsafeMutableRawPointer(inner))
                }
            }
        }
        return lines
    }

    /// One line per item of `menu` that carries an accelerator, depth first, after every item's
    /// own line (`header: menu accel "Pause" <Primary>space`): the keys the model gives each item.
    static func sayAccelerators(of menu: UnsafeMutablePointer<GMenuModel>) {
        guard isOn else { return }
        for index in 0..<g_menu_model_get_n_items(menu) {
            if let accelerator = string(menu, index, "accel") {
                say("menu accel \"\(string(menu, index, "label") ?? "")\" \(accelerator)")
            }
            for link in ["section", "submenu"] {
                if let inner = g_menu_model_get_item_link(menu, index, link) {
                    sayAccelerators(of: inner)
                    g_object_unref(UnsafeMutableRawPointer(inner))
                }
            }
        }
    }

    /// Whether a radio item's target is its action's state (the item shows the dot).
    private static func isChecked(_ menu: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ name: String,
                                  _ app: UnsafeMutablePointer<GtkApplication>) -> Bool {
        guard let target = g_menu_model_get_item_attribute_value(menu, index, "target", nil) else { return false }
        defer { g_variant_unref(target) }
        guard let state = g_action_group_get_action_state(checkedCast(app, to: .actionGroup), name) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_equal(UnsafeRawPointer(target), UnsafeRawPointer(state)) != 0
    }

    private static func string(_ menu: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ attribute: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(menu, index, attribute, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    /// Whether `app.NAME` is enabled, as GTK has it.
    static func isEnabled(_ name: String, in app: UnsafeMutablePointer<GtkApplication>) -> Bool {
        g_action_group_get_action_enabled(checkedCast(app, to: .actionGroup), name) != 0
    }
}
