import CGtk
import ChatDemoCore

/// Draws the timeline's plot with cairo from the motion history, where `TimelinePlotGeometry`
/// places things: the upper band's keyboard top and bar bottom (with the gap between them filled
/// red where there is one), the lower band's list and content shifts, a dot (or, when frames
/// are dense, a tick on the time axis) per frame, the events as labelled ticks, rests as dashed
/// breaks, and the playhead. Colours follow the app's theme (`Palette`).
@MainActor
final class TimelinePlotRenderer {
    /// The geometry of the last drawing, for mapping a click back to a frame.
    private(set) var lastGeometry: TimelinePlotGeometry?
    /// The frames the last drawing plotted, oldest first (the test report says them).
    private(set) var lastPlotted: [MotionFrame] = []

    /// A pause longer than this many times the usual frame step is a rest, marked as a break.
    static let restGap = 0.1

    func draw(_ review: MotionReview, selected: Int?, paneNames: [String], on cr: OpaquePointer, width: Double, height: Double) {
        let history = review.history
        let frames = history.frames
        lastPlotted = frames
        let positions = frames.flatMap { $0.panes.flatMap { [Double($0.keyboardTop), Double($0.barBottom)] } }
        let shifts: [Double] = [0] + frames.flatMap { frame in frame.panes.flatMap { [$0.listShift, $0.contentShift] } }
        let geometry = TimelinePlotGeometry(
            width: width, height: height, frameCount: frames.count,
            positionRange: TimelinePlotGeometry.valueRange(positions, minimumSpan: 40, fallback: 0...844),
            shiftRange: TimelinePlotGeometry.valueRange(shifts, minimumSpan: 40, fallback: 0...291))
        lastGeometry = geometry
        let text = Colour(Palette.theme.navigationTitle)
        source(Colour(Palette.theme.background), on: cr)
        cairo_paint(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 10)
        drawBands(geometry, text: text, on: cr)
        guard !frames.isEmpty else {
            label("No motion yet: show the keyboard.", x: geometry.positions.x + 8, y: geometry.positions.y + 20, colour: text, on: cr)
            return
        }
        drawRests(frames, geometry, text: text, on: cr)
        for pane in 0..<history.paneCount { drawGap(frames, pane: pane, geometry, on: cr) }
        for pane in 0..<history.paneCount {
            let dash = TimelineStyle.dash(forPane: pane)
            dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
            // The keyboard's top wider, under the bar's bottom: where the two are one (zero gap)
            // both still show, red edges around the green line.
            cairo_set_line_width(cr, 4)
            curve(frames, geometry, colour: TimelineStyle.keyboardTop, on: cr) { geometry.positionY(Double($0.panes[pane].keyboardTop)) }
            cairo_set_line_width(cr, 1.5)
            curve(frames, geometry, colour: TimelineStyle.barBottom, on: cr) { geometry.positionY(Double($0.panes[pane].barBottom)) }
            curve(frames, geometry, colour: TimelineStyle.listShift, on: cr) { geometry.shiftY($0.panes[pane].listShift) }
            curve(frames, geometry, colour: TimelineStyle.contentShift, on: cr) { geometry.shiftY($0.panes[pane].contentShift) }
            cairo_set_dash(cr, nil, 0, 0)
        }
        drawFrameMarks(frames, geometry, text: text, on: cr)
        drawEvents(history.events, history: history, geometry, text: text, on: cr)
        drawTimeLabels(frames, geometry, text: text, on: cr)
        if let selected { drawPlayhead(at: selected, geometry, on: cr) }
    }

    // MARK: Parts

    private func drawBands(_ geometry: TimelinePlotGeometry, text: Colour, on cr: OpaquePointer) {
        let grid = Colour(Palette.theme.separator)
        for (box, title) in [(geometry.positions, "screen y (px): keyboard top, bar bottom, gap"),
                             (geometry.shifts, "shift (pt): list, content")] {
            source(grid, on: cr)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1)
            cairo_stroke(cr)
            label(title, x: box.x + 4, y: box.y + 12, colour: text, on: cr)
        }
        for value in TimelinePlotGeometry.ticks(in: geometry.positionRange, maximumCount: 4) {
            valueTick(value, y: geometry.positionY(value), geometry, grid: grid, text: text, on: cr)
        }
        for value in TimelinePlotGeometry.ticks(in: geometry.shiftRange, maximumCount: 3) {
            valueTick(value, y: geometry.shiftY(value), geometry, grid: grid, text: text, on: cr)
        }
    }

    private func valueTick(_ value: Double, y: Double, _ geometry: TimelinePlotGeometry, grid: Colour, text: Colour, on cr: OpaquePointer) {
        source(grid, on: cr)
        cairo_move_to(cr, geometry.positions.x, y.rounded() + 0.5)
        cairo_line_to(cr, geometry.positions.maxX, y.rounded() + 0.5)
        cairo_stroke(cr)
        var extents = cairo_text_extents_t()
        let string = String(Int(value.rounded()))
        cairo_text_extents(cr, string, &extents)
        label(string, x: geometry.positions.x - 6 - extents.x_advance, y: y + 3, colour: text, on: cr)
    }

    /// Where wall time jumped between two frames (a rest): a dashed vertical line.
    private func drawRests(_ frames: [MotionFrame], _ geometry: TimelinePlotGeometry, text: Colour, on cr: OpaquePointer) {
        source(Colour(text.red, text.green, text.blue, 0.35), on: cr)
        let dash = [3.0, 3.0]
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, 2, 0) }
        for slot in frames.indices.dropFirst() where frames[slot].wallTime - frames[slot - 1].wallTime > Self.restGap {
            let x = (geometry.x(ofSlot: slot - 1) + geometry.x(ofSlot: slot)) / 2
            cairo_move_to(cr, x, geometry.positions.y)
            cairo_line_to(cr, x, geometry.shifts.maxY)
            cairo_stroke(cr)
        }
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// A filled band between the keyboard's top and the bar's bottom wherever they differ.
    private func drawGap(_ frames: [MotionFrame], pane: Int, _ geometry: TimelinePlotGeometry, on cr: OpaquePointer) {
        source(TimelineStyle.gap, on: cr)
        let halfStep = max(geometry.frameSpacing / 2, 1)
        for (slot, frame) in frames.enumerated() where frame.panes[pane].gap != 0 {
            let sample = frame.panes[pane]
            let top = geometry.positionY(Double(min(sample.keyboardTop, sample.barBottom)))
            let bottom = geometry.positionY(Double(max(sample.keyboardTop, sample.barBottom)))
            let x = geometry.x(ofSlot: slot)
            cairo_rectangle(cr, x - halfStep, top, 2 * halfStep, max(bottom - top, 1))
        }
        cairo_fill(cr)
    }

    private func curve(_ frames: [MotionFrame], _ geometry: TimelinePlotGeometry, colour: Colour, on cr: OpaquePointer,
                       y: (MotionFrame) -> Double) {
        source(colour, on: cr)
        for (slot, frame) in frames.enumerated() {
            let point = (geometry.x(ofSlot: slot), y(frame))
            if slot == 0 { cairo_move_to(cr, point.0, point.1) } else { cairo_line_to(cr, point.0, point.1) }
        }
        cairo_stroke(cr)
        guard geometry.marksFramesWithDots else { return }
        for (slot, frame) in frames.enumerated() {
            cairo_new_sub_path(cr)
            cairo_arc(cr, geometry.x(ofSlot: slot), y(frame), 1.8, 0, 2 * Double.pi)
        }
        cairo_fill(cr)
    }

    /// Every frame's tick under the lower band (the dots already mark frames when they fit).
    private func drawFrameMarks(_ frames: [MotionFrame], _ geometry: TimelinePlotGeometry, text: Colour, on cr: OpaquePointer) {
        source(Colour(text.red, text.green, text.blue, 0.5), on: cr)
        cairo_set_line_width(cr, 1)
        for slot in frames.indices {
            let x = geometry.x(ofSlot: slot)
            cairo_move_to(cr, x, geometry.shifts.maxY)
            cairo_line_to(cr, x, geometry.shifts.maxY + 3)
        }
        cairo_stroke(cr)
    }

    /// Each event as a tick over both bands with its label at the top, labels staggered on two
    /// lines so neighbours do not cover each other.
    private func drawEvents(_ events: [MotionEvent], history: MotionHistory, _ geometry: TimelinePlotGeometry, text: Colour,
                            on cr: OpaquePointer) {
        var lastLabelEnd = [-Double.infinity, -Double.infinity]
        for event in events {
            guard let slot = history.nearestSlot(toFrame: event.frame) else { continue }
            let x = geometry.x(ofSlot: slot)
            source(Colour(text.red, text.green, text.blue, 0.4), on: cr)
            cairo_move_to(cr, x.rounded() + 0.5, geometry.positions.y)
            cairo_line_to(cr, x.rounded() + 0.5, geometry.shifts.maxY)
            cairo_stroke(cr)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, event.kind.label, &extents)
            let line = lastLabelEnd[0] < x ? 0 : (lastLabelEnd[1] < x ? 1 : 0)
            lastLabelEnd[line] = x + extents.x_advance + 4
            label(event.kind.label, x: x + 2, y: geometry.positions.y - 4 - (line == 0 ? 11 : 0),
                  colour: event.kind == .interruption ? TimelineStyle.keyboardTop : text, on: cr)
        }
    }

    /// The animation time (ms) under every labelled frame.
    private func drawTimeLabels(_ frames: [MotionFrame], _ geometry: TimelinePlotGeometry, text: Colour, on cr: OpaquePointer) {
        for slot in geometry.labelledSlots(minimumSpacing: 70) {
            let string = String(Int((frames[slot].animationTime * 1000).rounded())) + " ms"
            label(string, x: geometry.x(ofSlot: slot) - 2, y: geometry.shifts.maxY + 15, colour: text, on: cr)
        }
    }

    private func drawPlayhead(at slot: Int, _ geometry: TimelinePlotGeometry, on cr: OpaquePointer) {
        let x = geometry.x(ofSlot: slot).rounded() + 0.5
        source(TimelineStyle.playhead, on: cr)
        cairo_set_line_width(cr, 2)
        cairo_move_to(cr, x, geometry.positions.y - 2)
        cairo_line_to(cr, x, geometry.shifts.maxY + 2)
        cairo_stroke(cr)
        // The handle a reviewer drags.
        cairo_move_to(cr, x - 6, geometry.shifts.maxY + 10)
        cairo_line_to(cr, x + 6, geometry.shifts.maxY + 10)
        cairo_line_to(cr, x, geometry.shifts.maxY + 2)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    private func label(_ string: String, x: Double, y: Double, colour: Colour, on cr: OpaquePointer) {
        source(colour, on: cr)
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, string)
    }

    private func source(_ colour: Colour, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
    }
}
