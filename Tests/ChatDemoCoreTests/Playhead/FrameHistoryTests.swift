import Testing
@testable import ChatDemoCore

@Suite struct FrameHistoryTests {
    /// The ring keeps the newest `capacity` frames, by index, and drops the oldest.
    @Test func theOldestFramesAreDropped() {
        var history = FrameHistory<String>(capacity: 3)
        #expect(history.range == nil && history.newest == nil && history.clamped(5) == nil)
        for index in 0...4 { history.append("f\(index)", frameIndex: index) }
        #expect(history.range == 2...4)
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
        #expect(history.range == 143...149)
        for index in 143...149 { #expect(history[frameIndex: index] == index * 10) }
    }

    @Test func clampingBringsAnIndexIntoTheKeptRange() {
        var history = FrameHistory<Int>(capacity: 10)
        for index in 20...40 { history.append(index, frameIndex: index) }
        #expect(history.clamped(35)! == (35, false))
        #expect(history.clamped(3)! == (31, true))
        #expect(history.clamped(99)! == (40, true))
    }

    /// Appending the newest index again replaces it; an index that skips ahead starts afresh.
    @Test func aRepeatedIndexReplacesAndAGapStartsAfresh() {
        var history = FrameHistory<String>(capacity: 4)
        history.append("a", frameIndex: 0)
        history.append("b", frameIndex: 1)
        history.append("B", frameIndex: 1)
        #expect(history.range == 0...1 && history[frameIndex: 1] == "B")
        history.append("z", frameIndex: 9)
        #expect(history.range == 9...9 && history[frameIndex: 0] == nil && history.newest == "z")
    }

    /// Ten seconds at 60 and at 120 frames per second.
    @Test func capacityIsTheKeptSecondsFrames() {
        #expect(FrameHistory<Int>(seconds: 10, framesPerSecond: 60).capacity == 600)
        #expect(FrameHistory<Int>(seconds: 10, framesPerSecond: 1 / (1.0 / 120)).capacity == 1200)
    }
}
