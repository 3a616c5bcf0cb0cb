import Testing
@testable import ChatDemoCore

@Suite struct TimelinePlotGeometryTests {
    let plot = TimelinePlotGeometry(width: 640, height: 300, frameCount: 61, positionRange: 553...844, shiftRange: 0...291)

    @Test func framesSpreadEvenlyAcrossThePlot() {
        #expect(plot.positions == .init(x: 60, y: 50, width: 566, height: 119))
        #expect(plot.shifts == .init(x: 60, y: 189, width: 566, height: 87))
        #expect(plot.x(ofSlot: 0) == 60)
        #expect(plot.x(ofSlot: 60) == 626)
        #expect(plot.x(ofSlot: 30) == 343)
        #expect(plot.marksFramesWithDots)
    }

    /// The upper band's title and the three rows of event labels are above the band, the lower
    /// band's title in the gap between the bands: nothing is written where the curves run.
    @Test func titlesAndEventRowsSitOutsideTheBands() {
        let rows = TimelinePlotGeometry.titleHeight + Double(TimelinePlotGeometry.eventRows) * TimelinePlotGeometry.eventRowHeight
        #expect(plot.positions.y == rows)
        #expect(plot.shifts.y - plot.positions.maxY == TimelinePlotGeometry.bandGap)
    }

    /// Zoomed, the visible slots span the width, and a click maps back through the view.
    @Test func aZoomedPlotSpreadsItsVisibleSlotsOverTheWidth() {
        let zoomed = TimelinePlotGeometry(width: 640, height: 300, frameCount: 61, positionRange: 553...844, shiftRange: 0...291,
                                          visibleSlots: 20...40)
        #expect(zoomed.x(ofSlot: 20) == 60)
        #expect(zoomed.x(ofSlot: 40) == 626)
        #expect(zoomed.slot(nearestX: 343) == 30)
        #expect(zoomed.slot(nearestX: 9000) == 40)
        #expect(!zoomed.showsX(zoomed.x(ofSlot: 41)))
    }

    @Test func aClickFindsTheNearestFrame() {
        #expect(plot.slot(nearestX: 400) == 36)
        #expect(plot.slot(nearestX: 64) == 0)
        #expect(plot.slot(nearestX: 65) == 1)
        #expect(plot.slot(nearestX: -50) == 0)
        #expect(plot.slot(nearestX: 9000) == 60)
        let empty = TimelinePlotGeometry(width: 640, height: 300, frameCount: 0, positionRange: 0...1, shiftRange: 0...1)
        #expect(empty.slot(nearestX: 100) == nil)
        let single = TimelinePlotGeometry(width: 640, height: 300, frameCount: 1, positionRange: 0...1, shiftRange: 0...1)
        #expect(single.x(ofSlot: 0) == 343)
        #expect(single.slot(nearestX: 10) == 0)
    }

    @Test func positionsGrowDownwardAndShiftsUpward() {
        #expect(plot.positionY(553) == 50)
        #expect(plot.positionY(844) == 169)
        #expect(plot.shiftY(0) == 276)
        #expect(plot.shiftY(291) == 189)
    }

    @Test func manyFramesGetTicksNotDots() {
        let dense = TimelinePlotGeometry(width: 640, height: 300, frameCount: 600, positionRange: 0...1, shiftRange: 0...1)
        #expect(!dense.marksFramesWithDots)
        // 566 / 599 ≈ 0.945 px a frame: labels 60 px apart need a step of 100 frames.
        #expect(dense.labelledSlots(minimumSpacing: 60) == [0, 100, 200, 300, 400, 500])
        #expect(plot.labelledSlots(minimumSpacing: 60) == [0, 10, 20, 30, 40, 50, 60])
        // Frames wider apart than the labels: every frame is labelled.
        let sparse = TimelinePlotGeometry(width: 640, height: 300, frameCount: 3, positionRange: 0...1, shiftRange: 0...1)
        #expect(sparse.labelledSlots(minimumSpacing: 60) == [0, 1, 2])
    }

    @Test func ticksAreRoundValues() {
        #expect(TimelinePlotGeometry.ticks(in: 553...844, maximumCount: 4) == [600, 700, 800])
        #expect(TimelinePlotGeometry.ticks(in: -5...291, maximumCount: 6) == [0, 50, 100, 150, 200, 250])
        #expect(TimelinePlotGeometry.ticks(in: -5...291, maximumCount: 3) == [0, 100, 200])
        #expect(TimelinePlotGeometry.ticks(in: 0...0, maximumCount: 4) == [])
    }

    @Test func aStillCurveGetsRoomAroundIt() {
        #expect(TimelinePlotGeometry.valueRange([0, 0], minimumSpan: 50) == -27...27)
        #expect(TimelinePlotGeometry.valueRange([553, 844], minimumSpan: 50) == 541.36...855.64)
        #expect(TimelinePlotGeometry.valueRange([], minimumSpan: 50) == 0...1)
    }
}
