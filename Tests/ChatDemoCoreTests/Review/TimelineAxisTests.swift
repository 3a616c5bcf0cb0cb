import Testing
@testable import ChatDemoCore

@Suite struct TimelineAxisTests {
    @Test func theAxisDoublesAsTheHistoryFills() {
        #expect(TimelineAxis.fitting(oldest: 0, newest: 0, capacity: 1440) == TimelineAxis(start: 0, length: 60))
        #expect(TimelineAxis.fitting(oldest: 0, newest: 59, capacity: 1440) == TimelineAxis(start: 0, length: 60))
        #expect(TimelineAxis.fitting(oldest: 0, newest: 60, capacity: 1440) == TimelineAxis(start: 0, length: 120))
        #expect(TimelineAxis.fitting(oldest: 0, newest: 961, capacity: 1440) == TimelineAxis(start: 0, length: 1440))
        #expect(TimelineAxis.fitting(oldest: 0, newest: 30, capacity: 40) == TimelineAxis(start: 0, length: 40))
    }

    @Test func aFullHistoryMovesTheAxisOnBySixthsAndKeepsFiveSixthsInView() {
        let axis = TimelineAxis.fitting(oldest: 1, newest: 1440, capacity: 1440)
        #expect(axis == TimelineAxis(start: 241, length: 1440))
        // Frames 241…1440 plotted (1 200: 10 s at 120 fps), room for 240 more before it moves again.
        #expect(axis.holds(oldest: 1, newest: 1440))
        #expect(axis.holds(oldest: 241, newest: 1680))
        #expect(!axis.holds(oldest: 242, newest: 1681))
        #expect(axis.slot(ofSequence: 1440) == 1199)
    }

    @Test func anAxisHoldsFramesUntilOneFallsPastItsEndOrIsDropped() {
        let axis = TimelineAxis(start: 0, length: 120)
        #expect(axis.holds(oldest: 0, newest: 119))
        #expect(!axis.holds(oldest: 0, newest: 120))
        #expect(!axis.holds(oldest: 1, newest: 100))
    }

    @Test func aRangeStaysWhileValuesFitAndAtLeastDoublesWhenOneDoesNot() {
        #expect(TimelineValueRange.covering(844, 844, current: nil, minimumSpan: 40)
                == TimelinePlotGeometry.valueRange([844, 844], minimumSpan: 40))
        #expect(TimelineValueRange.covering(830, 860, current: 800...864, minimumSpan: 40) == 800...864)
        // 780 is below: the range reaches down past it by the span it then covers (84).
        #expect(TimelineValueRange.covering(780, 850, current: 800...864, minimumSpan: 40) == 696...864)
        #expect(TimelineValueRange.covering(0, 900, current: 10...20, minimumSpan: 40) == -900...1800)
    }
}
