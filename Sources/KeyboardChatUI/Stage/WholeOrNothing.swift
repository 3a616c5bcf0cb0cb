import CGtk

/// A scrolled window without scroll bars that holds header-bar buttons (its minimum width is
/// nothing, its natural width its child's) shows its child only while it is given that whole
/// natural width: a narrower header bar would otherwise show a cut button, half a face with a
/// neighbour drawn over the rest. Child visibility is the container's own switch for a child
/// it has no room for (GtkNotebook's tabs use it): it unmaps the child without asking for a
/// new size, so deciding it while allocating starts no second layout.
@MainActor
enum WholeOrNothing {
    static func watch(_ scroller: UnsafeMutablePointer<GtkWidget>) {
        connectWithArgument(scroller, "size-allocate") { _ in
            guard let child = gtk_bin_get_child(checkedCast(scroller, to: GtkBin.self)) else { return }
            var natural: Int32 = 0
            gtk_widget_get_preferred_width(child, nil, &natural)
            let fits: Int32 = gtk_widget_get_allocated_width(scroller) >= natural ? 1 : 0
            if gtk_widget_get_child_visible(child) != fits { gtk_widget_set_child_visible(child, fits) }
        }
    }
}

extension GtkBin: GObjectInstance { package static var gType: GType { gtk_bin_get_type() } }
