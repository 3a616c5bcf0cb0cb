import CGtk

/// Every widget of a tree, GTK's internal children too (a header bar's window buttons, a
/// button's label, a scrolled window's scrollbars), which `gtk_container_forall` reaches and
/// `gtk_container_foreach` does not.
@MainActor
enum WidgetTree {
    /// `root` and every widget inside it, depth first in each container's own order (so a
    /// header bar's buttons come left to right).
    ///
    /// - Complexity: O(n) for n widgets in the tree.
    static func widgets(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var pending = [root]
        while let widget = pending.popLast() {
            found.append(widget)
            guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_container_get_type()) != 0 else { continue }
            let children = Children()
            let collect: GtkCallback = { child, data in
                guard let child, let data else { return }
                Unmanaged<Children>.fromOpaque(data).takeUnretainedValue().widgets.append(child)
            }
            gtk_container_forall(checkedCast(widget), collect, Unmanaged.passUnretained(children).toOpaque())
            pending += children.widgets.reversed()
        }
        return found
    }

    private final class Children {
        var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    }
}
