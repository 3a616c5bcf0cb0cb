/// The timeline's frame axis: which frames of the motion history the plot spans, by sequence
/// number (`MotionHistory.sequence(ofSlot:)`, which a frame keeps while the ring drops older
/// ones), so that a new frame lands on a slot already laid out and the plot only adds to what
/// it drew. The axis changes (and the plot is redrawn whole) only when a frame falls past its
/// end or a frame it spans is dropped, which happens in steps, not every frame:
///
/// - while the history fills, the axis is `firstLength` slots, then twice that, and so on up to
///   the history's capacity (a full redraw each time the history doubles);
/// - once the history is full and the ring drops a frame every frame, the axis moves on by
///   `capacity / 6` slots at once, so it always shows at least five sixths of the capacity.
///
///     let axis = TimelineAxis.fitting(oldest: 0, newest: 60, capacity: 1440)
///     axis.start, axis.length  // 0, 120: frames 0…60 plotted, room up to 119
///     axis.holds(oldest: 0, newest: 119)  // true: appends are incremental
///     axis.holds(oldest: 0, newest: 120)  // false: the next step, 240
///
/// - Complexity: O(log capacity) for `fitting`, O(1) for the rest.
public struct TimelineAxis: Equatable, Sendable {
    /// The sequence number of the axis's first slot.
    public let start: Int
    /// How many slots the axis spans (`TimelinePlotGeometry`'s `frameCount`).
    public let length: Int

    /// The shortest axis: 1 s at 60 fps (a keyboard transition takes a third to a half of it).
    public static let firstLength = 60

    public init(start: Int, length: Int) {
        self.start = start
        self.length = length
    }

    /// The axis for a history whose kept frames have sequence numbers `oldest…newest` and that
    /// keeps at most `capacity` frames.
    public static func fitting(oldest: Int, newest: Int, capacity: Int) -> TimelineAxis {
        let count = newest - oldest + 1
        var length = min(firstLength, capacity)
        while length < count && length < capacity { length = min(length * 2, capacity) }
        guard count >= capacity else { return TimelineAxis(start: oldest, length: length) }
        // Full: the ring drops the oldest frame with every new one, so start past it, leaving
        // room for `step` more frames before the axis has to move again.
        let step = max(1, capacity / 6)
        return TimelineAxis(start: min(oldest + step, newest), length: length)
    }

    /// Whether frames `oldest…newest` (sequence numbers) can be drawn on this axis as it is: no
    /// frame past its end, none it spans dropped.
    public func holds(oldest: Int, newest: Int) -> Bool {
        oldest <= start && newest < start + length
    }

    /// The axis slot (`TimelinePlotGeometry`'s) of the frame with sequence number `sequence`.
    public func slot(ofSequence sequence: Int) -> Int { sequence - start }
}

/// A value range of the plot that stays as it is while the values stay inside it, so new
/// frames add to the plot instead of rescaling it. When a value falls outside, the range grows
/// on that side by the span it then covers (at least doubling), so a keyboard rising 300 px from
/// rest rescales the plot about three times, and never again while it moves inside that range.
public enum TimelineValueRange {
    /// `current` if it holds `low…high`, else `current` widened past them (a fresh range from
    /// `TimelinePlotGeometry.valueRange` without `current`).
    public static func covering(_ low: Double, _ high: Double, current: ClosedRange<Double>?,
                                minimumSpan: Double) -> ClosedRange<Double> {
        guard let current else { return TimelinePlotGeometry.valueRange([low, high], minimumSpan: minimumSpan) }
        if current.lowerBound <= low && high <= current.upperBound { return current }
        var lower = min(current.lowerBound, low), upper = max(current.upperBound, high)
        let span = upper - lower
        if low < current.lowerBound { lower -= span }
        if high > current.upperBound { upper += span }
        return lower...upper
    }
}
