import Testing
@testable import ChatDemoCore

@Suite struct FrameHistoryTests {
    /// The ring keeps the newest `capacity` frames, by index, and drops the oldest.
    @Test func theOldestFramesAreDropped() {
        var history = FrameHistory<String>(capacity: 3)
        #expect(history.span == nil && history.newest == nil && history.slot(atOrBefore: 5) == nil)
        for index in 0...4 { history.append("f\(index)", frameIndex: index) }
        #expect(history.span == 2...4 && history.keptIndices == [2, 3, 4])
        #expect(history.count == 3)
        #expect(history[frameIndex: 1] == nil)
        #expect((2...4).map { history[frameIndex: $0] } == ["f2", "f3", "f4"])
        #expect(history[frameIndex: 5] == nil)
        #expect(history.newest == "f4")
    }

    /// Round the ring several times: every kept index still finds its own entry.
    @Test func indicesFindTheirEntriesAcrossTheRingsWrap() {
        var history = FrameHistory<Int>(capacity: 7)
        for index in 100..<150 { history.append(index * 10, frameIndex: index) }
        #expect(history.span == 143...149)
        for index in 143...149 { #expect(history[frameIndex: index] == index * 10) }
    }

    /// Appending the newest index again replaces it; an index before the newest starts afresh
    /// (time went back: what was kept is no past of it).
    @Test func aRepeatedIndexReplacesAndAnEarlierOneStartsAfresh() {
        var history = FrameHistory<String>(capacity: 4)
        history.append("a", frameIndex: 3)
        history.append("b", frameIndex: 4)
        history.append("B", frameIndex: 4)
        #expect(history.keptIndices == [3, 4] && history[frameIndex: 4] == "B")
        history.append("z", frameIndex: 1)
        #expect(history.keptIndices == [1] && history[frameIndex: 3] == nil && history.newest == "z")
    }

    /// Two motions with a rest between them (the tick made no frame, so the indices jump): both
    /// are kept, each frame by its own index; the rest's indices are not kept.
    @Test func framesOnBothSidesOfARestAreKept() {
        var history = FrameHistory<String>(capacity: 10)
        for index in 0...2 { history.append("show\(index)", frameIndex: index) }
        for index in 40...42 { history.append("hide\(index)", frameIndex: index) }
        #expect(history.keptIndices == [0, 1, 2, 40, 41, 42])
        #expect(history.span == 0...42 && history.count == 6)
        #expect(history[frameIndex: 2] == "show2" && history[frameIndex: 40] == "hide40")
        #expect(history[frameIndex: 3] == nil && history[frameIndex: 39] == nil && history[frameIndex: 43] == nil)
        #expect(history.newest == "hide42")
    }

    /// The capacity counts frames made, not the indices a rest spans: the oldest made frame goes
    /// first, across rests, and every kept one (round the ring's wrap too) finds its entry.
    @Test func theCapacityCountsFramesMadeAcrossRests() {
        var history = FrameHistory<Int>(capacity: 5)
        let made = [0, 1, 2, 100, 101, 500, 501, 502]
        for index in made { history.append(index * 10, frameIndex: index) }
        #expect(history.keptIndices == [100, 101, 500, 501, 502])
        for index in [100, 101, 500, 501, 502] { #expect(history[frameIndex: index] == index * 10) }
        #expect(history[frameIndex: 2] == nil)
    }

    /// The kept frame at or before an index, by binary search: the frame itself when kept, the
    /// last one before a rest for an index inside it, nil before the oldest.
    @Test func theSlotAtOrBeforeAnIndexFindsTheLastKeptFrame() {
        var history = FrameHistory<Int>(capacity: 4)
        for index in [7, 8, 20, 21, 30] { history.append(index, frameIndex: index) }  // 7 is dropped
        #expect(history.keptIndices == [8, 20, 21, 30])
        #expect(history.slot(atOrBefore: 7) == nil)
        #expect(history.slot(atOrBefore: 8) == 0)
        #expect(history.slot(atOrBefore: 19) == 0)
        #expect(history.slot(atOrBefore: 20) == 1)
        #expect(history.slot(atOrBefore: 25) == 2)
        #expect(history.slot(atOrBefore: 99) == 3)
        #expect((0..<4).map(history.frameIndex(atSlot:)) == [8, 20, 21, 30])
    }

    /// Steps go from kept frame to kept frame: a step back from a motion's first frame lands on
    /// the previous motion's last frame across the rest, and a step past the newest makes new
    /// frames one recording step apart, as without a rest.
    @Test func stepsCrossARestFromKeptFrameToKeptFrame() {
        var history = FrameHistory<Int>(capacity: 600)
        for index in Array(0...30) + Array(80...110) { history.append(index, frameIndex: index) }
        #expect(PlayheadTarget.step(by: -1, from: 80, kept: history, makingAtMost: 600) == PlayheadTarget(frame: 30, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.step(by: -10, from: 84, kept: history, makingAtMost: 600) == PlayheadTarget(frame: 25, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.step(by: 1, from: 30, kept: history, makingAtMost: 600) == PlayheadTarget(frame: 80, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.step(by: -100, from: 110, kept: history, makingAtMost: 600) == PlayheadTarget(frame: 0, framesToMake: 0, wasClamped: true))
        #expect(PlayheadTarget.step(by: 5, from: 108, kept: history, makingAtMost: 600) == PlayheadTarget(frame: 113, framesToMake: 3, wasClamped: false))
        // From the show, a big step forward crosses the rest and makes only what lies past the newest.
        #expect(PlayheadTarget.step(by: 40, from: 25, kept: history, makingAtMost: 600) == PlayheadTarget(frame: 114, framesToMake: 4, wasClamped: false))
    }

    /// A seek into a rest presents the kept frame before it (nothing moved during the rest, so
    /// it is the picture a recording shows then); outside the kept frames it clamps, as before.
    @Test func aSeekIntoARestPresentsTheFrameBeforeIt() {
        var history = FrameHistory<Int>(capacity: 600)
        for index in Array(10...30) + Array(80...110) { history.append(index, frameIndex: index) }
        #expect(PlayheadTarget.seek(toFrame: 50, kept: history) == PlayheadTarget(frame: 30, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.seek(toFrame: 79, kept: history) == PlayheadTarget(frame: 30, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.seek(toFrame: 80, kept: history) == PlayheadTarget(frame: 80, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.seek(toFrame: 20, kept: history) == PlayheadTarget(frame: 20, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.seek(toFrame: 3, kept: history) == PlayheadTarget(frame: 10, framesToMake: 0, wasClamped: true))
        #expect(PlayheadTarget.seek(toFrame: 200, kept: history) == PlayheadTarget(frame: 110, framesToMake: 0, wasClamped: true))
    }

    /// Ten seconds at 60 and at 120 frames per second.
    @Test func capacityIsTheKeptSecondsFrames() {
        #expect(FrameHistory<Int>(seconds: 10, framesPerSecond: 60).capacity == 600)
        #expect(FrameHistory<Int>(seconds: 10, framesPerSecond: 1 / (1.0 / 120)).capacity == 1200)
    }
}
