import CGtk
import ChatDemoCore

/// Draws the timeline's plot with cairo, where `TimelinePlotGeometry` places things, in two
/// layers so a new frame costs only its own strokes (`TimelinePlotCache` keeps the first):
///
/// - the plot itself, frame by frame: `drawBackground` (the bands, their value ticks), then for
///   each frame `drawFrame`, its pieces only: a dashed break before it after a rest, each pane's
///   gap (amber where the keyboard's top and the bar's bottom differ), the segment from the frame
///   before to it on each curve (keyboard top and bar bottom in the upper band, list and content
///   shifts in the lower), a dot per curve when frames are far enough apart, a tick on the time
///   axis and, on every labelled frame, its animation time. The whole plot is exactly these
///   pieces in frame order, so drawing them as frames arrive gives the same pixels as drawing
///   them all at once;
/// - over it, when the window draws: the events as labelled ticks (`drawEvents`, placed by
///   `TimelineEventLabels`) and the playhead (`drawPlayhead`).
///
/// Nothing is written inside a band: the band titles and the event labels sit above the bands,
/// the time labels below, and every label stays inside the widget.
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
        (TimelineStyle.keyboardTop, 5), (TimelineStyle.barBottom, 2),
        (TimelineStyle.listShift, 1.5), (TimelineStyle.contentShift, 1.5),
    ]
    /// How far the keyboard's round-capped line reaches past its frame: the bar's segments that
    /// close to a new keyboard segment are stroked again over it (see `drawFrame`).
    static let keyboardReach = 2.5
    /// The most earlier frames `drawFrame` needs: a bar segment is stroked again while within
    /// `keyboardReach` of the new frame, however dense the frames.
    static let maximumEarlierFrames = 12

    /// How many frames before a new one `drawFrame` strokes the bar's segment of again.
    static func earlierFrames(_ geometry: TimelinePlotGeometry) -> Int {
        min(maximumEarlierFrames, 1 + Int((keyboardReach / max(geometry.frameSpacing, 0.01)).rounded(.up)))
    }

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
        // The titles above their bands, outside them: the upper one in the top row, over the
        // event labels' rows, the lower one between the bands.
        for (box, title, baseline) in [(geometry.positions, "screen y (px): keyboard top, bar bottom, gap", TimelinePlotGeometry.titleHeight - 3),
                                       (geometry.shifts, "shift (pt): list, content", geometry.shifts.y - 6)] {
            source(grid, on: cr)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1)
            cairo_stroke(cr)
            label(title, x: box.x, y: baseline, colour: text, on: cr)
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

    /// Frame `frame`'s pieces at axis slot `slot`; `earlier` are the frames plotted before it,
    /// oldest first, the last the one just before (empty for the first; `earlierFrames` of them
    /// at most). `pens` holds each pane's curves' stroked lengths so far (a dashed curve's pattern
    /// runs on across segments) and grows by this frame's segments.
    ///
    /// The keyboard's wide line of a new frame, round-capped, would cover the bar's thin line of
    /// the frames just before where the two are one; so every pane's keyboard segment is drawn
    /// first, then the bar's segments of the `earlier` frames are stroked again, then its new
    /// one: the bar's line stays on top however close the frames are.
    static func drawFrame(_ frame: MotionFrame, slot: Int, earlier: ArraySlice<MotionFrame>, _ geometry: TimelinePlotGeometry,
                          labelStep: Int, pens: inout [Double], on cr: OpaquePointer) {
        let text = textColour
        let x = geometry.x(ofSlot: slot)
        let previousX = geometry.x(ofSlot: slot - 1)
        let previous = earlier.last
        let zoomed = geometry.visibleSlots != nil
        // Zoomed, frames outside the view draw nothing but the part of their segments inside it.
        guard !zoomed || geometry.showsX(x) || geometry.showsX(previousX) else { return }
        if zoomed {
            cairo_save(cr)
            cairo_rectangle(cr, geometry.positions.x, 0, geometry.positions.width, geometry.shifts.maxY + 1)
            cairo_clip(cr)
        }
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
        for (curve, style) in curves.enumerated() {
            for (pane, sample) in frame.panes.enumerated() {
                let pen = pane * curves.count + curve
                if curve == 1 { restrokeBar(pane: pane, earlier: earlier, slot: slot, geometry, pen: pens[pen], on: cr) }
                let y = Self.y(ofCurve: curve, sample, geometry)
                source(style.colour, on: cr)
                if let previous {
                    let previousY = Self.y(ofCurve: curve, previous.panes[pane], geometry)
                    setDash(TimelineStyle.dash(forPane: pane), offset: pens[pen], on: cr)
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
        if zoomed { cairo_restore(cr) }
        guard !zoomed || geometry.showsX(x) else { return }
        // The frame's tick under the lower band (the dots already mark frames when they fit).
        source(Colour(text.red, text.green, text.blue, 0.5), on: cr)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, x, geometry.shifts.maxY)
        cairo_line_to(cr, x, geometry.shifts.maxY + 3)
        cairo_stroke(cr)
        if slot % labelStep == 0 {
            let string = String(Int((frame.animationTime * 1000).rounded())) + " ms"
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, string, &extents)
            // Near the right edge the label ends at the plot's edge rather than running past the
            // widget; one that would then reach the label before it is left out.
            let right = geometry.positions.maxX + TimelinePlotGeometry.margins.right - 2
            let left = min(x - 2, right - extents.x_advance)
            if left >= x - 2 - (Double(labelStep) * geometry.frameSpacing - timeLabelReach - 4) {
                label(string, x: left, y: geometry.shifts.maxY + 15, colour: text, on: cr)
            }
        }
    }

    /// The bar's segments ending at the `earlier` frames, stroked again (from the newest back,
    /// while they are within `keyboardReach` of the new frame's segment), each with the dash
    /// offset it had: `pen` is the bar's stroked length up to the frame before the new one.
    private static func restrokeBar(pane: Int, earlier: ArraySlice<MotionFrame>, slot: Int, _ geometry: TimelinePlotGeometry,
                                    pen: Double, on cr: OpaquePointer) {
        guard earlier.count >= 2 else { return }
        source(TimelineStyle.barBottom, on: cr)
        cairo_set_line_width(cr, curves[1].width)
        var offset = pen
        var index = earlier.endIndex - 1
        let reachX = geometry.x(ofSlot: slot - 1) - keyboardReach - curves[1].width
        while index > earlier.startIndex {
            let endX = geometry.x(ofSlot: slot - (earlier.endIndex - index))
            guard endX >= reachX else { break }
            let startX = geometry.x(ofSlot: slot - (earlier.endIndex - index) - 1)
            let endY = y(ofCurve: 1, earlier[index].panes[pane], geometry)
            let startY = y(ofCurve: 1, earlier[index - 1].panes[pane], geometry)
            offset -= ((endX - startX) * (endX - startX) + (endY - startY) * (endY - startY)).squareRoot()
            setDash(TimelineStyle.dash(forPane: pane), offset: offset, on: cr)
            cairo_move_to(cr, startX, startY)
            cairo_line_to(cr, endX, endY)
            cairo_stroke(cr)
            index -= 1
        }
    }

    // MARK: Over the plot

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

    static func setDash(_ dash: [Double], offset: Double, on cr: OpaquePointer) {
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), offset) }
    }

    static func label(_ string: String, x: Double, y: Double, colour: Colour, on cr: OpaquePointer) {
        source(colour, on: cr)
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, string)
    }

    static func source(_ colour: Colour, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
    }
}
