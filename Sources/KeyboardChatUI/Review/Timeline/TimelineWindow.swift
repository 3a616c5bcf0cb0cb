import CGtk
import ChatDemoCore
import Foundation

/// The timeline: a utility window beside the chat window (transient for it, so the stage, which
/// is the phone, keeps its size when the timeline opens) with the plot of the recent motion
/// (`TimelinePlotRenderer`), its legend, the onion skin's toggle and the readouts at the
/// playhead (`TimelineReadouts`).
///
/// The plot is kept in `TimelinePlotCache`: new frames draw only their own pieces there and
/// invalidate the strip of columns they cover (and the playhead, which follows them), so while
/// a transition runs the window's frame is a narrow blit, not the whole plot again. It shows
/// `MotionReview.timelineHistory`, which catches up with the stage in batches while the stage
/// plays live (`MotionReview.liveTimelineInterval`) and at once otherwise.
///
/// The time axis zooms (`TimelineZoom`): Ctrl+wheel around the pointer, `+` and `−` around the
/// view's middle, `0` or Show All back to everything, F or Fit Last Motion to the newest motion;
/// a drag on the time labels below the bands pans a zoomed view (see `TimelineWindow+Zoom`).
///
/// The playhead follows the newest frame until the reviewer picks one: a click on the plot
/// selects the nearest frame, a drag scrubs. A pick goes to `onSelectFrame`, which decides what
/// the stage does (the window wires it); `showFrame` moves the playhead and the readouts there.
@MainActor
package final class TimelineWindow {
    package let window: UnsafeMutablePointer<GtkWidget>
    /// Everything the window shows: what `timeline screenshot` draws.
    let content: UnsafeMutablePointer<GtkWidget>
    let plot: UnsafeMutablePointer<GtkWidget>
    let readouts: TimelineReadouts
    let legend: UnsafeMutablePointer<GtkWidget>
    unowned let review: MotionReview
    let cache = TimelinePlotCache()
    /// The events of plotted frames when the window last looked: a new one redraws the plot.
    private var seenEvents: [MotionEvent] = []
    /// Whether the window's frame clock reports each painted frame (set up once it is realized).
    private var countsPaints = false
    /// The frame under the playhead; nil follows the newest frame.
    private(set) var selectedFrame: Int?
    /// Where a click or a drag on the plot lands: wired by the window (`onSelect`; by default,
    /// `showFrame`).
    private(set) var onSelectFrame: @MainActor (Int) -> Void = { _ in }
    private var isDragging = false
    /// The part of the time axis shown; nil all of it.
    private(set) var zoom: TimelineZoom?
    /// Where the last drag on the time axis was, while one pans the view.
    private(set) var panningFromX: Double?
    /// The event ticks as last drawn: what the tooltip and the report read.
    private(set) var eventTicks: [TimelineEventLabels.Tick] = []
    let fitButton = gtk_button_new_with_label("Fit Last Motion")!
    let allButton = gtk_button_new_with_label("Show All")!
    /// The time the plot's draws took so far (monotonic nanoseconds): the benchmark's share of
    /// the timeline's frame that is our own drawing.
    package private(set) var plotDrawNanoseconds: UInt64 = 0
    private(set) var isDestroyed = false

    init(review: MotionReview, app: UnsafeMutablePointer<GtkApplication>, parent: UnsafeMutablePointer<GtkWidget>,
         onClose: @escaping @MainActor () -> Void) {
        self.review = review
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let gtkWindow = checkedCast(window, to: GtkWindow.self)
        // The application's window: its buttons reach the app's actions and its keys the
        // app's accelerators (Ctrl+L closes it again, Ctrl+O the onion skin).
        gtk_window_set_application(gtkWindow, app)
        gtk_window_set_title(gtkWindow, "Timeline")
        gtk_window_set_transient_for(gtkWindow, checkedCast(parent, to: GtkWindow.self))
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        gtk_window_set_type_hint(gtkWindow, GDK_WINDOW_TYPE_HINT_UTILITY)
        gtk_window_set_default_size(gtkWindow, 760, 560)
        MinimumWindowSize.enforce(on: window)

        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        gtk_container_set_border_width(checkedCast(content, to: GtkContainer.self), 8)
        // The theme's window background painted by the content itself, so a screenshot of it
        // (drawn without the window) has the background the window shows.
        gtk_style_context_add_class(gtk_widget_get_style_context(content), "background")
        plot = gtk_drawing_area_new()
        gtk_widget_set_size_request(plot, 480, 260)
        gtk_widget_set_hexpand(plot, 1)
        gtk_widget_set_vexpand(plot, 1)
        readouts = TimelineReadouts(paneNames: review.paneNames)
        legend = gtk_label_new(nil)
        let menu = Self.menuButton()
        let toolbar = Self.toolbar(legend: legend, paneNames: review.paneNames, menu: menu)
        gtk_widget_set_tooltip_text(fitButton, "Zoom the time axis to the newest motion, from its will-event to its did-event (F)")
        gtk_widget_set_tooltip_text(allButton, "Show every frame the timeline keeps (0); + and − or Ctrl+wheel zoom, a drag on the times pans")
        gtk_box_pack_end(checkedCast(toolbar, to: GtkBox.self), allButton, 0, 0, 0)
        gtk_box_pack_end(checkedCast(toolbar, to: GtkBox.self), fitButton, 0, 0, 0)
        gtk_box_pack_start(checkedCast(content, to: GtkBox.self), toolbar, 0, 0, 0)
        gtk_box_pack_start(checkedCast(content, to: GtkBox.self), plot, 1, 1, 0)
        gtk_box_pack_start(checkedCast(content, to: GtkBox.self), readouts.area, 0, 0, 0)
        gtk_container_add(checkedCast(window, to: GtkContainer.self), content)
        let accessible = gtk_widget_get_accessible(plot)
        atk_object_set_name(accessible, "Timeline plot")
        onSelectFrame = { [unowned self] frame in self.showFrame(frame) }
        gtk_widget_set_sensitive(allButton, 0)
        connectSignals(onClose: onClose)
        Self.place(gtkWindow, beside: parent)
        if MotionReview.reports { Self.reportMenu(of: menu, app: app) }
    }

    private func connectSignals(onClose: @escaping @MainActor () -> Void) {
        connectEvent(window, "delete-event") { [unowned self] _ in
            // Closing it from its title bar hides it, and the header bar's toggle goes off.
            self.hide()
            onClose()
            return true
        }
        connect(window, "destroy") { [unowned self] in self.isDestroyed = true }
        connectDraw(plot) { [unowned self] cr in self.drawPlot(on: cr) }
        // A new theme (light ↔ dark) draws the plot in its colours.
        connect(plot, "style-updated") { [unowned self] in
            self.review.updateTimeline()
            self.cache.invalidate()
            gtk_widget_queue_draw(self.plot)
        }
        gtk_widget_add_events(plot, Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
                                          | GDK_POINTER_MOTION_MASK.rawValue | GDK_SCROLL_MASK.rawValue
                                          | GDK_SMOOTH_SCROLL_MASK.rawValue))
        connectEvent(plot, "button-press-event") { [unowned self] event in
            let button = event.pointee.button
            guard button.type == GDK_BUTTON_PRESS, button.button == 1 else { return false }
            // Zoomed, a drag on the time labels below the bands pans; elsewhere it picks frames.
            if self.zoom != nil, let geometry = self.cache.geometry, button.y > geometry.shifts.maxY {
                self.startPanning(atX: button.x)
                return true
            }
            self.isDragging = true
            self.pick(x: button.x)
            return true
        }
        connectEvent(plot, "motion-notify-event") { [unowned self] event in
            let motion = event.pointee.motion
            if self.panningFromX != nil {
                self.pan(toX: motion.x)
            } else if self.isDragging {
                self.pick(x: motion.x)
            } else {
                self.describePointer(x: motion.x, y: motion.y)
            }
            return true
        }
        connectEvent(plot, "button-release-event") { [unowned self] event in
            guard event.pointee.button.button == 1 else { return false }
            self.isDragging = false
            self.stopPanning()
            return true
        }
        connectEvent(plot, "scroll-event") { [unowned self] event in self.scrolled(event.pointee.scroll) }
        connectEvent(window, "key-press-event") { [unowned self] event in self.keyPressed(event.pointee.key) }
        connect(fitButton, "clicked") { [unowned self] in self.zoom(.lastMotion) }
        connect(allButton, "clicked") { [unowned self] in self.zoom(.all) }
    }

    /// Shows `zoom` (nil: the whole axis), redrawing the plot.
    func setZoom(_ zoom: TimelineZoom?) {
        guard zoom != self.zoom else { return }
        self.zoom = zoom
        gtk_widget_set_sensitive(allButton, zoom == nil ? 0 : 1)
        gtk_widget_queue_draw(plot)
    }

    /// A drag on the time axis begins at `x`.
    func startPanning(atX x: Double) { panningFromX = x }
    /// The drag on the time axis moved on to `x` (after `pan(toX:)` moved the view).
    func movePanning(toX x: Double) { panningFromX = x }
    /// The drag on the time axis ended; the report says where it left the view.
    func stopPanning() {
        guard panningFromX != nil else { return }
        panningFromX = nil
        if MotionReview.reports { reportView() }
    }

    /// The event ticks drawn last, for the tooltip and the report.
    func noteEventTicks(_ ticks: [TimelineEventLabels.Tick]) { eventTicks = ticks }

    /// The cached plot brought up to date and blitted (only the damaged part is in the clip),
    /// then the events and the playhead over it.
    private func drawPlot(on cr: OpaquePointer) {
        let started = DispatchTime.now().uptimeNanoseconds
        defer { plotDrawNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- started }
        let history = review.timelineHistory
        let key = cacheKey
        let whole = cache.update(with: history, key: key)
        cache.paint(on: cr)
        if let geometry = cache.geometry, let axis = cache.axis, let drawn = cache.drawnThrough {
            let newest = history.frame(atSlot: drawn - history.droppedCount).frame
            let ticks = TimelinePlotRenderer.eventTicks(history, axis: axis, newestFrame: newest, geometry, on: cr)
            noteEventTicks(ticks)
            TimelinePlotRenderer.drawEvents(ticks, geometry, on: cr)
            if let slot = playheadSlot, let axisSlot = cache.axisSlot(ofHistorySlot: slot, in: history), axisSlot >= 0 {
                TimelinePlotRenderer.drawPlayhead(at: axisSlot, geometry, on: cr)
            }
        }
        // Redrawn whole for a draw of only part of it (a change no one announced): show the rest too.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        if whole, x1 > 0 || y1 > 0 || x2 < Double(key.width) || y2 < Double(key.height) { gtk_widget_queue_draw(plot) }
    }

    /// Makes `handler` what a click or a drag on the plot does with the frame it picked.
    func onSelect(_ handler: @escaping @MainActor (Int) -> Void) {
        onSelectFrame = handler
    }

    var isShown: Bool { !isDestroyed && gtk_widget_get_visible(window) != 0 }

    package func show() {
        guard !isDestroyed else { return }
        gtk_widget_show_all(window)
        if MotionReview.reports { reportPaints() }
        review.updateTimeline()
        updateReadouts()
    }

    package func hide() {
        guard !isDestroyed else { return }
        gtk_widget_hide(window)
    }

    func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(window)
    }

    /// The slot under the playhead: the selected frame's (the nearest kept), else the newest.
    var playheadSlot: Int? {
        let history = review.timelineHistory
        guard !history.isEmpty else { return nil }
        guard let selectedFrame else { return history.count - 1 }
        return history.nearestSlot(toFrame: selectedFrame)
    }

    /// Puts the playhead on frame `frame` (nil: follow the newest) and reads its values out:
    /// what the stage presents, when the window wires a seek to the timeline.
    func showFrame(_ frame: Int?) {
        // Whatever the stage presents now is in the plot and the readouts at once.
        review.updateTimeline()
        // The stage presents a picked frame after the pick itself: one readout per frame.
        guard frame != selectedFrame else { return }
        let before = playheadSlot
        selectedFrame = frame
        updateReadouts()
        if isShown {
            queuePlayheadDamage(atSlot: before)
            queuePlayheadDamage(atSlot: playheadSlot)
        }
        if MotionReview.reports, frame != nil { reportReadouts() }
    }

    /// The timeline's history caught up (frames, one or a batch, or events were added): the
    /// plot's new strip (or all of it, when it rescales or the events of its frames changed)
    /// and, following the newest, the readouts; only while shown.
    func historyDidChange() {
        guard isShown else { return }
        let history = review.timelineHistory
        let events = history.newestFrame.map { newest in history.events.filter { $0.frame <= newest } } ?? []
        let eventsChanged = events != seenEvents
        seenEvents = events
        switch cache.damage(for: history, key: cacheKey) {
        case .whole: gtk_widget_queue_draw(plot)
        case .none: if eventsChanged { gtk_widget_queue_draw(plot) }
        case .columns(let rectangles):
            if eventsChanged { gtk_widget_queue_draw(plot) } else {
                for r in rectangles { gtk_widget_queue_draw_area(plot, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)) }
            }
        }
        if selectedFrame == nil { updateReadouts() }
    }

    private func updateReadouts() {
        guard !isDestroyed else { return }
        let history = review.timelineHistory
        let frame = playheadSlot.map(history.frame(atSlot:))
        readouts.show(frame, willShowTime: frame.flatMap { history.willShowTime(atOrBefore: $0.frame) })
    }

    /// Each frame the window paints says the newest frame its plot shows (`timeline painted: F`),
    /// so a test counts the timeline's frames against the stage's; each time GTK lays the window
    /// out again, the same (`timeline laid out: F`): a new readout must not.
    func reportPaints() {
        guard !countsPaints, let gdkWindow = gtk_widget_get_window(window), let clock = gdk_window_get_frame_clock(gdkWindow) else {
            return
        }
        countsPaints = true
        connect(UnsafeMutableRawPointer(clock), "after-paint") { [unowned self] in
            let newest = self.review.timelineHistory.newestFrame.map(String.init) ?? "none"
            FileHandle.standardOutput.write(Data("timeline painted: \(newest)\n".utf8))
        }
        connectWithArgument(window, "size-allocate") { [unowned self] _ in
            let newest = self.review.timelineHistory.newestFrame.map(String.init) ?? "none"
            FileHandle.standardOutput.write(Data("timeline laid out: \(newest)\n".utf8))
        }
    }
}
