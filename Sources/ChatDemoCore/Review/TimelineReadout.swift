/// The values the timeline reads out at its playhead, as text: one line per quantity, one
/// column per pane. Numbers are written as the trace writes them (three decimals, pixels whole),
/// so a readout can be checked against the trace's row for the same frame.
///
///     TimelineReadout.names  // ["Frame", "Time", "Since will-show", "Wall time", "Keyboard", …]
///     TimelineReadout.values(of: frame, pane: 0, willShowTime: 0.8)
///         // ["57", "950.000 ms", "150.000 ms", "950.000 ms", "158.512 pt", "712 px", "12.250 pt", "0 px", "2", "-1234.500 pt/s"]
///
/// - Complexity: O(1).
public enum TimelineReadout {
    /// What each line reads: the frame index, its animation time, the animation time since the
    /// motion's will-show, its wall time (the trace's `time_ms`), the keyboard's visible height,
    /// the bar's bottom, the list's shift, the gap, the case and the keyboard's velocity.
    public static let names = ["Frame", "Time", "Since will-show", "Wall time", "Keyboard", "Bar bottom", "List shift", "Gap",
                               "Case", "Velocity"]

    /// `frame`'s values for pane `pane`; `willShowTime` is the animation time (seconds) of the
    /// newest will-show at or before it (`MotionHistory.willShowTime(atOrBefore:)`), nil without
    /// one, which reads "–".
    public static func values(of frame: MotionFrame, pane: Int, willShowTime: Double?) -> [String] {
        let sample = frame.panes[pane]
        return [
            String(frame.frame),
            TraceRow.format(frame.animationTime * 1000) + " ms",
            willShowTime.map { TraceRow.format((frame.animationTime - $0) * 1000) + " ms" } ?? "–",
            TraceRow.format(frame.wallTime * 1000) + " ms",
            TraceRow.format(sample.keyboardVisibleHeight) + " pt",
            "\(sample.barBottom) px",
            TraceRow.format(sample.listShift) + " pt",
            "\(sample.gap) px",
            sample.caseLabel,
            TraceRow.format(sample.keyboardVelocity) + " pt/s",
        ]
    }

    /// What the plot's tooltip says of the frame under the pointer: its index and time, then the
    /// time since the will-show before it when there is one.
    ///
    ///     TimelineReadout.pointerText(of: frame, willShowTime: 0.8)
    ///         // "Frame 57, 950.000 ms\n150.000 ms since will-show"
    public static func pointerText(of frame: MotionFrame, willShowTime: Double?) -> String {
        "Frame \(frame.frame), " + TraceRow.format(frame.animationTime * 1000) + " ms"
            + (willShowTime.map { "\n" + TraceRow.format((frame.animationTime - $0) * 1000) + " ms since will-show" } ?? "")
    }

    /// One line for a test or a log: `name=value` pairs, values without their units.
    public static func line(of frame: MotionFrame, pane: Int, willShowTime: Double?) -> String {
        zip(names, values(of: frame, pane: pane, willShowTime: willShowTime)).map { name, value in
            let bare = value.split(separator: " ").first.map(String.init) ?? value
            return "\(name.lowercased().replacingOccurrences(of: " ", with: "_"))=\(bare)"
        }.joined(separator: " ")
    }
}

extension MotionHistory {
    /// The animation time (seconds) of the newest will-show at or before frame `frame`, read at
    /// the kept frame it took effect in: where the timeline's "Since will-show" counts from. Nil
    /// without one, or when its frame has left the history.
    public func willShowTime(atOrBefore frame: Int) -> Double? {
        guard let event = events.last(where: { $0.kind == .willShow && $0.frame <= frame }),
              let slot = self.slot(ofFrame: event.frame) ?? nearestSlot(toFrame: event.frame) else { return nil }
        let kept = self.frame(atSlot: slot)
        return kept.frame >= event.frame ? kept.animationTime : nil
    }
}
