import Testing
@testable import ChatDemoCore

@Suite struct MotionHistoryTests {
    static func sample(_ top: Int, bar: Int? = nil, shift: Double = 0, label: String = "2") -> MotionSample {
        MotionSample(keyboardTop: top, barBottom: bar ?? top, listShift: shift, contentShift: shift / 2, caseLabel: label,
                     keyboardVisibleHeight: Double(890 - top), keyboardVelocity: -10)
    }

    @Test func keepsFramesInOrderAndDropsTheOldestOnceFull() {
        var history = MotionHistory(paneCount: 1, capacity: 3)
        for frame in 0..<5 {
            history.record(frame: frame, animationTime: Double(frame) / 60, wallTime: Double(frame) / 60,
                           samples: [Self.sample(800 - frame)])
        }
        #expect(history.count == 3)
        #expect(history.frames.map(\.frame) == [2, 3, 4])
        #expect(history.frames.map { $0.panes[0].keyboardTop } == [798, 797, 796])
        #expect(history.oldestFrame == 2 && history.newestFrame == 4)
        #expect(history.slot(ofFrame: 3) == 1)
        #expect(history.slot(ofFrame: 1) == nil)
    }

    @Test func aFrameNotAfterTheNewestIsIgnored() {
        var history = MotionHistory(paneCount: 1, capacity: 4)
        history.record(frame: 5, animationTime: 0, wallTime: 0, samples: [Self.sample(700)])
        history.record(frame: 5, animationTime: 1, wallTime: 1, samples: [Self.sample(600)])
        history.record(frame: 4, animationTime: 1, wallTime: 1, samples: [Self.sample(600)])
        #expect(history.frames == [MotionFrame(frame: 5, animationTime: 0, wallTime: 0, panes: [Self.sample(700)])])
    }

    @Test func keepsOneSamplePerPaneInPaneOrder() {
        var history = MotionHistory(paneCount: 3, capacity: 2)
        for frame in 0..<3 {
            history.record(frame: frame, animationTime: 0, wallTime: 0,
                           samples: [Self.sample(700 + frame), Self.sample(710 + frame), Self.sample(720 + frame)])
        }
        #expect(history.frame(atSlot: 0).panes.map(\.keyboardTop) == [701, 711, 721])
        #expect(history.frame(atSlot: 1).panes.map(\.keyboardTop) == [702, 712, 722])
    }

    @Test func nearestSlotRoundsToTheClosestKeptFrame() {
        var history = MotionHistory(paneCount: 1)
        for frame in [10, 11, 20, 30] { history.record(frame: frame, animationTime: 0, wallTime: 0, samples: [Self.sample(600)]) }
        #expect(history.nearestSlot(toFrame: 0) == 0)
        #expect(history.nearestSlot(toFrame: 15) == 1)
        #expect(history.nearestSlot(toFrame: 16) == 2)
        #expect(history.nearestSlot(toFrame: 25) == 2)
        #expect(history.nearestSlot(toFrame: 99) == 3)
    }

    @Test func theOnionSkinTakesThePreviousFramesNewestFirst() {
        var history = MotionHistory(paneCount: 1)
        for frame in 0..<6 { history.record(frame: frame, animationTime: 0, wallTime: 0, samples: [Self.sample(700 - 10 * frame)]) }
        #expect(history.framesBefore(slot: 5, count: 3).map(\.frame) == [4, 3, 2])
        #expect(history.framesBefore(slot: 1, count: 3).map(\.frame) == [0])
        #expect(history.framesBefore(slot: 0, count: 3).isEmpty)
    }

    @Test func aWillEventBeforeTheLastMotionEndedIsAnInterruption() {
        var history = MotionHistory(paneCount: 1)
        history.record(.willShow, frame: 1)
        history.record(.didShow, frame: 31)
        history.record(.willHide, frame: 40)
        history.record(.willShow, frame: 45)
        history.record(.send, frame: 50)
        #expect(history.events.map(\.kind) == [.willShow, .didShow, .willHide, .interruption, .willShow, .send])
        #expect(history.events.map(\.frame) == [1, 31, 40, 45, 45, 50])
    }

    @Test func eventsGoWithTheFramesTheyHappenedIn() {
        var history = MotionHistory(paneCount: 1, capacity: 2)
        history.record(.willShow, frame: 0)
        history.record(.layoutSwap, frame: 2)
        for frame in 0..<4 { history.record(frame: frame, animationTime: 0, wallTime: 0, samples: [Self.sample(600)]) }
        // Frames 2 and 3 are kept: the will-show of frame 0 went with its frame, the swap of frame 2 stays.
        #expect(history.events == [MotionEvent(frame: 2, kind: .layoutSwap)])
        history.record(frame: 4, animationTime: 0, wallTime: 0, samples: [Self.sample(600)])
        history.record(.send, frame: 4)
        #expect(history.events == [MotionEvent(frame: 4, kind: .send)])
    }

    /// Three panes for 10 s at 60 fps stay far under 10 MB: 600 frames of 3 samples.
    @Test func tenSecondsOfThreePanesAreSmall() {
        var history = MotionHistory(paneCount: 3)
        for frame in 0..<600 {
            history.record(frame: frame, animationTime: 0, wallTime: 0,
                           samples: [Self.sample(600, label: "three-case"), Self.sample(600, label: "always"), Self.sample(600, label: "never")])
        }
        let sampleBytes = MemoryLayout<MotionSample>.stride
        #expect(sampleBytes == 64)
        #expect(history.footprintBytes < 1_000_000)
        #expect(history.footprintBytes >= 600 * 3 * sampleBytes)
    }

    @Test func aSampleGivesItsTraceColumnsAndGap() {
        let sample = MotionSample(keyboardTop: 599, barBottom: 640, listShift: 12.25, contentShift: 0, caseLabel: "naive",
                                  keyboardVisibleHeight: 245, keyboardVelocity: 0)
        #expect(sample.gap == 41)
        let frame = MotionFrame(frame: 7, animationTime: 0.1, wallTime: 0.125, panes: [sample])
        #expect(frame.traceRows.map(\.csvLine) == ["7,125.000,599,640,12.250,0.000,naive"])
    }
}
