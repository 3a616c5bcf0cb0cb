import Testing
@testable import ChatDemoCore

/// The timeline's event labels: never two over each other, never past the plot's edges.
@Suite struct TimelineEventLabelsTests {
    /// Text 6 px a character, as a plain test font.
    static func width(_ text: String) -> Double { Double(text.count) * 6 }

    static func place(_ marks: [TimelineEventLabels.Mark], right: Double = 626) -> [TimelineEventLabels.Tick] {
        TimelineEventLabels.place(marks, left: 60, right: right, bottom: 50, width: width)
    }

    static func assertClear(_ ticks: [TimelineEventLabels.Tick], left: Double = 60, right: Double = 626,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let boxes = ticks.compactMap(\.box)
        for (index, box) in boxes.enumerated() {
            #expect(box.x >= left && box.maxX <= right, "\(box) outside \(left)…\(right)", sourceLocation: sourceLocation)
            #expect(box.y >= 50 - 3 * 12 && box.maxY <= 50, "\(box) off the rows", sourceLocation: sourceLocation)
            for other in boxes[(index + 1)...] {
                let apart = box.maxX <= other.x || other.maxX <= box.x || box.maxY <= other.y || other.maxY <= box.y
                #expect(apart, "\(box) overlaps \(other)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func eventsOfOneFrameShareATickThatListsThem() {
        let ticks = Self.place([.init(x: 100, label: "interrupted", frame: 3), .init(x: 100, label: "will-show", frame: 3),
                                .init(x: 300, label: "did-show", frame: 20)])
        #expect(ticks.map(\.text) == ["interrupted · will-show", "did-show"])
        #expect(ticks.map(\.row) == [0, 0])
        #expect(ticks[0].box == .init(x: 102, y: 38, width: 138, height: 12))
    }

    @Test func closeLabelsAreStaggeredOnRows() {
        let ticks = Self.place([.init(x: 100, label: "will-hide", frame: 1), .init(x: 120, label: "did-hide", frame: 4),
                                .init(x: 140, label: "will-show", frame: 7)])
        #expect(ticks.map(\.row) == [0, 1, 2])
        #expect(ticks.map(\.text) == ["will-hide", "did-hide", "will-show"])
        Self.assertClear(ticks)
    }

    /// A label at the right edge ends there instead of being cut.
    @Test func aLabelAtTheRightEdgeEndsInsideIt() {
        let ticks = Self.place([.init(x: 624, label: "did-show", frame: 90)])
        #expect(ticks[0].box?.maxX == 626)
        #expect(ticks[0].text == "did-show")
    }

    /// With every row taken, the label in the way is shortened with "…", and the full text stays
    /// on the tick for its tooltip.
    @Test func withNoRowFreeTheLabelInTheWayIsShortened() {
        let marks = (0..<4).map { TimelineEventLabels.Mark(x: 100 + Double($0) * 20, label: "will-change", frame: $0) }
        let ticks = Self.place(marks)
        #expect(ticks.map(\.row) == [0, 1, 2, 0])
        #expect(ticks[0].text == "will-cha…")
        #expect(ticks[0].fullText == "will-change")
        #expect(ticks[3].text == "will-change")
        Self.assertClear(ticks)
        #expect(TimelineEventLabels.tick(nearX: 101, in: ticks)?.frames == [0])
        #expect(TimelineEventLabels.tick(nearX: 115, in: ticks) == nil)
    }

    /// Eight show/hide cycles squeezed into the plot, as the timeline's whole axis shows them:
    /// every tick is placed, no two labels overlap, none leaves the plot.
    @Test func eightCyclesStayLegible() {
        var marks: [TimelineEventLabels.Mark] = []
        var x = 70.0
        for cycle in 0..<8 {
            for (offset, label) in [(0.0, "will-show"), (20, "did-show"), (36, "will-hide"), (56, "did-hide")] {
                marks.append(.init(x: x + offset, label: label, frame: cycle * 4))
            }
            x += 70
        }
        marks.append(.init(x: 626, label: "interrupted", frame: 99))
        let ticks = Self.place(marks)
        #expect(ticks.count == 33)
        Self.assertClear(ticks)
        #expect(ticks.filter { $0.box != nil }.count >= 30)
    }
}
