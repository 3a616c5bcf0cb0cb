/// One presented frame of compare mode, as `--trace` records it: the frame and its time once,
/// then `TraceRow`'s five per-frame columns for each pane (ten with `--trace-detail`), numbered from 1 (left) to the
/// pane count. Two panes:
///
///     frame,time_ms,keyboard_top_1,bar_bottom_1,list_shift_1,content_shift_1,case_1,keyboard_top_2,bar_bottom_2,list_shift_2,content_shift_2,case_2
///     12,200.000,553,553,291.000,0.000,always,553,553,0.000,0.000,never
///
/// Each pane is a `TraceRow` (with the shared frame and time), so what checks one pane of a
/// single-pane trace checks each pane here.
///
/// - Complexity: O(panes) for every member.
public struct CompareTraceRow: Equatable, Sendable {
    /// One row per pane, left to right, all with the same `frame` and `timeMilliseconds`.
    public var panes: [TraceRow]

    public init(panes: [TraceRow]) {
        precondition(!panes.isEmpty, "a compare trace row has at least one pane")
        self.panes = panes
    }

    /// The per-pane columns: `TraceRow`'s header without frame and time.
    static func paneColumns(detailed: Bool) -> [String] {
        Array(TraceRow.csvHeader(detailed: detailed).split(separator: ",").dropFirst(2).map(String.init))
    }

    public static func csvHeader(paneCount: Int, detailed: Bool = false) -> String {
        (["frame", "time_ms"] + (1...paneCount).flatMap { pane in paneColumns(detailed: detailed).map { "\($0)_\(pane)" } })
            .joined(separator: ",")
    }

    /// Each pane's `TraceRow.csvLine(detailed:)` without its frame and time, after the first's.
    public func csvLine(detailed: Bool = false) -> String {
        let first = panes[0]
        return ([String(first.frame), TraceRow.format(first.timeMilliseconds)] + panes.flatMap { pane in
            pane.csvLine(detailed: detailed).split(separator: ",", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
        }).joined(separator: ",")
    }

    /// Parses a line written by `csvLine(detailed:)` with `paneCount` panes, with or without the
    /// detail columns (used by tests and tools).
    public init?(csvLine: Substring, paneCount: Int) {
        let line = csvLine.last == "\r" ? csvLine.dropLast() : csvLine
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        guard paneCount >= 1,
              let width = [false, true].map({ Self.paneColumns(detailed: $0).count })
                .first(where: { fields.count == 2 + $0 * paneCount }) else { return nil }
        var panes: [TraceRow] = []
        for pane in 0..<paneCount {
            let own = fields[(2 + width * pane)..<(2 + width * (pane + 1))]
            guard let row = TraceRow(csvLine: Substring(([fields[0], fields[1]] + own).joined(separator: ","))) else { return nil }
            panes.append(row)
        }
        self.init(panes: panes)
    }
}
