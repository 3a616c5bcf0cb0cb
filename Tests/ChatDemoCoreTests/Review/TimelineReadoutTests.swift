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
        #expect(TimelineReadout.values(of: Self.frame, pane: 0, willShowTime: 0.8)
            == ["57", "950.000 ms", "150.000 ms", "9500.000 ms", "158.513 pt", "645 px", "12.250 pt", "0 px", "2", "1234.500 pt/s"])
        #expect(TimelineReadout.values(of: Self.frame, pane: 1, willShowTime: nil)[7] == "46 px")
        #expect(TimelineReadout.values(of: Self.frame, pane: 1, willShowTime: nil)[2] == "–")
    }

    @Test func aLogLineNamesEachValue() {
        #expect(TimelineReadout.line(of: Self.frame, pane: 1, willShowTime: 0.95)
            == "frame=57 time=950.000 since_will-show=0.000 wall_time=9500.000 keyboard=158.513 bar_bottom=691 list_shift=0.000 gap=46 case=naive velocity=1234.500")
    }

    /// "Since will-show" counts from the newest will-show at or before the frame, at the frame
    /// it took effect in; none before the first will-show.
    @Test func sinceWillShowCountsFromTheNewestWillShow() {
        var history = MotionHistory(paneCount: 1, capacity: 100)
        let sample = Self.frame.panes[0]
        for frame in 0..<20 {
            history.record(frame: frame, animationTime: Double(frame) / 60, wallTime: Double(frame) / 60, samples: [sample])
        }
        history.record(.willShow, frame: 3)
        history.record(.didShow, frame: 8)
        history.record(.willHide, frame: 10)
        history.record(.didHide, frame: 12)
        history.record(.willShow, frame: 14)
        #expect(history.willShowTime(atOrBefore: 2) == nil)
        #expect(history.willShowTime(atOrBefore: 3) == 3.0 / 60)
        #expect(history.willShowTime(atOrBefore: 13) == 3.0 / 60)
        #expect(history.willShowTime(atOrBefore: 19) == 14.0 / 60)
        let values = TimelineReadout.values(of: history.frame(atSlot: 19), pane: 0, willShowTime: history.willShowTime(atOrBefore: 19))
        #expect(values[2] == "83.333 ms")
        #expect(TimelineReadout.pointerText(of: history.frame(atSlot: 19), willShowTime: history.willShowTime(atOrBefore: 19))
                == "Frame 19, 316.667 ms\n83.333 ms since will-show")
        #expect(TimelineReadout.pointerText(of: history.frame(atSlot: 1), willShowTime: nil) == "Frame 1, 16.667 ms")
    }
}
