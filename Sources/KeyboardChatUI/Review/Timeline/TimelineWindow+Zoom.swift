import CGtk
import ChatDemoCore
import Foundation

/// The timeline's zoom and pan (`TimelineZoom` does the arithmetic), and the tooltip that reads
/// out what is under the pointer.
extension TimelineWindow {
    /// The axis the plot is drawn on, or the one it will be drawn on when it has not been yet.
    private var currentAxis: TimelineAxis? {
        if let axis = cache.axis { return axis }
        let history = review.timelineHistory
        guard !history.isEmpty else { return nil }
        return TimelineAxis.fitting(oldest: history.droppedCount, newest: history.sequence(ofSlot: history.count - 1),
                                    capacity: history.capacity)
    }

    /// `+`, `−`, `0`, F, the buttons and `timeline zoom`: around the view's middle.
    func zoom(_ step: TimelineZoomStep) {
        review.updateTimeline()
        guard let axis = currentAxis else { return }
        switch step {
        case .zoomIn: setZoom(TimelineZoom.zoomed(zoom, by: TimelineZoom.stepFactor, anchor: nil, axis: axis))
        case .zoomOut: setZoom(TimelineZoom.zoomed(zoom, by: 1 / TimelineZoom.stepFactor, anchor: nil, axis: axis))
        case .all: setZoom(nil)
        case .lastMotion:
            guard let motion = TimelineZoom.lastMotion(in: review.timelineHistory) else { return }
            setZoom(TimelineZoom.fitting(motion, axis: axis))
        }
        if MotionReview.reports { reportView() }
    }

    /// Ctrl+wheel zooms around the pointer; the wheel alone is left to GTK.
    func scrolled(_ event: GdkEventScroll) -> Bool {
        guard event.state & GDK_CONTROL_MASK.rawValue != 0, let axis = currentAxis, let geometry = cache.geometry else { return false }
        let notches: Double
        switch event.direction {
        case GDK_SCROLL_UP: notches = 1
        case GDK_SCROLL_DOWN: notches = -1
        case GDK_SCROLL_SMOOTH: notches = -event.delta_y
        default: return false
        }
        guard notches != 0 else { return true }
        let anchor = Double(axis.start) + geometry.slotPosition(atX: event.x)
        setZoom(TimelineZoom.zoomed(zoom, by: pow(TimelineZoom.stepFactor, notches), anchor: anchor, axis: axis))
        if MotionReview.reports { reportView() }
        return true
    }

    /// `+` (or `=`, the same key unshifted) zooms in, `−` out, `0` shows all, F fits the newest
    /// motion; with Ctrl or Alt, or any other key, the app's shortcuts have it.
    func keyPressed(_ key: GdkEventKey) -> Bool {
        guard key.state & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue) == 0 else { return false }
        switch Int32(key.keyval) {
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add: zoom(.zoomIn)
        case GDK_KEY_minus, GDK_KEY_KP_Subtract, GDK_KEY_underscore: zoom(.zoomOut)
        case GDK_KEY_0, GDK_KEY_KP_0: zoom(.all)
        case GDK_KEY_f, GDK_KEY_F: zoom(.lastMotion)
        default: return false
        }
        return true
    }

    /// The drag on the time axis moved to `x`: the frames under it follow the pointer.
    func pan(toX x: Double) {
        guard let from = panningFromX, let axis = currentAxis, let geometry = cache.geometry else { return }
        setZoom(TimelineZoom.panned(zoom, by: (from - x) / geometry.frameSpacing, axis: axis))
        movePanning(toX: x)
    }

    /// The plot's tooltip: the frame under the pointer, its time since the will-show before it,
    /// and the events of a tick there (a label may be shortened or left out; this lists them all).
    func describePointer(x: Double, y: Double) {
        let history = review.timelineHistory
        guard let geometry = cache.geometry, let axis = cache.axis, !history.isEmpty,
              geometry.showsX(x), y <= geometry.shifts.maxY + TimelinePlotGeometry.margins.bottom,
              let axisSlot = geometry.slot(nearestX: x) else {
            gtk_widget_set_tooltip_text(plot, nil)
            return
        }
        let slot = min(max(axis.start + axisSlot - history.droppedCount, 0), history.count - 1)
        let frame = history.frame(atSlot: slot)
        var text = TimelineReadout.pointerText(of: frame, willShowTime: history.willShowTime(atOrBefore: frame.frame))
        if let tick = TimelineEventLabels.tick(nearX: x, in: eventTicks) {
            text += "\n" + zip(tick.labels, tick.frames).map { "\($0) (frame \($1))" }.joined(separator: "\n")
        }
        let current = gtk_widget_get_tooltip_text(plot).map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        }
        if current != text { gtk_widget_set_tooltip_text(plot, text) }
    }
}
