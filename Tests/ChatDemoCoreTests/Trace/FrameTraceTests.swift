import Testing
@testable import ChatDemoCore

@Suite struct FrameTraceTests {
    private let row = TraceRow(frame: 3, timeMilliseconds: 50, keyboardTop: 553, barBottom: 553,
                               listShift: -12.5, contentShift: 0, caseLabel: "2")

    /// A trace file's first two lines: the header names each value of a row, in order — the
    /// seven standard columns exactly, which tools reading the trace rely on, unless
    /// `--trace-detail` asks for five more after them.
    @Test func line() {
        #expect(TraceRow.csvHeader + "\n" + row.csvLine
            == "frame,time_ms,keyboard_top,bar_bottom,list_shift,content_shift,case\n3,50.000,553,553,-12.500,0.000,2")
        #expect(TraceRow.csvHeader(detailed: false) == TraceRow.csvHeader)
        #expect(row.csvLine(detailed: false) == row.csvLine)
        #expect(TraceRow.csvHeader(detailed: true) + "\n" + row.csvLine(detailed: true)
            == "frame,time_ms,keyboard_top,bar_bottom,list_shift,content_shift,case,blank_space,reply_height,surface,list_top,jump_opacity\n3,50.000,553,553,-12.500,0.000,2,0.000,0.000,none,0.000,0.000")
    }

    @Test func strategyNameAsCase() {
        let other = TraceRow(frame: 0, timeMilliseconds: 16.6666667, keyboardTop: 844, barBottom: 844,
                             listShift: 0, contentShift: 0.1234, caseLabel: "bar-only")
        #expect(other.csvLine == "0,16.667,844,844,0.000,0.123,bar-only")
    }

    @Test func threeDecimals() {
        #expect(TraceRow.format(0) == "0.000")
        #expect(TraceRow.format(1.5) == "1.500")
        #expect(TraceRow.format(16.666_6) == "16.667")
        #expect(TraceRow.format(0.0625) == "0.063")
        #expect(TraceRow.format(1234.5678) == "1234.568")
        #expect(TraceRow.format(1_000_000) == "1000000.000")
    }

    @Test func negatives() {
        #expect(TraceRow.format(-0.25) == "-0.250")
        #expect(TraceRow.format(-291) == "-291.000")
        #expect(TraceRow.format(-1.0625) == "-1.063")
        #expect(TraceRow.format(-0.001) == "-0.001")
        // Rounds to zero: no "-0.000".
        #expect(TraceRow.format(-0.0004) == "0.000")
        #expect(TraceRow.format(-0.0) == "0.000")
    }

    @Test func nonFiniteValuesDoNotCrash() {
        #expect(TraceRow.format(.nan) == "nan")
        #expect(TraceRow.format(.infinity) == "inf")
        #expect(TraceRow.format(-.infinity) == "-inf")
        #expect(TraceRow.format(1e300) == "1e+300")
    }

    @Test func roundTrip() {
        let rows = [
            row,
            TraceRow(frame: 0, timeMilliseconds: 0, keyboardTop: 844, barBottom: 844, listShift: 0, contentShift: 0, caseLabel: "1"),
            TraceRow(frame: 120, timeMilliseconds: 2000.125, keyboardTop: 501, barBottom: 501,
                     listShift: -291.875, contentShift: 3.5, caseLabel: "three-case"),
            TraceRow(frame: 7, timeMilliseconds: 116.5, keyboardTop: 553, barBottom: 553, listShift: 0, contentShift: 0,
                     caseLabel: "2", blankSpace: 612, replyHeight: 76),
            TraceRow(frame: 9, timeMilliseconds: 150, keyboardTop: 584, barBottom: 584, listShift: 291, contentShift: 291,
                     caseLabel: "3", surface: "panel", listTop: -943.5),
        ]
        for row in rows {
            #expect(TraceRow(csvLine: Substring(row.csvLine(detailed: true))) == row)
        }
        // The seven columns alone read back as the row without its details.
        for row in rows {
            let plain = TraceRow(frame: row.frame, timeMilliseconds: row.timeMilliseconds, keyboardTop: row.keyboardTop,
                                 barBottom: row.barBottom, listShift: row.listShift, contentShift: row.contentShift,
                                 caseLabel: row.caseLabel)
            #expect(TraceRow(csvLine: Substring(row.csvLine)) == plain)
        }
    }

    /// With `--trace-detail`, a streaming reply's blank space and height follow the seven
    /// columns; a seven-column line reads with both 0.
    @Test func streamColumns() {
        let streaming = TraceRow(frame: 3, timeMilliseconds: 50, keyboardTop: 553, barBottom: 553, listShift: 0,
                                 contentShift: 0, caseLabel: "2", blankSpace: 612, replyHeight: 76)
        #expect(streaming.csvLine(detailed: true) == "3,50.000,553,553,0.000,0.000,2,612.000,76.000,none,0.000,0.000")
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000,2") == row)
    }

    /// With `--trace-detail`, what is up under the bar, the list's origin and the jump-to-latest
    /// button's opacity are the last three columns, and read back; a line with only some of the
    /// detail columns is refused.
    @Test func surfaceColumns() {
        let panel = TraceRow(frame: 3, timeMilliseconds: 50, keyboardTop: 584, barBottom: 584, listShift: 291,
                             contentShift: 291, caseLabel: "3", surface: "panel", listTop: -943.5, jumpOpacity: 0.25)
        #expect(panel.csvLine(detailed: true) == "3,50.000,584,584,291.000,291.000,3,0.000,0.000,panel,-943.500,0.250")
        #expect(TraceRow(csvLine: Substring(panel.csvLine(detailed: true))) == panel)
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000,2,0.000,0.000,none,0.000") == nil)
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000,2,0.000,0.000") == nil)
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000,2,0.000,0.000,panel,top") == nil)
    }

    @Test func parsesAWindowsLineEnding() {
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000,2\r") == row)
    }

    @Test func rejectsBadLines() {
        #expect(TraceRow(csvLine: Substring(TraceRow.csvHeader)) == nil)
        #expect(TraceRow(csvLine: Substring(TraceRow.csvHeader(detailed: true))) == nil)
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000") == nil)
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000,2,extra") == nil)
        #expect(TraceRow(csvLine: "3,50.000,553,553,-12.500,0.000,2,1.000,x") == nil)
        #expect(TraceRow(csvLine: "3,50.000,553.5,553,-12.500,0.000,2") == nil)
        #expect(TraceRow(csvLine: "") == nil)
    }
}
