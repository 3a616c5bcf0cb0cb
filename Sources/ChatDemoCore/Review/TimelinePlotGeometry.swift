/// Where the timeline draws what: the pure geometry of its plot, so the cairo code only strokes
/// what this places and a click or a drag maps back to a frame the same way.
///
/// The plot has two bands over one frame axis. The upper band holds the screen positions (the
/// keyboard's top, the bar's bottom and the gap between them) with y growing downward as on the
/// screen, so a keyboard that rises draws a rising curve. The lower band holds the shifts (list
/// and content), up positive. Along x every presented frame gets the same width: the motion is
/// spread evenly, and a rest (no frames drawn) takes no room; the time labels say where time
/// jumped.
///
///     let plot = TimelinePlotGeometry(width: 640, height: 300, frameCount: 61,
///                                     positionRange: 553...844, shiftRange: 0...291)
///     plot.x(ofSlot: 0)             // 60: the plot's left edge
///     plot.x(ofSlot: 60)            // 626: its right edge
///     plot.slot(nearestX: 400)      // 36
///
/// - Complexity: O(1) for every member but `ticks` (O(result)) and `valueRange` (O(n)).
public struct TimelinePlotGeometry: Equatable, Sendable {
    /// A rectangle in the widget's pixels.
    public struct Box: Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
    }

    /// Room for the value labels (left), the upper band's title and the event labels' rows
    /// (top) and the time labels (bottom): nothing is written inside a band, where the curves run.
    public static let margins = (left: 60.0, right: 14.0, top: titleHeight + Double(eventRows) * eventRowHeight, bottom: 24.0)
    /// The upper band's title, at the very top.
    public static let titleHeight = 14.0
    /// The rows event labels are staggered on (`TimelineEventLabels`), between the title and the
    /// upper band, and each row's height.
    public static let eventRows = 3
    public static let eventRowHeight = 12.0
    /// Between the two bands, for the lower band's title.
    public static let bandGap = 20.0
    /// The upper band's share of the height the two bands have.
    public static let positionShare = 0.58

    public let positions: Box
    public let shifts: Box
    public let frameCount: Int
    public let positionRange: ClosedRange<Double>
    public let shiftRange: ClosedRange<Double>
    /// The axis slots from the plot's left edge to its right (`TimelineZoom.slots(on:)`); nil
    /// spreads the whole axis over the width.
    public let visibleSlots: ClosedRange<Double>?

    public init(width: Double, height: Double, frameCount: Int,
                positionRange: ClosedRange<Double>, shiftRange: ClosedRange<Double>, visibleSlots: ClosedRange<Double>? = nil) {
        let m = Self.margins
        let plotWidth = max(1, width - m.left - m.right)
        let bands = max(2, height - m.top - m.bottom - Self.bandGap)
        let upper = (bands * Self.positionShare).rounded()
        positions = Box(x: m.left, y: m.top, width: plotWidth, height: upper)
        shifts = Box(x: m.left, y: m.top + upper + Self.bandGap, width: plotWidth, height: bands - upper)
        self.frameCount = frameCount
        self.positionRange = positionRange
        self.shiftRange = shiftRange
        self.visibleSlots = visibleSlots.flatMap { $0.upperBound > $0.lowerBound ? $0 : nil }
    }

    /// Pixels from one frame to the next (the whole width for a single frame).
    public var frameSpacing: Double {
        if let visibleSlots { return positions.width / (visibleSlots.upperBound - visibleSlots.lowerBound) }
        return frameCount > 1 ? positions.width / Double(frameCount - 1) : positions.width
    }

    /// The axis slot at the plot's left edge.
    private var firstVisibleSlot: Double { visibleSlots?.lowerBound ?? 0 }

    /// Each frame gets a dot on the curves when they are this far apart; closer, only a tick on
    /// the time axis (the dots would merge into the line).
    public static let dotSpacing = 4.0
    public var marksFramesWithDots: Bool { frameSpacing >= Self.dotSpacing }

    /// The x of the frame in slot `slot` (0 the oldest): the left edge to the right edge, a
    /// single frame in the middle.
    public func x(ofSlot slot: Int) -> Double {
        frameCount > 1 ? positions.x + (Double(slot) - firstVisibleSlot) * frameSpacing : positions.x + positions.width / 2
    }

    /// The axis slot, fractional, at `x`: where a zoom keeps its anchor.
    public func slotPosition(atX x: Double) -> Double {
        firstVisibleSlot + (x - positions.x) / frameSpacing
    }

    /// Whether `x` is inside the plot, horizontally (a frame scrolled out of a zoomed view is not).
    public func showsX(_ x: Double) -> Bool {
        x >= positions.x - 0.5 && x <= positions.maxX + 0.5
    }

    /// The slot of the frame drawn nearest `x` (clamped to the plot), nil without frames.
    public func slot(nearestX x: Double) -> Int? {
        guard frameCount > 0 else { return nil }
        guard frameCount > 1 else { return 0 }
        let clampedX = min(max(x, positions.x), positions.maxX)
        let slot = slotPosition(atX: clampedX).rounded()
        return Int(min(max(slot, 0), Double(frameCount - 1)))
    }

    /// The y of a screen position (device pixels) in the upper band: larger values lower.
    public func positionY(_ value: Double) -> Double {
        positions.y + fraction(value, in: positionRange) * positions.height
    }

    /// The y of a shift (points) in the lower band: larger values higher.
    public func shiftY(_ value: Double) -> Double {
        shifts.maxY - fraction(value, in: shiftRange) * shifts.height
    }

    private func fraction(_ value: Double, in range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (value - range.lowerBound) / span : 0.5
    }

    /// The slots whose time is labelled: every `step`-th frame from the oldest, `step` the
    /// smallest of 1, 2, 5, 10, 20, 50, … that keeps labels `minimumSpacing` pixels apart.
    public func labelledSlots(minimumSpacing: Double) -> [Int] {
        guard frameCount > 0 else { return [] }
        return Array(stride(from: 0, to: frameCount, by: labelStep(minimumSpacing: minimumSpacing)))
    }

    /// The `step` of `labelledSlots`: slot `s` is labelled when `s % step == 0`.
    public func labelStep(minimumSpacing: Double) -> Int {
        max(1, Int(Self.niceStep(atLeast: minimumSpacing / frameSpacing).rounded(.up)))
    }

    /// A range covering `values` padded by 4 % each side and at least `minimumSpan` wide (a
    /// still curve gets room around it); `fallback` when there are no values.
    public static func valueRange(_ values: [Double], minimumSpan: Double,
                                  fallback: ClosedRange<Double> = 0...1) -> ClosedRange<Double> {
        guard var low = values.min(), var high = values.max() else { return fallback }
        if high - low < minimumSpan {
            let middle = (low + high) / 2
            low = middle - minimumSpan / 2
            high = middle + minimumSpan / 2
        }
        let padding = (high - low) * 0.04
        return (low - padding)...(high + padding)
    }

    /// Round values (multiples of 1, 2 or 5 × 10ⁿ) inside `range`, at most `maximumCount` of them.
    public static func ticks(in range: ClosedRange<Double>, maximumCount: Int) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, maximumCount > 0 else { return [] }
        let step = niceStep(atLeast: span / Double(maximumCount))
        var value = (range.lowerBound / step).rounded(.up) * step
        var ticks: [Double] = []
        while value <= range.upperBound {
            ticks.append(value == 0 ? 0 : value)
            value += step
        }
        return ticks
    }

    /// The smallest of 1, 2, 5, 10, 20, 50, … × 10ⁿ (n ≥ −3) not below `minimum`.
    static func niceStep(atLeast minimum: Double) -> Double {
        guard minimum.isFinite, minimum > 0.001 else { return minimum.isFinite ? 0.001 : 1 }
        var magnitude = 0.001
        while magnitude * 10 <= minimum { magnitude *= 10 }
        for factor in [1.0, 2, 5, 10] where magnitude * factor >= minimum { return magnitude * factor }
        return magnitude * 10
    }
}
