import CGtk
import ChatDemoCore

extension TimelinePlotRenderer {
    /// Where the events of frames up to `newestFrame` (the newest plotted) go, those whose
    /// nearest kept frame is on the axis and in view: one tick per event or per close group, its
    /// label on a row above the bands (`TimelineEventLabels`), inside the widget.
    static func eventTicks(_ history: MotionHistory, axis: TimelineAxis, newestFrame: Int, _ geometry: TimelinePlotGeometry,
                           on cr: OpaquePointer) -> [TimelineEventLabels.Tick] {
        prepareText(cr)
        var marks: [TimelineEventLabels.Mark] = []
        for event in history.events where event.frame <= newestFrame {
            guard let slot = history.nearestSlot(toFrame: event.frame) else { continue }
            let axisSlot = axis.slot(ofSequence: history.sequence(ofSlot: slot))
            let x = geometry.x(ofSlot: axisSlot)
            guard axisSlot >= 0, geometry.showsX(x) else { continue }
            marks.append(TimelineEventLabels.Mark(x: x, label: event.kind.label, frame: event.frame))
        }
        let right = geometry.positions.maxX + TimelinePlotGeometry.margins.right - 2
        return TimelineEventLabels.place(marks, left: geometry.positions.x, right: right, bottom: geometry.positions.y - 1) { text in
            labelWidth(text, on: cr)
        }
    }

    /// `ticks` over the plot: each a line down both bands (not the gap between them, where the
    /// lower band's title is) from the row its label is on, then the labels on the theme's
    /// background, so a tick passing under a label of another row does not strike through it.
    /// Only what reaches into the clip is drawn (a frame's draw is a narrow strip).
    static func drawEvents(_ ticks: [TimelineEventLabels.Tick], _ geometry: TimelinePlotGeometry, on cr: OpaquePointer) {
        let text = textColour
        prepareText(cr)
        cairo_set_line_width(cr, 1)
        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(cr, &clipLeft, &clipTop, &clipRight, &clipBottom)
        func reachesClip(_ left: Double, _ right: Double) -> Bool { right >= clipLeft && left <= clipRight }
        source(Colour(text.red, text.green, text.blue, 0.4), on: cr)
        for tick in ticks where reachesClip(tick.x - 1, tick.x + 1) {
            let x = tick.x.rounded() + 0.5
            cairo_move_to(cr, x, tick.box?.maxY ?? geometry.positions.y - 4)
            cairo_line_to(cr, x, geometry.positions.maxY)
            cairo_move_to(cr, x, geometry.shifts.y)
            cairo_line_to(cr, x, geometry.shifts.maxY)
        }
        cairo_stroke(cr)
        let background = Colour(Palette.theme.background)
        for tick in ticks {
            guard let box = tick.box, reachesClip(box.x - 1, box.maxX + 1) else { continue }
            source(background, on: cr)
            cairo_rectangle(cr, box.x - 1, box.y, box.width + 2, box.height)
            cairo_fill(cr)
            let interrupted = tick.labels.contains(MotionEvent.Kind.interruption.label)
            label(tick.text, x: box.x, y: box.maxY - 3, colour: interrupted ? TimelineStyle.keyboardTop : text, on: cr)
        }
    }

    /// Each event label's advance at the plot's font, measured once.
    private static var labelWidths: [String: Double] = [:]

    static func labelWidth(_ string: String, on cr: OpaquePointer) -> Double {
        if let width = labelWidths[string] { return width }
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        labelWidths[string] = extents.x_advance
        return extents.x_advance
    }
}
