/// Which frames of a recording a filmstrip shows: the motion's, not the clock's.
///
/// A filmstrip spread evenly over the clock spends most of its tiles on rest and on the slow
/// tail of a spring, and can miss the few frames where the keyboard moves fastest — the ones a
/// reviewer most needs to see. So the tiles span from the first frame that moves to the last
/// (nothing moving: the whole recording), evenly, and then the fastest frame of each separate
/// movement (a show, a hide) takes the place of the even tile nearest it, as do the first and
/// last moving frames. A frame moves when any of its positions (keyboard top, bar bottom, list
/// top) differs from the frame before; its speed is the largest of those differences.
///
/// ```swift
/// // A show over frames 2…5 (keyboard top 800, 800, 700, 560, 520, 510, 510, 510):
/// FilmstripSampling.pick([[800], [800], [700], [560], [520], [510], [510], [510]], count: 3)
///     // [2, 3, 5]: the first moving frame, the fastest (140 in one frame), the last moving frame
/// ```
///
/// - Complexity: O(frames × positions + count²).
public enum FilmstripSampling {
    /// Positions (indices into `frames`) of at most `count` tiles, in order, without repeats.
    /// Each element of `frames` is one frame's positions; every frame has the same number.
    public static func pick(_ frames: [[Double]], count: Int) -> [Int] {
        guard !frames.isEmpty, count > 0 else { return [] }
        let speeds = Self.speeds(frames)
        let moving = speeds.indices.filter { speeds[$0] > 0 }
        guard let first = moving.first, let last = moving.last else {
            return evenly(from: 0, to: frames.count - 1, count: count)
        }
        var tiles = evenly(from: first, to: last, count: count)
        let kept = [first, last] + fastestOfEachMovement(speeds, moving: moving)
        for frame in kept where !tiles.contains(frame) {
            // The even tile nearest the kept frame gives way to it (never another kept one).
            let replaceable = tiles.indices.filter { !kept.contains(tiles[$0]) }
            guard let nearest = replaceable.min(by: { abs(tiles[$0] - frame) < abs(tiles[$1] - frame) }) else { break }
            tiles[nearest] = frame
        }
        return Array(Set(tiles)).sorted()
    }

    /// For each tile (positions `chosen`, in order), what happened since the tile before it:
    /// the elements of `events` from the frame after the previous tile up to the tile's own
    /// frame (the first tile takes everything from the recording's start). A tile is marked
    /// with them, so no event between two tiles goes unmarked.
    ///
    /// Example: events [[], [2], [], [], [5, 6]], tiles [1, 3, 4] → [[2], [], [5, 6]].
    public static func eventsUpTo<Event>(_ chosen: [Int], in events: [[Event]]) -> [[Event]] {
        var start = 0
        return chosen.map { position in
            defer { start = position + 1 }
            return start <= position ? events[start...position].flatMap { $0 } : []
        }
    }

    /// Each frame's speed: the largest change of any position since the frame before (0 for the first).
    public static func speeds(_ frames: [[Double]]) -> [Double] {
        frames.indices.map { index in
            guard index > 0 else { return 0 }
            return zip(frames[index], frames[index - 1]).map { abs($0 - $1) }.max() ?? 0
        }
    }

    /// The fastest frame of each run of consecutive moving frames, fastest runs first
    /// (the earlier frame on a tie).
    static func fastestOfEachMovement(_ speeds: [Double], moving: [Int]) -> [Int] {
        var runs: [[Int]] = []
        for frame in moving {
            if let previous = runs.last?.last, previous == frame - 1 { runs[runs.count - 1].append(frame) } else { runs.append([frame]) }
        }
        let fastest = runs.compactMap { run in run.max { speeds[$0] < speeds[$1] || (speeds[$0] == speeds[$1] && $0 > $1) } }
        return fastest.sorted { speeds[$0] > speeds[$1] || (speeds[$0] == speeds[$1] && $0 < $1) }
    }

    /// `count` positions spread evenly from `lower` to `upper`, both included (fewer when the
    /// span holds fewer frames).
    static func evenly(from lower: Int, to upper: Int, count: Int) -> [Int] {
        let span = upper - lower
        guard span > 0, count > 1 else { return [lower] }
        let wanted = min(count, span + 1)
        return (0..<wanted).map { lower + Int((Double($0) * Double(span) / Double(wanted - 1)).rounded()) }
    }
}
