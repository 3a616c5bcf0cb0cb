import Testing
@testable import ChatDemoCore

/// Compare mode's `--trace`: the frame and its time once, then a column group per pane,
/// numbered from 1 — each group a pane's five standard columns after frame and time, with
/// `--trace-detail` also its four detail columns.
@Suite struct CompareTraceRowTests {
    static let row = CompareTraceRow(panes: [
        TraceRow(frame: 12, timeMilliseconds: 200, keyboardTop: 553, barBottom: 553, listShift: 291, contentShift: 0, caseLabel: "always"),
        TraceRow(frame: 12, timeMilliseconds: 200, keyboardTop: 553, barBottom: 553, listShift: 0, contentShift: 0, caseLabel: "never",
                 surface: "panel", listTop: -12.5),
    ])

    @Test func theHeaderHasAColumnGroupPerPane() {
        #expect(CompareTraceRow.csvHeader(paneCount: 2)
            == "frame,time_ms,keyboard_top_1,bar_bottom_1,list_shift_1,content_shift_1,case_1,keyboard_top_2,bar_bottom_2,list_shift_2,content_shift_2,case_2")
        #expect(CompareTraceRow.csvHeader(paneCount: 3).split(separator: ",").count == 2 + 5 * 3)
        #expect(CompareTraceRow.csvHeader(paneCount: 1, detailed: true)
            == "frame,time_ms,keyboard_top_1,bar_bottom_1,list_shift_1,content_shift_1,case_1,blank_space_1,reply_height_1,surface_1,list_top_1,jump_opacity_1")
        #expect(CompareTraceRow.csvHeader(paneCount: 3, detailed: true).split(separator: ",").count == 2 + 10 * 3)
    }

    @Test func aLineHasTheFrameOnceAndEachPanesColumns() {
        #expect(Self.row.csvLine() == "12,200.000,553,553,291.000,0.000,always,553,553,0.000,0.000,never")
        #expect(Self.row.csvLine(detailed: true)
            == "12,200.000,553,553,291.000,0.000,always,0.000,0.000,none,0.000,0.000,553,553,0.000,0.000,never,0.000,0.000,panel,-12.500,0.000")
    }

    @Test func aLineReadsBackAsItsPanes() throws {
        #expect(CompareTraceRow(csvLine: Substring(Self.row.csvLine(detailed: true)), paneCount: 2) == Self.row)
        // Without the details each pane reads back without its surface and list top.
        let plain = try #require(CompareTraceRow(csvLine: Substring(Self.row.csvLine()), paneCount: 2))
        #expect(plain.panes.map(\.listShift) == [291, 0])
        #expect(plain.panes.map(\.surface) == ["none", "none"])
        // The wrong pane count, or a missing field, is not a row.
        #expect(CompareTraceRow(csvLine: Substring(Self.row.csvLine()), paneCount: 3) == nil)
        #expect(CompareTraceRow(csvLine: "12,200.000,553,553,291.000,0.000,always,553", paneCount: 2) == nil)
    }
}
