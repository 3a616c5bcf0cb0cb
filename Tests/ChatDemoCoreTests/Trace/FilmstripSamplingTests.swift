import Testing
@testable import ChatDemoCore

/// A filmstrip samples the motion: from the first frame that moves to the last, evenly, with
/// the fastest frame of every movement always among its tiles.
@Suite struct FilmstripSamplingTests {
    /// One position per frame (the keyboard's top).
    static func frames(_ tops: [Double]) -> [[Double]] { tops.map { [$0] } }

    @Test func theWorkedExampleKeepsTheFirstTheFastestAndTheLastMovingFrame() {
        let show = Self.frames([800, 800, 700, 560, 520, 510, 510, 510])
        #expect(FilmstripSampling.speeds(show) == [0, 0, 100, 140, 40, 10, 0, 0])
        #expect(FilmstripSampling.pick(show, count: 3) == [2, 3, 5])
    }

    /// Ten frames of rest, a 20-frame slide whose fastest step is frame 14, ten frames of rest:
    /// twelve even tiles over 10…29 would be 10, 12, 13, 15, …; frame 14 takes 13's or 15's place.
    @Test func restIsLeftOutAndTheFastestFrameIsAlwaysShown() {
        var tops = Array(repeating: 800.0, count: 10)
        let steps: [Double] = [2, 5, 10, 20, 40, 30, 20, 12, 8, 6, 5, 4, 3, 2, 2, 1, 1, 1, 1, 1]
        for step in steps { tops.append(tops.last! - step) }
        tops += Array(repeating: tops.last!, count: 10)
        let tiles = FilmstripSampling.pick(Self.frames(tops), count: 12)
        #expect(tiles.count == 12)
        #expect(tiles.first == 10 && tiles.last == 29)
        #expect(tiles.contains(14))
        #expect(tiles == tiles.sorted() && Set(tiles).count == tiles.count)
    }

    /// A show, rest, then a hide: each movement's fastest frame is a tile, and the rest between
    /// them is sampled like the rest of the span.
    @Test func everyMovementKeepsItsFastestFrame() {
        let show: [Double] = [800, 780, 700, 600, 560, 552, 552, 552]
        let hide: [Double] = [552, 560, 600, 700, 790, 800]
        let tops = show + Array(repeating: 552, count: 30) + hide
        let tiles = FilmstripSampling.pick(Self.frames(tops), count: 6)
        #expect(tiles.count == 6)
        // Each moves 100 in its fastest frame: the show's frame 3, the hide's frame 41.
        #expect(tiles == [1, 3, 18, 26, 41, 43])
    }

    /// The list moving while the keyboard stays (a send's scroll) is motion too.
    @Test func anyPositionThatChangesIsMotion() {
        let frames: [[Double]] = [[552, 100], [552, 100], [552, 90], [552, 60], [552, 50], [552, 50]]
        #expect(FilmstripSampling.pick(frames, count: 12) == [2, 3, 4])
    }

    @Test func withoutMotionTheTilesSpreadOverTheWholeRecording() {
        #expect(FilmstripSampling.pick(Self.frames(Array(repeating: 800, count: 23)), count: 12)
                == [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22])
        #expect(FilmstripSampling.pick(Self.frames([800]), count: 12) == [0])
        #expect(FilmstripSampling.pick([], count: 12).isEmpty)
    }

    /// A tile is marked with every script step since the tile before it, so none goes unmarked.
    @Test func eachTileCarriesTheEventsSinceTheTileBefore() {
        let events: [[Int]] = [[], [2], [], [], [5, 6], [7]]
        #expect(FilmstripSampling.eventsUpTo([1, 3, 4], in: events) == [[2], [], [5, 6]])
        #expect(FilmstripSampling.eventsUpTo([0, 5], in: events) == [[], [2, 5, 6, 7]])
        #expect(FilmstripSampling.eventsUpTo([], in: events).isEmpty)
    }
}
