/// GtkBuilder XML for a GtkShortcutsWindow listing `DesktopShortcuts`.
///
/// GTK 3 builds shortcuts windows from GtkBuilder; its properties can only
/// be set through `g_object_set`, which Swift cannot call (it is variadic).
/// So the window is described here, from the one table, and the app hands
/// the string to `gtk_builder_new_from_string`.
///
/// Example: a group titled `A & B` with Ctrl+Q gives
/// `<property name="title">A &amp; B</property>` and
/// `<property name="accelerator">&lt;Primary&gt;q</property>`.
public enum ShortcutsWindowXML {
    /// The builder id of the window object.
    public static let windowID = "shortcuts-window"
    /// The window's title, by which testers (and window lists) find it.
    public static let title = "Shortcuts"

    /// - Complexity: O(n) in the number of shortcuts.
    public static func make(_ groups: [DesktopShortcuts.Group] = DesktopShortcuts.groups) -> String {
        var lines = [
            "<interface>",
            "<object class=\"GtkShortcutsWindow\" id=\"\(windowID)\">",
            property("title", title),
            property("modal", "True"),
            "<child><object class=\"GtkShortcutsSection\">",
            property("visible", "True"),
            property("section-name", "main"),
        ]
        for group in groups {
            lines.append("<child><object class=\"GtkShortcutsGroup\">")
            lines.append(property("visible", "True"))
            lines.append(property("title", group.title))
            for shortcut in group.shortcuts {
                lines.append("<child><object class=\"GtkShortcutsShortcut\">")
                lines.append(property("visible", "True"))
                lines.append(property("title", shortcut.title))
                lines.append(property("accelerator", shortcut.accelerator))
                lines.append("</object></child>")
            }
            lines.append("</object></child>")
        }
        lines += ["</object></child>", "</object>", "</interface>"]
        return lines.joined(separator: "\n")
    }

    private static func property(_ name: String, _ value: String) -> String {
        "<property name=\"\(name)\">\(MarkupText.escaped(value))</property>"
    }
}
