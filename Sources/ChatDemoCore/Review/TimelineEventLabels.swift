/// Where the timeline writes its event labels so that no two cover each other and none runs
/// past the plot's edge, the way DevTools' Animations panel and Android Studio's Animation
/// Preview keep their markers legible:
///
/// 1. events whose ticks fall within `mergeDistance` pixels of each other become one tick whose
///    label lists them (`did-hide · will-show`);
/// 2. each tick's label starts just right of it, or ends at the plot's right edge when it would
///    pass it, on the lowest of `TimelinePlotGeometry.eventRows` rows where it fits;
/// 3. when no row has room, the label that blocks it on the row with most room is shortened
///    with "…" to end before it; when even that cannot make room, the tick stays unlabelled.
///
/// A shortened or missing label is still in the tick's `fullText`, which the plot's tooltip
/// shows under the pointer.
///
///     let ticks = TimelineEventLabels.place([Mark(x: 100, label: "will-show", frame: 3),
///                                            Mark(x: 102, label: "interrupted", frame: 3)],
///                                           left: 60, right: 626, bottom: 50, width: { Double($0.count) * 6 })
///     ticks[0].text  // "will-show · interrupted", on row 0
///
/// - Complexity: O(n × rows) for n events, plus the shortening's text measurements.
public enum TimelineEventLabels {
    /// An event to label: its tick's x, its label, the frame it took effect in.
    public struct Mark: Equatable, Sendable {
        public var x: Double, label: String, frame: Int
        public init(x: Double, label: String, frame: Int) {
            self.x = x
            self.label = label
            self.frame = frame
        }
    }

    /// A tick drawn over the bands and the label written for it.
    public struct Tick: Equatable, Sendable {
        /// Where the tick is (its first event's x).
        public var x: Double
        /// Its events' labels and frames, in order.
        public var labels: [String]
        public var frames: [Int]
        /// What is written: `fullText`, shortened with "…", or empty (see `box`).
        public var text: String
        /// Where `text` is written; nil when the tick is unlabelled.
        public var box: TimelinePlotGeometry.Box?
        /// The row the label is on, 0 the one next to the plot.
        public var row: Int

        /// Every event at the tick, as a label lists them.
        public var fullText: String { labels.joined(separator: separator) }
    }

    /// Ticks this close (pixels) are one tick.
    public static let mergeDistance = 4.0
    /// The room kept between two labels on a row, and between a tick and its label.
    public static let padding = 4.0
    static let separator = " · "
    static let ellipsis = "…"

    /// Places labels for `marks` (in any order) between `left` and `right`, on rows stacked up
    /// from `bottom` (row 0's box ends there), measuring text with `width`.
    public static func place(_ marks: [Mark], left: Double, right: Double, bottom: Double,
                             rows: Int = TimelinePlotGeometry.eventRows, rowHeight: Double = TimelinePlotGeometry.eventRowHeight,
                             width: (String) -> Double) -> [Tick] {
        var ticks = merged(marks)
        /// Per row, the index of the tick whose label is last on it.
        var lastOnRow = [Int?](repeating: nil, count: max(rows, 1))
        func end(ofRow row: Int) -> Double { lastOnRow[row].flatMap { ticks[$0].box?.maxX } ?? -Double.infinity }
        for index in ticks.indices {
            let text = ticks[index].fullText
            let textWidth = width(text)
            let x = max(left, min(ticks[index].x + 2, right - textWidth))
            var row = lastOnRow.indices.first { end(ofRow: $0) + padding <= x }
            if row == nil, let roomiest = lastOnRow.indices.min(by: { end(ofRow: $0) < end(ofRow: $1) }),
               let blocker = lastOnRow[roomiest], let box = ticks[blocker].box,
               let shorter = shortened(ticks[blocker].fullText, toWidth: x - padding - box.x, width: width) {
                ticks[blocker].text = shorter
                ticks[blocker].box?.width = width(shorter)
                row = roomiest
            }
            guard let row else { continue }
            ticks[index].text = text
            ticks[index].row = row
            ticks[index].box = TimelinePlotGeometry.Box(x: x, y: bottom - Double(row + 1) * rowHeight, width: textWidth, height: rowHeight)
            lastOnRow[row] = index
        }
        return ticks
    }

    /// `marks` by x, those within `mergeDistance` of a tick's first one joined into it.
    static func merged(_ marks: [Mark]) -> [Tick] {
        var ticks: [Tick] = []
        // By x, marks at one x kept in the order they came (the order the events happened).
        let ordered = marks.enumerated().sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }.map(\.element)
        for mark in ordered {
            if let last = ticks.last, mark.x - last.x <= mergeDistance {
                ticks[ticks.count - 1].labels.append(mark.label)
                ticks[ticks.count - 1].frames.append(mark.frame)
            } else {
                ticks.append(Tick(x: mark.x, labels: [mark.label], frames: [mark.frame], text: "", box: nil, row: 0))
            }
        }
        return ticks
    }

    /// The longest start of `text` that, with "…", is at most `limit` wide; nil when not even one
    /// character fits.
    static func shortened(_ text: String, toWidth limit: Double, width: (String) -> Double) -> String? {
        var kept = text.count - 1
        while kept > 0 {
            let candidate = String(text.prefix(kept)).trimmingTrailingSpaces() + ellipsis
            if width(candidate) <= limit { return candidate }
            kept -= 1
        }
        return nil
    }

    /// The tick nearest `x` within `tolerance` pixels, for the plot's tooltip.
    public static func tick(nearX x: Double, in ticks: [Tick], tolerance: Double = 4) -> Tick? {
        ticks.filter { abs($0.x - x) <= tolerance }.min { abs($0.x - x) < abs($1.x - x) }
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " || copy.last == "·" { copy.removeLast() }
        return copy
    }
}
