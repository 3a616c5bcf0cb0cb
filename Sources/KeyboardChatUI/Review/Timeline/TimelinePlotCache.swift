import CGtk
import ChatDemoCore

/// The timeline's plot kept in an image surface, so a new frame costs its own strokes and a
/// blit of a narrow strip instead of the whole plot: the window draws this surface, then the
/// events and the playhead over it (`TimelinePlotRenderer`).
///
/// The surface holds the frames up to `drawnThrough` on a fixed axis (`TimelineAxis`) and fixed
/// value ranges (`TimelineValueRange`). `update` adds the frames recorded since; it draws the
/// whole plot again (background, then every frame's pieces in order: the same pixels the
/// appends made) only when the size, the scale, the theme or the number of panes changed, a new
/// frame does not fit the axis, or one of its values falls outside a range. `damage` says,
/// before drawing, what `update` will change, so the window invalidates only that.
@MainActor
final class TimelinePlotCache {
    /// What the surface was drawn for: any change redraws it whole.
    struct Key: Equatable {
        var width: Int, height: Int, scale: Int
        var theme: Theme
        var paneCount: Int
        /// The part of the axis shown (`TimelineZoom`), nil all of it.
        var zoom: TimelineZoom?
    }

    /// What `update` would change in the widget.
    enum Damage: Equatable {
        case none
        case whole
        /// Rectangles in widget pixels: the new frames' columns from the top of the bands to the
        /// bottom of the time labels, and, when a new frame is labelled, the room its label
        /// reaches right of them, in the time labels' row only.
        case columns([Rectangle])
    }

    private var surface: OpaquePointer?
    private var key: Key?
    private(set) var axis: TimelineAxis?
    private var positionRange: ClosedRange<Double>?
    private var shiftRange: ClosedRange<Double>?
    /// Where the surface's frames are: nil until drawn.
    private(set) var geometry: TimelinePlotGeometry?
    /// The sequence number (`MotionHistory.sequence(ofSlot:)`) of the newest frame drawn.
    private(set) var drawnThrough: Int?
    /// Each pane's curves' stroked lengths so far (see `TimelinePlotRenderer.drawFrame`).
    private var pens: [Double] = []
    /// Whole redraws so far (each costs every kept frame's pieces).
    private(set) var wholeRedraws = 0

    static let positionMinimumSpan = 40.0
    static let shiftMinimumSpan = 40.0

    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The next `update` redraws whole (a theme change, or a test's reference drawing).
    func invalidate() { key = nil }

    /// The history's frames from `start` as history slots: those the surface spans.
    func plottedSlots(in history: MotionHistory) -> Range<Int> {
        guard let axis, let drawnThrough else { return 0..<0 }
        let first = max(0, axis.start - history.droppedCount)
        return first..<max(first, min(history.count, drawnThrough - history.droppedCount + 1))
    }

    /// The axis slot of history slot `slot`.
    func axisSlot(ofHistorySlot slot: Int, in history: MotionHistory) -> Int? {
        axis.map { $0.slot(ofSequence: history.sequence(ofSlot: slot)) }
    }

    // MARK: Deciding

    /// What `update(with:key:)` would change now.
    func damage(for history: MotionHistory, key: Key) -> Damage {
        guard !needsWholeRedraw(history, key: key) else { return .whole }
        guard let geometry, let axis, let drawnThrough, let newest = Self.newestSequence(history), newest > drawnThrough else {
            return .none
        }
        let reach = TimelinePlotRenderer.reach(geometry)
        let first = axis.slot(ofSequence: drawnThrough), last = axis.slot(ofSequence: newest)
        let right = Int((geometry.x(ofSlot: last) + reach).rounded(.up))
        let left = Int((geometry.x(ofSlot: first) - reach).rounded(.down))
        // The playhead's top (the highest thing a frame's columns hold) to the labels' bottom.
        let top = Int(geometry.positions.y) - 3, bottom = Int(geometry.shifts.maxY + TimelinePlotGeometry.margins.bottom)
        var rectangles = [Rectangle(x: left, y: top, width: right - left, height: bottom - top)]
        let step = geometry.labelStep(minimumSpacing: TimelinePlotRenderer.timeLabelSpacing)
        if (first + 1...last).contains(where: { $0 % step == 0 }) {
            // A label reaches right of its frame, or, at the plot's right edge, left of it.
            let labels = Int(geometry.shifts.maxY) + 3, labelReach = Int(TimelinePlotRenderer.timeLabelReach.rounded(.up))
            rectangles.append(Rectangle(x: left - labelReach, y: labels, width: right - left + 2 * labelReach, height: bottom - labels))
        }
        return .columns(rectangles)
    }

    /// A damaged rectangle, in widget pixels.
    struct Rectangle: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    private static func newestSequence(_ history: MotionHistory) -> Int? {
        history.isEmpty ? nil : history.sequence(ofSlot: history.count - 1)
    }

    private func needsWholeRedraw(_ history: MotionHistory, key: Key) -> Bool {
        guard surface != nil, key == self.key, geometry != nil else { return true }
        guard let newest = Self.newestSequence(history) else { return drawnThrough != nil }
        guard let axis, let drawnThrough, drawnThrough <= newest,
              axis.holds(oldest: history.droppedCount, newest: newest) else { return true }
        let (positions, shifts) = Self.extremes(history, slots: (drawnThrough + 1 - history.droppedCount)..<history.count)
        guard let positions, let shifts else { return false }
        return !(positionRange.map { $0.lowerBound <= positions.low && positions.high <= $0.upperBound } ?? false)
            || !(shiftRange.map { $0.lowerBound <= shifts.low && shifts.high <= $0.upperBound } ?? false)
    }

    /// The lowest and highest positions (keyboard top, bar bottom) and shifts (list, content,
    /// and zero) of the frames in `slots`, nil without frames.
    private static func extremes(_ history: MotionHistory, slots: Range<Int>)
        -> (positions: (low: Double, high: Double)?, shifts: (low: Double, high: Double)?) {
        guard !slots.isEmpty else { return (nil, nil) }
        var positions = (low: Double.infinity, high: -Double.infinity), shifts = (low: 0.0, high: 0.0)
        for slot in slots {
            for sample in history.frame(atSlot: slot).panes {
                for value in [Double(sample.keyboardTop), Double(sample.barBottom)] {
                    positions = (min(positions.low, value), max(positions.high, value))
                }
                for value in [sample.listShift, sample.contentShift] {
                    shifts = (min(shifts.low, value), max(shifts.high, value))
                }
            }
        }
        return (positions, shifts)
    }

    // MARK: Drawing

    /// Brings the surface up to date with `history`: the new frames' pieces, or everything.
    /// Returns whether it redrew whole.
    @discardableResult
    func update(with history: MotionHistory, key: Key) -> Bool {
        if needsWholeRedraw(history, key: key) {
            redrawWhole(history, key: key)
            return true
        }
        guard let surface, let geometry, let axis, let drawnThrough, let newest = Self.newestSequence(history),
              newest > drawnThrough else { return false }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        drawFrames(history, sequences: (drawnThrough + 1)...newest, axis: axis, geometry, on: cr)
        self.drawnThrough = newest
        return false
    }

    private func redrawWhole(_ history: MotionHistory, key: Key) {
        wholeRedraws += 1
        if self.key.map({ $0.width != key.width || $0.height != key.height || $0.scale != key.scale }) ?? true || surface == nil {
            if let surface { cairo_surface_destroy(surface) }
            let scale = max(1, key.scale)
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, key.width * scale)), Int32(max(1, key.height * scale)))
            cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        }
        self.key = key
        let newest = Self.newestSequence(history)
        if let newest {
            // A kept axis stays (a theme change does not rescale); one the frames outgrew moves on,
            // and the value ranges start again from the frames it spans.
            if let axis, axis.holds(oldest: history.droppedCount, newest: newest) {
                grow(history, slots: max(0, axis.start - history.droppedCount)..<history.count)
            } else {
                let axis = TimelineAxis.fitting(oldest: history.droppedCount, newest: newest, capacity: history.capacity)
                self.axis = axis
                positionRange = nil
                shiftRange = nil
                grow(history, slots: max(0, axis.start - history.droppedCount)..<history.count)
            }
        } else {
            axis = nil
        }
        let geometry = TimelinePlotGeometry(
            width: Double(key.width), height: Double(key.height), frameCount: axis?.length ?? 0,
            positionRange: positionRange ?? 0...844, shiftRange: shiftRange ?? 0...291,
            visibleSlots: axis.flatMap { axis in key.zoom?.clamped(to: axis)?.slots(on: axis) })
        self.geometry = geometry
        pens = Array(repeating: 0, count: history.paneCount * TimelinePlotRenderer.curves.count)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        TimelinePlotRenderer.drawBackground(geometry, empty: newest == nil, on: cr)
        guard let axis, let newest else {
            drawnThrough = nil
            return
        }
        drawFrames(history, sequences: max(axis.start, history.droppedCount)...newest, axis: axis, geometry, on: cr)
        drawnThrough = newest
    }

    /// Widens the value ranges to hold the frames in `slots`.
    private func grow(_ history: MotionHistory, slots: Range<Int>) {
        let (positions, shifts) = Self.extremes(history, slots: slots)
        if let positions {
            positionRange = TimelineValueRange.covering(positions.low, positions.high, current: positionRange,
                                                        minimumSpan: Self.positionMinimumSpan)
        }
        if let shifts {
            shiftRange = TimelineValueRange.covering(shifts.low, shifts.high, current: shiftRange, minimumSpan: Self.shiftMinimumSpan)
        }
    }

    private func drawFrames(_ history: MotionHistory, sequences: ClosedRange<Int>, axis: TimelineAxis,
                            _ geometry: TimelinePlotGeometry, on cr: OpaquePointer) {
        TimelinePlotRenderer.prepareText(cr)
        let step = geometry.labelStep(minimumSpacing: TimelinePlotRenderer.timeLabelSpacing)
        let first = sequences.lowerBound - history.droppedCount
        let wanted = TimelinePlotRenderer.earlierFrames(geometry)
        // The frames plotted before the first one drawn now, on the axis, oldest first.
        let plottedFirst = max(0, axis.start - history.droppedCount)
        var earlier = (max(plottedFirst, first - wanted)..<max(plottedFirst, first)).map(history.frame(atSlot:))
        for sequence in sequences {
            let frame = history.frame(atSlot: sequence - history.droppedCount)
            TimelinePlotRenderer.drawFrame(frame, slot: axis.slot(ofSequence: sequence), earlier: earlier.suffix(wanted), geometry,
                                           labelStep: step, pens: &pens, on: cr)
            earlier.append(frame)
            if earlier.count > 2 * wanted { earlier.removeFirst(earlier.count - wanted) }
        }
    }

    /// Draws the surface at the widget's origin.
    func paint(on cr: OpaquePointer) {
        guard let surface else { return }
        cairo_save(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The surface's pixels (tests compare a drawing made by appends with one made whole).
    var pixels: [UInt8] {
        guard let surface else { return [] }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: stride * height))
    }
}
