import CGtk
import ChatDemoCore
import ChatLayout

/// The header bar's controls. Each one is bound to a GtkApplication action
/// (see `DemoApplication.installActions`), so the buttons, the menu, the
/// accelerators and script commands share one implementation; labels,
/// actions and accelerators come from the choices' enums (`MenuEntry`).
@MainActor
enum HeaderBar {
    /// `slowMotionFactor` sets the badge; `importedMe` (a chat export's "me", "" for nobody)
    /// adds the menu's line saying who was taken as "me".
    static func make(app: UnsafeMutablePointer<GtkApplication>, slowMotionFactor: Double, importedMe: String?) -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_show_close_button(checkedCast(header), 1)
        gtk_header_bar_set_custom_title(checkedCast(header), caseSwitcher())
        gtk_header_bar_pack_end(checkedCast(header), ReviewButtons.make(beside: menuButton(app: app, importedMe: importedMe),
                                                                        slowMotionFactor: slowMotionFactor))
        HeaderReport.watchLayout(of: header)
        return header
    }

    /// Adwaita pads header-bar buttons for a wide window; the three case
    /// buttons keep only a little, so the whole header bar (with the close,
    /// minimize and maximize buttons) fits a 320 px window (iPhone SE).
    /// Before, the switcher alone took 199 px and the window could not be
    /// narrower than 394. The pause button, which stays at every width, costs the rest of the
    /// room: the header bar's minimum is the 310 px a 320 px window leaves it, to the pixel.
    private static let compactButtonCSS = "button { padding-left: 2px; padding-right: 2px; min-width: 0; }"

    /// Few / Some / Many: the three cases of seed 004, as linked toggles.
    private static func caseSwitcher() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_style_context_add_class(gtk_widget_get_style_context(box), "linked")
        let compact = gtk_css_provider_new()!
        loadAppCSS(compactButtonCSS, named: "the case switcher's CSS", into: compact)
        defer { g_object_unref(compact) }
        for conversationCase in ConversationCase.allCases {
            let button = gtk_toggle_button_new_with_label(conversationCase.label)!
            gtk_actionable_set_detailed_action_name(checkedCast(button, to: .actionable), conversationCase.detailedAction)
            gtk_widget_set_tooltip_text(button, conversationCase.help)
            gtk_style_context_add_provider(gtk_widget_get_style_context(button), checkedCast(compact, to: .styleProvider),
                                           UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            gtk_box_pack_start(checkedCast(box), button, 0, 0, 0)
        }
        return box
    }

    /// Strategy and keyboard choices, slow motion, the overlay and rotation.
    private static func menuButton(app: UnsafeMutablePointer<GtkApplication>, importedMe: String?) -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        if let importedMe { ImportedSenderItem.append(to: menu, app: app, me: importedMe) }
        let strategies = submenu(of: menu, Strategy.self)
        let comparing = compareSubmenu(of: menu)
        let keyboards = submenu(of: menu, KeyboardChoice.self)
        let platforms = submenu(of: menu, Platform.self)
        let saving = section(of: platforms, ProfileMenuCommand.allCases)
        let copying = g_menu_new()!
        for command in CodeCopyCommand.allCases { append(copying, command) }
        g_menu_append_submenu(saving, RecentProfiles.menuTitle, model(RecentProfilesMenu.shared.menu))
        g_menu_append_submenu(saving, CodeCopyCommand.menuTitle, model(copying))
        let themes = submenu(of: menu, ThemeOption.self)
        let view = section(of: menu, DemoBehaviour.allCases)
        let speeds = submenu(of: menu, SpeedPreset.self)
        // A reviewer with only a mouse pauses and steps here; the header bar's pause button may
        // have no room in a narrow window.
        let playback = section(of: menu, PlayheadCommand.menuItems)
        let review = section(of: menu, MotionReviewTool.allCases)
        let session = section(of: menu, SessionMenuCommand.allCases)
        let application = section(of: menu, DesktopCommand.allCases)
        let button = gtk_menu_button_new()!
        // A popover built from the model, as GNOME's GTK 3 applications have their primary
        // menu: submenus slide in with a back item, radio and check items show their state.
        // GTK 3.24's popover items show no accelerator text, so every accelerator of this menu
        // is listed in the Keyboard Shortcuts window (Ctrl+?, the menu's own last section
        // opens it) and the button's tooltip names that shortcut.
        gtk_menu_button_set_use_popover(checkedCast(button), 1)
        gtk_menu_button_set_menu_model(checkedCast(button), model(menu))
        let icon = gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(checkedCast(button), icon)
        atk_object_set_name(gtk_widget_get_accessible(button), "Main menu")
        ReviewButtons.compact(button)
        // The popover shows no keys: the tooltip says where they all are.
        let shortcuts = DesktopCommand.shortcuts.accelerator.map(Accelerator.readable) ?? ""
        gtk_widget_set_tooltip_text(button, "\(Strategy.menuTitle), \(KeyboardChoice.menuTitle.lowercased()), review tools, about; every shortcut: \(DesktopCommand.shortcuts.label) (\(shortcuts))")
        HeaderReport.sayItems(of: model(menu), app: app)
        HeaderReport.sayAccelerators(of: model(menu))
        HeaderReport.watchFocus(of: gtk_menu_button_get_popover(checkedCast(button)))
        for model in [strategies, comparing, keyboards, platforms, themes, saving, copying, view, speeds, playback, review, session, application, menu] { g_object_unref(UnsafeMutableRawPointer(model)) }
        return button
    }

    /// A submenu titled `Choice.menuTitle` with one radio item per value.
    private static func submenu<Choice: DemoChoice>(of menu: OpaquePointer, _: Choice.Type) -> OpaquePointer {
        let submenu = g_menu_new()!
        for choice in Choice.allCases { append(submenu, choice) }
        g_menu_append_submenu(menu, Choice.menuTitle, model(submenu))
        return submenu
    }

    /// Compare With: the single chat ("Nothing") or the lead pane beside one other strategy,
    /// radio items of `app.compare` (the window is rebuilt with the panes, nothing lost).
    private static func compareSubmenu(of menu: OpaquePointer) -> OpaquePointer {
        let submenu = g_menu_new()!
        for (label, target) in CompareWith.menuItems {
            let item = g_menu_item_new(label, nil)!
            g_menu_item_set_action_and_target_value(item, "app.\(CompareWith.actionName)", g_variant_new_string(target))
            g_menu_append_item(submenu, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        g_menu_append_submenu(menu, CompareWith.menuTitle, model(submenu))
        return submenu
    }

    /// An untitled section of `menu` holding `entries`, in order.
    private static func section(of menu: OpaquePointer, _ entries: [some MenuEntry]) -> OpaquePointer {
        let section = g_menu_new()!
        for entry in entries { append(section, entry) }
        g_menu_append_section(menu, nil, model(section))
        return section
    }

    /// A menu item that shows its accelerator (the `accel` attribute, from
    /// the same enum the action's accelerator is bound from).
    private static func append(_ menu: OpaquePointer, _ entry: some MenuEntry) {
        let item = g_menu_item_new(entry.label, entry.detailedAction)!
        if let accelerator = entry.accelerator {
            g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator))
        }
        g_menu_append_item(menu, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// GMenu is opaque to Swift; its instances are GMenuModels.
    static func model(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
        UnsafeMutablePointer(menu)
    }
}
