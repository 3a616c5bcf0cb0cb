/// One presented frame of compare mode, as `--trace` records it: the frame and its time once,
/// then `TraceRow`'s five per-frame columns for each pane, numbered from 1 (left) to the
/// pane count (issue 15.6). Two panes:
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

    /// The per-pane columns of `TraceRow.csvHeader` (all but frame and time).
    static let paneColumns = ["keyboard_top", "bar_bottom", "list_shift", "content_shift", "case", "surface", "list_top"]

    public static func csvHeader(paneCount: Int) -> String {
        (["frame", "time_ms"] + (1...paneCount).flatMap { pane in paneColumns.map { "\($0)_\(pane)" } })
            .joined(separator: ",")
    }

    public var csvLine: String {
        let first = panes[0]
        return ([String(first.frame), TraceRow.format(first.timeMilliseconds)] + panes.flatMap { pane in
            [String(pane.keyboardTop), String(pane.barBottom), TraceRow.format(pane.listShift),
             TraceRow.format(pane.contentShift), pane.caseLabel, pane.surface, TraceRow.format(pane.listTop)]
        }).joined(separator: ",")
    }

    /// Parses a line written by `csvLine` with `paneCount` panes (used by tests and tools).
    public init?(csvLine: Substring, paneCount: Int) {
        let line = csvLine.last == "\r" ? csvLine.dropLast() : csvLine
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        let width = Self.paneColumns.count
        guard paneCount >= 1, fields.count == 2 + width * paneCount else { return nil }
        var panes: [TraceRow] = []
        for pane in 0..<paneCount {
            let own = Array(fields[(2 + width * pane)..<(2 + width * (pane + 1))])
            // The first five are a plain row's own seven-column line; then surface and list top.
            guard var row = TraceRow(csvLine: Substring(([fields[0], fields[1]] + own.prefix(5)).joined(separator: ","))),
                  let listTop = Double(own[6]) else { return nil }
            row.surface = String(own[5])
            row.listTop = listTop
            panes.append(row)
        }
        self.init(panes: panes)
    }
}
