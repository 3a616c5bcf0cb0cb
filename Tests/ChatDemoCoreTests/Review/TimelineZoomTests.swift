import Testing
@testable import ChatDemoCore

/// The timeline's zoom, pan and fit: where the view goes, and that it stays on the axis.
@Suite struct TimelineZoomTests {
    let axis = TimelineAxis(start: 100, length: 241)

    @Test func zoomingInKeepsTheAnchorWhereItWas() throws {
        let view = try #require(TimelineZoom.zoomed(nil, by: 2, anchor: 160, axis: axis))
        #expect(view == TimelineZoom(first: 130, span: 120))
        let plot = TimelinePlotGeometry(width: 640, height: 300, frameCount: axis.length, positionRange: 0...1, shiftRange: 0...1)
        let zoomed = TimelinePlotGeometry(width: 640, height: 300, frameCount: axis.length, positionRange: 0...1, shiftRange: 0...1,
                                          visibleSlots: view.slots(on: axis))
        #expect(zoomed.x(ofSlot: 60) == plot.x(ofSlot: 60))
        #expect(zoomed.frameSpacing == 2 * plot.frameSpacing)
        #expect(zoomed.slotPosition(atX: zoomed.positions.x) == 30)
    }

    @Test func zoomingOutPastTheWholeAxisShowsItAll() throws {
        let view = try #require(TimelineZoom.zoomed(nil, by: TimelineZoom.stepFactor, anchor: nil, axis: axis))
        #expect(view.span == 160)
        #expect(TimelineZoom.zoomed(view, by: 1 / TimelineZoom.stepFactor, anchor: nil, axis: axis) == nil)
        #expect(TimelineZoom.zoomed(nil, by: 0.5, anchor: nil, axis: axis) == nil)
    }

    /// However far in, a view spans `minimumSpan` frames, and it never leaves the axis.
    @Test func theViewStaysOnTheAxisAndAtLeastEightFramesWide() throws {
        var view: TimelineZoom? = nil
        for _ in 0..<20 { view = TimelineZoom.zoomed(view, by: 2, anchor: 102, axis: axis) }
        #expect(view?.span == TimelineZoom.minimumSpan)
        #expect(view.map { (100...102).contains($0.first) } == true, "\(String(describing: view))")
        let right = try #require(TimelineZoom.panned(view, by: 10_000, axis: axis))
        #expect(right.first == 340 - TimelineZoom.minimumSpan)
        #expect(TimelineZoom.panned(right, by: -5, axis: axis)?.first == 327)
        #expect(TimelineZoom.panned(nil, by: 5, axis: axis) == nil)
    }

    /// One show of 24 frames fills the plot, with a little room each side.
    @Test func fittingAShowFillsTheWidth() throws {
        let view = try #require(TimelineZoom.fitting(200...224, axis: axis))
        #expect(view.first < 200 && view.first >= 197)
        #expect(view.first + view.span > 224 && view.first + view.span <= 227)
        let plot = TimelinePlotGeometry(width: 760, height: 300, frameCount: axis.length, positionRange: 0...1, shiftRange: 0...1,
                                        visibleSlots: view.slots(on: axis))
        let showWidth = plot.x(ofSlot: 124) - plot.x(ofSlot: 100)
        #expect(showWidth > plot.positions.width * 0.8, "\(showWidth) of \(plot.positions.width)")
    }

    /// The newest motion runs from its will-event to its did-event, or to the newest frame
    /// while it is still under way.
    @Test func theLastMotionIsTheNewestWillEventToItsDidEvent() {
        var history = MotionHistory(paneCount: 1, capacity: 50)
        let sample = MotionSample(keyboardTop: 0, barBottom: 0, listShift: 0, contentShift: 0, caseLabel: "",
                                  keyboardVisibleHeight: 0, keyboardVelocity: 0)
        for frame in 0..<80 { history.record(frame: frame, animationTime: Double(frame) / 60, wallTime: 0, samples: [sample]) }
        #expect(TimelineZoom.lastMotion(in: history) == nil)
        history.record(.willShow, frame: 40)
        history.record(.didShow, frame: 55)
        history.record(.willHide, frame: 60)
        history.record(.didHide, frame: 70)
        // Frame 60 is slot 30 (frames 30…79 are kept): sequence number 60.
        #expect(TimelineZoom.lastMotion(in: history) == 60...70)
        history.record(.willShow, frame: 75)
        #expect(TimelineZoom.lastMotion(in: history) == 75...79)
    }
}
