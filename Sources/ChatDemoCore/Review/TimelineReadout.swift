/// The values the timeline reads out at its playhead, as text: one line per quantity, one
/// column per pane. Numbers are written as the trace writes them (three decimals, pixels whole),
/// so a readout can be checked against the trace's row for the same frame.
///
///     TimelineReadout.names  // ["Frame", "Time", "Wall time", "Keyboard", "Bar bottom", …]
///     TimelineReadout.values(of: frame, pane: 0)
///         // ["57", "950.000 ms", "950.000 ms", "158.512 pt", "712 px", "12.250 pt", "0 px", "2", "-1234.500 pt/s"]
///
/// - Complexity: O(1).
public enum TimelineReadout {
    /// What each line reads: the frame index, its animation time and wall time (the trace's
    /// `time_ms`), the keyboard's visible height, the bar's bottom, the list's shift, the gap,
    /// the case and the keyboard's velocity.
    public static let names = ["Frame", "Time", "Wall time", "Keyboard", "Bar bottom", "List shift", "Gap", "Case", "Velocity"]

    public static func values(of frame: MotionFrame, pane: Int) -> [String] {
        let sample = frame.panes[pane]
        return [
            String(frame.frame),
            TraceRow.format(frame.animationTime * 1000) + " ms",
            TraceRow.format(frame.wallTime * 1000) + " ms",
            TraceRow.format(sample.keyboardVisibleHeight) + " pt",
            "\(sample.barBottom) px",
            TraceRow.format(sample.listShift) + " pt",
            "\(sample.gap) px",
            sample.caseLabel,
            TraceRow.format(sample.keyboardVelocity) + " pt/s",
        ]
    }

    /// One line for a test or a log: `name=value` pairs, values without their units.
    public static func line(of frame: MotionFrame, pane: Int) -> String {
        zip(names, values(of: frame, pane: pane)).map { name, value in
            let bare = value.split(separator: " ").first.map(String.init) ?? value
            return "\(name.lowercased().replacingOccurrences(of: " ", with: "_"))=\(bare)"
        }.joined(separator: " ")
    }
}
