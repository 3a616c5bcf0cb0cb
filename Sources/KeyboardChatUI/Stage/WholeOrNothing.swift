import CGtk

/// A scrolled window without scroll bars that holds header-bar buttons (its minimum width is
/// nothing, its natural width its content's) shows each button only while the button is wholly
/// in view: a narrower header bar would otherwise show a cut button, half a face with a
/// neighbour drawn over the rest. The view keeps the content's right end, beside the menu, so
/// the buttons that give way first are the leftmost ones.
///
/// Child visibility is the container's own switch for a child it has no room for (GtkNotebook's
/// tabs use it): it unmaps the child without asking for a new size, so deciding it while
/// allocating starts no second layout.
///
/// Example: a row holding the timeline's toggle (26 px) and the speed button wearing "×10"
/// (41 px), given 68 of its 77 px: the view scrolls by 9, the toggle (at 0) steps aside and
/// the speed button (at 30) shows whole.
@MainActor
enum WholeOrNothing {
    /// The scroller holding `content`, whose buttons `items` show only whole (`items` is
    /// `[content]` for one button).
    static func room(for content: UnsafeMutablePointer<GtkWidget>,
                     items: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new(nil, nil)!
        let scrolled = checkedCast(scroller, to: GtkScrolledWindow.self)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_NONE)
        gtk_widget_set_valign(scroller, GTK_ALIGN_CENTER)
        gtk_container_add(checkedCast(scroller, to: GtkContainer.self), content)
        watch(scroller, items: items, in: content)
        return scroller
    }

    private static func watch(_ scroller: UnsafeMutablePointer<GtkWidget>, items: [UnsafeMutablePointer<GtkWidget>],
                              in content: UnsafeMutablePointer<GtkWidget>) {
        connectWithArgument(scroller, "size-allocate") { _ in
            var natural: Int32 = 0
            gtk_widget_get_preferred_width(content, nil, &natural)
            let cut = max(0, natural - gtk_widget_get_allocated_width(scroller))
            if let adjustment = gtk_scrolled_window_get_hadjustment(checkedCast(scroller, to: GtkScrolledWindow.self)),
               gtk_adjustment_get_value(adjustment) != Double(cut) {
                gtk_adjustment_set_value(adjustment, Double(cut))
            }
            // Allocations, not translated coordinates: those need realized widgets, and the
            // first allocations come before the window is shown.
            var contentBox = GtkAllocation()
            gtk_widget_get_allocation(content, &contentBox)
            for item in items {
                var itemBox = GtkAllocation()
                gtk_widget_get_allocation(item, &itemBox)
                let fits: Int32 = itemBox.x - contentBox.x >= cut ? 1 : 0
                if gtk_widget_get_child_visible(item) != fits { gtk_widget_set_child_visible(item, fits) }
            }
        }
    }
}
