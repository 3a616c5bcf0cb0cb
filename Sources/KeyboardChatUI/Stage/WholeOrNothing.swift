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
/// The rightmost button may be one that never steps aside (`alwaysShown`): the scroller's
/// minimum width is then the room from that button's left edge to the content's end, so the
/// header bar never gives it less. That minimum is measured at the first allocation (a widget's
/// width is known only once it is styled in the header bar), which costs one more layout then.
///
/// Example: a row holding the timeline's toggle (21 px), the speed button wearing "×10" (40 px)
/// and the pause button (22 px), given 40 of its 85 px (with its 2 px margin): the view scrolls
/// by 45, the toggle (at 0) and the speed button (at 21) step aside, and pause (at 61) shows
/// whole. Its minimum width is 24, pause and the margin.
@MainActor
enum WholeOrNothing {
    /// The scroller holding `content`, whose buttons `items` show only whole (`items` is
    /// `[content]` for one button); `alwaysShown`, the rightmost of `items`, never gives way.
    static func room(for content: UnsafeMutablePointer<GtkWidget>, items: [UnsafeMutablePointer<GtkWidget>],
                     alwaysShown: UnsafeMutablePointer<GtkWidget>? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new(nil, nil)!
        let scrolled = checkedCast(scroller, to: GtkScrolledWindow.self)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_NONE)
        gtk_widget_set_valign(scroller, GTK_ALIGN_CENTER)
        gtk_container_add(checkedCast(scroller, to: GtkContainer.self), content)
        watch(scroller, items: items, alwaysShown: alwaysShown, in: content)
        return scroller
    }

    private static func watch(_ scroller: UnsafeMutablePointer<GtkWidget>, items: [UnsafeMutablePointer<GtkWidget>],
                              alwaysShown: UnsafeMutablePointer<GtkWidget>?, in content: UnsafeMutablePointer<GtkWidget>) {
        connectWithArgument(scroller, "size-allocate") { _ in
            var natural: Int32 = 0
            gtk_widget_get_preferred_width(content, nil, &natural)
            if let alwaysShown { keepRoom(for: alwaysShown, in: scroller, content: content, natural: natural) }
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

    /// Makes the scroller's minimum width the room from `item`'s left edge to the content's end.
    private static func keepRoom(for item: UnsafeMutablePointer<GtkWidget>, in scroller: UnsafeMutablePointer<GtkWidget>,
                                 content: UnsafeMutablePointer<GtkWidget>, natural: Int32) {
        var contentBox = GtkAllocation(), itemBox = GtkAllocation()
        gtk_widget_get_allocation(content, &contentBox)
        gtk_widget_get_allocation(item, &itemBox)
        // Not yet laid out: GTK's placeholder allocation is 1 pixel wide.
        guard itemBox.width > 1 else { return }
        let room = natural - (itemBox.x - contentBox.x)
        let scrolled = checkedCast(scroller, to: GtkScrolledWindow.self)
        if gtk_scrolled_window_get_min_content_width(scrolled) != room { gtk_scrolled_window_set_min_content_width(scrolled, room) }
    }
}
