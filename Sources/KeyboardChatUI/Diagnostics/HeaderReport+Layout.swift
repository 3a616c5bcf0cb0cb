import CGtk

/// Where the header bar's buttons are, as GTK allocated them, whenever that changes:
/// `header: layout 390 | "Few" 128,8 40x34 shown 40x34 | …`, the header bar's width first, then
/// each mapped button (the window's own close, minimize and maximize buttons too) by its
/// accessible name, its rectangle in the header bar's coordinates and the part of it that its
/// ancestors leave in view. A test reads from it that no control is cut or covered at a width.
@MainActor
extension HeaderReport {
    static func watchLayout(of header: UnsafeMutablePointer<GtkWidget>) {
        guard isOn else { return }
        var last = ""
        connectWithArgument(header, "size-allocate") { _ in
            let line = layout(of: header)
            guard line != last else { return }
            last = line
            say(line)
        }
    }

    private static func layout(of header: UnsafeMutablePointer<GtkWidget>) -> String {
        var parts = ["layout \(gtk_widget_get_allocated_width(header))"]
        for button in WidgetTree.widgets(under: header) where isButton(button) && gtk_widget_get_mapped(button) != 0 {
            var x: Int32 = 0, y: Int32 = 0
            gtk_widget_translate_coordinates(button, header, 0, 0, &x, &y)
            let width = gtk_widget_get_allocated_width(button), height = gtk_widget_get_allocated_height(button)
            let shown = inView(button, header: header, x: x, y: y, width: width, height: height)
            parts.append("\"\(name(of: button))\" \(x),\(y) \(width)x\(height) shown \(shown.width)x\(shown.height)")
        }
        return parts.joined(separator: " | ")
    }

    /// The size of the part of the button's rectangle that lies inside every ancestor's own
    /// (a scrolled window without room cuts its child).
    private static func inView(_ button: UnsafeMutablePointer<GtkWidget>, header: UnsafeMutablePointer<GtkWidget>,
                               x: Int32, y: Int32, width: Int32, height: Int32) -> (width: Int32, height: Int32) {
        var left = x, top = y, right = x + width, bottom = y + height
        var ancestor = gtk_widget_get_parent(button)
        while let widget = ancestor {
            var ax: Int32 = 0, ay: Int32 = 0
            gtk_widget_translate_coordinates(widget, header, 0, 0, &ax, &ay)
            left = max(left, ax); top = max(top, ay)
            right = min(right, ax + gtk_widget_get_allocated_width(widget))
            bottom = min(bottom, ay + gtk_widget_get_allocated_height(widget))
            if widget == header { break }
            ancestor = gtk_widget_get_parent(widget)
        }
        return (max(0, right - left), max(0, bottom - top))
    }

    private static func isButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_button_get_type()) != 0
    }

    /// The accessible name a screen reader says, else the button's label.
    private static func name(of button: UnsafeMutablePointer<GtkWidget>) -> String {
        if let accessible = gtk_widget_get_accessible(button), let name = atk_object_get_name(accessible), name.pointee != 0 {
            return String(cString: name)
        }
        return gtk_button_get_label(checkedCast(button, to: GtkButton.self)).map { String(cString: $0) } ?? "?"
    }
}
