import Testing
@testable import ChatDemoCore

@Suite struct TimelineReadoutTests {
    static let frame = MotionFrame(frame: 57, animationTime: 0.95, wallTime: 9.5, panes: [
        MotionSample(keyboardTop: 645, barBottom: 645, listShift: 12.25, contentShift: 0, caseLabel: "2",
                     keyboardVisibleHeight: 158.5125, keyboardVelocity: 1234.5),
        MotionSample(keyboardTop: 645, barBottom: 691, listShift: 0, contentShift: 0, caseLabel: "naive",
                     keyboardVisibleHeight: 158.5125, keyboardVelocity: 1234.5),
    ])

    @Test func readsEveryQuantityAsTheTraceWritesIt() {
        #expect(TimelineReadout.values(of: Self.frame, pane: 0)
            == ["57", "950.000 ms", "9500.000 ms", "158.513 pt", "645 px", "12.250 pt", "0 px", "2", "1234.500 pt/s"])
        #expect(TimelineReadout.values(of: Self.frame, pane: 1)[6] == "46 px")
    }

    @Test func aLogLineNamesEachValue() {
        #expect(TimelineReadout.line(of: Self.frame, pane: 1)
            == "frame=57 time=950.000 wall_time=9500.000 keyboard=158.513 bar_bottom=691 list_shift=0.000 gap=46 case=naive velocity=1234.500")
    }
}
