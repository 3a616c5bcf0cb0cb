/// The recent motion of every pane, one `MotionFrame` per presented frame, for the timeline and
/// the onion skin: a bounded ring that drops its oldest frame once full, so it holds the last
/// `capacity` frames (the default, 1 440, is 12 s at 120 fps and 24 s at 60 fps, so the
/// timeline, which moves its axis on by a sixth of that at once, always shows the last 10 s at
/// 120 fps) and never grows past them. Events (`MotionEvent`) are kept while their frame is still in the ring.
///
/// Frames are stored flat (one stamp per frame, `paneCount` samples per frame in one array), so
/// three panes for 10 s at 60 fps take well under a megabyte (`footprintBytes`; the benchmark's
/// `timeline_history_bytes_3pane_10s` measures it on real samples).
///
///     var history = MotionHistory(paneCount: 1, capacity: 2)
///     history.record(frame: 0, animationTime: 0, wallTime: 0, samples: [a])
///     history.record(frame: 1, animationTime: 0.016, wallTime: 0.016, samples: [b])
///     history.record(frame: 2, animationTime: 0.033, wallTime: 0.033, samples: [c])
///     history.frames.map(\.frame)  // [1, 2]: frame 0 dropped
///
/// - Complexity: `record` O(paneCount) amortised; `frame(atSlot:)` O(paneCount);
///   `slot(ofFrame:)` O(log count); `frames` O(count × paneCount).
public struct MotionHistory: Sendable {
    /// 12 s at 120 fps (24 s at 60 fps).
    public static let defaultCapacity = 1440

    private struct Stamp: Sendable {
        var frame: Int
        var animationTime: Double
        var wallTime: Double
        /// The frame's measured cost in microseconds, -1 where it was not measured (a recording).
        var paintMicroseconds: Int32
    }

    public let paneCount: Int
    /// The most frames kept.
    public let capacity: Int
    private var stamps: [Stamp] = []
    private var samples: [MotionSample] = []
    /// The ring's oldest slot in `stamps` once it is full (0 until then).
    private var start = 0
    /// How many frames the ring has dropped: the sequence number of the oldest kept frame.
    public private(set) var droppedCount = 0
    public private(set) var events: [MotionEvent] = []
    /// How many events the ring has dropped with their frames: the sequence number of `events[0]`.
    public private(set) var droppedEventCount = 0
    /// The will-event whose motion has not ended yet: a new one before its did-event interrupts it.
    private var motionInFlight: MotionEvent.Kind?

    public init(paneCount: Int, capacity: Int = defaultCapacity) {
        precondition(paneCount >= 1 && capacity >= 1, "a history keeps at least one frame of one pane")
        self.paneCount = paneCount
        self.capacity = capacity
    }

    /// How many frames are kept.
    public var count: Int { stamps.count }
    public var isEmpty: Bool { stamps.isEmpty }

    /// Adds presented frame `frame`, whose `samples` are one per pane, lead first, and whose
    /// cost was measured as `paintMicroseconds` (nil: not measured, as in a recording). A frame not
    /// after the newest one is not presented motion (the same frame painted twice) and is ignored.
    public mutating func record(frame: Int, animationTime: Double, wallTime: Double, samples new: [MotionSample],
                                paintMicroseconds: Int? = nil) {
        precondition(new.count == paneCount, "one sample per pane: \(paneCount), got \(new.count)")
        if let newest = newestFrame, frame <= newest { return }
        let paint = paintMicroseconds.map { Int32(clamping: max(0, $0)) } ?? -1
        let stamp = Stamp(frame: frame, animationTime: animationTime, wallTime: wallTime, paintMicroseconds: paint)
        if stamps.count < capacity {
            stamps.append(stamp)
            samples.append(contentsOf: new)
        } else {
            stamps[start] = stamp
            samples.replaceSubrange((start * paneCount)..<((start + 1) * paneCount), with: new)
            start = (start + 1) % capacity
            droppedCount += 1
            dropEvents(before: stamps[start].frame)
        }
    }

    /// Notes `kind` in frame `frame` (the frame it takes effect in). A will-event while another
    /// motion is still under way is noted after an `interruption`.
    public mutating func record(_ kind: MotionEvent.Kind, frame: Int) {
        if kind.startsMotion {
            if motionInFlight != nil { events.append(MotionEvent(frame: frame, kind: .interruption)) }
            motionInFlight = kind
        } else if kind.endsMotion {
            motionInFlight = nil
        }
        events.append(MotionEvent(frame: frame, kind: kind))
    }

    /// The frame in slot `slot`, 0 the oldest kept.
    public func frame(atSlot slot: Int) -> MotionFrame {
        precondition(slot >= 0 && slot < count, "slot \(slot) of \(count)")
        let index = (start + slot) % stamps.count
        let stamp = stamps[index]
        return MotionFrame(frame: stamp.frame, animationTime: stamp.animationTime, wallTime: stamp.wallTime,
                           panes: Array(samples[(index * paneCount)..<((index + 1) * paneCount)]),
                           paintMicroseconds: stamp.paintMicroseconds < 0 ? nil : Int(stamp.paintMicroseconds))
    }

    /// The sequence number of the frame in slot `slot`: how many frames were recorded before
    /// it. Unlike the slot, it stays the frame's own while the ring drops older frames.
    public func sequence(ofSlot slot: Int) -> Int { droppedCount + slot }

    /// Every kept frame, oldest first.
    public var frames: [MotionFrame] { (0..<count).map(frame(atSlot:)) }

    /// The newest frame's index, nil while empty.
    public var newestFrame: Int? { isEmpty ? nil : stamps[(start + count - 1) % stamps.count].frame }
    /// The oldest kept frame's index, nil while empty.
    public var oldestFrame: Int? { isEmpty ? nil : stamps[start].frame }

    /// The slot of frame `frame`, nil when it is not kept.
    public func slot(ofFrame frame: Int) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if stamps[(start + middle) % stamps.count].frame < frame { low = middle + 1 } else { high = middle }
        }
        return low < count && stamps[(start + low) % stamps.count].frame == frame ? low : nil
    }

    /// The slot of the kept frame closest to `frame` (the first of two as close), nil while empty.
    public func nearestSlot(toFrame frame: Int) -> Int? {
        guard let oldest = oldestFrame, let newest = newestFrame else { return nil }
        if frame <= oldest { return 0 }
        if frame >= newest { return count - 1 }
        var low = 0, high = count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if stamps[(start + middle) % stamps.count].frame <= frame { low = middle } else { high = middle }
        }
        let below = stamps[(start + low) % stamps.count].frame, above = stamps[(start + high) % stamps.count].frame
        return frame - below <= above - frame ? low : high
    }

    /// The `count` frames before slot `slot`, newest first (fewer at the history's start): what
    /// the onion skin draws behind the frame in that slot.
    public func framesBefore(slot: Int, count wanted: Int) -> [MotionFrame] {
        guard slot > 0 else { return [] }
        return (max(0, slot - wanted)..<slot).reversed().map(frame(atSlot:))
    }

    /// The memory the history holds: its arrays' reserved storage (samples' case labels are
    /// short strings kept inline, so they add nothing on the heap).
    public var footprintBytes: Int {
        stamps.capacity * MemoryLayout<Stamp>.stride + samples.capacity * MemoryLayout<MotionSample>.stride
            + events.capacity * MemoryLayout<MotionEvent>.stride
    }

    /// The events recorded from sequence number `sequence` on (the first event ever recorded is
    /// 0), those the ring still keeps: a reader that remembers how far it read gets each event once.
    public func events(fromSequence sequence: Int) -> ArraySlice<MotionEvent> {
        events[min(max(0, sequence - droppedEventCount), events.count)...]
    }

    /// The sequence number the next recorded event gets.
    public var nextEventSequence: Int { droppedEventCount + events.count }

    private mutating func dropEvents(before frame: Int) {
        guard let first = events.firstIndex(where: { $0.frame >= frame }) else {
            droppedEventCount += events.count
            events.removeAll(keepingCapacity: true)
            return
        }
        droppedEventCount += first
        if first > 0 { events.removeFirst(first) }
    }
}
