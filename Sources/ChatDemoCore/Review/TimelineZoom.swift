/// The part of the timeline's frame axis (`TimelineAxis`) the plot shows when the reviewer has
/// zoomed: `span` frame steps from sequence number `first` (`MotionHistory.sequence(ofSlot:)`),
/// so the view stays on the same frames while the ring drops older ones and the axis moves on.
/// Nil stands for the whole axis, which follows the history as it grows.
///
/// Every change goes through `clamped(to:)`: at least `minimumSpan` steps wide (a single show,
/// 20 to 30 frames, can fill the plot), never past the axis's ends, and nil once it would show
/// the whole axis again.
///
///     let axis = TimelineAxis(start: 0, length: 240)
///     let view = TimelineZoom.zoomed(nil, by: 2, anchor: 60, axis: axis)
///     view  // first 30, span 119.5: the frame at 60 stays where it was
///     TimelineZoom.zoomed(view, by: 0.5, anchor: 60, axis: axis)  // nil: the whole axis again
///
/// - Complexity: O(1), but `lastMotion` O(events + log frames).
public struct TimelineZoom: Equatable, Sendable {
    /// The sequence number at the plot's left edge (fractional: panning moves it by pixels).
    public let first: Double
    /// How many frame steps the plot's width spans.
    public let span: Double

    /// The narrowest view: eight frame steps, so a frame is never wider than an eighth of the plot.
    public static let minimumSpan = 8.0
    /// What one `+`, `−` or wheel notch zooms by.
    public static let stepFactor = 1.5
    /// The room each side of a fitted motion, as a share of it, so its first and last frames
    /// are not on the plot's edges.
    public static let fitPadding = 0.08

    public init(first: Double, span: Double) {
        self.first = first
        self.span = span
    }

    /// The axis slots the view shows, for `TimelinePlotGeometry`.
    public func slots(on axis: TimelineAxis) -> ClosedRange<Double> {
        (first - Double(axis.start))...(first - Double(axis.start) + span)
    }

    /// This view kept inside `axis`: nil when it would show all of it.
    public func clamped(to axis: TimelineAxis) -> TimelineZoom? {
        let whole = Double(max(axis.length - 1, 0))
        guard whole > Self.minimumSpan, span < whole else { return nil }
        let span = max(span, Self.minimumSpan)
        let first = min(max(first, Double(axis.start)), Double(axis.start) + whole - span)
        return TimelineZoom(first: first, span: span)
    }

    /// `view` (nil: the whole axis) zoomed in by `factor` (below 1 zooms out), keeping sequence
    /// number `anchor` (nil: the view's middle) at the same place on the plot.
    public static func zoomed(_ view: TimelineZoom?, by factor: Double, anchor: Double?, axis: TimelineAxis) -> TimelineZoom? {
        let current = view ?? whole(axis)
        guard factor > 0, factor.isFinite else { return current.clamped(to: axis) }
        let anchor = anchor ?? current.first + current.span / 2
        let fraction = current.span > 0 ? (anchor - current.first) / current.span : 0.5
        let span = current.span / factor
        return TimelineZoom(first: anchor - fraction * span, span: span).clamped(to: axis)
    }

    /// `view` moved right by `steps` frame steps (left when negative); the whole axis does not move.
    public static func panned(_ view: TimelineZoom?, by steps: Double, axis: TimelineAxis) -> TimelineZoom? {
        guard let view else { return nil }
        return TimelineZoom(first: view.first + steps, span: view.span).clamped(to: axis)
    }

    /// The view that fits sequence numbers `sequences` with `fitPadding` each side.
    public static func fitting(_ sequences: ClosedRange<Int>, axis: TimelineAxis) -> TimelineZoom? {
        let length = Double(sequences.upperBound - sequences.lowerBound)
        let padding = max(1, length * fitPadding)
        let span = max(length + 2 * padding, minimumSpan)
        let middle = Double(sequences.lowerBound + sequences.upperBound) / 2
        return TimelineZoom(first: middle - span / 2, span: span).clamped(to: axis)
    }

    /// The whole axis as a view (what nil stands for).
    public static func whole(_ axis: TimelineAxis) -> TimelineZoom {
        TimelineZoom(first: Double(axis.start), span: Double(max(axis.length - 1, 0)))
    }

    /// The sequence numbers of the newest motion in `history`: from its newest will-event
    /// (will-show, will-hide, will-change) to the did-event that ended it, or to the newest frame
    /// while it runs; nil without a kept will-event.
    public static func lastMotion(in history: MotionHistory) -> ClosedRange<Int>? {
        guard let start = history.events.lastIndex(where: { $0.kind.startsMotion }),
              let startSlot = history.nearestSlot(toFrame: history.events[start].frame) else { return nil }
        let end = history.events[(start + 1)...].first { $0.kind.endsMotion }
        let endSlot = end.flatMap { history.nearestSlot(toFrame: $0.frame) } ?? history.count - 1
        return history.sequence(ofSlot: startSlot)...history.sequence(ofSlot: max(startSlot, endSlot))
    }
}

/// What a `+`, `−`, the fit action or a script's `timeline zoom` does to the timeline's view.
public enum TimelineZoomStep: String, CaseIterable, Sendable {
    /// Zoom in by `TimelineZoom.stepFactor`.
    case zoomIn = "in"
    /// Zoom out by `TimelineZoom.stepFactor`.
    case zoomOut = "out"
    /// Fit the newest motion (`TimelineZoom.lastMotion`) to the plot's width.
    case lastMotion = "fit"
    /// Show the whole axis again.
    case all
}
