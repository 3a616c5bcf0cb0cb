import CGtk
import ChatDemoCore

/// Draws the timeline's plot with cairo, where `TimelinePlotGeometry` places things, in two
/// layers so a new frame costs only its own strokes (`TimelinePlotCache` keeps the first):
///
/// - the plot itself, frame by frame: `drawBackground` (the bands, their value ticks), then for
///   each frame `drawFrame`, its pieces only: a dashed break before it after a rest, each pane's
///   gap (red where the keyboard's top and the bar's bottom differ), the segment from the frame
///   before to it on each curve (keyboard top and bar bottom in the upper band, list and content
///   shifts in the lower), a dot per curve when frames are far enough apart, a tick on the time
///   axis and, on every labelled frame, its animation time. The whole plot is exactly these
///   pieces in frame order, so drawing them as frames arrive gives the same pixels as drawing
///   them all at once;
/// - over it, when the window draws: the events as labelled ticks (`drawEvents`) and the
///   playhead (`drawPlayhead`).
///
/// Colours follow the app's theme (`Palette`).
@MainActor
enum TimelinePlotRenderer {
    /// A pause longer than this (seconds of wall time) between two frames is a rest, marked as a break.
    static let restGap = 0.1
    /// The least room between two time labels.
    static let timeLabelSpacing = 70.0
    /// How far right of its frame a time label may reach (its text at 10 px: "12345 ms").
    static let timeLabelReach = 60.0
    /// How far left and right of a frame its pieces and the playhead's handle reach.
    static func reach(_ geometry: TimelinePlotGeometry) -> Double { max(8, geometry.frameSpacing / 2 + 3) }

    /// The curves, in drawing order, with their widths: the keyboard's top wider, under the bar's
    /// bottom, so where the two are one (zero gap) both still show, red edges around the green.
    static let curves: [(colour: Colour, width: Double)] = [
        (TimelineStyle.keyboardTop, 4), (TimelineStyle.barBottom, 1.5),
        (TimelineStyle.listShift, 1.5), (TimelineStyle.contentShift, 1.5),
    ]

    /// Curve `curve`'s y for `sample`.
    static func y(ofCurve curve: Int, _ sample: MotionSample, _ geometry: TimelinePlotGeometry) -> Double {
        switch curve {
        case 0: geometry.positionY(Double(sample.keyboardTop))
        case 1: geometry.positionY(Double(sample.barBottom))
        case 2: geometry.shiftY(sample.listShift)
        default: geometry.shiftY(sample.contentShift)
        }
    }

    static var textColour: Colour { Colour(Palette.theme.navigationTitle) }

    static func prepareText(_ cr: OpaquePointer) {
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 10)
    }

    // MARK: The plot

    /// The theme's background, both bands with their titles and value ticks; without frames, a
    /// line saying so.
    static func drawBackground(_ geometry: TimelinePlotGeometry, empty: Bool, on cr: OpaquePointer) {
        let text = textColour
        source(Colour(Palette.theme.background), on: cr)
        cairo_paint(cr)
        prepareText(cr)
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
        if empty {
            label("No motion yet: show the keyboard.", x: geometry.positions.x + 8, y: geometry.positions.y + 20, colour: text, on: cr)
        }
    }

    private static func valueTick(_ value: Double, y: Double, _ geometry: TimelinePlotGeometry, grid: Colour, text: Colour,
                                  on cr: OpaquePointer) {
        source(grid, on: cr)
        cairo_move_to(cr, geometry.positions.x, y.rounded() + 0.5)
        cairo_line_to(cr, geometry.positions.maxX, y.rounded() + 0.5)
        cairo_stroke(cr)
        var extents = cairo_text_extents_t()
        let string = String(Int(value.rounded()))
        cairo_text_extents(cr, string, &extents)
        label(string, x: geometry.positions.x - 6 - extents.x_advance, y: y + 3, colour: text, on: cr)
    }

    /// Frame `frame`'s pieces at axis slot `slot`; `previous` is the frame plotted before it (nil
    /// for the first). `pens` holds each pane's curves' stroked lengths so far (a dashed curve's
    /// pattern runs on across segments) and grows by this frame's segments.
    static func drawFrame(_ frame: MotionFrame, slot: Int, previous: MotionFrame?, _ geometry: TimelinePlotGeometry,
                          labelStep: Int, pens: inout [Double], on cr: OpaquePointer) {
        let text = textColour
        let x = geometry.x(ofSlot: slot)
        let previousX = geometry.x(ofSlot: slot - 1)
        if let previous, frame.wallTime - previous.wallTime > restGap {
            // Where wall time jumped between two frames (a rest): a dashed vertical line.
            source(Colour(text.red, text.green, text.blue, 0.35), on: cr)
            cairo_set_line_width(cr, 1)
            setDash([3, 3], offset: 0, on: cr)
            cairo_move_to(cr, (previousX + x) / 2, geometry.positions.y)
            cairo_line_to(cr, (previousX + x) / 2, geometry.shifts.maxY)
            cairo_stroke(cr)
            setDash([], offset: 0, on: cr)
        }
        // Each pane's gap: a band between the keyboard's top and the bar's bottom, its sides on
        // whole pixels so neighbouring frames' bands meet without a seam.
        let halfStep = max(geometry.frameSpacing / 2, 1)
        source(TimelineStyle.gap, on: cr)
        for sample in frame.panes where sample.gap != 0 {
            let top = geometry.positionY(Double(min(sample.keyboardTop, sample.barBottom)))
            let bottom = geometry.positionY(Double(max(sample.keyboardTop, sample.barBottom)))
            let left = (x - halfStep).rounded(), right = (x + halfStep).rounded()
            cairo_rectangle(cr, left, top, max(right - left, 1), max(bottom - top, 1))
            cairo_fill(cr)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for (pane, sample) in frame.panes.enumerated() {
            let dash = TimelineStyle.dash(forPane: pane)
            for (curve, style) in curves.enumerated() {
                let pen = pane * curves.count + curve
                let y = Self.y(ofCurve: curve, sample, geometry)
                source(style.colour, on: cr)
                if let previous {
                    let previousY = Self.y(ofCurve: curve, previous.panes[pane], geometry)
                    setDash(dash, offset: pens[pen], on: cr)
                    cairo_set_line_width(cr, style.width)
                    cairo_move_to(cr, previousX, previousY)
                    cairo_line_to(cr, x, y)
                    cairo_stroke(cr)
                    pens[pen] += ((x - previousX) * (x - previousX) + (y - previousY) * (y - previousY)).squareRoot()
                }
                if geometry.marksFramesWithDots {
                    cairo_arc(cr, x, y, 1.8, 0, 2 * Double.pi)
                    cairo_fill(cr)
                }
            }
        }
        setDash([], offset: 0, on: cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        // The frame's tick under the lower band (the dots already mark frames when they fit).
        source(Colour(text.red, text.green, text.blue, 0.5), on: cr)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, x, geometry.shifts.maxY)
        cairo_line_to(cr, x, geometry.shifts.maxY + 3)
        cairo_stroke(cr)
        if slot % labelStep == 0 {
            let string = String(Int((frame.animationTime * 1000).rounded())) + " ms"
            label(string, x: x - 2, y: geometry.shifts.maxY + 15, colour: text, on: cr)
        }
    }

    // MARK: Over the plot

    /// Each event as a tick over both bands with its label at the top, labels staggered on two
    /// lines so neighbours do not cover each other: the events of frames up to `newestFrame` (the
    /// newest plotted) whose nearest kept frame is on the axis.
    /// Only what reaches into the clip is drawn (a frame's draw is a narrow strip).
    static func drawEvents(_ history: MotionHistory, axis: TimelineAxis, newestFrame: Int, _ geometry: TimelinePlotGeometry,
                           on cr: OpaquePointer) {
        let text = textColour
        prepareText(cr)
        cairo_set_line_width(cr, 1)
        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(cr, &clipLeft, &clipTop, &clipRight, &clipBottom)
        var lastLabelEnd = [-Double.infinity, -Double.infinity]
        for event in history.events where event.frame <= newestFrame {
            guard let slot = history.nearestSlot(toFrame: event.frame) else { continue }
            let axisSlot = axis.slot(ofSequence: history.sequence(ofSlot: slot))
            guard axisSlot >= 0 else { continue }
            let x = geometry.x(ofSlot: axisSlot)
            let width = labelWidth(event.kind.label, on: cr)
            let line = lastLabelEnd[0] < x ? 0 : (lastLabelEnd[1] < x ? 1 : 0)
            lastLabelEnd[line] = x + width + 4
            guard x + width + 4 >= clipLeft, x - 2 <= clipRight else { continue }
            source(Colour(text.red, text.green, text.blue, 0.4), on: cr)
            cairo_move_to(cr, x.rounded() + 0.5, geometry.positions.y)
            cairo_line_to(cr, x.rounded() + 0.5, geometry.shifts.maxY)
            cairo_stroke(cr)
            label(event.kind.label, x: x + 2, y: geometry.positions.y - 4 - (line == 0 ? 11 : 0),
                  colour: event.kind == .interruption ? TimelineStyle.keyboardTop : text, on: cr)
        }
    }

    /// Each event label's advance at the plot's font, measured once.
    private static var labelWidths: [String: Double] = [:]

    private static func labelWidth(_ string: String, on cr: OpaquePointer) -> Double {
        if let width = labelWidths[string] { return width }
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        labelWidths[string] = extents.x_advance
        return extents.x_advance
    }

    /// The playhead at axis slot `slot`: a line over both bands and the handle a reviewer drags.
    static func drawPlayhead(at slot: Int, _ geometry: TimelinePlotGeometry, on cr: OpaquePointer) {
        let x = geometry.x(ofSlot: slot).rounded() + 0.5
        source(TimelineStyle.playhead, on: cr)
        cairo_set_line_width(cr, 2)
        cairo_move_to(cr, x, geometry.positions.y - 2)
        cairo_line_to(cr, x, geometry.shifts.maxY + 2)
        cairo_stroke(cr)
        cairo_move_to(cr, x - 6, geometry.shifts.maxY + 10)
        cairo_line_to(cr, x + 6, geometry.shifts.maxY + 10)
        cairo_line_to(cr, x, geometry.shifts.maxY + 2)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    // MARK: Cairo

    private static func setDash(_ dash: [Double], offset: Double, on cr: OpaquePointer) {
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), offset) }
    }

    private static func label(_ string: String, x: Double, y: Double, colour: Colour, on cr: OpaquePointer) {
        source(colour, on: cr)
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, string)
    }

    private static func source(_ colour: Colour, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
    }
}
